import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Counter, Gauge } from 'prom-client';
import type { HttpMetrics } from '../http/index.js';
import { SeriesCounter, SeriesHistogram } from '../http/series-metrics.js';
import type { Logger } from '../shared/logger.js';
import { tracing } from '../shared/tracing.js';
import type { ApplicationRow } from './catalog.js';
import { callingKey } from './keys/index.js';
import { childStarts } from './sources/mcp/children.js';
import type { Source } from './types.js';
import { SourceWrapper } from './source-wrapper.js';

/** One line of the registry's audit log. */
export type RegistryAuditEntry = {
  kind: 'tool_call' | 'onboard' | 'offboard' | 'approval_requested' | 'approval_decided' | 'approval_used';
} & Record<string, unknown>;

/** Appends one line to the audit log `file` (the registry's, and the CLI's decisions on approvals). */
export function appendAudit(file: string, entry: RegistryAuditEntry): void {
  appendFileSync(file, `${JSON.stringify({ time: new Date().toISOString(), service: 'api-registry', ...entry })}\n`, { mode: 0o600 });
}

export interface RegistryTelemetryOptions {
  metrics: HttpMetrics | null;
  logger: Logger;
  /** The catalogue's services, for the source-status gauge. */
  applications(): ApplicationRow[];
  /** Where stdio MCP children are recorded (the restart counter). */
  runDir: string;
  /** api_mode.audit_logging: lines go to `<logsDir>/audit.log`; no logsDir, no audit. */
  audit: boolean;
  logsDir?: string;
}

/** The outcome label of a tool call, from its HTTP status (a bounded set). */
export function outcomeOf(status: number): string {
  if (status < 400) return 'ok';
  if (status === 499) return 'cancelled';
  if (status === 504) return 'timeout';
  if (status === 503) return 'unavailable';
  if (status === 502) return 'upstream_error';
  return status < 500 ? 'refused' : 'error';
}

/**
 * What the registry records about itself beyond the HTTP kit's request metrics: every tool
 * call (counted by app, tool and outcome, its upstream latency timed, a span, an audit line
 * naming the key), MCP child restarts, each service's status, onboardings in the audit log.
 */
export class RegistryTelemetry {
  private readonly calls?: (app: string, tool: string, outcome: string) => { inc(): void };
  private readonly latency?: (app: string, kind: string) => { observe(seconds: number): void };
  private readonly auditFile?: string;

  constructor(private readonly opts: RegistryTelemetryOptions) {
    if (opts.audit && opts.logsDir) {
      mkdirSync(opts.logsDir, { recursive: true });
      this.auditFile = join(opts.logsDir, 'audit.log');
    }
    const registry = opts.metrics?.registry;
    if (!registry) return;
    const calls = new SeriesCounter(
      'registry_tool_calls_total',
      'Tool calls routed to a service, by app, tool and outcome (ok, refused, upstream_error, timeout, unavailable, cancelled, error)',
      ['app', 'tool', 'outcome'],
      registry,
    );
    this.calls = (app, tool, outcome) => calls.child(app, tool, outcome);
    const latency = new SeriesHistogram(
      'registry_upstream_duration_seconds',
      'Time a service took to answer a tool call (the upstream HTTP call, the MCP request), by app and kind',
      ['app', 'kind'],
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registry,
    );
    this.latency = (app, kind) => latency.child(app, kind);
    const seen = new Map<string, number>();
    const restarts: Counter<'app'> = new Counter({
      name: 'registry_mcp_restarts_total',
      help: 'Restarts of stdio MCP server processes, by app',
      labelNames: ['app'] as const,
      registers: [registry],
      collect() {
        for (const [app, started] of childStarts(opts.runDir)) {
          const n = Math.max(0, started - 1);
          if (n > (seen.get(app) ?? 0)) restarts.inc({ app }, n - (seen.get(app) ?? 0));
          seen.set(app, n);
        }
      },
    });
    const status: Gauge<'app' | 'kind' | 'status'> = new Gauge({
      name: 'registry_source_status',
      help: 'Each service of the catalogue: 1 on the row of its current status (ok, loading, error, unavailable)',
      labelNames: ['app', 'kind', 'status'] as const,
      registers: [registry],
      collect() {
        status.reset();
        for (const a of opts.applications()) status.set({ app: a.name, kind: a.type, status: a.status }, 1);
      },
    });
  }

  /** One line in the audit log (api_mode.audit_logging), naming the key, never its token. */
  audit(entry: RegistryAuditEntry): void {
    if (!this.auditFile) return;
    try {
      appendAudit(this.auditFile, entry);
    } catch (err) {
      this.opts.logger.error({ err }, 'could not write the audit log');
    }
  }

  /** Counts, times and audits one finished call. */
  private record(source: Source, tool: string, key: string | null, startedAt: number, status: number): void {
    const seconds = (performance.now() - startedAt) / 1000;
    this.calls?.(source.name, tool, outcomeOf(status)).inc();
    this.latency?.(source.name, source.kind).observe(seconds);
    if (this.auditFile) this.audit({ kind: 'tool_call', key, app: source.name, tool, status, duration_ms: Math.round(seconds * 1000) });
  }

  /**
   * The same source, its calls counted, timed, traced and audited; `after`, when given, is
   * called with each answer of a call that succeeded, once it is recorded (search learning).
   */
  observe(source: Source, after?: (tool: string, result: unknown) => void): Source {
    return new ObservedSource(source, (tool, key, startedAt, status) => this.record(source, tool, key, startedAt, status), after);
  }
}

/** A source whose calls (by either method: `callContent` is an MCP server's, with its content blocks) are each one recorded call. */
class ObservedSource extends SourceWrapper {
  constructor(
    source: Source,
    private readonly record: (tool: string, key: string | null, startedAt: number, status: number) => void,
    private readonly after?: (tool: string, result: unknown) => void,
  ) {
    super(source);
  }

  protected wrapped<T>(tool: string, run: () => Promise<T>): Promise<T> {
    const { source, record, after } = this;
    const key = callingKey.getStore()?.name ?? null;
    const startedAt = performance.now();
    const t = tracing();
    if (!t.enabled) {
      // no span: the call itself, counted when it settles
      let pending: Promise<T>;
      try {
        pending = run();
      } catch (err) {
        pending = Promise.reject(err);
      }
      return pending.then(
        (result) => {
          record(tool, key, startedAt, 200);
          after?.(tool, result);
          return result;
        },
        (err: unknown) => {
          record(tool, key, startedAt, (err as { status?: number }).status ?? 500);
          throw err;
        },
      );
    }
    const attrs = { 'agent.app': source.name, 'agent.tool': tool, 'agent.source_kind': source.kind, 'agent.key': key ?? undefined };
    return t.span(`tool ${source.name}_${tool}`, 'internal', attrs, async (span) => {
      try {
        const result = await run();
        record(tool, key, startedAt, 200);
        after?.(tool, result);
        return result;
      } catch (err) {
        const status = (err as { status?: number }).status ?? 500;
        span.fail(`status ${status}`);
        record(tool, key, startedAt, status);
        throw err;
      }
    });
  }
}
