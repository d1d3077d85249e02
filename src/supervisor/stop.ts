import { SupervisorError } from './errors.js';
import { processAlive, removePidFile } from './pidfile.js';
import { runningInstance } from './start.js';
import { findTarget, TARGETS, type TargetName } from './targets.js';

export interface StopResult {
  target: TargetName;
  status: 'stopped' | 'not-running' | 'killed';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal); // the whole process group: the service and any children it spawned
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      /* gone */
    }
  }
}

export const DEFAULT_STOP_GRACE_MS = 10_000;

/** How long `agent stop` waits after SIGTERM before SIGKILL: AGENT_STOP_GRACE_MS, else 10 s. */
export function stopGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.AGENT_STOP_GRACE_MS?.trim();
  if (raw === undefined || raw === '') return DEFAULT_STOP_GRACE_MS;
  if (!/^\d+$/.test(raw)) {
    throw new SupervisorError(
      `environment variable AGENT_STOP_GRACE_MS = ${JSON.stringify(env.AGENT_STOP_GRACE_MS)} ` +
        `is not allowed; expected an integer >= 0 (milliseconds)`,
    );
  }
  return Number(raw);
}

/** SIGTERM (in-flight requests finish), wait, then SIGKILL; the PID file is removed. */
export async function stopTarget(name: TargetName, graceMs = stopGraceMs(), onProgress?: (message: string) => void): Promise<StopResult> {
  const target = findTarget(name)!;
  const rec = await runningInstance(target);
  if (!rec) {
    await target.afterStop?.();
    return { target: name, status: 'not-running' };
  }
  signalGroup(rec.pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  let note = Date.now() + 1000;
  while (processAlive(rec.pid) && Date.now() < deadline) {
    if (Date.now() > note) {
      onProgress?.(
        `waiting for ${name} (pid ${rec.pid}) to finish its requests; SIGKILL in ${Math.ceil((deadline - Date.now()) / 1000)} s ...`,
      );
      note = Date.now() + 2000;
    }
    await sleep(50);
  }
  let status: StopResult['status'] = 'stopped';
  if (processAlive(rec.pid)) {
    signalGroup(rec.pid, 'SIGKILL');
    status = 'killed';
    while (processAlive(rec.pid)) await sleep(20);
  } else {
    signalGroup(rec.pid, 'SIGKILL'); // reap anything the service left in its group
  }
  removePidFile(name);
  await target.afterStop?.();
  return { target: name, status };
}

/** Stops every target, dependents first. */
export async function stopAll(graceMs = stopGraceMs(), onProgress?: (message: string) => void): Promise<StopResult[]> {
  const results: StopResult[] = [];
  for (const t of [...TARGETS].reverse()) results.push(await stopTarget(t.name, graceMs, onProgress));
  return results;
}
