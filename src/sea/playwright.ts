import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cacheDir, ensureDir, writeTreeFile } from './cache.js';
import { requiredAsset } from './embedded.js';
import { PLAYWRIGHT_FILE_PREFIX, PLAYWRIGHT_MANIFEST_ASSET, type TreeFile } from './names.js';

/**
 * playwright-core cannot be bundled: it finds its own files (package.json, wasm codec,
 * helper scripts) relative to its install directory. The binary embeds the package's
 * files and, the first time browser support is used, extracts them to
 * AGENT_HOME/cache/<build>/node_modules/playwright-core and loads it from there.
 */
function extractPlaywright(): string {
  const dir = join(cacheDir(), 'node_modules', 'playwright-core');
  return ensureDir(dir, (tmp) => {
    const files = JSON.parse(requiredAsset(PLAYWRIGHT_MANIFEST_ASSET).toString('utf8')) as TreeFile[];
    for (const f of files) writeTreeFile(tmp, f.path, requiredAsset(PLAYWRIGHT_FILE_PREFIX + f.path), f.mode);
  });
}

let loaded: Record<string, unknown> | undefined;

function playwright(): Record<string, unknown> {
  if (!loaded) {
    const dir = extractPlaywright();
    loaded = createRequire(join(dir, 'package.json'))(dir) as Record<string, unknown>;
  }
  return loaded;
}

/**
 * What `import ... from 'playwright-core'` resolves to inside the binary: an object with
 * the package's export names whose getters extract and load the package on first use,
 * so commands that never drive a browser never pay for it.
 */
export function lazyPlaywright(names: readonly string[]): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  for (const name of names) {
    Object.defineProperty(exports, name, { enumerable: true, get: () => playwright()[name] });
  }
  return exports;
}
