/**
 * One MCP server (protocol side) over the catalogue, for one scope: every application
 * under `<service>_<tool>` (`/mcp`, or its three discovery tools: discovery.ts), or one
 * application under its tools' own names (`/mcp/apps/<app>`); resources, prompts,
 * completion and logging passed through (passthrough.ts); and, when the request is
 * answered as an event stream, the calling client reachable by the upstream during a call
 * (its log messages, sampling and elicitation requests).
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  type ServerCapabilities,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { VERSION } from '../../version.js';
import type { Catalog, CatalogTool } from '../catalog.js';
import type { Grant } from '../keys/index.js';
import type { ToolSearch } from '../search/service.js';
import type { ToolProgress } from '../types.js';
import { RELAYED_REQUESTS, type CallRelay } from '../upstream.js';
import { DISCOVERY_TOOLS, callToolTarget, discoveryAnswer, isDiscoveryTool } from './discovery.js';
import { callTool } from './fast-call.js';
import { loud, page, passThrough, type Passthrough } from './passthrough.js';
import type { Refused, SessionScope, SessionState } from './types.js';
import { mcpTool, rpcFailure } from './tools.js';
import { mayUse } from '../keys/gate.js';
import type { CallGuard } from '../call-guard.js';

export interface Scope extends SessionScope {
  catalog: Catalog;
  search: ToolSearch;
  passthrough: Passthrough;
  refused: Refused;
  pageSize: number;
  /** The key of the session (the capabilities declared are those of the applications it may use). */
  grant?: Grant;
  /** Replica mode (no sessions): no subscriptions, nothing relayed. */
  stateless?: boolean;
  /** Asked before a call runs: limits and approvals. */
  guard?: CallGuard;
}

/** The key a request was admitted with travels to the handlers as the SDK's `authInfo` (never the token). */
export function authInfoOf(grant: Grant | undefined): AuthInfo | undefined {
  return grant && { token: '', clientId: grant.name, scopes: [...grant.scopes], extra: { grant } };
}
const grantFrom = (extra: unknown) => (extra as { authInfo?: AuthInfo }).authInfo?.extra?.grant as Grant | undefined;

/** An application's tools by their own names (a small table per catalogue generation). */
const ownNames = new WeakMap<Catalog, { generation: number; byApp: Map<string, Map<string, CatalogTool>> }>();
function appTools(catalog: Catalog, app: string): Map<string, CatalogTool> {
  let cached = ownNames.get(catalog);
  if (!cached || cached.generation !== catalog.generation) {
    cached = { generation: catalog.generation, byApp: new Map() };
    for (const t of catalog.tools()) {
      let m = cached.byApp.get(t.app);
      if (!m) cached.byApp.set(t.app, (m = new Map()));
      if (!m.has(t.tool.name)) m.set(t.tool.name, t);
    }
    ownNames.set(catalog, cached);
  }
  return cached.byApp.get(app) ?? new Map();
}

/** The calling client as the upstream reaches it during a call (a request answered as an event stream). */
function relayOf(extra: RequestHandlerExtra<ServerRequest, ServerNotification>, state: SessionState): CallRelay {
  return {
    notify: (n) => {
      if (n.method === 'notifications/message' && !loud(n.params?.level, state.level)) return;
      extra.sendNotification(n as never).catch(() => {});
    },
    request: (r, signal) => extra.sendRequest(r as never, RELAYED_REQUESTS[r.method], { signal }) as Promise<Record<string, unknown>>,
  };
}

/** The server of a scope; `streamed`: its requests are answered as event streams (the client can be reached). */
export function catalogServer(scope: Scope, streamed = false): Server {
  const { catalog, app, state, set } = scope;
  // a tool set holds tools only: resources and prompts are at /mcp and /mcp/apps/<app>
  const passed = set ? {} : scope.passthrough.capabilities(scope.grant, app);
  const capabilities: ServerCapabilities = { tools: { listChanged: true }, ...passed };
  // updates of a subscription need a session to go to
  if (scope.stateless && capabilities.resources) capabilities.resources = { listChanged: true };
  const server = new Server(
    { name: 'agent-registry', version: VERSION },
    {
      capabilities,
      instructions:
        set !== undefined
          ? `The tool set '${set.name}' of the agent tool registry, its tools named <service>_<tool>.`
          : app === undefined
            ? 'Every tool of the agent tool registry (OpenAPI services, MCP servers, TRM tool ' +
              'runtimes, onboarded tools), named <service>_<tool>.'
            : `The application '${app}' of the agent tool registry, under its own names.`,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, (req, extra) => {
    if (scope.mode === 'search' && app === undefined) return { tools: DISCOVERY_TOOLS };
    if (app !== undefined)
      return page(
        [...appTools(catalog, app)].filter(([, t]) => mayUse(grantFrom(extra), t)).map(([own, t]) => mcpTool(t, own)),
        'tools',
        'tools',
        req.params?.cursor,
        scope.pageSize,
      );
    // a key limited to some applications (or tool sets) lists only their tools; a set's endpoint only the set's
    const grant = grantFrom(extra);
    const all =
      grant?.apps || grant?.sets || set ? catalog.tools().filter((t) => mayUse(grant, t) && (!set || set.contains(t))) : catalog.tools();
    return page(
      all.map((t) => mcpTool(t)),
      'tools',
      'tools',
      req.params?.cursor,
      scope.pageSize,
    );
  });
  /** A tool outside the set is not found on the set's endpoint. */
  const inSet = (name: string) => {
    const t = set && catalog.find(name);
    if (set && !(t && set.contains(t)))
      throw rpcFailure(
        ErrorCode.InvalidParams,
        `Tool '${name}' is not in the tool set '${set.name}': tools/list (or GET /sets) shows what it holds`,
      );
    return name;
  };
  server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    const name = req.params.name;
    const issues = scope.refused.get(extra.requestId);
    const token = req.params._meta?.progressToken;
    let last = -Infinity;
    // progress is relayed in increasing order only (a re-sent call starts counting again)
    const onProgress = (p: ToolProgress) => {
      if (token === undefined || !(p.progress > last)) return;
      last = p.progress;
      extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, ...p } }).catch(() => {});
    };
    const grant = grantFrom(extra);
    const relay = streamed ? relayOf(extra, state) : undefined;
    const opts = { issues, grant, signal: extra.signal, onProgress, relay, guard: scope.guard, elicit: state.elicits };
    if (app !== undefined) return callTool(catalog, appTools(catalog, app).get(name)?.name ?? `${app}_${name}`, req.params.arguments, opts);
    if (scope.mode === 'search' && isDiscoveryTool(name)) {
      const answer = discoveryAnswer(catalog, scope.search, name, req.params.arguments, grant, set?.contains);
      if (answer) return answer;
      const target = callToolTarget(req.params.arguments);
      return callTool(catalog, inSet(target.name), target.args, opts);
    }
    return callTool(catalog, inSet(name), req.params.arguments, opts);
  });
  // the session's own server: its client can be reached (its calls answered as event streams) when it can be asked something
  if (!streamed)
    server.oninitialized = () => {
      const c = server.getClientCapabilities();
      if (c?.sampling || c?.elicitation) state.relays = true;
      state.elicits = c?.elicitation !== undefined;
    };
  passThrough(server, scope.passthrough, { app, state, pageSize: scope.pageSize, grantOf: grantFrom, caps: capabilities });
  return server;
}
