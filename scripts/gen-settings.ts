/**
 * Writes the shipped settings.toml, config/settings.schema.json and the key tables of
 * docs/settings.md and README.md from the key table in
 * src/settings/keys.ts. Run after adding or changing a key: npx tsx scripts/gen-settings.ts
 * (test/settings.test.ts fails while the shipped files differ from what this produces).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderSettingsSchema, renderSettingsToml, SCHEMA_PATH, withSettingsTable } from '../src/settings/render.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs: [string, string][] = [
  ['settings.toml', renderSettingsToml()],
  [SCHEMA_PATH, renderSettingsSchema()],
  ['docs/settings.md', withSettingsTable(readFileSync(join(root, 'docs/settings.md'), 'utf8'))],
  ['README.md', withSettingsTable(readFileSync(join(root, 'README.md'), 'utf8'))],
];
for (const [path, text] of outputs) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  process.stdout.write(`wrote ${path}\n`);
}
