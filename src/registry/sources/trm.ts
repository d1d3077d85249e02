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
 * (status stays `ok` when at least one tool is there). A service that cannot be listed
 * is `error` and listed again in the background with backoff. Calls go through the
 * registry's pooled HTTP client: unreachable -> 502, too slow -> 504, an upstream 4xx is
 * passed through with its status and body, an upstream 5xx -> 502.
 */
import type { Logger } from '../../http/index.js';
import type { TrmServiceConfig } from '../config/types.js';
import { ToolCallError, type CallOptions, type JsonSchema, type Source, type SourceHealth, type SourceState, type SourceTool } from '../types.js';
import { httpCall } from './http-call.js';
import type { PoolFactory } from './pools.js';
import { authHeader } from './mcp/connect.js';
import { parametersFromSchema } from './mcp/schema.js';
import { FAILURE_SCHEMA } from './mcp/records.js';

export interface TrmSourceOptions {
  logger: Logger;
  pools: PoolFactory;
  /** Per-call time limit (api_mode.request_timeout), milliseconds. */
  requestTimeoutMs: number;
  backoff?: { baseMs: number; maxMs: number };
}

/** One tool as a TRM service lists it. */
export interface TrmToolSpec {
  name: string;
  description?: string;
  input_schema?: JsonSchema;
  output_schema?: JsonSchema;
  read_only?: boolean;
}

export const TRM_LIST_PATH = '/api/v1/tools/';
export const trmRunPath = (tool: string) => `/api/v1/tools/${encodeURIComponent(tool)}/run`;

const GENERIC_SUCCESS: JsonSchema = { description: 'The JSON the tool runtime answers with.' };

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

export function toolFromTrm(spec: TrmToolSpec, secure: boolean): SourceTool {
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
      path: trmRunPath(spec.name),
      method: 'POST',
      description,
      parameters: parametersFromSchema(inputSchema),
      response_schemas: { success: spec.output_schema ?? GENERIC_SUCCESS, failure: FAILURE_SCHEMA },
    },
  };
}

export class TrmSource implements Source {
  readonly kind = 'trm' as const;
  readonly name: string;
  readonly description: string;
  readonly location: string;

  private readonly base: URL;
  private readonly headers: Record<string, string>;
  private readonly log: Logger;
  private state: SourceState = 'loading';
  private error?: string;
  private list: SourceTool[] = [];
  private byName = new Map<string, SourceTool>();
  private loading?: Promise<void>;
  private retryTimer?: NodeJS.Timeout;
  private failures = 0;
  private closed = false;
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly cfg: TrmServiceConfig,
    private readonly opts: TrmSourceOptions,
  ) {
    this.name = cfg.name;
    this.description = cfg.description;
    this.location = cfg.url;
    this.base = new URL(cfg.url.endsWith('/') ? cfg.url : `${cfg.url}/`);
    this.headers = authHeader(cfg.auth);
    this.log = opts.logger.child({ trmService: cfg.name });
  }

  load(): Promise<void> {
    clearTimeout(this.retryTimer);
    return (this.loading ??= this.fetchTools().finally(() => {
      this.loading = undefined;
    }));
  }

  tools(): SourceTool[] {
    return this.list;
  }

  health(): SourceHealth {
    return this.error === undefined ? { status: this.state } : { status: this.state, error: this.error };
  }

  onToolsChanged(listener: () => void): void {
    this.listeners.push(listener);
  }

  async call(tool: string, args: Record<string, unknown>, opts: CallOptions): Promise<unknown> {
    if (!this.byName.has(tool)) {
      if (this.state !== 'ok') throw new ToolCallError(503, `TRM service '${this.name}' is not available${this.error ? ` (${this.error})` : ''}`);
      throw new ToolCallError(404, `Tool '${tool}' not found in TRM service '${this.name}'`);
    }
    return httpCall(this.opts.pools, {
      url: this.url(trmRunPath(tool)),
      method: 'POST',
      headers: this.headers,
      body: args,
      timeoutMs: opts.timeoutMs,
      signal: opts.signal,
      what: `${this.name} POST ${trmRunPath(tool)}`,
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
  }

  private url(path: string): URL {
    return new URL(path.replace(/^\//, ''), this.base);
  }

  private async fetchTools(): Promise<void> {
    const listUrl = this.url(TRM_LIST_PATH);
    let body: unknown;
    try {
      body = await httpCall(this.opts.pools, {
        url: listUrl,
        method: 'GET',
        headers: this.headers,
        timeoutMs: this.opts.requestTimeoutMs,
        expectJson: true,
        what: `${this.name} GET ${TRM_LIST_PATH}`,
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
    const list = wanted.filter((t) => offered.has(t)).map((t) => toolFromTrm(offered.get(t)!, this.cfg.auth !== undefined));
    if (list.length === 0 && wanted.length > 0) {
      throw this.failed(`TRM service at ${this.location} offers none of the configured tools (${missing.join(', ')}); it offers: ${[...offered.keys()].join(', ') || 'nothing'}`);
    }
    this.failures = 0;
    this.state = 'ok';
    this.error = missing.length > 0 ? `configured tools not offered by the service: ${missing.join(', ')}` : undefined;
    if (this.error) this.log.warn({ missing }, `TRM service '${this.name}': ${this.error}`);
    const changed = JSON.stringify(list) !== JSON.stringify(this.list);
    this.list = list;
    this.byName = new Map(list.map((t) => [t.name, t]));
    if (changed) for (const l of this.listeners) l();
  }

  private failed(message: string): Error {
    this.state = 'error';
    this.error = message;
    this.failures++;
    if (!this.closed) {
      const { baseMs, maxMs } = this.opts.backoff ?? { baseMs: 1000, maxMs: 60_000 };
      const delay = Math.min(maxMs, baseMs * 2 ** (this.failures - 1));
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => void this.load().catch(() => {}), delay);
      this.retryTimer.unref();
      this.log.warn({ retryInMs: delay }, message);
    }
    return new Error(message);
  }
}
