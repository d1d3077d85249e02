import { spawn } from 'node:child_process';
import { openSync, closeSync, fstatSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { homeDir } from '../paths.js';
import type { CatalogReadiness } from './catalog-ready.js';
import type { Settings } from '../settings/index.js';
import { SupervisorError } from './errors.js';
import { isOurProcess, readPidFile, removePidFile, writePidFile, type PidRecord } from './pidfile.js';
import { checkBind, probeHealth, serviceUrl } from './probe.js';
import { selfCommand } from './self.js';
import { withStartLock } from './start-lock.js';
import type { ServeFlags } from '../http/entry.js';
import { findTarget, type Target, type TargetName } from './targets.js';

export interface StartOptions {
  settings: Settings;
  host?: string;
  port?: number;
  flags?: ServeFlags;
  /** How long to wait for the health URL (and, for the registry, its catalogue), in ms. */
  waitMs?: number;
  onProgress?: (message: string) => void;
}

export interface StartResult {
  target: TargetName;
  status: 'started' | 'already-running';
  url: string;
  pid: number;
  /** The registry: how its catalogue's first load ended (each service loaded, failed, or still loading). */
  catalog?: CatalogReadiness;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The last lines the service wrote in this run (the log is appended across runs). */
function tail(file: string, from: number, lines = 15): string {
  try {
    const text = readFileSync(file)
      .subarray(Math.max(from, statSync(file).size - 8192))
      .toString('utf8');
    return text.trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** The running, healthy instance of a target, if any; stale PID files are removed on the way. */
export async function runningInstance(target: Target): Promise<PidRecord | null> {
  const rec = readPidFile(target.name);
  if (!rec) {
    removePidFile(target.name);
    return null;
  }
  if (!isOurProcess(rec)) {
    removePidFile(target.name);
    return null;
  }
  return rec;
}

function serveArgs(target: Target, host: string, port: number, flags: ServeFlags): string[] {
  const args = ['serve', target.name, '--host', host, '--port', String(port)];
  if (flags.reset) args.push('--reset');
  if (flags.config) args.push('--config', flags.config);
  if (flags.mode) args.push('--mode', flags.mode);
  if (flags.insecure) args.push('--insecure');
  return args;
}

/** Starts one target as a detached `agent serve` child and waits until its health URL answers. */
export async function startTarget(name: TargetName, opts: StartOptions): Promise<StartResult> {
  const target = findTarget(name);
  if (!target) throw new SupervisorError(`unknown service '${name}'`);
  const waitMs = opts.waitMs ?? 90_000;
  return withStartLock(name, waitMs + 5_000, () => startUnlocked(target, name, opts, waitMs));
}

async function startUnlocked(target: Target, name: TargetName, opts: StartOptions, waitMs: number): Promise<StartResult> {
  const existing = await runningInstance(target);
  if (existing) {
    return { target: name, status: 'already-running', url: serviceUrl(existing.host, existing.port), pid: existing.pid };
  }
  const host = opts.host ?? '127.0.0.1';
  const port = opts.port ?? target.port(opts.settings);
  const bind = await checkBind(host, port);
  if (!bind.ok && bind.code === 'EADDRINUSE') {
    const { key, env } = target.portSetting;
    throw new SupervisorError(
      `cannot start ${name}: port ${port} on ${host} is already in use by another process; stop it, or move ${name} to a ` +
        `free port: ${key} in the settings file or ${env}=<port> (that works for \`agent start demo\` too), or --port when ` +
        `starting ${name} by name`,
    );
  }
  if (!bind.ok) {
    const hint =
      bind.code === 'EACCES'
        ? 'ports below 1024 need privileges; choose another port (--port)'
        : 'check --host (an address of this machine, e.g. 127.0.0.1)';
    throw new SupervisorError(`cannot start ${name}: cannot listen on ${host}:${port} (${bind.code}); ${hint}`);
  }
  const log = join(homeDir('logs'), `${name}.log`);
  const fd = openSync(log, 'a');
  const logStart = fstatSync(fd).size;
  const [cmd, prefix] = selfCommand();
  const child = spawn(cmd, [...prefix, ...serveArgs(target, host, port, opts.flags ?? {})], {
    detached: true,
    stdio: ['ignore', fd, fd],
    env: process.env,
  });
  closeSync(fd);
  let exited: number | null | undefined;
  child.once('exit', (code, signal) => {
    exited = code ?? (signal ? 128 : 1);
  });
  if (child.pid === undefined) throw new SupervisorError(`cannot start ${name}: the process could not be spawned`);
  const rec: PidRecord = { pid: child.pid, target: name, host, port, startedAt: new Date().toISOString(), log };
  writePidFile(rec);

  const url = serviceUrl(host, port);
  opts.onProgress?.(`starting ${name} at ${url} (pid ${child.pid}, log ${log}) ...`);
  const deadline = Date.now() + waitMs;
  let lastNote = Date.now();
  while (Date.now() < deadline) {
    if (exited !== undefined) break;
    if (await probeHealth(serviceUrl(host, port, target.healthPath))) {
      child.unref();
      const catalog = await target.ready?.(url, deadline, opts.onProgress);
      return { target: name, status: 'started', url, pid: child.pid, ...(catalog ? { catalog } : {}) };
    }
    if (Date.now() - lastNote > 2000) {
      opts.onProgress?.(`waiting for ${name} at ${url} ...`);
      lastNote = Date.now();
    }
    await sleep(100);
  }
  if (exited === undefined) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  removePidFile(name);
  child.unref();
  const why = exited !== undefined ? `it exited with code ${exited}` : `it did not answer ${target.healthPath} in time`;
  const lastLines = tail(log, logStart);
  throw new SupervisorError(`${name} failed to start: ${why}; see ${log}${lastLines ? `\n${lastLines}` : ''}`);
}
