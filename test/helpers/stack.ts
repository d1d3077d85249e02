import { mkdirSync, writeFileSync } from 'node:fs';
import { MemoryResults } from '../../src/demo/query/index.js';
import type { RequestListener, Server } from 'node:http';
import { join } from 'node:path';
import type { Logger } from '../../src/http/index.js';
import { SETTING_KEYS, type Mode, type Settings } from '../../src/settings/index.js';
import type { Planner } from '../../src/demo/planner/types.js';
import { tempHome } from './home.js';
import { quietLogger, serveOnFreePort } from './server.js';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type SettingsOverrides = DeepPartial<Settings>;

/** Built-in defaults of every setting, with `overrides` merged section by section. */
export function testSettings(overrides: SettingsOverrides = {}): Settings {
  const s: Record<string, Record<string, unknown>> = {};
  for (const k of SETTING_KEYS) (s[k.section] ??= {})[k.key] = k.default;
  for (const [section, values] of Object.entries(overrides)) Object.assign((s[section] ??= {}), values);
  return s as unknown as Settings;
}

/** The registry configuration that points at the two demo APIs (the `servers` list form). */
export function demoRegistryYaml(territoryUrl: string, crmUrl: string): string {
  return [
    'servers:',
    `  - { name: territory, type: openapi, spec_url: ${territoryUrl}/openapi.json }`,
    `  - { name: crm, type: openapi, spec_url: ${crmUrl}/openapi.json }`,
    '',
  ].join('\n');
}

export interface StackOptions {
  mode?: Mode;
  settingsOverrides?: SettingsOverrides;
  /** YAML of the registry configuration; `{territory}` and `{crm}` are replaced by the demo APIs' base URLs. Default: both demo APIs. */
  registryConfig?: string;
  /** A planner for the demo server instead of the one llm.provider selects. */
  planner?: Planner;
  logger?: Logger;
  /** Skip the demo server (registry users). */
  noDemo?: boolean;
}

export interface Stack {
  home: string;
  territoryUrl: string;
  crmUrl: string;
  registryUrl: string;
  demoUrl: string;
  settings: Settings;
  /** The registry's request listener and HTTP server (to count connections, or serve it over TLS). */
  registryHandler: RequestListener;
  registryServer: Server;
  dataDir: string;
  logsDir: string;
  /** The demo server's kept results (handles), for tests that run an answer's plan again. */
  results: MemoryResults;
  stop(): Promise<void>;
}

/** Polls the registry until every configured application has left `loading`. */
async function registryReady(url: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${url}/applications`);
      if (res.ok) {
        const apps = (await res.json()) as { status?: string }[];
        if (apps.every((a) => a.status !== 'loading')) return;
      }
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`registry at ${url} did not finish loading in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The whole product in-process on ephemeral ports, in a temp AGENT_HOME: territory API,
 * CRM API (temp SQLite file), registry (configured with the two demo APIs by the
 * `servers` list form, or `registryConfig`), and the demo server. `stop()` closes all of
 * them and removes the temp home.
 */
export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const results = new MemoryResults();
  const logger = opts.logger ?? quietLogger;
  const home = tempHome('agent-stack-');
  const previousHome = process.env.AGENT_HOME;
  process.env.AGENT_HOME = home.dir;
  const dataDir = join(home.dir, 'data');
  const logsDir = join(home.dir, 'logs');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(logsDir, { recursive: true });
  const closers: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const close of closers.reverse()) await Promise.resolve(close()).catch(() => undefined);
    if (previousHome === undefined) delete process.env.AGENT_HOME;
    else process.env.AGENT_HOME = previousHome;
    home.remove();
  };
  try {
    const { createTerritoryApp } = await import('../../src/territory/server.js');
    const territory = await serveOnFreePort(createTerritoryApp({ logger, logRequests: false }));
    closers.push(() => territory.close());

    const { createCrmService } = await import('../../src/crm/server.js');
    const crm = await createCrmService({ dbPath: join(dataDir, 'crm.db'), logger });
    const crmRunning = await serveOnFreePort(crm.handler);
    closers.push(() => crm.close());
    closers.push(() => crmRunning.close());

    const yaml = (opts.registryConfig ?? demoRegistryYaml('{territory}', '{crm}'))
      .replaceAll('{territory}', territory.url)
      .replaceAll('{crm}', crmRunning.url);
    const configFile = join(home.dir, 'mcp_servers.yaml');
    writeFileSync(configFile, yaml);
    const settings = testSettings({
      ...opts.settingsOverrides,
      features: { mode: opts.mode ?? 'api', ...opts.settingsOverrides?.features },
    });
    const { loadRegistryConfig } = await import('../../src/registry/config/index.js');
    const { createRegistry } = await import('../../src/registry/server.js');
    const registry = await createRegistry({ config: await loadRegistryConfig(configFile), settings, logger, dataDir });
    const registryRunning = await serveOnFreePort(registry.handler);
    closers.push(() => registry.close());
    closers.push(() => registryRunning.close());
    await registryReady(registryRunning.url);

    let demoUrl = '';
    if (!opts.noDemo) {
      const { createDemoServer } = await import('../../src/demo/server.js');
      const demo = await createDemoServer({
        settings,
        registryUrl: registryRunning.url,
        mode: opts.mode,
        logger,
        dataDir,
        logsDir,
        planner: opts.planner,
        results,
      });
      const demoRunning = await serveOnFreePort(demo.handler);
      closers.push(() => demo.close());
      closers.push(() => demoRunning.close());
      demoUrl = demoRunning.url;
    }
    return {
      home: home.dir,
      territoryUrl: territory.url,
      crmUrl: crmRunning.url,
      registryUrl: registryRunning.url,
      demoUrl,
      settings,
      results,
      registryHandler: registry.handler,
      registryServer: registryRunning.server,
      dataDir,
      logsDir,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
