import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * playwright-core finds its own files relative to its install directory, so it is not
 * bundled: `import ... from 'playwright-core'` becomes an object with the same export
 * names (read here, from the installed package) whose getters load the copy the binary
 * extracts on first use (src/sea/playwright.ts).
 */
export function playwrightPlugin(root: string): Plugin {
  const names = Object.keys(createRequire(join(root, 'package.json'))('playwright-core') as object);
  const loader = join(root, 'src', 'sea', 'playwright.ts');
  return {
    name: 'playwright-core-extracted',
    setup(build) {
      build.onResolve({ filter: /^playwright-core(\/|$)/ }, (args) =>
        args.path === 'playwright-core'
          ? { path: 'playwright-core', namespace: 'agent-playwright' }
          : { errors: [{ text: `'${args.path}': only the package root 'playwright-core' can be imported in the single executable` }] },
      );
      build.onLoad({ filter: /.*/, namespace: 'agent-playwright' }, () => ({
        contents: `module.exports = require(${JSON.stringify(loader)}).lazyPlaywright(${JSON.stringify(names)});`,
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}
