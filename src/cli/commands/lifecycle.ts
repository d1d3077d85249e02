import type { Command } from 'commander';
import { startTarget } from '../../supervisor/start.js';
import type { CatalogReadiness } from '../../supervisor/catalog-ready.js';
import { statusAll } from '../../supervisor/status.js';
import { stopAll, stopGraceMs, stopTarget, type StopResult } from '../../supervisor/stop.js';
import { findTarget, TARGET_NAMES, type Target, type TargetName } from '../../supervisor/targets.js';
import { MODES, normaliseMode } from '../../settings/index.js';
import { settings } from '../context.js';
import { c, CliError, printJson, println, progress, table } from '../output.js';

function targetOrFail(name: string): Target {
  const t = findTarget(name);
  if (!t) throw new CliError(`unknown service '${name}'; known: ${TARGET_NAMES().join(', ')}`);
  return t;
}

function parsePort(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new CliError(`--port must be an integer from 0 to 65535, got '${value}'`);
  return n;
}

/** The targets to bring up for `agent start <name>`, dependencies first. */
function startOrder(target: Target, autoStart: boolean): Target[] {
  if (!autoStart) return [target];
  const seen = new Set<TargetName>();
  const order: Target[] = [];
  const visit = (t: Target) => {
    if (seen.has(t.name)) return;
    seen.add(t.name);
    for (const n of t.needs) visit(findTarget(n)!);
    order.push(t);
  };
  visit(target);
  return order;
}

interface StartCliOptions {
  host?: string;
  port?: string;
  mode?: string;
  reset?: boolean;
  config?: string;
  insecure?: boolean;
  json?: boolean;
}

export function registerLifecycle(program: Command): void {
  program
    .command('start')
    .description(`Start a service in the background (${['demo', 'api-registry', 'demo_crm', 'demo_territory'].join(', ')})`)
    .argument('<target>', 'service to start')
    .option('--mode <mode>', `agent mode for this run only (${MODES.join(', ')}, browser)`)
    .option('--host <host>', 'address to bind (default 127.0.0.1)')
    .option('--port <port>', 'port of the named service (its dependencies keep their own)')
    .option('--reset', 'CRM: reseed the database')
    .option('--config <file>', 'registry: configuration file (mcp_servers.yaml)')
    .option('--insecure', 'registry: listen on a non-loopback --host although no API key exists')
    .option('--json', 'machine-readable output')
    .action(async (name: string, opts: StartCliOptions) => {
      const target = targetOrFail(name);
      const s = settings().values;
      if (name === 'demo' && !s.demo.enabled) {
        throw new CliError('the demo is disabled: demo.enabled is false in the settings; set it to true to start the demo');
      }
      if (opts.mode && !(MODES as readonly string[]).includes(normaliseMode(opts.mode))) {
        throw new CliError(`unknown mode '${opts.mode}'; allowed: ${MODES.join(', ')} (browser = web)`);
      }
      const results: Awaited<ReturnType<typeof startTarget>>[] = [];
      for (const t of startOrder(target, s.demo.auto_start)) {
        const own = t.name === target.name;
        const res = await startTarget(t.name, {
          settings: s,
          host: opts.host,
          port: own && opts.port !== undefined ? parsePort(opts.port) : undefined,
          flags: {
            reset: t.name === 'demo_crm' ? opts.reset : undefined,
            config: t.name === 'api-registry' ? opts.config : undefined,
            insecure: t.name === 'api-registry' ? opts.insecure : undefined,
            mode: t.name === 'demo' && opts.mode ? normaliseMode(opts.mode) : undefined,
          },
          onProgress: opts.json ? undefined : progress,
        });
        results.push(res);
        if (!opts.json) {
          const word = res.status === 'started' ? c.green('started') : c.yellow('already running');
          println(`${t.title} (${t.name}) ${word} at ${c.cyan(res.url)}  pid ${res.pid}`);
          if (res.catalog) printCatalog(res.catalog);
        }
      }
      if (opts.json) printJson(results);
      else if (name === 'demo') {
        const at = (n: string) => results.find((r) => r.target === n)?.url;
        println('');
        println(`Open the chat: ${c.cyan(`${at('demo')}/`)}`);
        println(`Tool catalogue: ${c.cyan(`${at('api-registry')}/ui`)}   API docs: ${c.cyan(`${at('api-registry')}/docs`)}`);
      }
      // the demo over a catalogue that loaded fewer services than configured cannot answer about them: say so and fail
      // (`start api-registry` alone lists the failed services and succeeds: the registry itself is up)
      const short = name === 'demo' ? results.find((r) => r.catalog && r.catalog.failed.length > 0)?.catalog : undefined;
      if (short) {
        const total = short.loaded.length + short.failed.length + short.loading.length;
        throw new CliError(
          `the tool registry loaded ${short.loaded.length} of ${total} configured services; ` +
            `${short.failed.map((f) => f.name).join(', ')} failed (reasons above): questions about them cannot be answered`,
        );
      }
    });

  program
    .command('stop')
    .description('Stop a service, or all of them')
    .argument('<target>', `service to stop, or all`)
    .option('--json', 'machine-readable output')
    .action(async (name: string, opts: { json?: boolean }) => {
      settings(); // a bad settings file is reported by every command, stop included
      const grace = stopGraceMs();
      const onProgress = opts.json ? undefined : progress;
      const results: StopResult[] =
        name === 'all' ? await stopAll(grace, onProgress) : [await stopTarget(targetOrFail(name).name, grace, onProgress)];
      if (opts.json) {
        printJson(results);
        return;
      }
      for (const r of results) {
        const word =
          r.status === 'not-running'
            ? c.dim('not running')
            : r.status === 'killed'
              ? c.yellow('killed (did not stop in time)')
              : c.green('stopped');
        println(`${r.target}: ${word}`);
      }
    });

  program
    .command('status')
    .description('Show which services are running, with their URLs')
    .option('--json', 'machine-readable output')
    .action(async (opts: { json?: boolean }) => {
      const rows = await statusAll(settings().values);
      if (opts.json) {
        printJson(rows);
        return;
      }
      const colour = (st: string) => (st === 'running' ? c.green(st) : st === 'unhealthy' ? c.red(st) : c.dim(st));
      println(
        table(
          ['SERVICE', 'STATE', 'URL', 'PID'],
          rows.map((r) => [r.target, colour(r.state), r.url, r.pid ? String(r.pid) : '-']),
        ),
      );
      for (const r of rows) if (r.reason) println(c.red(`${r.target}: ${r.reason}`));
    });

  program
    .command('serve')
    .description('Run a service in the foreground (what `agent start` runs in the background)')
    .argument('<service>', 'service to run')
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('--port <port>', 'port (0 picks a free one)')
    .option('--reset', 'CRM: reseed the database')
    .option('--reload', 'restart when the program files change (development)')
    .option('--config <file>', 'registry: configuration file')
    .option('--mode <mode>', 'demo: agent mode for this run')
    .option('--insecure', 'registry: listen on a non-loopback --host although no API key exists')
    .action(
      async (
        name: string,
        opts: { host: string; port?: string; reset?: boolean; reload?: boolean; config?: string; mode?: string; insecure?: boolean },
      ) => {
        const target = targetOrFail(name);
        if (opts.reload) {
          const { runWithReload } = await import('../../supervisor/reload.js');
          await runWithReload(process.argv.slice(2).filter((a) => a !== '--reload'));
          return;
        }
        const loaded = settings();
        const { createLogger, closeOnSignals } = await import('../../http/index.js');
        const logger = createLogger(target.name);
        const port = opts.port !== undefined ? parsePort(opts.port) : target.port(loaded.values);
        const { serve } = await target.load();
        // OpenTelemetry is loaded only when an OTLP endpoint is configured (the standard variable)
        const stopTracing = process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()
          ? await (await import('../../shared/otel.js')).startTracing(target.name)
          : undefined;
        const serving = serve({
          settings: loaded,
          host: opts.host,
          port,
          flags: {
            reset: opts.reset,
            config: opts.config,
            mode: opts.mode ? normaliseMode(opts.mode) : undefined,
            insecure: opts.insecure,
          },
          logger,
        });
        const started = await serving.catch(async (err) => {
          await stopTracing?.();
          throw err;
        });
        const running = stopTracing ? { ...started, close: () => started.close().finally(stopTracing) } : started;
        logger.info({ url: running.url }, `${target.title} listening`);
        closeOnSignals(running, logger);
      },
    );
}

/** How the registry's first load ended: one line, then one line per service that failed or is still loading. */
function printCatalog(cat: CatalogReadiness): void {
  const total = cat.loaded.length + cat.failed.length + cat.loading.length;
  println(`  catalogue: ${cat.loaded.length} of ${total} services loaded`);
  for (const f of cat.failed) println(c.red(`  ${f.name}: ${f.error}`));
  if (cat.loading.length > 0) println(c.yellow(`  still loading (continues in the background): ${cat.loading.join(', ')}`));
}
