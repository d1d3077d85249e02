import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from '../../test/helpers/ports.js';
import { BUILT_BINARY, EXE, ROOT } from './paths.js';

/**
 * The binary as a user who has nothing else runs it: copied alone into an empty directory
 * (the working directory), no node_modules on PATH, no Node options, its own AGENT_HOME,
 * and a settings file + registry configuration with free ports for the four services.
 * Used by test/binary.test.ts and scripts/binary/measure.ts.
 */
export { BUILT_BINARY, EXE, ROOT };

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

export function runFile(file: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<Run> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { cwd: opts.cwd, env: opts.env, timeout: opts.timeoutMs ?? 150_000, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? (err as { code: number }).code : 1) : 0;
        resolve({ code, stdout, stderr, ms: Number(process.hrtime.bigint() - started) / 1e6 });
      },
    );
  });
}

/** Runs `npm run build:binary` (the same script) and returns dist/agent. */
export async function buildBinary(): Promise<string> {
  const r = await runFile(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'build-binary.ts')], {
    cwd: ROOT,
    env: process.env,
    timeoutMs: 300_000,
  });
  if (r.code !== 0) throw new Error(`build:binary failed:\n${r.stdout}\n${r.stderr}`);
  return BUILT_BINARY;
}

export interface Ports {
  territory: number;
  crm: number;
  registry: number;
  demo: number;
}

export interface Sandbox {
  /** Temp directory holding everything below; removed by remove(). */
  dir: string;
  /** The empty working directory holding only the binary. */
  cwd: string;
  binary: string;
  home: string;
  ports: Ports;
  env: NodeJS.ProcessEnv;
  agent(args: string[], env?: NodeJS.ProcessEnv): Promise<Run>;
  url(port: number, path: string): string;
  /** A fresh AGENT_HOME (a first start: cache extraction, CRM seeding). */
  resetHome(): void;
  /** `agent stop all`, then deletes the directory. */
  remove(): Promise<void>;
}

const url = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;

/** The environment of a user who has only the binary. */
function bareEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '' };
  for (const k of Object.keys(env))
    if (k.startsWith('AGENT_') || k === 'MCP_SERVERS_FILE' || k === 'NODE_OPTIONS' || k === 'NODE_PATH') delete env[k];
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((p) => !p.includes('node_modules'))
    .join(delimiter);
  return { ...env, ...extra };
}

export async function createSandbox(builtBinary: string): Promise<Sandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'agent-bin-'));
  const cwd = join(dir, 'empty');
  mkdirSync(cwd);
  const binary = join(cwd, EXE);
  copyFileSync(builtBinary, binary);
  const ports: Ports = { territory: await freePort(), crm: await freePort(), registry: await freePort(), demo: await freePort() };
  const settings = join(dir, 'settings.toml');
  writeFileSync(
    settings,
    [
      '[demo]',
      `port = ${ports.demo}`,
      `api_registry_port = ${ports.registry}`,
      '',
      '[server_ports]',
      `territory_api = ${ports.territory}`,
      `crm_api = ${ports.crm}`,
      '',
      '[llm]',
      'provider = "offline"',
      '',
    ].join('\n'),
  );
  const servers = join(dir, 'mcp_servers.yaml');
  writeFileSync(
    servers,
    [
      'servers:',
      `  - { name: territory, type: openapi, spec_url: "${url(ports.territory, '/openapi.json')}" }`,
      `  - { name: crm, type: openapi, spec_url: "${url(ports.crm, '/openapi.json')}" }`,
      '',
    ].join('\n'),
  );
  let homes = 0;
  const sandbox: Sandbox = {
    dir,
    cwd,
    binary,
    home: '',
    ports,
    env: {},
    agent: (args, env = {}) => runFile(binary, args, { cwd, env: { ...sandbox.env, ...env } }),
    url,
    resetHome() {
      sandbox.home = join(dir, `home-${++homes}`);
      sandbox.env = bareEnv({ AGENT_HOME: sandbox.home, AGENT_SETTINGS_FILE: settings, MCP_SERVERS_FILE: servers });
    },
    async remove() {
      await sandbox.agent(['stop', 'all']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  sandbox.resetHome();
  return sandbox;
}
