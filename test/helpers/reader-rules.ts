import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Rule } from '../../src/demo/planner/offline/rules/rule.js';

/** The folder of the offline reader's rules. */
export const RULES_DIR = fileURLToPath(new URL('../../src/demo/planner/offline/rules/', import.meta.url));

/** One rule of rules/, with the file and the exported table it stands in (`name` is its key there, or the export itself). */
export interface FoundRule {
  file: string;
  table: string;
  name?: string;
  rule: Rule;
}

const isRule = (v: unknown): v is Rule =>
  typeof v === 'object' && v !== null && (v as Rule).pattern instanceof RegExp && Array.isArray((v as Rule).examples);

/** Every rule of rules/ (each exported rule, and each rule of an exported table), files in name order. */
export async function readerRules(): Promise<FoundRule[]> {
  const out: FoundRule[] = [];
  for (const file of readdirSync(RULES_DIR)
    .filter((f) => f.endsWith('.ts') && f !== 'rule.ts')
    .sort()) {
    const mod = (await import(pathToFileURL(join(RULES_DIR, file)).href)) as Record<string, unknown>;
    for (const [table, value] of Object.entries(mod)) {
      if (isRule(value)) out.push({ file, table, rule: value });
      else if (typeof value === 'object' && value !== null)
        for (const [name, rule] of Object.entries(value)) if (isRule(rule)) out.push({ file, table, name, rule });
    }
  }
  return out;
}
