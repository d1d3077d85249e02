/**
 * The registry as an MCP server: `POST|GET|DELETE /mcp`, streamable HTTP, exposing every
 * catalogue tool of every kind, `/mcp/apps/<app>`, one application under its own names,
 * and `/mcp/sets/<set>`, one tool set (what each serves: server.ts, passthrough.ts). Two
 * protocol revisions on the same URLs: 2025-11-25 (this file: sessions, SDK 1.x) and
 * 2026-07-28 (modern.ts: stateless, SDK 2.x), told apart per POST by the SDK's own
 * predicate once the key, the application and the set were checked.
 *
 * Sessions (2025-11-25): an `Mcp-Session-Id` per client, because
 * `notifications/tools/list_changed` needs a channel to the client (the GET stream): each
 * catalogue change is announced to every open session. POST answers are plain JSON
 * (no per-call SSE stream). An unknown or expired session id is a 404, on which MCP
 * clients re-initialise. Sessions idle for 30 minutes are closed; at most 1,000 are
 * kept (the least recently used one goes first). A session belongs to the path that opened it.
 *
 * - `tools/list` is paginated (registry.mcp_page_size tools a page, `nextCursor` for the
 *   rest); a cursor that is not one of ours is an InvalidParams error.
 * - A POST carrying a `tools/call` that asks for progress (`_meta.progressToken`), or any
 *   `tools/call` of a session whose client the upstream may reach (it declared sampling or
 *   elicitation, or set a log level), is answered as an event stream, by a server of its
 *   own over the same catalogue, so that the tool's progress, the upstream's log messages
 *   and its requests reach the client before the result; the client's answers to those
 *   requests (POSTed on the session) go back to that server.
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
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode, isInitializeRequest, isJSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { httpAnswer, type Service } from '../../http/index.js';
import type { ToolRef } from '../tool-sets.js';
import type { RegistryContext } from '../context.js';
import { appRefusal, grantOf, spendMore } from '../keys/index.js';
import { TOOLS_MODES, toolsModeOf, type ToolsMode } from './discovery.js';
import { cancelFast, mcpFastPath, type Refused, type Session } from './fast-call.js';
import { ModernLeg } from './modern.js';
import { Passthrough } from './passthrough.js';
import { authInfoOf, catalogServer, type Scope } from './server.js';
import type { SessionState } from './types.js';
import { cancellations, onlyResponses, rpcError, screenToolCalls, wantsProgress } from './messages.js';

export const MCP_PATH = '/mcp';
/** One application under its own names (server.ts). */
export const MCP_APP_PATH = '/mcp/apps/:app';
/** A named tool set of the configuration (tool-sets.ts), its tools under their registry names. */
export const MCP_SET_PATH = '/mcp/sets/:set';

export interface McpEndpointOptions {
  idleMs?: number;
  maxSessions?: number;
  /** Sessions one key (or one address, while the registry is open) may hold; its oldest goes first (default 100). */
  perOwner?: number;
  /** Tools per tools/list page (default registry.mcp_page_size). */
  pageSize?: number;
}

/** Mounts the endpoint on the registry service; closes its sessions when the registry closes. */
export function mountMcpServer(
  service: Service,
  ctx: Pick<RegistryContext, 'catalog' | 'logger' | 'onClose' | 'settings' | 'search' | 'toolSets'> &
    Partial<Pick<RegistryContext, 'fastPath' | 'logRequests' | 'bodyLimit' | 'guard'>>,
  opts: McpEndpointOptions = {},
): void {
  const { catalog } = ctx;
  service.document({
    method: 'post',
    path: MCP_PATH,
    operationId: 'mcp',
    summary: 'The whole catalogue as an MCP server (streamable HTTP)',
    description:
      'JSON-RPC 2.0 over streamable HTTP, protocol 2025-11-25 (sessions) or 2026-07-28 (stateless: server/discover, ' +
      'subscriptions/listen, input_required results): tools/list (every tool, named <service>_<tool>), tools/call; ' +
      "the MCP servers' resources (URIs kept), prompts (<service>_<prompt>), completion/complete and logging/setLevel. " +
      'GET opens the server-to-client event stream of a 2025-11-25 session and DELETE ends it (Mcp-Session-Id). ' +
      'With API keys in force, send Authorization: Bearer <key>.',
    tag: 'mcp',
    type: 'application/json',
  });
  service.document({
    method: 'post',
    path: '/mcp/apps/{app}',
    operationId: 'mcpApp',
    summary: 'One application as an MCP server, under its own names (streamable HTTP)',
    description:
      'As /mcp, for one application: its tools under their own names and, for an MCP server, everything it offers ' +
      '(resources, prompts, completion, logging) as it gives it. A key limited to other applications is refused (403).',
    tag: 'mcp',
    type: 'application/json',
  });
  service.document({
    method: 'post',
    path: '/mcp/sets/{set}',
    operationId: 'mcpSet',
    summary: 'One named tool set as an MCP server (streamable HTTP)',
    description:
      'As /mcp, for the tools of one set of the registry configuration (toolSets; GET /sets lists them), under their ' +
      'registry names; ?tools=search offers the search tools over the set. A key limited to other sets is refused (403).',
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
  const fastDeps = { logRequests: ctx.logRequests ?? true, bodyLimit: ctx.bodyLimit ?? 1024 * 1024 };
  const { request_timeout, progress_timeout } = ctx.settings.api_mode;
  const passthrough = new Passthrough(catalog, log, request_timeout * 1000, progress_timeout * 1000);
  const modern = new ModernLeg({ catalog, passthrough, log, bodyLimit: fastDeps.bodyLimit, heldMs: progress_timeout * 1000 });
  /** The scope of a new session or request (server.ts): `/mcp`, `/mcp/apps/<app>` or `/mcp/sets/<set>`. */
  const scopeOf = (req: Request, refused: Refused, stateless = false): Scope => {
    const app = req.params.app as string | undefined;
    const name = req.params.set as string | undefined;
    const set = name === undefined ? undefined : { name, contains: (t: ToolRef) => ctx.toolSets.contains(name, t) };
    const state: SessionState = { relays: false };
    const mode = app === undefined ? modeOf(req) : 'all';
    const { search, guard } = ctx;
    return { catalog, search, guard, passthrough, refused, pageSize, mode, app, set, state, grant: grantOf(req), stateless };
  };
  /** What tools/list offers this request's client (discovery.ts; `?tools=` was checked by handle). */
  const modeOf = (req: Request): ToolsMode => {
    const grant = grantOf(req);
    return toolsModeOf(req.query.tools, grant, () => ctx.search.visibleCount(grant), ctx.settings.registry.mcp_search_above);
  };

  const end = (id: string) => {
    const s = sessions.get(id);
    if (!s) return;
    sessions.delete(id);
    passthrough.forget(s.scope.state);
    for (const c of s.fast.values()) c.cancel();
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
      const server = catalogServer(scopeOf(req, refused, true));
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
    const wait = calls > 1 ? await spendMore(req, calls - 1) : 0;
    if (wait > 0) {
      res.setHeader('Retry-After', String(wait));
      return rpcError(res, 429, -32000, `The key is over its rate limit for a batch of ${calls} calls; retry in ${wait} s`);
    }
    const asked = req.query.tools;
    if (asked !== undefined && !(TOOLS_MODES as readonly unknown[]).includes(asked))
      return rpcError(res, 400, -32600, `Invalid Request: ?tools= must be one of ${TOOLS_MODES.join(', ')}`);
    const app = req.params.app as string | undefined;
    if (app !== undefined) {
      if (!catalog.has(app))
        return rpcError(res, 404, ErrorCode.InvalidRequest, `Application '${app}' not found: GET /applications lists them`);
      const denied = appRefusal(grantOf(req), app);
      if (denied) return rpcError(res, denied.status, ErrorCode.InvalidRequest, denied.message);
    }
    const set = req.params.set as string | undefined;
    if (set !== undefined) {
      if (!ctx.toolSets.has(set))
        return rpcError(res, 404, ErrorCode.InvalidRequest, `Tool set '${set}' not found: GET /sets lists the sets configured (toolSets)`);
      const sets = grantOf(req)?.sets;
      if (sets && !sets.names.includes(set))
        return rpcError(
          res,
          403,
          ErrorCode.InvalidRequest,
          `The key may not use the tool set '${set}'; it is limited to: ${sets.names.join(', ')}`,
        );
    }
    if (await modern.claims(req)) {
      const refused: Refused = new Map();
      screenToolCalls(req.body, refused);
      (req as Request & { auth?: AuthInfo }).auth = authInfoOf(grantOf(req));
      return modern.serve(req, res, scopeOf(req, refused, true));
    }
    if (ctx.settings.database.url) return stateless(req, res);
    const id = req.get('mcp-session-id');
    (req as Request & { auth?: AuthInfo }).auth = authInfoOf(grantOf(req));
    try {
      if (id) {
        const s = sessions.get(id);
        if (!s || s.scope.app !== app || s.scope.set?.name !== set)
          return rpcError(res, 404, -32001, 'Session not found: initialize a new session');
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
        // the client's answers to requests relayed during a call go to the server of that call's stream
        if (req.method === 'POST' && s.relayed.size > 0 && onlyResponses(req.body)) {
          for (const m of Array.isArray(req.body) ? req.body : [req.body]) {
            const to = s.relayed.get(m.id);
            s.relayed.delete(m.id);
            to?.transport.onmessage?.({ ...m, id: to.id });
          }
          res.status(202).end();
          return;
        }
        try {
          if (req.method === 'POST' && wantsProgress(req.body, s.scope.state.relays)) await progressStream(s, req, res);
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
      const refused: Refused = new Map();
      const scope = scopeOf(req, refused);
      const server = catalogServer(scope);
      scope.state.server = server;
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        enableJsonResponse: true,
        onsessioninitialized: (sid) => {
          const relayed = new Map();
          sessions.set(sid, {
            server,
            transport,
            lastSeen: Date.now(),
            refused,
            streams: new Set(),
            relayed,
            fast: new Map(),
            owner,
            scope,
          });
        },
        onsessionclosed: (sid) => {
          sessions.delete(sid);
          passthrough.forget(scope.state);
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
    // the session's scope as it was made (scopeOf): the client's level and capabilities are the session's
    const server = catalogServer(s.scope as Scope, true);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: false });
    // the requests it relays to the client get ids unique in the session (each server counts from 0), so
    // that the client's answer, POSTed on the session, goes back to the server that asked
    const send = transport.send.bind(transport);
    transport.send = (message, options) => {
      if (!isJSONRPCRequest(message)) return send(message, options);
      const id = randomUUID();
      s.relayed.set(id, { transport, id: message.id });
      return send({ ...message, id }, options);
    };
    // answered or abandoned: closing aborts a call still running (the client went away)
    const ended = new Promise<void>((resolve) =>
      res.once('close', () => {
        s.streams.delete(transport);
        for (const [id, r] of s.relayed) if (r.transport === transport) s.relayed.delete(id);
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

  for (const path of [MCP_PATH, MCP_APP_PATH, MCP_SET_PATH]) {
    service.app.post(path, handle);
    service.app.get(path, handle);
    service.app.delete(path, handle);
  }
  // a body the JSON parser (or the well-formedness check) refused: a JSON-RPC error, not {detail}
  service.app.use([MCP_PATH, MCP_APP_PATH, MCP_SET_PATH], (err: unknown, _req: Request, res: Response, next: NextFunction) => {
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

  ctx.fastPath?.(mcpFastPath({ ...fastDeps, catalog, sessions, guard: ctx.guard, logger: ctx.logger }));

  ctx.onClose(async () => {
    unsubscribe();
    await modern.close();
    passthrough.close();
    clearTimeout(pending);
    clearInterval(sweeper);
    for (const id of [...sessions.keys()]) end(id);
  });
}
