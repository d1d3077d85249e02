import { AgentError } from '../shared/errors.js';
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { agentHome } from '../paths.js';
import { buildInfo } from './embedded.js';

/**
 * AGENT_HOME/cache/<version>-<digest>/: embedded files that must exist on disk (the
 * SQLite addon, the shipped settings, playwright-core). One directory per build content,
 * so a new binary never sees files of another, and files are written once.
 */
export function cacheDir(): string {
  const { version, digest } = buildInfo();
  return join(agentHome(), 'cache', `${version}-${digest}`);
}

/** The cache cannot be written (e.g. AGENT_HOME is read-only): the message says what to do. */
/** A file the single executable needs cannot be written under AGENT_HOME. */
export class CacheError extends AgentError {
  override name = 'CacheError';
}

function cacheFailure(path: string, err: unknown): CacheError {
  return new CacheError(
    `cannot write ${path}: ${(err as Error).message}; the binary extracts files it needs ` +
      `under AGENT_HOME (${agentHome()}), which must be writable`,
  );
}

/** Removes a temporary file or directory left by a failed write; never throws. */
function discard(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    /* the parent is not a directory or not writable: nothing was created */
  }
}

/** A unique sibling name to write to before the atomic rename. */
const tempName = (path: string) => `${path}.tmp-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The file at `path`, written from `data()` when absent. Several processes may start at
 * once (`agent start demo`): each writes its own temporary file and renames it into place,
 * so a reader never sees a partial file.
 */
export function ensureFile(path: string, data: () => Buffer, mode = 0o644): string {
  if (existsSync(path)) return path;
  const tmp = tempName(path);
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(tmp, data(), { mode });
    renameSync(tmp, path);
  } catch (err) {
    discard(tmp);
    if (!existsSync(path)) throw cacheFailure(path, err);
  }
  return path;
}

/**
 * The directory at `path`, filled by `fill(dir)` when absent: filled under a temporary
 * name and renamed into place whole. A process that loses the race keeps the winner's copy.
 */
export function ensureDir(path: string, fill: (dir: string) => void): string {
  if (existsSync(path)) return path;
  const tmp = tempName(path);
  try {
    mkdirSync(dirname(path), { recursive: true });
    fill(tmp);
    renameSync(tmp, path);
  } catch (err) {
    discard(tmp);
    if (!existsSync(path)) throw cacheFailure(path, err);
  }
  return path;
}

/** Writes one file of a tree being filled (parents created, mode applied). */
export function writeTreeFile(dir: string, relPath: string, data: Buffer, mode: number): void {
  const file = join(dir, ...relPath.split('/'));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  chmodSync(file, mode);
}
