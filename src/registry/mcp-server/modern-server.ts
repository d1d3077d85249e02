/**
 * One MCP server of protocol revision 2026-07-28 (SDK 2.x, `@modelcontextprotocol/server`)
 * over the catalogue, built for one request of one scope (scope.ts): the same tools,
 * listings and calls as the 2025-11-25 server (server.ts), and the same passthrough
 * handlers (pass-handlers.ts), answered in the new revision's terms:
 *
 * - no session: what the client can do comes with each request
 *   (`_meta["io.modelcontextprotocol/clientCapabilities"]`), and so does its log level;
 * - `server/discover` (the SDK answers it from the capabilities below);
 * - cache hints on the cacheable results: `cacheScope: "private"` everywhere, since what a
 *   listing holds depends on the caller's key; `ttlMs` 5 s for the listings and discover (a
 *   catalogue change is announced on `subscriptions/listen` at once; a client that does not
 *   listen sees it at most 5 s late), 0 for `resources/read` (the servers give contents
 *   without saying how long they stay true);
 * - the upstream's elicitation and sampling during `tools/call`, `prompts/get` or
 *   `resources/read` reach the client as `input_required` results (input-required.ts);
 * - `resources/subscribe`, `unsubscribe` and `logging/setLevel` are gone from the revision
 *   (subscriptions: `subscriptions/listen`, modern.ts); a resource not found is -32602;
 * - a tool whose input schema mirrors arguments into headers (`x-mcp-header`) has its
 *   `Mcp-Param-*` headers checked against the body by the SDK (400, -32020) before the
 *   call: the server is an `McpServer` that gives the SDK the tool's schema as listed.
 */
import { createHash } from 'node:crypto';
import { McpServer, type ServerContext } from '@modelcontextprotocol/server';
import type { ServerCapabilities } from '@modelcontextprotocol/sdk/types.js';
import { VERSION } from '../../version.js';
import type { ToolProgress } from '../types.js';
import type { InputRequired, Round } from './input-required.js';
import { passHandlers, type PassHandler } from './pass-handlers.js';
import { appTools, callInScope, instructionsOf, listTools, type Scope } from './scope.js';
import { mcpTool } from './tools.js';
import type { PassMethod } from '../upstream.js';

/** The scope of a 2026-07-28 request: its endpoint (`mcp`, `app:<name>`, `set:<name>`) and the calls held for input. */
export interface ModernScope extends Scope {
  endpoint: string;
  held: InputRequired;
}

const LISTED = { ttlMs: 5_000, cacheScope: 'private' } as const;
const CACHE_HINTS = {
  'tools/list': LISTED,
  'prompts/list': LISTED,
  'resources/list': LISTED,
  'resources/templates/list': LISTED,
  'server/discover': LISTED,
  'resources/read': { ttlMs: 0, cacheScope: 'private' },
} as const;
/** The methods the 2026-07-28 revision no longer has (they stay on 2025-11-25 sessions). */
const GONE = new Set<PassMethod>(['resources/subscribe', 'resources/unsubscribe', 'logging/setLevel']);
const ENVELOPE = 'io.modelcontextprotocol/';

type Params = Record<string, unknown> | undefined;
type Handler = (req: { params?: Params }, ctx: ServerContext) => Promise<Record<string, unknown>>;

/** The capabilities of a scope's server (a tool set holds tools only). */
export function modernCapabilities(scope: Scope): ServerCapabilities {
  return { tools: { listChanged: true }, ...(scope.set ? {} : scope.passthrough.capabilities(scope.grant, scope.app)) };
}

/** One request of a call that may need input, as input-required.ts takes it. */
function roundOf(scope: ModernScope, ctx: ServerContext, method: Round['method'], name: string, params: Params): Round {
  const envelope = (ctx.mcpReq.envelope ?? {}) as Record<string, unknown>;
  const token = (params?._meta as { progressToken?: string | number } | undefined)?.progressToken;
  let last = -Infinity;
  return {
    method,
    target: `${scope.endpoint} ${name}`,
    digest: createHash('sha256')
      .update(JSON.stringify(params?.arguments ?? {}))
      .digest('base64url'),
    principal: scope.grant?.name ?? '',
    caps: (envelope[`${ENVELOPE}clientCapabilities`] ?? {}) as Record<string, unknown>,
    responses: ctx.mcpReq.inputResponses,
    state: ctx.mcpReq.requestState<string>(),
    signal: ctx.mcpReq.signal,
    logLevel: envelope[`${ENVELOPE}logLevel`] as Round['logLevel'],
    notify: (n) => void ctx.mcpReq.notify(n as never).catch(() => {}),
    // progress is relayed in increasing order only, to the token of the request being answered
    progress: (p: ToolProgress) => {
      if (token === undefined || !(p.progress > last)) return;
      last = p.progress;
      ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: token, ...p } }).catch(() => {});
    },
  };
}

/**
 * The SDK's high-level server with none of its own tools: the handlers are the catalogue's (set on
 * `.server`), and the input schema the SDK checks `Mcp-Param-*` headers against is the tool's as listed.
 */
class CatalogueServer extends McpServer {
  constructor(
    private readonly scope: ModernScope,
    capabilities: ServerCapabilities,
  ) {
    super({ name: 'agent-registry', version: VERSION }, { instructions: instructionsOf(scope), cacheHints: CACHE_HINTS });
    this.server.registerCapabilities(capabilities as never);
  }

  override toolInputSchemaJson(name: string): Record<string, unknown> | undefined {
    const { catalog, app, set } = this.scope;
    if (app !== undefined) {
      const t = appTools(catalog, app).get(name);
      return t && mcpTool(t, name).inputSchema;
    }
    const t = catalog.find(name);
    return t && (!set || set.contains(t)) ? mcpTool(t).inputSchema : undefined;
  }
}

/** The 2026-07-28 server of a scope, for one request (see the top of the file). */
export function modernServer(scope: ModernScope): McpServer {
  const capabilities = modernCapabilities(scope);
  const mcp = new CatalogueServer(scope, capabilities);
  const server = mcp.server;
  const on = (method: string, handle: Handler) => server.setRequestHandler(method as 'ping', handle as never);
  const { grant, held } = scope;

  on('tools/list', async (req) => listTools(scope, grant, req.params?.cursor as string | undefined));
  on('tools/call', async (req, ctx) => {
    const name = String(req.params?.name ?? '');
    const args = req.params?.arguments as Record<string, unknown> | undefined;
    const round = roundOf(scope, ctx, 'tools/call', name, req.params);
    const issues = scope.refused.get(ctx.mcpReq.id);
    const elicit = round.caps.elicitation !== undefined;
    return held.serve(round, (c) => callInScope(scope, name, args, { issues, grant, elicit, ...c }));
  });

  const handlers = passHandlers(scope.passthrough, {
    app: scope.app,
    state: { relays: false },
    pageSize: scope.pageSize,
    caps: capabilities,
  });
  for (const [method, handle] of Object.entries(handlers) as [PassMethod, PassHandler][]) {
    if (GONE.has(method)) continue;
    if (method !== 'prompts/get' && method !== 'resources/read') {
      on(method, (req, ctx) => handle(req.params, { signal: ctx.mcpReq.signal, grant }));
      continue;
    }
    // the upstream may ask the caller something meanwhile: input_required, as for a tool
    on(method, async (req, ctx) => {
      const name = String((method === 'prompts/get' ? req.params?.name : req.params?.uri) ?? '');
      const round = roundOf(scope, ctx, method, name, req.params);
      try {
        return await held.serve(round, ({ relay, signal }) => handle(req.params, { signal, grant, relay }));
      } catch (err) {
        throw notFound(method, name, err);
      }
    });
  }
  return mcp;
}

/** A resource not found carries its URI in the error's data (-32002 of 2025 upstreams becomes -32602 on the wire). */
function notFound(method: string, uri: string, err: unknown): unknown {
  const e = err as { code?: unknown; data?: unknown };
  if (method !== 'resources/read' || (e?.code !== -32002 && e?.code !== -32602)) return err;
  const data = e.data !== null && typeof e.data === 'object' ? e.data : {};
  if (!('uri' in data)) Object.assign(e, { data: { ...data, uri } });
  return err;
}
