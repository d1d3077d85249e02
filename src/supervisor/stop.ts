import { removePidFile } from './pidfile.js';
import { runningInstance } from './start.js';
import { findTarget, TARGETS, type TargetName } from './targets.js';

export interface StopResult {
  target: TargetName;
  status: 'stopped' | 'not-running' | 'killed';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

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

/** SIGTERM (in-flight requests finish), wait, then SIGKILL; the PID file is removed. */
export async function stopTarget(name: TargetName, graceMs = 10_000): Promise<StopResult> {
  const target = findTarget(name)!;
  const rec = await runningInstance(target);
  if (!rec) return { target: name, status: 'not-running' };
  signalGroup(rec.pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive(rec.pid) && Date.now() < deadline) await sleep(50);
  let status: StopResult['status'] = 'stopped';
  if (alive(rec.pid)) {
    signalGroup(rec.pid, 'SIGKILL');
    status = 'killed';
    while (alive(rec.pid)) await sleep(20);
  } else {
    signalGroup(rec.pid, 'SIGKILL'); // reap anything the service left in its group
  }
  removePidFile(name);
  return { target: name, status };
}

/** Stops every target, dependents first. */
export async function stopAll(): Promise<StopResult[]> {
  const results: StopResult[] = [];
  for (const t of [...TARGETS].reverse()) results.push(await stopTarget(t.name));
  return results;
}
