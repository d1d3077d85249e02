/**
 * `npm run build:binary`: builds dist/agent, one executable file, with Node's own
 * single-executable-application support. Steps:
 *   1. bundle   src/sea/main.ts and everything it reaches into one CommonJS file (esbuild), and the
 *               registry's load worker into another (embedded, started from its text)
 *   2. assets   build the pages (scripts/build-pages.ts), then collect what is embedded: static assets,
 *               shipped settings, SQLite addon, playwright-core
 *   3. blob     node --experimental-sea-config (code cache on)
 *   4. copy     this Node executable to dist/agent
 *   5. unsign   remove its signature (macOS, Windows) so it can be modified
 *   6. inject   the blob with postject, then re-sign ad hoc on macOS
 *   7. check    run `dist/agent --version`
 * Usage: node --import tsx scripts/build-binary.ts
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { collectAssets } from './binary/assets.js';
import { BUILT_BINARY, ROOT, WORK_DIR } from './binary/paths.js';
import { playwrightPlugin } from './binary/playwright-plugin.js';
import { buildPages } from './build-pages.js';
import { LOAD_WORKER_ASSET, PLAYWRIGHT_FILE_PREFIX } from '../src/sea/names.js';

const BUNDLE = join(WORK_DIR, 'agent.cjs');
/** The registry's load worker, bundled on its own: the binary starts it from this text (src/sea/runtime.ts). */
const WORKER_BUNDLE = join(WORK_DIR, 'load-worker.cjs');
const BLOB = join(WORK_DIR, 'sea-prep.blob');
const SENTINEL_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const step = (text: string) => process.stdout.write(`build:binary: ${text}\n`);

/**
 * The SEA main script runs with a `require` that only loads Node's built-in modules; the
 * banner swaps in a full one (for the extracted SQLite addon and playwright-core) and gives
 * `import.meta.url` of the bundled ES modules a value (the executable's own path).
 */
const BANNER = [
  'require = require("node:module").createRequire(__filename);',
  'var __agent_import_meta_url = require("node:url").pathToFileURL(__filename).href;',
].join('\n');

/** What both bundles share: one CommonJS file for Node 20, whitespace and syntax minified. */
const COMMON = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'error',
} as const;

/** Builds one bundle, reporting its warnings and size. */
async function bundleOne(options: BuildOptions & { outfile: string }): Promise<void> {
  const result = await build({ ...COMMON, ...options });
  for (const w of result.warnings) step(`warning: ${w.text}${w.location ? ` (${w.location.file}:${w.location.line})` : ''}`);
  step(`bundle ${relative(ROOT, options.outfile)} ${mb(statSync(options.outfile).size)}`);
}

async function bundle(): Promise<void> {
  await bundleOne({
    entryPoints: [join(ROOT, 'src', 'sea', 'main.ts')],
    outfile: BUNDLE,
    banner: { js: BANNER },
    define: { 'import.meta.url': '__agent_import_meta_url' },
    plugins: [playwrightPlugin(ROOT)],
    metafile: true,
  });
  // run as the code of a worker (eval), which has no file of its own: no import.meta.url is needed there
  await bundleOne({ entryPoints: [join(ROOT, 'src', 'registry', 'sources', 'openapi', 'load-worker.ts')], outfile: WORKER_BUNDLE });
}

function makeBlob(assets: Record<string, string>): void {
  const config = join(WORK_DIR, 'sea-config.json');
  writeFileSync(
    config,
    JSON.stringify({ main: BUNDLE, output: BLOB, disableExperimentalSEAWarning: true, useCodeCache: true, assets }, null, 2) + '\n',
  );
  execFileSync(process.execPath, ['--experimental-sea-config', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  step(`blob ${relative(ROOT, BLOB)} ${mb(statSync(BLOB).size)} (${Object.keys(assets).length} embedded files)`);
}

function copyNode(): void {
  rmSync(BUILT_BINARY, { force: true });
  copyFileSync(process.execPath, BUILT_BINARY);
  chmodSync(BUILT_BINARY, 0o755);
  step(`copied ${process.execPath} (Node ${process.version})`);
}

function removeSignature(): void {
  if (process.platform === 'darwin') execFileSync('codesign', ['--remove-signature', BUILT_BINARY]);
  else if (process.platform === 'win32') {
    try {
      execFileSync('signtool', ['remove', '/s', BUILT_BINARY]);
    } catch {
      step('signtool not found: injecting into the signed executable (Windows will warn that the signature is invalid)');
    }
  }
}

async function inject(): Promise<void> {
  const { inject: postject } = createRequire(import.meta.url)('postject') as {
    inject(file: string, name: string, data: Buffer, opts: { sentinelFuse: string; machoSegmentName?: string }): Promise<void>;
  };
  await postject(BUILT_BINARY, 'NODE_SEA_BLOB', readFileSync(BLOB), {
    sentinelFuse: SENTINEL_FUSE,
    ...(process.platform === 'darwin' ? { machoSegmentName: 'NODE_SEA' } : {}),
  });
  if (process.platform === 'darwin') execFileSync('codesign', ['--sign', '-', BUILT_BINARY]);
}

function check(): void {
  const env = { ...process.env, AGENT_HOME: join(WORK_DIR, 'home') }; // keep the user's AGENT_HOME untouched
  const version = execFileSync(BUILT_BINARY, ['--version'], { encoding: 'utf8', cwd: WORK_DIR, env }).trim();
  step(`${relative(ROOT, BUILT_BINARY)} ${mb(statSync(BUILT_BINARY).size)}, agent --version: ${version}`);
}

async function buildBinary(): Promise<void> {
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  await bundle();
  await buildPages(ROOT); // the pages the services serve are embedded as built now, never a stale copy
  const assets = { ...(await collectAssets(ROOT, WORK_DIR)), [LOAD_WORKER_ASSET]: WORKER_BUNDLE };
  step(
    `embedded: ${Object.keys(assets)
      .filter((n) => !n.startsWith(PLAYWRIGHT_FILE_PREFIX))
      .join(', ')}, playwright-core`,
  );
  makeBlob(assets);
  copyNode();
  removeSignature();
  await inject();
  check();
}

buildBinary().catch((err: unknown) => {
  process.stderr.write(`build:binary failed: ${(err as Error)?.stack ?? String(err)}\n`);
  process.exitCode = 1;
});
