import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './cli.js';
import { freePort } from './ports.js';

/** The shipped balancer configuration, used as is by the tests. */
export const HAPROXY_CFG = join(ROOT, 'deploy', 'haproxy.cfg');

export const LB_SERVICES = ['registry', 'crm', 'demo', 'territory'] as const;
export type LbService = (typeof LB_SERVICES)[number];

export interface TestHaproxy {
  /** The balancer's URL of each service. */
  url: Record<LbService, string>;
  output(): string;
  stop(): Promise<void>;
}

const bin = () => ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p)) ?? 'haproxy';

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/**
 * A real HAProxy (Debian's `haproxy`) running deploy/haproxy.cfg in the foreground, its
 * listening ports ephemeral, each backend's two replicas at the given `host:port` (a
 * service without replicas points at a closed port: that backend is simply down).
 */
export async function startHaproxy(replicas: Partial<Record<LbService, [string, string]>>): Promise<TestHaproxy> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, AGENT_LB_HOST: '127.0.0.1' };
  const url = {} as Record<LbService, string>;
  const closed = `127.0.0.1:${await freePort()}`;
  for (const svc of LB_SERVICES) {
    const port = await freePort();
    env[`AGENT_LB_${svc.toUpperCase()}_PORT`] = String(port);
    url[svc] = `http://127.0.0.1:${port}`;
    const [a, b] = replicas[svc] ?? [closed, closed];
    env[`AGENT_${svc.toUpperCase()}_1`] = a;
    env[`AGENT_${svc.toUpperCase()}_2`] = b;
  }
  const child: ChildProcess = spawn(bin(), ['-db', '-f', HAPROXY_CFG], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const lbPort = Number(env.AGENT_LB_CRM_PORT);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${out}`);
    if (await accepting(lbPort)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
