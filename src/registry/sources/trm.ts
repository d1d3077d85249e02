/**
 * TRM (tool runtime) services as a registry source. The protocol (docs/registry-mcp.md):
 *
 *   GET  {url}/api/v1/tools/             -> [{name, description, input_schema, output_schema?, read_only?}]
 *                                           (or {"tools": [...]})
 *   POST {url}/api/v1/tools/{name}/run   JSON args in -> 200 JSON result out
 *
 * Both with the configured auth header (`bearer` -> `Authorization: Bearer <value>`,
 * any other type -> `<type>: <value>`). Only the configured `tools` are registered; a
 * configured tool the service does not offer is reported in the service's error text
 * as a warning (status stays `ok` when at least one tool is there). A service that
 * cannot be listed is `error` (the catalogue retries loading it with backoff). Calls go through the
 * registry's pooled HTTP client: unreachable -> 502, too slow -> 504, an upstream 4xx is
 * passed through with its status and body, an upstream 5xx -> 502.
 */
import type { Logger } from '../../shared/logger.js';
import type { TrmServiceConfig } from '../config/types.js';
import {
  ToolCallError,
  type CallOptions,
  type JsonSchema,
  type Source,
  type SourceHealth,
  type SourceState,
  type SourceTool,
} from '../types.js';
import { GENERIC_ERROR, GENERIC_RESULT, parametersFromSchema } from '../records.js';
import { authHeaders, withAuthQuery, withCallerToken } from './auth.js';
import { httpCall } from './http-call.js';
import type { PoolFactory } from './pools.js';
import { trmListUrl, trmRunUrl } from './trm-protocol.js';

export interface TrmSourceOptions {
  logger: Logger;
  pools: PoolFactory;
  /** Per-call time limit (api_mode.request_timeout), milliseconds. */
  requestTimeoutMs: number;
}

/** One tool as a TRM service lists it. */
export interface TrmToolSpec {
  name: string;
  description?: string;
  input_schema?: JsonSchema;
  output_schema?: JsonSchema;
  read_only?: boolean;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Validates one listed tool; null when it is not usable (no name). */
function specOf(raw: unknown): TrmToolSpec | null {
  if (!isObject(raw) || typeof raw.name !== 'string' || raw.name === '') return null;
  return {
    name: raw.name,
    description: typeof raw.description === 'string' ? raw.description : '',
    input_schema: isObject(raw.input_schema) ? (raw.input_schema as JsonSchema) : undefined,
    output_schema: isObject(raw.output_schema) ? (raw.output_schema as JsonSchema) : undefined,
    read_only: raw.read_only === true,
  };
}

export function toolFromTrm(spec: TrmToolSpec, baseUrl: string, secure: boolean): SourceTool {
  const inputSchema: JsonSchema = spec.input_schema ?? { type: 'object', properties: {} };
  const description = (spec.description ?? '').trim();
  return {
    name: spec.name,
    description,
    inputSchema,
    ...(spec.output_schema ? { outputSchema: spec.output_schema } : {}),
    readOnly: spec.read_only === true,
    record: {
      secure,
      path: new URL(trmRunUrl(baseUrl, spec.name)).pathname,
      method: 'POST',
      description,
      parameters: parametersFromSchema(inputSchema),
      response_schemas: { success: spec.output_schema ?? GENERIC_RESULT, failure: GENERIC_ERROR },
    },
  };
}

export class TrmSource implements Source {
  readonly kind = 'trm' as const;
  readonly name: string;
  readonly description: string;
  readonly location: string;
  readonly passesCallerToken: boolean;

  private readonly headers: Record<string, string>;
  private readonly log: Logger;
  private state: SourceState = 'loading';
  private error?: string;
  private warnings: string[] = [];
  private list: SourceTool[] = [];
  private byName = new Map<string, SourceTool>();
  private loading?: Promise<void>;
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly cfg: TrmServiceConfig,
    private readonly opts: TrmSourceOptions,
  ) {
    this.name = cfg.name;
    this.description = cfg.description;
    this.location = cfg.url;
    this.headers = authHeaders(cfg.auth, cfg.headers);
    this.passesCallerToken = cfg.passCallerToken === true;
    this.log = opts.logger.child({ trmService: cfg.name });
  }

  /** Lists the service's tools; rejects with a user-facing message (the catalogue retries with backoff). */
  load(): Promise<void> {
    return (this.loading ??= this.fetchTools().finally(() => {
      this.loading = undefined;
    }));
  }

  tools(): SourceTool[] {
    return this.list;
  }

  health(): SourceHealth {
    const health: SourceHealth = { status: this.state };
    if (this.error !== undefined) health.error = this.error;
    if (this.warnings.length > 0) health.warnings = this.warnings;
    return health;
  }

  onToolsChanged(listener: () => void): void {
    this.listeners.push(listener);
  }

  async call(tool: string, args: Record<string, unknown>, opts: CallOptions): Promise<unknown> {
    if (!this.byName.has(tool)) {
      if (this.state !== 'ok')
        throw new ToolCallError(503, `TRM service '${this.name}' is not available${this.error ? ` (${this.error})` : ''}`);
      throw new ToolCallError(404, `Tool '${tool}' not found in TRM service '${this.name}'`);
    }
    const url = new URL(trmRunUrl(this.cfg.url, tool));
    return httpCall(this.opts.pools, {
      url: withAuthQuery(url, this.cfg.auth),
      method: 'POST',
      headers: withCallerToken(this.headers, opts.callerToken),
      body: args,
      timeoutMs: opts.timeoutMs,
      cancel: opts.cancel,
      expectJson: true,
      what: `${this.name} POST ${url.pathname}`,
    });
  }

  async close(): Promise<void> {}

  private async fetchTools(): Promise<void> {
    const listUrl = new URL(trmListUrl(this.cfg.url));
    let body: unknown;
    try {
      body = await httpCall(this.opts.pools, {
        url: withAuthQuery(listUrl, this.cfg.auth),
        method: 'GET',
        headers: this.headers,
        timeoutMs: this.opts.requestTimeoutMs,
        expectJson: true,
        what: `${this.name} GET ${listUrl.pathname}`,
      });
    } catch (err) {
      throw this.failed(`Failed to fetch the tool list of TRM service at ${listUrl.href}: ${(err as Error).message}`);
    }
    const raw = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.tools) ? body.tools : null;
    if (!raw) throw this.failed(`TRM service at ${listUrl.href} did not answer with a list of tools`);
    const offered = new Map<string, TrmToolSpec>();
    for (const item of raw) {
      const spec = specOf(item);
      if (spec) offered.set(spec.name, spec);
    }
    const wanted = this.cfg.tools.length > 0 ? this.cfg.tools : [...offered.keys()];
    const missing = wanted.filter((t) => !offered.has(t));
    const list = wanted.filter((t) => offered.has(t)).map((t) => toolFromTrm(offered.get(t)!, this.cfg.url, this.cfg.auth !== undefined));
    if (list.length === 0 && wanted.length > 0) {
      throw this.failed(
        `TRM service at ${this.location} offers none of the configured tools ` +
          `(${missing.join(', ')}); it offers: ${[...offered.keys()].join(', ') || 'nothing'}`,
      );
    }
    this.state = 'ok';
    this.error = undefined;
    this.warnings = missing.map(
      (t) => `configured tool '${t}' is not offered by the service (it offers: ${[...offered.keys()].join(', ')})`,
    );
    if (missing.length > 0) this.log.warn({ missing }, `TRM service '${this.name}': configured tools not offered: ${missing.join(', ')}`);
    const changed = JSON.stringify(list) !== JSON.stringify(this.list);
    this.list = list;
    this.byName = new Map(list.map((t) => [t.name, t]));
    if (changed) for (const l of this.listeners) l();
  }

  private failed(message: string): Error {
    this.state = 'error';
    this.error = message;
    this.log.warn(message);
    return new Error(message);
  }
}
