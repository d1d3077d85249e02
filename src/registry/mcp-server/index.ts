/**
 * The registry as an MCP server: `POST|GET|DELETE /mcp`, streamable HTTP (SDK server
 * transport), exposing every catalogue tool of every kind.
 *
 * Sessions: the endpoint is session-based (an `Mcp-Session-Id` per client), because
 * `notifications/tools/list_changed` needs a channel to the client (the GET stream): each
 * catalogue change is announced to every open session. POST answers are plain JSON
 * (no per-call SSE stream). An unknown or expired session id is a 404, on which MCP
 * clients re-initialise. Sessions idle for 30 minutes are closed; at most 1,000 are
 * kept (the least recently used one goes first).
 *
 * - `tools/list` is paginated (registry.mcp_page_size tools a page, `nextCursor` for the
 *   rest); a cursor that is not one of ours is an InvalidParams error.
 * - A POST carrying a `tools/call` that asks for progress (`_meta.progressToken`) is
 *   answered as an event stream, by a server of its own over the same catalogue, so that
 *   the tool's progress reaches the client as `notifications/progress` before the result.
 * - A body that is not JSON gets a JSON-RPC Parse error (-32700), other refused bodies an
 *   Invalid Request error (-32600), with the HTTP status the registry gives them elsewhere.
 *
 * Replicas (database.url set): the endpoint is stateless instead, the spec's mode without
 * `Mcp-Session-Id` (each POST is answered by a server built for it over the catalogue), so
 * a balancer may send every request of a client to any replica: no session state exists
 * to share or lose, and nothing needs sticky routing. Every replica has the same catalogue
 * (configured services, plus onboarded apps kept in step by NOTIFY), and
 * `notifications/tools/list_changed` still reaches a client on its GET stream from the
 * replica holding that stream, which learns of every change too.
 */
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  isInitializeRequest,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import { httpAnswer, type Service } from '../../http/index.js';
import { VERSION } from '../../version.js';
import { argsBoundsIssues } from '../args-bounds.js';
import type { Catalog } from '../catalog.js';
import type { RegistryContext } from '../context.js';
import type { ToolProgress } from '../types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { grantOf, spendMore, type Grant } from '../keys/index.js';
import { mcpTool, rpcFailure } from './tools.js';
import type { ToolSearch } from '../search/service.js';
import {
  DISCOVERY_TOOLS,
  TOOLS_MODES,
  callToolTarget,
  discoveryAnswer,
  isDiscoveryTool,
  toolsModeOf,
  type ToolsMode,
} from './discovery.js';
import { callTool, cancelFast, mcpFastPath, type Refused, type Session } from './fast-call.js';

export const MCP_PATH = '/mcp';

export interface McpEndpointOptions {
  idleMs?: number;
  maxSessions?: number;
  /** Sessions one key (or one address, while the registry is open) may hold; its oldest goes first (default 100). */
  perOwner?: number;
  /** Tools per tools/list page (default registry.mcp_page_size). */
  pageSize?: number;
}

/** The `notifications/cancelled` messages of a POST body. */
function cancellations(body: unknown): JSONRPCMessage[] {
  return (Array.isArray(body) ? body : [body]).filter(
    (m): m is JSONRPCMessage => m !== null && typeof m === 'object' && (m as { method?: unknown }).method === 'notifications/cancelled',
  );
}

function rpcError(res: Response, status: number, code: number, message: string, id: unknown = null): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id });
}

/**
 * Checks the arguments of the tools/call requests in a POST body as they were parsed,
 * before the SDK's schema copies them (and drops a `__proto__` key): what breaks the
 * bounds is recorded by request id for the call handler to refuse. Returns the ids recorded.
 */
function screenToolCalls(body: unknown, refused: Refused): (string | number)[] {
  const ids: (string | number)[] = [];
  for (const msg of Array.isArray(body) ? body : [body]) {
    const m = msg as { method?: unknown; id?: unknown; params?: { arguments?: unknown } } | null;
    if (m === null || typeof m !== 'object' || m.method !== 'tools/call' || (typeof m.id !== 'string' && typeof m.id !== 'number'))
      continue;
    const issues = argsBoundsIssues(m.params?.arguments ?? {});
    if (issues.length === 0) continue;
    refused.set(m.id, issues);
    ids.push(m.id);
  }
  return ids;
}

/** The key a request was admitted with travels to the handlers as the SDK's `authInfo` (never the token). */
function authInfoOf(grant: Grant | undefined): AuthInfo | undefined {
  return grant && { token: '', clientId: grant.name, scopes: [...grant.scopes], extra: { grant } };
}
const grantFrom = (info: AuthInfo | undefined) => info?.extra?.grant as Grant | undefined;

/** The cursor of the page starting at `offset`. */
const cursorAt = (offset: number) => Buffer.from(`tools:${offset}`).toString('base64url');

/** The offset a cursor of ours designates (InvalidParams error for anything else). */
function offsetOf(cursor: string): number {
  const m = /^tools:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!m || cursorAt(Number(m[1])) !== cursor) {
    const shown = cursor.length > 80 ? `${cursor.slice(0, 80)}...` : cursor;
    throw rpcFailure(
      ErrorCode.InvalidParams,
      `Invalid cursor '${shown}': pass the nextCursor of the previous tools/list answer, or no cursor for the first page`,
    );
  }
  return Number(m[1]);
}

/** Whether a POST body has a tools/call asking for progress. */
function wantsProgress(body: unknown): boolean {
  return (Array.isArray(body) ? body : [body]).some((msg) => {
    const m = msg as { method?: unknown; params?: { _meta?: { progressToken?: unknown } } } | null;
    return m !== null && typeof m === 'object' && m.method === 'tools/call' && m.params?._meta?.progressToken !== undefined;
  });
}

/** One MCP server (protocol side) over the catalogue: every tool, or the three discovery tools (discovery.ts). */
function catalogServer(catalog: Catalog, refused: Refused, pageSize: number, search: ToolSearch, mode: ToolsMode): Server {
  const server = new Server(
    { name: 'agent-registry', version: VERSION },
    {
      capabilities: { tools: { listChanged: true } },
      instructions:
        'Every tool of the agent tool registry (OpenAPI services, MCP servers, TRM tool ' +
        'runtimes, onboarded tools), named <service>_<tool>.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, (req, extra) => {
    if (mode === 'search') return { tools: DISCOVERY_TOOLS };
    // a key limited to some applications lists only their tools
    const apps = grantFrom(extra.authInfo)?.apps;
    const all = catalog.tools().filter((t) => !apps || apps.has(t.app));
    const start = req.params?.cursor === undefined ? 0 : offsetOf(req.params.cursor);
    const tools = all.slice(start, start + pageSize).map(mcpTool);
    return start + pageSize < all.length ? { tools, nextCursor: cursorAt(start + pageSize) } : { tools };
  });
  server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    const name = req.params.name;
    const issues = refused.get(extra.requestId);
    const token = req.params._meta?.progressToken;
    let last = -Infinity;
    // progress is relayed in increasing order only (a re-sent call starts counting again)
    const onProgress = (p: ToolProgress) => {
      if (token === undefined || !(p.progress > last)) return;
      last = p.progress;
      extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, ...p } }).catch(() => {});
    };
    const grant = grantFrom(extra.authInfo);
    if (mode === 'search' && isDiscoveryTool(name)) {
      const answer = discoveryAnswer(catalog, search, name, req.params.arguments, grant);
      if (answer) return answer;
      const target = callToolTarget(req.params.arguments);
      return callTool(catalog, target.name, target.args, { issues, grant, signal: extra.signal, onProgress });
    }
    return callTool(catalog, name, req.params.arguments, { issues, grant, signal: extra.signal, onProgress });
  });
  return server;
}

/** Mounts the endpoint on the registry service; closes its sessions when the registry closes. */
export function mountMcpServer(
  service: Service,
  ctx: Pick<RegistryContext, 'catalog' | 'logger' | 'onClose' | 'settings' | 'search'> &
    Partial<Pick<RegistryContext, 'fastPath' | 'logRequests' | 'bodyLimit'>>,
  opts: McpEndpointOptions = {},
): void {
  const { catalog } = ctx;
  service.document({
    method: 'post',
    path: MCP_PATH,
    operationId: 'mcp',
    summary: 'The whole catalogue as an MCP server (streamable HTTP)',
    description:
      'JSON-RPC 2.0 over streamable HTTP: initialize, tools/list (every tool, named <service>_<tool>), tools/call, ping. ' +
      'GET opens the server-to-client event stream of a session and DELETE ends it (Mcp-Session-Id). ' +
      'With API keys in force, send Authorization: Bearer <key>.',
    tag: 'mcp',
    type: 'application/json',
  });
  const log = ctx.logger.child({ component: 'mcp-endpoint' });
  const idleMs = opts.idleMs ?? 30 * 60_000;
  const maxSessions = opts.maxSessions ?? 1000;
  const perOwner = opts.perOwner ?? 100;
  const ownerOf = (req: Request) => grantOf(req)?.name ?? `address ${req.socket.remoteAddress ?? '?'}`;
  const pageSize = opts.pageSize ?? ctx.settings.registry.mcp_page_size;
  const sessions = new Map<string, Session>();
  /** What tools/list offers this request's client (discovery.ts; `?tools=` was checked by handle). */
  const modeOf = (req: Request): ToolsMode => {
    const grant = grantOf(req);
    return toolsModeOf(req.query.tools, grant, () => ctx.search.visibleCount(grant), ctx.settings.registry.mcp_search_above);
  };

  const end = (id: string) => {
    const s = sessions.get(id);
    if (!s) return;
    sessions.delete(id);
    for (const c of s.fast.values()) c.abort();
    void s.transport.close().catch(() => {});
    void s.server.close().catch(() => {});
  };

  // announce catalogue changes (debounced: one load can change the set several times)
  let pending: NodeJS.Timeout | undefined;
  const unsubscribe = catalog.onChange(() => {
    if (pending || sessions.size + listening.size === 0) return;
    pending = setTimeout(() => {
      pending = undefined;
      for (const s of sessions.values()) s.server.sendToolListChanged().catch(() => {});
      for (const server of listening) server.sendToolListChanged().catch(() => {});
    }, 25);
  });

  const sweeper = setInterval(
    () => {
      const now = Date.now();
      for (const [id, s] of sessions) if (now - s.lastSeen > idleMs) end(id);
    },
    Math.min(60_000, idleMs),
  );
  sweeper.unref();

  /** Replicas: no sessions; a server per request (see the top of this file). */
  const listening = new Set<Server>();
  const stateless = async (req: Request, res: Response) => {
    (req as Request & { auth?: AuthInfo }).auth = authInfoOf(grantOf(req));
    try {
      const refused: Refused = new Map();
      if (req.method === 'POST') screenToolCalls(req.body, refused);
      const mode = modeOf(req);
      const server = catalogServer(catalog, refused, pageSize, ctx.search, mode);
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: !(req.method === 'POST' && wantsProgress(req.body)),
      });
      res.once('close', () => {
        listening.delete(server);
        void transport.close().catch(() => {});
        void server.close().catch(() => {});
      });
      await server.connect(transport);
      if (req.method === 'GET') listening.add(server);
      await transport.handleRequest(req, res, req.body);
    } catch (err) {
      log.error({ err }, 'MCP endpoint request failed');
      if (!res.headersSent) rpcError(res, 500, -32603, 'Internal error');
    }
  };

  const handle = async (req: Request, res: Response) => {
    // a key's rate counts calls, not requests: a batch of n tools/call spends n tokens
    const calls = req.method === 'POST' && Array.isArray(req.body) ? req.body.filter((m) => m?.method === 'tools/call').length : 0;
    const wait = calls > 1 ? spendMore(req, calls - 1) : 0;
    if (wait > 0) {
      res.setHeader('Retry-After', String(wait));
      return rpcError(res, 429, -32000, `The key is over its rate limit for a batch of ${calls} calls; retry in ${wait} s`);
    }
    const asked = req.query.tools;
    if (asked !== undefined && !(TOOLS_MODES as readonly unknown[]).includes(asked))
      return rpcError(res, 400, -32600, `Invalid Request: ?tools= must be one of ${TOOLS_MODES.join(', ')}`);
    if (ctx.settings.database.url) return stateless(req, res);
    const id = req.get('mcp-session-id');
    (req as Request & { auth?: AuthInfo }).auth = authInfoOf(grantOf(req));
    try {
      if (id) {
        const s = sessions.get(id);
        if (!s) return rpcError(res, 404, -32001, 'Session not found: initialize a new session');
        s.lastSeen = Date.now();
        // keep the map in least-recently-used order
        sessions.delete(id);
        sessions.set(id, s);
        const screened = req.method === 'POST' ? screenToolCalls(req.body, s.refused) : [];
        // a client cancelling a call answered as an event stream (that stream's server runs it) or on the fast path
        if (req.method === 'POST' && (s.streams.size > 0 || s.fast.size > 0)) {
          const cancelled = cancellations(req.body);
          for (const m of cancelled) for (const t of s.streams) t.onmessage?.(m);
          cancelFast(s, cancelled);
        }
        try {
          if (req.method === 'POST' && wantsProgress(req.body)) await progressStream(s, req, res);
          else await s.transport.handleRequest(req, res, req.body);
        } finally {
          // JSON responses: every call of this body has been answered
          for (const rid of screened) s.refused.delete(rid);
        }
        return;
      }
      if (req.method !== 'POST' || !isInitializeRequest(req.body)) {
        return rpcError(
          res,
          400,
          -32000,
          'Bad Request: no Mcp-Session-Id header; start with an initialize request',
          (req.body as { id?: unknown } | undefined)?.id ?? null,
        );
      }
      // sessions are bounded per key (or address): a client that opens too many closes its own oldest,
      // never another client's; when every place is taken a new session waits
      const owner = ownerOf(req);
      const own = [...sessions].filter(([, s]) => s.owner === owner);
      if (own.length >= perOwner) end(own[0]![0]);
      else if (sessions.size >= maxSessions) {
        res.setHeader('Retry-After', '30');
        return rpcError(res, 503, -32000, `The registry holds ${maxSessions} MCP sessions, its most; retry later or close idle sessions`);
      }
      const mode = modeOf(req);
      const refused: Refused = new Map();
      const server = catalogServer(catalog, refused, pageSize, ctx.search, mode);
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        enableJsonResponse: true,
        onsessioninitialized: (sid) => {
          sessions.set(sid, { server, transport, lastSeen: Date.now(), refused, streams: new Set(), fast: new Map(), owner, mode });
        },
        onsessionclosed: (sid) => {
          sessions.delete(sid);
          void server.close().catch(() => {});
        },
      });
      transport.onclose = () => {
        if (transport.sessionId) sessions.delete(transport.sessionId);
      };
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (err) {
      log.error({ err }, 'MCP endpoint request failed');
      if (!res.headersSent) rpcError(res, 500, -32603, 'Internal error');
    }
  };

  /**
   * One POST answered as an event stream by a server of its own (the session's transport
   * answers JSON, which has no room for notifications): the session was checked above,
   * so its transport is stateless.
   */
  const progressStream = async (s: Session, req: Request, res: Response) => {
    const server = catalogServer(catalog, s.refused, pageSize, ctx.search, s.mode);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: false });
    // answered or abandoned: closing aborts a call still running (the client went away)
    const ended = new Promise<void>((resolve) =>
      res.once('close', () => {
        s.streams.delete(transport);
        void transport.close().catch(() => {});
        void server.close().catch(() => {});
        resolve();
      }),
    );
    s.streams.add(transport);
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
    await ended;
  };

  service.app.post(MCP_PATH, handle);
  service.app.get(MCP_PATH, handle);
  service.app.delete(MCP_PATH, handle);
  // a body the JSON parser (or the well-formedness check) refused: a JSON-RPC error, not {detail}
  service.app.use(MCP_PATH, (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const answer = httpAnswer(err);
    if (!answer || res.headersSent) return next(err);
    const detail = (answer.body as { detail?: unknown } | null)?.detail;
    const text = typeof detail === 'string' ? detail : JSON.stringify(detail);
    const parse = (err as { type?: unknown }).type === 'entity.parse.failed';
    rpcError(
      res,
      answer.status,
      parse ? ErrorCode.ParseError : ErrorCode.InvalidRequest,
      `${parse ? 'Parse error' : 'Invalid Request'}: ${text}`,
    );
  });

  ctx.fastPath?.(
    mcpFastPath({ catalog, sessions, logger: ctx.logger, logRequests: ctx.logRequests ?? true, bodyLimit: ctx.bodyLimit ?? 1024 * 1024 }),
  );

  ctx.onClose(async () => {
    unsubscribe();
    clearTimeout(pending);
    clearInterval(sweeper);
    for (const id of [...sessions.keys()]) end(id);
  });
}
