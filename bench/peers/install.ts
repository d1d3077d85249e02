import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The MCP gateways `npm run bench peers` compares with, pinned in bench/peers/package.json:
 * never a dependency of the main package, installed on first use with `npm install` into a
 * cache directory outside the repo ($AGENT_PEERS_DIR, else ~/.cache/agent-peers/<hash of
 * that package.json>) and reused on later runs (as test/helpers/corpus.ts does with the
 * directory corpus). A changed package.json is a new hash, so a new directory.
 */
const run = promisify(execFile);
const manifest = join(dirname(fileURLToPath(import.meta.url)), 'package.json');

export interface Peers {
  dir: string;
  /** name -> exact version, as pinned. */
  versions: Record<string, string>;
  /** Path of a file inside an installed package. */
  file(pkg: string, ...path: string[]): string;
}

export function pinnedVersions(): Record<string, string> {
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies: Record<string, string> }).dependencies;
}

export function peersCacheDir(): string {
  if (process.env.AGENT_PEERS_DIR) return process.env.AGENT_PEERS_DIR;
  const hash = createHash('sha256').update(readFileSync(manifest)).digest('hex').slice(0, 12);
  return join(homedir(), '.cache', 'agent-peers', hash);
}

/** An earlier (other or unfinished) install of ours, or an empty directory: safe to replace. */
function isOurs(dir: string): boolean {
  if (readdirSync(dir).length === 0) return true;
  try {
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name === 'agent-bench-peers';
  } catch {
    return false;
  }
}

/** The installed peers, installing them first when the cache has none (takes seconds to a minute). */
export async function installPeers(log: (line: string) => void = () => undefined): Promise<Peers> {
  const dir = peersCacheDir();
  const versions = pinnedVersions();
  const peers = (): Peers => ({
    dir,
    versions,
    file: (pkg, ...path) => join(dir, 'node_modules', pkg, ...path),
  });
  const marker = join(dir, '.complete');
  const wanted = JSON.stringify(versions);
  if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === wanted) return peers();
  mkdirSync(dirname(dir), { recursive: true });
  const work = mkdtempSync(`${dir}.install-`);
  try {
    log(
      `installing the bench's peers (${Object.entries(versions)
        .map(([n, v]) => `${n}@${v}`)
        .join(', ')}) into ${dir} ...`,
    );
    copyFileSync(manifest, join(work, 'package.json'));
    // no lifecycle scripts: every peer is plain JavaScript
    await run('npm', ['install', '--prefix', work, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
      cwd: work,
      maxBuffer: 16 * 1024 * 1024,
      timeout: 10 * 60_000,
    });
    for (const name of Object.keys(versions)) {
      const got = (JSON.parse(readFileSync(join(work, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
      if (got !== versions[name]) throw new Error(`npm installed ${name}@${got}, not the pinned ${versions[name]}`);
    }
    writeFileSync(join(work, '.complete'), `${wanted}\n`);
    if (existsSync(dir) && !isOurs(dir)) throw new Error(`${dir} exists and holds something else: set AGENT_PEERS_DIR to a new directory`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(work, dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return peers();
}
