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
 */
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Service, ValidationIssue } from '../../http/index.js';
import { VERSION } from '../../version.js';
import { argsFromOffered } from '../arg-names.js';
import { argsBoundsIssues } from '../args-bounds.js';
import type { Catalog } from '../catalog.js';
import { ArgsInvalidError } from '../errors.js';
import type { RegistryContext } from '../context.js';
import { mcpError, mcpResult, mcpTool } from './tools.js';

export const MCP_PATH = '/mcp';

export interface McpEndpointOptions {
  idleMs?: number;
  maxSessions?: number;
}

/** tools/call requests of a session whose raw arguments broke the bounds, by request id (see screenToolCalls). */
type Refused = Map<string | number, ValidationIssue[]>;

interface Session {
  server: Server;
  transport: StreamableHTTPServerTransport;
  lastSeen: number;
  refused: Refused;
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

/** One MCP server (protocol side) over the catalogue. */
function catalogServer(catalog: Catalog, refused: Refused): Server {
  const server = new Server(
    { name: 'agent-registry', version: VERSION },
    {
      capabilities: { tools: { listChanged: true } },
      instructions:
        'Every tool of the agent tool registry (OpenAPI services, MCP servers, TRM tool ' +
        'runtimes, onboarded tools), named <service>_<tool>.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: catalog.tools().map(mcpTool) }));
  server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    const name = req.params.name;
    const issues = refused.get(extra.requestId);
    if (issues) return mcpError(name, new ArgsInvalidError(name, issues));
    try {
      // arguments come under the names /mcp offered (arg-names.ts): back to the tool's own
      const args = argsFromOffered(catalog.find(name)?.tool.inputSchema, (req.params.arguments ?? {}) as Record<string, unknown>);
      return mcpResult(await catalog.call(name, args, { signal: extra.signal }));
    } catch (err) {
      return mcpError(name, err);
    }
  });
  return server;
}

/** Mounts the endpoint on the registry service; closes its sessions when the registry closes. */
export function mountMcpServer(
  service: Service,
  ctx: Pick<RegistryContext, 'catalog' | 'logger' | 'onClose'>,
  opts: McpEndpointOptions = {},
): void {
  const { catalog } = ctx;
  const log = ctx.logger.child({ component: 'mcp-endpoint' });
  const idleMs = opts.idleMs ?? 30 * 60_000;
  const maxSessions = opts.maxSessions ?? 1000;
  const sessions = new Map<string, Session>();

  const end = (id: string) => {
    const s = sessions.get(id);
    if (!s) return;
    sessions.delete(id);
    void s.transport.close().catch(() => {});
    void s.server.close().catch(() => {});
  };

  // announce catalogue changes (debounced: one load can change the set several times)
  let pending: NodeJS.Timeout | undefined;
  const unsubscribe = catalog.onChange(() => {
    if (pending || sessions.size === 0) return;
    pending = setTimeout(() => {
      pending = undefined;
      for (const s of sessions.values()) s.server.sendToolListChanged().catch(() => {});
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

  const handle = async (req: Request, res: Response) => {
    const id = req.get('mcp-session-id');
    try {
      if (id) {
        const s = sessions.get(id);
        if (!s) return rpcError(res, 404, -32001, 'Session not found: initialize a new session');
        s.lastSeen = Date.now();
        // keep the map in least-recently-used order
        sessions.delete(id);
        sessions.set(id, s);
        const screened = req.method === 'POST' ? screenToolCalls(req.body, s.refused) : [];
        try {
          await s.transport.handleRequest(req, res, req.body);
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
      if (sessions.size >= maxSessions) end(sessions.keys().next().value!);
      const refused: Refused = new Map();
      const server = catalogServer(catalog, refused);
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        enableJsonResponse: true,
        onsessioninitialized: (sid) => {
          sessions.set(sid, { server, transport, lastSeen: Date.now(), refused });
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

  service.app.post(MCP_PATH, handle);
  service.app.get(MCP_PATH, handle);
  service.app.delete(MCP_PATH, handle);

  ctx.onClose(async () => {
    unsubscribe();
    clearTimeout(pending);
    clearInterval(sweeper);
    for (const id of [...sessions.keys()]) end(id);
  });
}
