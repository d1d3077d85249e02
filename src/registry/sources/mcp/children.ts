/**
 * Bookkeeping of the local (stdio) MCP server processes this process started, so none is
 * ever orphaned:
 *
 * - every child runs in its own process group (spawned `detached`), and is recorded in
 *   `AGENT_HOME/run/mcp-children-<registry pid>.json` with its process start time;
 * - a clean close kills each child's whole group (SIGTERM, then SIGKILL) and forgets it;
 * - when the registry dies without closing (SIGKILL), the children's stdin closes and
 *   well-behaved servers exit on their own; whatever is left is killed by
 *   `reapOrphanedChildren()` at the next registry start, which only touches processes
 *   whose start time still matches the record (a recycled PID is never killed).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../../shared/logger.js';

export interface ChildRecord {
  pid: number;
  /** Process group id (equal to pid: every child leads its own group). */
  pgid: number;
  /** Identity of the process at spawn time (Linux: /proc start time; elsewhere: `ps` start time). */
  started: string | null;
  /** The MCP server's name in the configuration (never its arguments: they may hold secrets). */
  server: string;
  command: string;
}

const FILE_PREFIX = 'mcp-children-';

/** Children of this process, per run directory. */
const live = new Map<string, Map<number, ChildRecord>>();

function fileFor(runDir: string, owner = process.pid): string {
  return join(runDir, `${FILE_PREFIX}${owner}.json`);
}

function persist(runDir: string): void {
  const children = live.get(runDir);
  const file = fileFor(runDir);
  try {
    if (!children || children.size === 0) {
      rmSync(file, { force: true });
      return;
    }
    const tmp = `${file}.${process.hrtime.bigint()}.tmp`;
    writeFileSync(tmp, JSON.stringify({ owner: process.pid, children: [...children.values()] }, null, 2) + '\n');
    renameSync(tmp, file);
  } catch {
    /* the run directory went away (a test removed its AGENT_HOME): nothing left to protect */
  }
}

/** A process's start identity, or null when it does not exist (or cannot be read). */
export function processIdentity(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses: fields start after the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null; // field 22 overall: start time in clock ticks since boot
  } catch {
    if (process.platform === 'linux') return null;
  }
  try {
    const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return out === '' ? null : out;
  } catch {
    return null;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const starts = new Map<string, Map<string, number>>();

/** Children started so far per server name under a run directory (the registry's metric of MCP child restarts). */
export function childStarts(runDir: string): ReadonlyMap<string, number> {
  return starts.get(runDir) ?? new Map();
}

export function registerChild(runDir: string, record: Omit<ChildRecord, 'started'>): void {
  const started = starts.get(runDir) ?? new Map<string, number>();
  starts.set(runDir, started.set(record.server, (started.get(record.server) ?? 0) + 1));
  let children = live.get(runDir);
  if (!children) live.set(runDir, (children = new Map()));
  children.set(record.pid, { ...record, started: processIdentity(record.pid) });
  persist(runDir);
}

export function forgetChild(runDir: string, pid: number): void {
  const children = live.get(runDir);
  if (!children?.delete(pid)) return;
  persist(runDir);
}

/** Sends a signal to a whole process group; false when the group no longer exists. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a recorded child (or what is left of its group) is still ours to kill. The leader
 * must still be the process we started; when the leader is gone but its group still has
 * members, those are ours too: the kernel never hands out a PID that is in use as a
 * process group id, so the group cannot belong to anyone else.
 */
function isOurs(c: ChildRecord): boolean {
  if (isAlive(c.pid)) return c.started !== null && processIdentity(c.pid) === c.started;
  return groupExists(c.pgid);
}

export function groupExists(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Kills the process groups of MCP servers left behind by a registry that is gone (for
 * example after `kill -9`). Call once at registry start. Returns what was reaped.
 */
export async function reapOrphanedChildren(runDir: string, logger?: Logger): Promise<ChildRecord[]> {
  let files: string[];
  try {
    files = readdirSync(runDir).filter((f) => f.startsWith(FILE_PREFIX) && f.endsWith('.json'));
  } catch {
    return [];
  }
  const reaped: ChildRecord[] = [];
  for (const name of files) {
    const owner = Number(name.slice(FILE_PREFIX.length, -'.json'.length));
    if (!Number.isInteger(owner) || owner === process.pid) continue;
    if (isAlive(owner)) continue; // another registry still running owns these
    const path = join(runDir, name);
    let children: ChildRecord[] = [];
    try {
      children = (JSON.parse(readFileSync(path, 'utf8')) as { children?: ChildRecord[] }).children ?? [];
    } catch {
      /* unreadable: nothing we can safely kill */
    }
    const targets = children.filter((c) => Number.isInteger(c.pgid) && c.pgid > 1 && isOurs(c));
    for (const c of targets) signalGroup(c.pgid, 'SIGTERM');
    if (targets.length > 0) {
      const deadline = Date.now() + 2000;
      while (Date.now() < deadline && targets.some((c) => groupExists(c.pgid))) await new Promise((r) => setTimeout(r, 50));
      for (const c of targets) signalGroup(c.pgid, 'SIGKILL');
    }
    for (const c of targets) {
      logger?.warn(
        { mcpServer: c.server, pid: c.pid, command: c.command },
        'reaped an MCP server process left behind by a previous registry',
      );
      reaped.push(c);
    }
    rmSync(path, { force: true });
  }
  return reaped;
}
