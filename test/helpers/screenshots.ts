import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where a page test saves its screenshot: a temporary folder, so a test run never changes the
 * tree; `npm run docs:screenshots` runs the page tests with AGENT_DOCS_SCREENSHOTS=1 to refresh
 * the images the docs show (docs/images/).
 */
let dir: string | undefined;
export function shot(name: string): string {
  if (process.env.AGENT_DOCS_SCREENSHOTS === '1') {
    mkdirSync('docs/images', { recursive: true });
    return join('docs', 'images', name);
  }
  dir ??= mkdtempSync(join(tmpdir(), 'agent-shots-'));
  return join(dir, name);
}
