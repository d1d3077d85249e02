import type { z } from 'zod';
import type { ApplicationSchema } from './api/schemas.js';
import type { Logger } from '../shared/logger.js';
import type { Settings } from '../settings/index.js';
import { callCatalogTool } from './catalog-call.js';
import type { CatalogCallOptions, CatalogTool, RetryPolicy } from './catalog-types.js';
import type { BrokenServiceConfig } from './config/types.js';
import { toolNotFound } from './errors.js';
import { ListingCache, type Listing, type ListingParts } from './listing-cache.js';
import { CollisionLog, collisionWarnings } from './collisions.js';
import { scrubText } from './scrub.js';
import { ToolIndex } from './tool-index.js';
import { ToolCallError, type ApiRecord, type CallOutcome, type Source, type SourceKind, type SourceState } from './types.js';

export type { CatalogCallOptions, CatalogTool, RetryPolicy } from './catalog-types.js';

/** One row of GET /applications (the wire shape of api/schemas.ts). */
export type ApplicationRow = z.infer<typeof ApplicationSchema>;

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
  /** Its load succeeded: its tools are served (or being named), and a change of them is named again. */
  served?: boolean;
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
 * (`<service>_<tool>`, tool-index.ts). Loads sources in the background, retries failed ones
 * with backoff, validates args before routing a call, keeps secrets out of what it returns.
 */
export class Catalog {
  private readonly entries = new Map<string, Entry>();
  /** Each service's place in the catalogue (its first registration): the earlier keeps a name two want. */
  private readonly place = new Map<string, number>();
  private places = 0;
  private readonly index: ToolIndex;
  private list?: CatalogTool[];
  private readonly listeners = new Set<() => void>();
  private readonly retry: RetryPolicy;
  private closed = false;
  private version = 0;
  private secretList?: string[];
  private readonly listing = new ListingCache((app) => this.listingParts(app));

  constructor(private readonly opts: CatalogOptions) {
    this.retry = opts.retry ?? { initialMs: 1000, maxMs: 60_000 };
    const collisionLog = new CollisionLog(opts.logger);
    this.index = new ToolIndex({
      style: opts.settings.registry.compat,
      order: (app) => this.place.get(app),
      changed: () => this.changed(),
      collisions: (found) => collisionLog.report(found),
      failed: (app, err) => opts.logger.error({ err, app }, "the service's tools could not be named"),
    });
  }

  private register(entry: Entry): void {
    if (!this.place.has(entry.name)) this.place.set(entry.name, this.places++);
    this.entries.set(entry.name, entry);
    this.secretList = undefined;
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
    this.register(entry);
    source.onToolsChanged?.(() => {
      if (this.entries.get(source.name) === entry && entry.served)
        this.index.put(entry.name, source, source.tools()).catch(() => undefined);
    });
    return (entry.loading = this.load(entry));
  }

  /** A service that could not be configured (missing env variable, kind not available). */
  addBroken(cfg: BrokenServiceConfig | { name: string; description: string; error: string; type: SourceKind; url?: string }): void {
    const type = ('type' in cfg ? cfg.type : undefined) ?? 'openapi';
    this.opts.logger.error({ app: cfg.name, error: cfg.error }, 'service cannot be loaded');
    const prev = this.entries.get(cfg.name);
    if (prev) this.drop(prev);
    this.register({
      name: cfg.name,
      type,
      description: cfg.description,
      url: 'url' in cfg ? (cfg.url ?? '') : '',
      status: 'error',
      error: cfg.error,
      attempt: 0,
      secrets: [],
    });
    this.index.delete(cfg.name);
    this.changed();
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
    this.place.delete(app);
    this.secretList = undefined;
    this.index.delete(app);
    this.changed();
    await e.source?.close().catch(() => undefined);
  }

  /** Resolves when every source has finished its current load attempt and its tools are served (tests, `apis test`). */
  async settled(): Promise<void> {
    await Promise.all([...this.entries.values()].map((e) => e.loading?.catch(() => undefined)));
    await this.index.idle();
  }

  private drop(e: Entry): void {
    if (e.timer) clearTimeout(e.timer);
    e.timer = undefined;
  }

  /** Loads a source; its tools are served (replacing what the service served) once every one is named. */
  private async load(entry: Entry): Promise<void> {
    const source = entry.source!;
    entry.status = 'loading';
    const current = () => this.entries.get(entry.name) === entry && !this.closed;
    try {
      await source.load();
      if (!current()) return;
      entry.served = true;
      await this.index.put(entry.name, source, source.tools());
      if (!current()) return;
      entry.status = 'ok';
      entry.error = undefined;
      entry.attempt = 0;
      entry.description = source.description;
      this.opts.logger.info({ app: entry.name, tools: source.tools().length }, 'service loaded');
    } catch (err) {
      if (!current()) return;
      entry.status = 'error';
      entry.served = false;
      entry.error = this.scrub((err as Error)?.message ?? String(err));
      this.index.delete(entry.name);
      const wait = Math.min(this.retry.initialMs * 2 ** entry.attempt, this.retry.maxMs);
      entry.attempt++;
      this.opts.logger.warn({ app: entry.name, error: entry.error, retryInMs: wait }, 'service failed to load; retrying in the background');
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        entry.loading = this.load(entry);
      }, wait);
      entry.timer.unref();
    } finally {
      if (current()) this.changed();
    }
  }

  /** After every change of the services or of the tools served: listings dropped, listeners told. */
  private changed(): void {
    this.list = undefined;
    this.version++;
    this.listing.clear();
    if (this.closed) return;
    this.listing.warmWhenSettled(
      () => [...this.entries.values()].some((e) => e.status === 'loading'),
      (err) => this.opts.logger.error({ err }, 'the tool listing cannot be serialised'),
    );
    for (const l of this.listeners) {
      try {
        l();
      } catch (err) {
        this.opts.logger.error({ err }, 'catalog change listener failed');
      }
    }
  }

  applications(): ApplicationRow[] {
    const style = this.opts.settings.registry.compat;
    return [...this.entries.values()].map((e) => {
      const health = e.source?.health();
      const status: SourceState = e.status === 'ok' && health && health.status !== 'ok' ? health.status : e.status;
      const error = e.error ?? (status !== 'ok' ? health?.error : undefined);
      const set = e.status === 'ok' && e.source ? this.index.of(e.name) : undefined;
      const warnings = [...(health?.warnings ?? []), ...collisionWarnings(set?.renamed ?? [], e.name, style)];
      const row: ApplicationRow = {
        name: e.name,
        mcp: `/mcp/apps/${encodeURIComponent(e.name)}`,
        description: e.source?.description ?? e.description,
        url: e.source?.location ?? e.url,
        type: e.type,
        status,
        tools: set?.items.length ?? 0,
      };
      if (error) row.error = this.scrub(error);
      if (set?.unchecked) row.unchecked_tools = set.unchecked;
      if (warnings.length > 0) row.warnings = warnings.map((w) => this.scrub(w));
      return row;
    });
  }

  /** `{api_name: record}` of one app (undefined: no such app), or `{app: {api_name: record}}` of all. */
  records(app?: string): Record<string, ApiRecord> | Record<string, Record<string, ApiRecord>> | undefined {
    const of = (name: string) => Object.fromEntries((this.index.of(name)?.items ?? []).map((t) => [t.name, t.record]));
    if (app !== undefined) return this.entries.has(app) ? of(app) : undefined;
    const out: Record<string, Record<string, ApiRecord>> = {};
    for (const e of this.entries.values()) out[e.name] = of(e.name);
    return out;
  }

  private listingParts(app?: string): ListingParts | undefined {
    const of = (name: string) => [name, this.index.of(name)?.items ?? []] as const;
    if (app !== undefined) return this.entries.has(app) ? [of(app)] : undefined;
    return [...this.entries.keys()].map(of);
  }

  /** The listing in chunks, plain or gzip-compressed (made in slices, cached until the tool set changes; undefined: no such app). */
  listingJson(app?: string): Promise<Listing> | undefined {
    return this.listing.bytes(app);
  }

  listingGzip(app?: string): Promise<Listing> | undefined {
    return this.listing.gzip(app);
  }

  /** The serialized listing in one buffer, plain or gzip-compressed. */
  async recordsJson(app?: string): Promise<Buffer | undefined> {
    const listing = await this.listing.bytes(app);
    return listing && Buffer.concat(listing.chunks);
  }

  async recordsGzip(app?: string): Promise<Buffer | undefined> {
    const listing = await this.listing.gzip(app);
    return listing && Buffer.concat(listing.chunks);
  }

  find(fullName: string): CatalogTool | undefined {
    return this.index.find(fullName);
  }

  /** Every tool served, in catalogue order (made when asked after a change). */
  tools(): CatalogTool[] {
    if (this.list) return this.list;
    const list: CatalogTool[] = [];
    for (const e of this.entries.values()) for (const t of this.index.of(e.name)?.items ?? []) list.push(t);
    return (this.list = list);
  }

  /** One application's tools, in order (empty for none). */
  toolsOf(app: string): readonly CatalogTool[] {
    return this.index.of(app)?.items ?? [];
  }

  /** One application's tools by the names they have in it (the first of equal ones). */
  ownTools(app: string): ReadonlyMap<string, CatalogTool> {
    return this.index.of(app)?.byOwn ?? new Map();
  }

  /** The applications, in catalogue order. */
  apps(): IterableIterator<string> {
    return this.entries.keys();
  }

  /** Tools served. */
  get size(): number {
    return this.index.size;
  }

  /** Changes with every change of the tool set (for caches of derived data). */
  get generation(): number {
    return this.version;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Validates args, routes to the source, scrubs secrets from what comes back (catalog-call.ts). */
  async call(fullName: string, args: Record<string, unknown> = {}, opts: CatalogCallOptions = {}): Promise<unknown> {
    return (await this.callFull(fullName, args, opts)).value;
  }

  /** call(), with the MCP result beside the value when the tool is an MCP server's (for `/mcp`). */
  async callFull(fullName: string, args: Record<string, unknown> = {}, opts: CatalogCallOptions = {}): Promise<CallOutcome> {
    const item = this.index.find(fullName);
    if (!item) throw this.notFound(fullName);
    const timeoutMs = this.opts.settings.api_mode.request_timeout * 1000;
    return callCatalogTool({ logger: this.opts.logger, timeoutMs, secrets: () => this.secrets() }, item, args, opts);
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
    this.listing.stop();
    const sources = [...this.entries.values()];
    for (const e of sources) this.drop(e);
    await Promise.all(
      sources.map((e) => e.source?.close().catch((err) => this.opts.logger.warn({ err, app: e.name }, 'error while closing a source'))),
    );
    this.listeners.clear();
  }
}
