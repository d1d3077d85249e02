import { spawn, type ChildProcess } from 'node:child_process';
import { BIN } from './cli.js';

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

/**
 * Starts a replica; `env` carries AGENT_HOME, AGENT_DATABASE_URL and the like. It binds port 0
 * and the port is read back from its "listening" log line: a port picked here and bound later
 * could be taken meanwhile by another process (or by a replica started in the same moment).
 */
export async function startReplica(service: string, env: NodeJS.ProcessEnv, args: string[] = []): Promise<Replica> {
  const child = spawn(process.execPath, [BIN, 'serve', service, '--port', '0', ...args], {
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = await new Promise<string>((resolve, reject) => {
    const read = (d: Buffer) => {
      out += d;
      const listening = /"url":"(http:\/\/127\.0\.0\.1:\d+)"[^\n]*listening/.exec(out);
      if (listening) resolve(listening[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => reject(new Error(`${service} exited before listening: ${out}`)));
  });
  const port = Number(new URL(url).port);
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
