import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';

/** The directory holding package.json, settings.toml and mcp_servers.yaml as shipped. */
export function packageRoot(): string {
  const injected = (globalThis as { __AGENT_ROOT__?: string }).__AGENT_ROOT__;
  if (injected) return injected;
  // dist/paths.js -> package root is one level up from dist/
  return resolve(dirname(fileURLToPath(import.meta.url)), '..');
}

/** AGENT_HOME (default ~/.agent): run/, logs/, data/. */
export function agentHome(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.AGENT_HOME && env.AGENT_HOME.trim() !== '' ? env.AGENT_HOME : join(homedir(), '.agent'));
}

export type HomeDir = 'run' | 'logs' | 'data';

/** A sub-directory of AGENT_HOME, created on first use. */
export function homeDir(kind: HomeDir, env: NodeJS.ProcessEnv = process.env): string {
  const dir = join(agentHome(env), kind);
  mkdirSync(dir, { recursive: true });
  return dir;
}
