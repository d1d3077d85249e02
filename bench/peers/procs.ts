import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';

/**
 * The gateway processes of the peers bench: each started as a child of this process with
 * its output in a log file (as `agent start` does for ours), its own CPU time read from
 * /proc/<pid>/stat (utime + stime of that process only: its upstream children are not
 * counted), and stopped with everything it started, also when the bench is cut short.
 */
export interface Proc {
  name: string;
  pid: number;
  child: ChildProcess;
  log: string;
  /** Exit code or signal when it has exited. */
  exited(): string | undefined;
  /** The last lines of its log. */
  tail(lines?: number): string;
  stop(): Promise<void>;
}

const live = new Set<Proc>();

let clockTicks: number | undefined;
/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 nearly everywhere). */
export function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** Fields of /proc/<pid>/stat from field 3 (state) on: the name (field 2) may hold spaces and parentheses. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU time (user + system) this process itself has used, in milliseconds. */
export function cpuMs(pid: number): number {
  const f = statFields(pid);
  if (!f) throw new Error(`process ${pid} is gone`);
  return ((Number(f[11]) + Number(f[12])) * 1000) / ticksPerSecond(); // fields 14 and 15: utime, stime
}

/** Every live descendant of a process (children of children too, whatever their process group). */
export function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(Number(entry));
    if (f) parent.set(Number(entry), Number(f[1])); // field 4: ppid
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [child, ppid] of parent) {
      if (ppid === p && !out.includes(child)) {
        out.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return out;
}

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    /* already gone */
  }
}

/** Starts `command args` with stdout and stderr appended to `log`. */
export function startProc(name: string, command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; log: string }): Proc {
  const fd = openSync(opts.log, 'a');
  const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  let exit: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve();
    });
    child.once('error', (err) => {
      exit = `could not start: ${err.message}`;
      resolve();
    });
  });
  const proc: Proc = {
    name,
    pid: child.pid ?? -1,
    child,
    log: opts.log,
    exited: () => exit,
    tail: (lines = 12) => {
      try {
        const size = statSync(opts.log).size;
        const fdr = openSync(opts.log, 'r');
        const buf = Buffer.alloc(Math.min(size, 8192));
        readSync(fdr, buf, 0, buf.length, size - buf.length);
        closeSync(fdr);
        return buf.toString('utf8').trimEnd().split('\n').slice(-lines).join('\n');
      } catch {
        return '';
      }
    },
    stop: async () => {
      live.delete(proc);
      if (exit !== undefined || child.pid === undefined) return;
      const family = descendants(child.pid);
      kill(child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      // what it did not stop in its own shutdown (its upstream servers) goes now
      for (const pid of [child.pid, ...family]) kill(pid, 'SIGKILL');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 1000))]);
    },
  };
  live.add(proc);
  return proc;
}

/** Kills every process still running (and its descendants) when this process exits, e.g. after run.js gave up on the bench. */
process.once('exit', () => {
  for (const proc of live) {
    for (const pid of [proc.pid, ...descendants(proc.pid)]) kill(pid, 'SIGKILL');
  }
});

/** Stops every process started here that is still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((p) => p.stop()));
}
