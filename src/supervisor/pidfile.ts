import { readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { homeDir } from '../paths.js';

export interface PidRecord {
  pid: number;
  target: string;
  host: string;
  port: number;
  startedAt: string;
  log: string;
}

export function pidFilePath(target: string): string {
  return join(homeDir('run'), `${target}.pid`);
}

export function readPidFile(target: string): PidRecord | null {
  let text: string;
  try {
    text = readFileSync(pidFilePath(target), 'utf8');
  } catch {
    return null;
  }
  try {
    const rec = JSON.parse(text) as PidRecord;
    if (typeof rec.pid === 'number' && typeof rec.port === 'number') return rec;
  } catch {
    /* a damaged PID file is treated as stale */
  }
  return null;
}

export function writePidFile(rec: PidRecord): void {
  const file = pidFilePath(rec.target);
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, JSON.stringify(rec) + '\n');
  renameSync(tmp, file);
}

export function removePidFile(target: string): void {
  rmSync(pidFilePath(target), { force: true });
}

/**
 * True while the process runs. A zombie (exited, waiting for its parent or init to reap
 * it) counts as gone: it holds no port and no files, and some inits reap slowly.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (not Linux): trust the signal probe
  }
}

/** True when the process exists and is one of ours (`serve <target>` on its command line). */
export function isOurProcess(rec: PidRecord): boolean {
  if (!processAlive(rec.pid)) return false;
  try {
    const cmdline = readFileSync(`/proc/${rec.pid}/cmdline`, 'utf8').split('\0');
    return cmdline.includes('serve') && cmdline.includes(rec.target);
  } catch {
    return true; // no /proc (not Linux): trust the signal probe
  }
}
