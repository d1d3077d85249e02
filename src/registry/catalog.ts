import type { z } from 'zod';
import type { ApplicationSchema } from './api/schemas.js';
import type { Logger } from '../shared/logger.js';
import type { Settings } from '../settings/index.js';
import { validateArgs } from './args.js';
import type { BrokenServiceConfig } from './config/types.js';
import { ArgsInvalidError, callerTokenMissing, toolNotFound } from './errors.js';
import { disambiguate, toolName } from './names.js';
import { ListingCache } from './listing-cache.js';
import { CollisionLog, collisionWarnings, type Collision } from './collisions.js';
import { scrubJson, scrubText, scrubValue } from './scrub.js';
import {
  ContentResult,
  JsonText,
  ToolCallError,
  type ApiRecord,
  type McpToolResult,
  type Source,
  type SourceKind,
  type SourceState,
  type SourceTool,
  type CallOptions,
  type CallOutcome,
} from './types.js';

/** One row of GET /applications (the wire shape of api/schemas.ts). */
export type ApplicationRow = z.infer<typeof ApplicationSchema>;

/** A registered tool: its full name, app, the source's tool and its record. */
export interface CatalogTool {
  name: string;
  app: string;
  tool: SourceTool;
  record: ApiRecord;
  source: Source;
}

/** Per-call options; the time limit defaults to api_mode.request_timeout. */
export type CatalogCallOptions = Partial<CallOptions>;

/** Waits after a failed load, ms: the first (doubling each time), and the longest. */
export interface RetryPolicy {
  initialMs: number;
  maxMs: number;
}

interface Entry {
  name: string;
  type: SourceKind;
  description: string;
  url: string;
  source?: Source;
  status: SourceState;
  error?: string;
  attempt: number;
  timer?: NodeJS.Timeout;
  loading?: Promise<void>;
  secrets: string[];
}

export interface CatalogOptions {
  logger: Logger;
  settings: Settings;
  retry?: RetryPolicy;
  /** Applied to every source added (the registry's telemetry: calls counted, timed, traced, audited). */
  wrap?: (source: Source) => Source;
}

/**
 * Every configured and onboarded service and their tools under one name space
 * (`<service>_<tool>`). Loads sources in the background, retries failed ones with backoff,
 * validates args before routing a call, keeps secrets out of what it returns.
 */
export class Catalog {
  private readonly entries = new Map<string, Entry>();
  private index = new Map<string, CatalogTool>();
  private list: CatalogTool[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly retry: RetryPolicy;
  private closed = false;
  private version = 0;
  private secretList?: string[];
  private readonly listing = new ListingCache((app) => this.records(app));
  private warmTimer?: NodeJS.Timeout;
  private readonly collisionLog: CollisionLog;

  constructor(private readonly opts: CatalogOptions) {
    this.retry = opts.retry ?? { initialMs: 1000, maxMs: 60_000 };
    this.collisionLog = new CollisionLog(opts.logger);
  }

  /** Registers a source and starts loading it (not awaited: failures become status error + retry). */
  add(source: Source, secrets: string[] = []): Promise<void> {
    source = this.opts.wrap?.(source) ?? source;
    const prev = this.entries.get(source.name);
    if (prev) this.drop(prev);
    const entry: Entry = {
      name: source.name,
      type: source.kind,
      description: source.description,
      url: source.location,
      source,
      status: 'loading',
      attempt: 0,
      secrets,
    };
    this.entries.set(source.name, entry);
    this.secretList = undefined;
    source.onToolsChanged?.(() => {
      if (this.entries.get(source.name) === entry) this.rebuild();
    });
    return (entry.loading = this.load(entry));
  }

  /** A service that could not be configured (missing env variable, kind not available). */
  addBroken(cfg: BrokenServiceConfig | { name: string; description: string; error: string; type: SourceKind; url?: string }): void {
    const type = ('type' in cfg ? cfg.type : undefined) ?? 'openapi';
    this.opts.logger.error({ app: cfg.name, error: cfg.error }, 'service cannot be loaded');
    this.entries.set(cfg.name, {
      name: cfg.name,
      type,
      description: cfg.description,
      url: 'url' in cfg ? (cfg.url ?? '') : '',
      status: 'error',
      error: cfg.error,
      attempt: 0,
      secrets: [],
    });
    this.secretList = undefined;
    this.rebuild();
  }

  has = (app: string): boolean => this.entries.has(app);

  /** An application's description ('' for none). */
  description = (app: string): string => this.entries.get(app)?.source?.description ?? this.entries.get(app)?.description ?? '';

  kindOf = (app: string): SourceKind | undefined => this.entries.get(app)?.type;
  upstreams = () => [...this.entries.values()].flatMap((e) => (e.source?.mcp ? [[e.name, e.source.mcp] as const] : []));

  async remove(app: string): Promise<void> {
    const e = this.entries.get(app);
    if (!e) return;
    this.drop(e);
    this.entries.delete(app);
    this.secretList = undefined;
    this.rebuild();
    await e.source?.close().catch(() => undefined);
  }

  /** Resolves when every source has finished its current load attempt (tests, `apis test`). */
  async settled(): Promise<void> {
    await Promise.all([...this.entries.values()].map((e) => e.loading?.catch(() => undefined)));
  }

  private drop(e: Entry): void {
    if (e.timer) clearTimeout(e.timer);
    e.timer = undefined;
  }

  private async load(entry: Entry): Promise<void> {
    const source = entry.source!;
    entry.status = 'loading';
    try {
      await source.load();
      if (this.entries.get(entry.name) !== entry || this.closed) return;
      entry.status = 'ok';
      entry.error = undefined;
      entry.attempt = 0;
      entry.description = source.description;
      this.opts.logger.info({ app: entry.name, tools: source.tools().length }, 'service loaded');
    } catch (err) {
      if (this.entries.get(entry.name) !== entry || this.closed) return;
      entry.status = 'error';
      entry.error = this.scrub((err as Error)?.message ?? String(err));
      const wait = Math.min(this.retry.initialMs * 2 ** entry.attempt, this.retry.maxMs);
      entry.attempt++;
      this.opts.logger.warn({ app: entry.name, error: entry.error, retryInMs: wait }, 'service failed to load; retrying in the background');
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        entry.loading = this.load(entry);
      }, wait);
      entry.timer.unref();
    } finally {
      this.rebuild();
    }
  }

  /** Recomputes the name index in service order; a name taken earlier gets a hash-suffixed variant (reported). */
  private rebuild(): void {
    const index = new Map<string, CatalogTool>();
    const list: CatalogTool[] = [];
    const collisions: Collision[] = [];
    for (const e of this.entries.values()) {
      if (!e.source || e.status !== 'ok') continue;
      for (const tool of e.source.tools()) {
        let name = toolName(e.name, tool.name, this.opts.settings.registry.compat);
        if (index.has(name)) {
          const taken = index.get(name)!;
          const renamed = disambiguate(name, `${e.name}/${tool.name}`);
          collisions.push({ app: e.name, tool: tool.name, name, renamed, takenBy: `${taken.app}/${taken.tool.name}` });
          name = renamed;
          if (index.has(name)) continue;
        }
        const item: CatalogTool = {
          name,
          app: e.name,
          tool,
          source: e.source,
          record: { app_name: e.name, api_name: name, ...tool.record },
        };
        index.set(name, item);
        list.push(item);
      }
    }
    this.collisionLog.report(collisions);
    this.index = index;
    this.list = list;
    this.version++;
    this.listing.clear();
    // serialize and compress the full listing once the tool set settles and no source loads (one long step)
    if (this.warmTimer) clearTimeout(this.warmTimer);
    const warm = () => {
      const loading = [...this.entries.values()].some((e) => e.status === 'loading');
      this.warmTimer = loading && !this.closed ? setTimeout(warm, 250).unref() : undefined;
      if (this.closed || loading) return;
      try {
        void this.recordsGzip()?.catch(() => undefined);
      } catch (err) {
        this.opts.logger.error({ err }, 'the tool listing cannot be serialised'); // never takes the process down
      }
    };
    this.warmTimer = setTimeout(warm, 250).unref();
    for (const l of this.listeners) {
      try {
        l();
      } catch (err) {
        this.opts.logger.error({ err }, 'catalog change listener failed');
      }
    }
  }

  applications(): ApplicationRow[] {
    return [...this.entries.values()].map((e) => {
      const health = e.source?.health();
      const status: SourceState = e.status === 'ok' && health && health.status !== 'ok' ? health.status : e.status;
      const error = e.error ?? (status !== 'ok' ? health?.error : undefined);
      const warnings = [...(health?.warnings ?? []), ...collisionWarnings(this.list, e.name, this.opts.settings.registry.compat)];
      const row: ApplicationRow = {
        name: e.name,
        mcp: `/mcp/apps/${encodeURIComponent(e.name)}`,
        description: e.source?.description ?? e.description,
        url: e.source?.location ?? e.url,
        type: e.type,
        status,
        tools: e.status === 'ok' && e.source ? this.list.filter((t) => t.app === e.name).length : 0,
      };
      if (error) row.error = this.scrub(error);
      const unchecked = e.status === 'ok' ? this.list.filter((t) => t.app === e.name && t.tool.unchecked).length : 0;
      if (unchecked > 0) row.unchecked_tools = unchecked;
      if (warnings.length > 0) row.warnings = warnings.map((w) => this.scrub(w));
      return row;
    });
  }

  /** `{api_name: record}` of one app (undefined: no such app), or `{app: {api_name: record}}` of all. */
  records(app?: string): Record<string, ApiRecord> | Record<string, Record<string, ApiRecord>> | undefined {
    if (app !== undefined) {
      if (!this.entries.has(app)) return undefined;
      return Object.fromEntries(this.list.filter((t) => t.app === app).map((t) => [t.name, t.record]));
    }
    const out: Record<string, Record<string, ApiRecord>> = {};
    for (const e of this.entries.values()) out[e.name] = {};
    for (const t of this.list) out[t.app]![t.name] = t.record;
    return out;
  }

  /** The serialized listing, plain or gzip-compressed (cached until the tool set changes). */
  recordsJson(app?: string): Buffer | undefined {
    return this.listing.bytes(app);
  }

  recordsGzip(app?: string): Promise<Buffer> | undefined {
    return this.listing.gzip(app);
  }

  find(fullName: string): CatalogTool | undefined {
    return this.index.get(fullName);
  }

  tools(): CatalogTool[] {
    return this.list;
  }

  /** Changes with every change of the tool set (for caches of derived data). */
  get generation(): number {
    return this.version;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Validates args, routes to the source, scrubs secrets from what comes back: the result
   * (an upstream may echo the credentials it received) and any error.
   */
  async call(fullName: string, args: Record<string, unknown> = {}, opts: CatalogCallOptions = {}): Promise<unknown> {
    return (await this.callFull(fullName, args, opts)).value;
  }

  /** call(), with the MCP result beside the value when the tool is an MCP server's (for `/mcp`). */
  async callFull(fullName: string, args: Record<string, unknown> = {}, opts: CatalogCallOptions = {}): Promise<CallOutcome> {
    const item = this.index.get(fullName);
    if (!item) throw this.notFound(fullName);
    const issues = validateArgs(item.tool, args);
    if (issues.length > 0) throw new ArgsInvalidError(fullName, issues);
    const timeoutMs = opts.timeoutMs ?? this.opts.settings.api_mode.request_timeout * 1000;
    const { source } = item;
    if (source.passesCallerToken && !opts.callerToken) throw callerTokenMissing(fullName, item.app);
    // the caller's token is a secret too: an upstream may echo what it received
    const secrets = source.passesCallerToken ? [...this.secrets(), opts.callerToken!] : this.secrets();
    let result: unknown;
    try {
      const options = { timeoutMs, cancel: opts.cancel, onProgress: opts.onProgress, relay: opts.relay };
      if (source.passesCallerToken) Object.assign(options, { callerToken: opts.callerToken });
      result = await (source.callContent ? source.callContent(item.tool.name, args, options) : source.call(item.tool.name, args, options));
    } catch (err) {
      if (err instanceof ArgsInvalidError)
        throw new ArgsInvalidError(
          fullName,
          err.issues.map((i) => ({ ...i, msg: this.scrub(i.msg, secrets) })),
        );
      if (err instanceof ToolCallError) {
        const scrubbed = new ToolCallError(
          err.status,
          this.scrub(err.message, secrets),
          err.upstreamBody === undefined ? undefined : scrubValue(err.upstreamBody, secrets),
          err.result === undefined ? undefined : (scrubValue(err.result, secrets) as McpToolResult),
        );
        throw scrubbed;
      }
      this.opts.logger.error({ err, tool: fullName }, 'tool call failed unexpectedly');
      throw new ToolCallError(502, this.scrub(`${fullName}: ${(err as Error)?.message ?? String(err)}`, secrets));
    }
    try {
      if (result instanceof JsonText) return scrubJson(result.value, result.text, secrets);
      if (!(result instanceof ContentResult)) return { value: scrubValue(result, secrets) };
      return { value: scrubValue(result.value, secrets), mcp: scrubValue(result.mcp, secrets) as McpToolResult };
    } catch (err) {
      if (!(err instanceof RangeError)) throw err;
      // too deep to walk: answering unchecked could leak a credential
      throw new ToolCallError(502, `${fullName}: the result is nested too deeply to check it for credentials, so it is not returned`);
    }
  }

  /** 404, or 503 when the name belongs to a service that is not loaded (saying why). */
  private notFound(fullName: string): ToolCallError {
    for (const e of this.entries.values()) {
      if (e.status !== 'ok' && fullName.startsWith(`${e.name}_`)) {
        const why = e.error ?? e.source?.health().error ?? 'it is still loading';
        return new ToolCallError(
          503,
          this.scrub(
            `Tool '${fullName}' is not available: service '${e.name}' is ${e.status === 'loading' ? 'still loading' : `in error: ${why}`}`,
          ),
        );
      }
    }
    return toolNotFound(fullName);
  }

  /** Every configured secret. */
  private secrets(): string[] {
    if (this.secretList) return this.secretList;
    const all: string[] = [];
    for (const e of this.entries.values()) all.push(...e.secrets);
    return (this.secretList = all);
  }

  /** Replaces every configured secret in text. */
  scrub(text: string, secrets = this.secrets()): string {
    return scrubText(text, secrets);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.warmTimer) clearTimeout(this.warmTimer);
    const sources = [...this.entries.values()];
    for (const e of sources) this.drop(e);
    await Promise.all(
      sources.map((e) => e.source?.close().catch((err) => this.opts.logger.warn({ err, app: e.name }, 'error while closing a source'))),
    );
    this.listeners.clear();
  }
}
