import { spawn, type ChildProcess } from 'node:child_process';
import { BIN } from './cli.js';
import { freePort } from './ports.js';

/** One `agent serve <service> --port N` process of the real CLI. */
export interface Replica {
  port: number;
  url: string;
  /** host:port, as the balancer's configuration names it. */
  address: string;
  child: ChildProcess;
  output(): string;
  /** Resolves once its health URL answers 200. */
  ready: Promise<void>;
  exited: Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts a replica; `env` carries AGENT_HOME, AGENT_DATABASE_URL and the like. */
export async function startReplica(service: string, env: NodeJS.ProcessEnv, args: string[] = []): Promise<Replica> {
  const port = await freePort();
  const child = spawn(process.execPath, [BIN, 'serve', service, '--port', String(port), ...args], {
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${service} exited: ${out}`);
      const ok = await fetch(`${url}/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  ready.catch(() => undefined);
  return {
    port,
    url,
    address: `127.0.0.1:${port}`,
    child,
    output: () => out,
    ready,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
