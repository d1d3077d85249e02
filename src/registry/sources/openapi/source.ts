import type { Logger } from '../../../shared/logger.js';
import type { OpenApiServiceConfig } from '../../config/types.js';
import { ToolCallError, type CallOptions, type Source, type SourceHealth, type SourceTool } from '../../types.js';
import { authHeaders, authQuery, withAuthQuery, withCallerToken } from '../auth.js';
import { httpCall } from '../http-call.js';
import type { SourceDeps } from '../deps.js';
import { fetchDocument, isHttpUrl } from './document.js';
import { publicLocation } from '../location.js';
import { loadHere, type LoadedTools } from './load.js';
import { jobConfig } from './load-job.js';
import { loadPool } from './load-pool.js';
import { pause } from './pace.js';
import type { OperationTool } from './operations.js';
import { buildRequest, prepareUrl, type PreparedUrl } from './request.js';

/** An OpenAPI service: its document's operations as tools, called over pooled HTTP. */
export class OpenApiSource implements Source {
  readonly kind = 'openapi' as const;
  readonly name: string;
  readonly location: string;
  readonly passesCallerToken: boolean;
  description: string;
  /**
   * Each operation by tool name, with what names its calls in messages and pools (made once,
   * not per call) and its prepared URL (request.ts; made on its first call, null when its calls
   * parse their URLs).
   */
  private ops = new Map<string, { op: OperationTool; what: string; url?: PreparedUrl | null }>();
  /** The configured auth and credential headers, made once (buildRequest copies them into each call's own). */
  private readonly headers: Record<string, string>;
  /** The query parameter of a `query` auth (its calls parse their URLs). */
  private readonly authQuery: [string, string] | undefined;
  private list: SourceTool[] = [];
  private state: SourceHealth = { status: 'loading' };
  private readonly logger: Logger;

  constructor(
    private readonly cfg: OpenApiServiceConfig,
    private readonly deps: SourceDeps,
  ) {
    this.name = cfg.name;
    this.description = cfg.description;
    this.location = publicLocation(cfg.url);
    this.passesCallerToken = cfg.passCallerToken === true;
    this.logger = deps.logger.child({ source: cfg.name });
    this.headers = authHeaders(cfg.auth, cfg.headers);
    this.authQuery = authQuery(cfg.auth);
  }

  async load(): Promise<void> {
    this.state = { status: 'loading' };
    try {
      const { ops, title, warnings } = await this.loadTools();
      this.ops = new Map(ops.map((op) => [op.tool.name, { op, what: `${this.name} ${op.plan.method} ${op.plan.path}` }]));
      this.list = ops.map((o) => o.tool);
      if (!this.cfg.description) this.description = title;
      for (const w of warnings) this.logger.warn({ warning: w }, 'configuration warning');
      this.state = { status: 'ok', ...(warnings.length > 0 ? { warnings } : {}) };
    } catch (err) {
      const message = `Failed to fetch OpenAPI schema from ${this.location}: ${(err as Error).message ?? String(err)}`;
      this.state = { status: 'error', error: message };
      throw new Error(message, { cause: err });
    }
  }

  /**
   * The document read, parsed and built in a load worker (load-pool.ts; registry.load_workers),
   * this thread adopting the finished tools; on this thread in slices (load.ts) when there is
   * no worker (load_workers = 0, or none can run).
   */
  private async loadTools(): Promise<LoadedTools> {
    const http = isHttpUrl(this.cfg.url);
    const location = http ? withAuthQuery(new URL(this.cfg.url), this.cfg.auth).href : this.cfg.url;
    const fetch = {
      pools: this.deps.pools,
      timeoutMs: this.deps.settings.api_mode.request_timeout * 1000,
      headers: http ? authHeaders(this.cfg.auth, this.cfg.headers) : undefined,
    };
    const maxSchemaKib = this.deps.settings.registry.max_tool_schema_kb;
    const workers = this.deps.settings.registry.load_workers;
    if (workers > 0) {
      const source = http ? { fetched: await fetchDocument(location, fetch) } : { file: location };
      const done = await loadPool(workers).load({ source, cfg: jobConfig(this.cfg), maxSchemaKib }, this.logger);
      if (done) return done;
    }
    return loadHere(location, fetch, this.cfg, maxSchemaKib, pause);
  }

  tools(): SourceTool[] {
    return this.list;
  }

  health(): SourceHealth {
    return this.state;
  }

  async call(tool: string, args: Record<string, unknown>, opts: CallOptions): Promise<unknown> {
    const found = this.ops.get(tool);
    if (!found) throw new ToolCallError(404, `Tool '${this.name}_${tool}' not found in any server`);
    const { op, what } = found;
    const base = op.plan.base;
    if ('error' in base) throw new ToolCallError(502, `${this.name} ${op.plan.method} ${op.plan.path}: cannot call: ${base.error}`);
    const headers = withCallerToken(this.headers, opts.callerToken);
    const { authQuery } = this;
    const prepared = authQuery ? null : (found.url ??= prepareUrl(op.plan, base.url));
    const req = buildRequest(op.plan, base.url, args, headers, `${this.name}_${tool}`, { authQuery, prepared });
    return httpCall(this.deps.pools, {
      url: req.url,
      method: req.method,
      headers: req.headers,
      body: req.body,
      form: req.form,
      timeoutMs: opts.timeoutMs,
      cancel: opts.cancel,
      expectJson: op.plan.expectJson,
      keepText: true,
      lazyValue: opts.lazyValue,
      what,
    });
  }

  async close(): Promise<void> {
    this.ops.clear();
    this.list = [];
  }
}
