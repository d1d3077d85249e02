/**
 * One MCP server (protocol side, 2025-11-25, SDK 1.x) over the catalogue, for one scope:
 * every application under `<service>_<tool>` (`/mcp`, or its three discovery tools:
 * discovery.ts), or one application under its tools' own names (`/mcp/apps/<app>`), or one
 * tool set (scope.ts); resources, prompts, completion and logging passed through
 * (passthrough.ts); and, when the request is answered as an event stream, the calling
 * client reachable by the upstream during a call (its log messages, sampling, elicitation
 * and roots requests).
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  McpError,
  ListToolsRequestSchema,
  type ServerCapabilities,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { VERSION } from '../../version.js';
import type { Grant } from '../keys/index.js';
import type { ToolProgress } from '../types.js';
import { RELAYED_REQUESTS, type CallRelay } from '../upstream.js';
import { loud } from './passthrough.js';
import { passThrough } from './pass-handlers.js';
import { callInScope, instructionsOf, listTools, type Scope } from './scope.js';
import type { SessionState } from './types.js';

export type { Scope } from './scope.js';

/** The key a request was admitted with travels to the handlers as the SDK's `authInfo` (never the token). */
export function authInfoOf(grant: Grant | undefined): AuthInfo | undefined {
  return grant && { token: '', clientId: grant.name, scopes: [...grant.scopes], extra: { grant } };
}
const grantFrom = (extra: unknown) => (extra as { authInfo?: AuthInfo }).authInfo?.extra?.grant as Grant | undefined;

/** The calling client as the upstream reaches it during a call (a request answered as an event stream). */
function relayOf(extra: RequestHandlerExtra<ServerRequest, ServerNotification>, state: SessionState): CallRelay {
  return {
    notify: (n) => {
      if (n.method === 'notifications/message' && !loud(n.params?.level, state.level)) return;
      extra.sendNotification(n as never).catch(() => {});
    },
    request: async (r, signal) => {
      // the spec's answer of a client without roots, given for it: it is not asked what it never offered
      if (r.method === 'roots/list' && !state.roots) throw new McpError(ErrorCode.MethodNotFound, 'The client does not support roots');
      return (await extra.sendRequest(r as never, RELAYED_REQUESTS[r.method], { signal })) as Record<string, unknown>;
    },
  };
}

/** The server of a scope; `streamed`: its requests are answered as event streams (the client can be reached). */
export function catalogServer(scope: Scope, streamed = false): Server {
  const { app, state, set } = scope;
  // a tool set holds tools only: resources and prompts are at /mcp and /mcp/apps/<app>
  const passed = set ? {} : scope.passthrough.capabilities(scope.grant, app);
  const capabilities: ServerCapabilities = { tools: { listChanged: true }, ...passed };
  // updates of a subscription need a session to go to
  if (scope.stateless && capabilities.resources) capabilities.resources = { listChanged: true };
  const server = new Server({ name: 'agent-registry', version: VERSION }, { capabilities, instructions: instructionsOf(scope) });
  server.setRequestHandler(ListToolsRequestSchema, (req, extra) => listTools(scope, grantFrom(extra), req.params?.cursor));
  server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    const token = req.params._meta?.progressToken;
    let last = -Infinity;
    // progress is relayed in increasing order only (a re-sent call starts counting again)
    const onProgress = (p: ToolProgress) => {
      if (token === undefined || !(p.progress > last)) return;
      last = p.progress;
      extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, ...p } }).catch(() => {});
    };
    return callInScope(scope, req.params.name, req.params.arguments, {
      issues: scope.refused.get(extra.requestId),
      grant: grantFrom(extra),
      signal: extra.signal,
      onProgress,
      relay: streamed ? relayOf(extra, state) : undefined,
      elicit: state.elicits,
    });
  });
  // the session's own server: its client can be reached (its calls answered as event streams) when it can be asked something
  if (!streamed)
    server.oninitialized = () => {
      const c = server.getClientCapabilities();
      if (c?.sampling || c?.elicitation || c?.roots) state.relays = true;
      state.elicits = c?.elicitation !== undefined;
      state.roots = c?.roots !== undefined;
    };
  passThrough(server, scope.passthrough, { app, state, pageSize: scope.pageSize, grantOf: grantFrom, caps: capabilities });
  return server;
}
