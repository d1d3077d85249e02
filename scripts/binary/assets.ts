import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import {
  BUILD_INFO_ASSET,
  PLAYWRIGHT_FILE_PREFIX,
  PLAYWRIGHT_MANIFEST_ASSET,
  ROOT_FILE_PREFIX,
  SEA_PREFIX,
  SQLITE_ADDON_ASSET,
  type BuildInfo,
  type TreeFile,
} from '../../src/sea/names.js';

/** Embedded name -> file on disk, the `assets` of sea-config.json. */
export type AssetMap = Record<string, string>;

/**
 * The static assets the services serve (src/assets.ts), read after loading every service
 * module so that assets registered by a service (the chat page) are included too.
 */
async function staticAssets(): Promise<AssetMap> {
  const { TARGETS } = await import('../../src/supervisor/targets.js');
  await Promise.all(TARGETS.map((t) => t.load()));
  const { ASSETS, assetPath } = await import('../../src/assets.js');
  const out: AssetMap = {};
  for (const name of Object.keys(ASSETS)) {
    if (name.startsWith(SEA_PREFIX))
      throw new Error(`asset name '${name}' uses the prefix '${SEA_PREFIX}' reserved for the binary's own files`);
    out[name] = assetPath(name);
    statSync(out[name]); // fails the build when a registered file is missing
  }
  return out;
}

/**
 * Plain files at the top of package.json "files" (settings.toml, mcp_servers.yaml): what an
 * npm install ships beside the program. Like npm pack, entries that do not exist are skipped.
 */
function rootFiles(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] };
  return pkg.files.filter((f) => statSync(join(root, f), { throwIfNoEntry: false })?.isFile() === true).sort();
}

/** playwright-core's files, without its TypeScript declarations. */
function playwrightFiles(root: string): { dir: string; files: TreeFile[] } {
  const dir = dirname(createRequire(join(root, 'package.json')).resolve('playwright-core/package.json'));
  const files: TreeFile[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      const rel = relative(dir, full).split(sep).join('/');
      if (entry.isDirectory()) {
        if (rel !== 'types') walk(full);
      } else if (!rel.endsWith('.d.ts')) files.push({ path: rel, mode: statSync(full).mode & 0o777 });
    }
  };
  walk(dir);
  return { dir, files: files.sort((a, b) => a.path.localeCompare(b.path)) };
}

function sqliteAddon(root: string): string {
  const pkg = createRequire(join(root, 'package.json')).resolve('better-sqlite3/package.json');
  return join(dirname(pkg), 'build', 'Release', 'better_sqlite3.node');
}

/** The commit the binary is built from; `-dirty` when tracked files have uncommitted changes. */
function gitCommit(root: string): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const head = git('rev-parse', '--short=12', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') === '' ? head : `${head}-dirty`;
  } catch {
    return 'unknown';
  }
}

/** Everything the binary embeds; writes the generated files (manifest, build info) into `work`. */
export async function collectAssets(root: string, work: string): Promise<AssetMap> {
  const assets = await staticAssets();
  const extracted: AssetMap = {};

  const roots = rootFiles(root);
  for (const name of roots) extracted[ROOT_FILE_PREFIX + name] = join(root, name);
  extracted[SQLITE_ADDON_ASSET] = sqliteAddon(root);

  const pw = playwrightFiles(root);
  for (const f of pw.files) extracted[PLAYWRIGHT_FILE_PREFIX + f.path] = join(pw.dir, ...f.path.split('/'));
  const manifest = join(work, 'playwright-core.json');
  writeFileSync(manifest, JSON.stringify(pw.files));
  extracted[PLAYWRIGHT_MANIFEST_ASSET] = manifest;

  const hash = createHash('sha256');
  for (const name of Object.keys(extracted).sort()) hash.update(`${name}\0`).update(readFileSync(extracted[name]));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const info: BuildInfo = { version: pkg.version, commit: gitCommit(root), digest: hash.digest('hex').slice(0, 12), rootFiles: roots };
  const infoFile = join(work, 'build.json');
  writeFileSync(infoFile, JSON.stringify(info));

  return { ...assets, ...extracted, [BUILD_INFO_ASSET]: infoFile };
}
