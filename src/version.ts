import { readFileSync } from 'node:fs';
import { packageRoot } from './paths.js';

/** The program's version, read once from package.json (or set by the single-executable build). */
function readVersion(): string {
  const injected = (globalThis as { __AGENT_VERSION__?: string }).__AGENT_VERSION__;
  if (injected) return injected;
  try {
    const pkg = JSON.parse(readFileSync(`${packageRoot()}/package.json`, 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export const VERSION = readVersion();

/** The commit the program was built from, when the build recorded one. */
export const BUILD = (globalThis as { __AGENT_BUILD__?: string }).__AGENT_BUILD__ ?? 'source';
