import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { homeDir } from '../paths.js';
import { SupervisorError } from './errors.js';
import { processAlive } from './pidfile.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Serialises `agent start <service>` across shells: two starts of the same service at the
 * same moment would otherwise both spawn it, and the loser would remove the winner's PID
 * file. The lock is `AGENT_HOME/run/<service>.lock` holding the starter's pid; a lock
 * whose process is gone is stale and taken over. A second start waits for the first and
 * then finds the service running.
 */
export async function withStartLock<T>(name: string, waitMs: number, fn: () => Promise<T>): Promise<T> {
  const file = join(homeDir('run'), `${name}.lock`);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number(readLock(file));
    if (!Number.isInteger(holder) || holder <= 0 || !processAlive(holder)) {
      rmSync(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new SupervisorError(
        `cannot start ${name}: another \`agent start\` (pid ${holder}) is still starting it; try again when it has finished`,
      );
    }
    await sleep(100);
  }
  try {
    return await fn();
  } finally {
    rmSync(file, { force: true });
  }
}

function readLock(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}
