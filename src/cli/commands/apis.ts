import type { Command } from 'commander';
import type { ApplicationRow } from '../../registry/catalog.js';
import type { ApiRecord } from '../../registry/types.js';
import { c, printJson, println, progress, table } from '../output.js';
import { isRegistryRunning, registryRequest, registryUrl } from '../registry-client.js';
import { settings } from '../context.js';

/** The result of `agent apis test` for one service. */
export interface ServiceCheck {
  name: string;
  type: string;
  status: string;
  tools: number;
  /** Tools whose arguments the registry cannot (fully) check (their records' warnings say why). */
  unchecked: number;
  ok: boolean;
  error?: string;
  smoke?: { tool: string; status: number; ms: number; ok: boolean; detail?: string };
}

type AppRecords = Record<string, Record<string, ApiRecord>>;

interface Backend {
  applications(): Promise<ApplicationRow[]>;
  apis(): Promise<AppRecords>;
  call(tool: string, app: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
  where: string;
}

/** The running registry, or (when none runs) one built in-process from the same configuration. */
async function backend(): Promise<Backend> {
  if (await isRegistryRunning()) {
    return {
      where: `running registry at ${registryUrl()}`,
      applications: async () => (await registryRequest<ApplicationRow[]>('/applications')).body,
      apis: async () => (await registryRequest<AppRecords>('/apis')).body,
      call: (tool, app) =>
        registryRequest('/functions/call', { method: 'POST', body: { app_name: app, function_name: tool, args: {} }, timeoutMs: 60_000 }),
      close: async () => undefined,
    };
  }
  const { findRegistryConfigFile, loadRegistryConfig } = await import('../../registry/config/index.js');
  const { createRegistry } = await import('../../registry/server.js');
  const { createLogger } = await import('../../http/index.js');
  const { homeDir } = await import('../../paths.js');
  const loaded = settings();
  const file = findRegistryConfigFile({ settingsFile: loaded.file });
  const config = file ? loadRegistryConfig(file) : { file: null, services: [] };
  const registry = await createRegistry({
    config,
    settings: loaded.values,
    logger: createLogger('apis-test', 'silent'),
    dataDir: homeDir('data'),
    retry: { initialMs: 3_600_000, maxMs: 3_600_000 },
    logRequests: false,
  });
  await registry.catalog.settled();
  return {
    where: `configuration ${file ?? '(none)'} (the registry is not running)`,
    applications: async () => registry.catalog.applications(),
    apis: async () => registry.catalog.records() as AppRecords,
    call: async (tool) => {
      try {
        return { status: 200, body: await registry.catalog.call(tool, {}) };
      } catch (err) {
        const e = err as { status?: number; message?: string };
        return { status: e.status ?? 500, body: { detail: e.message } };
      }
    },
    close: () => registry.close(),
  };
}

/** A harmless call: a GET without required parameters (fewest parameters, then shortest path). */
function smokeCandidate(records: Record<string, ApiRecord>): ApiRecord | undefined {
  return Object.values(records)
    .filter((r) => r.method === 'GET' && r.parameters.every((p) => !p.required))
    .sort((a, b) => a.parameters.length - b.parameters.length || a.path.length - b.path.length)[0];
}

export async function testApis(): Promise<{ where: string; checks: ServiceCheck[] }> {
  const b = await backend();
  try {
    const apps = await b.applications();
    const apis = await b.apis();
    const checks: ServiceCheck[] = [];
    for (const app of apps) {
      const check: ServiceCheck = {
        name: app.name,
        type: app.type,
        status: app.status,
        tools: app.tools,
        unchecked: app.unchecked_tools ?? 0,
        ok: app.status === 'ok',
      };
      if (app.error) check.error = app.error;
      const candidate = app.status === 'ok' ? smokeCandidate(apis[app.name] ?? {}) : undefined;
      if (candidate) {
        const t = process.hrtime.bigint();
        const res = await b.call(candidate.api_name, app.name);
        const ms = Math.round(Number(process.hrtime.bigint() - t) / 1e4) / 100;
        const ok = res.status >= 200 && res.status < 300;
        check.smoke = { tool: candidate.api_name, status: res.status, ms, ok };
        if (!ok) check.smoke.detail = JSON.stringify((res.body as { detail?: unknown })?.detail ?? res.body).slice(0, 200);
        check.ok &&= ok;
      }
      checks.push(check);
    }
    return { where: b.where, checks };
  } finally {
    await b.close();
  }
}

export function registerApis(program: Command): void {
  const apis = program.command('apis').description('Configured API services');
  apis
    .command('test')
    .description('Check every configured service: loaded, tool count, a harmless smoke call and its latency')
    .option('--json', 'machine-readable output')
    .action(async (opts: { json?: boolean }) => {
      if (!opts.json) progress('checking the configured services...');
      const { where, checks } = await testApis();
      const failed = checks.filter((x) => !x.ok);
      if (opts.json) printJson({ where, ok: failed.length === 0, services: checks });
      else {
        println(c.dim(`from ${where}`));
        println(
          table(
            ['SERVICE', 'TYPE', 'STATUS', 'TOOLS', 'ARGS UNCHECKED', 'SMOKE CALL', 'LATENCY'],
            checks.map((x) => [
              x.name,
              x.type,
              x.status === 'ok' ? c.green('loaded') : c.red(x.status),
              String(x.tools),
              x.unchecked > 0 ? c.yellow(String(x.unchecked)) : '0',
              x.smoke
                ? `${x.smoke.ok ? c.green(String(x.smoke.status)) : c.red(String(x.smoke.status))} ${x.smoke.tool}`
                : c.dim(x.status === 'ok' ? 'none (no GET without required args)' : '-'),
              x.smoke ? `${x.smoke.ms} ms` : '-',
            ]),
          ),
        );
        for (const x of failed) println(c.red(`${x.name}: ${x.error ?? x.smoke?.detail ?? 'failed'}`));
        const unchecked = checks.reduce((n, x) => n + x.unchecked, 0);
        if (unchecked > 0)
          println(
            c.yellow(
              `${unchecked} tools have arguments the registry cannot fully check (the services still check them); ` +
                `their records' warnings in GET /apis say why`,
            ),
          );
        println(
          failed.length === 0 ? c.green(`all ${checks.length} services OK`) : c.red(`${failed.length} of ${checks.length} services failed`),
        );
      }
      if (failed.length > 0) process.exitCode = 1;
    });
}
