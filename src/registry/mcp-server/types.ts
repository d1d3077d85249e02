/** The MCP endpoint's shared shapes (leaf): a session, what it serves, its client's state. */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { LoggingLevel } from '@modelcontextprotocol/sdk/types.js';
import type { ValidationIssue } from '../../http/index.js';
import type { Message } from '../upstream.js';
import type { ToolsMode } from './discovery.js';
import type { ToolRef } from '../tool-sets.js';
import type { Cancel } from '../../shared/cancel.js';

/** tools/call requests of a session whose raw arguments broke the bounds, by request id (see screenToolCalls). */
export type Refused = Map<string | number, ValidationIssue[]>;

/** What one MCP session is: the client's log level, and a way to reach it outside a request. */
export interface SessionState {
  level?: LoggingLevel;
  /** The session's server (undefined in stateless mode): subscriptions' updates go out through it. */
  server?: Server;
  /** True once the client can be asked something or wants logs: its calls are answered as event streams. */
  relays: boolean;
  /** The client declared elicitation: it can be asked to wait for an approval. */
  elicits?: boolean;
  /** The client declared roots: an upstream's `roots/list` during its call goes to it (else -32601 to the upstream). */
  roots?: boolean;
  /** A 2026-07-28 listen stream: subscribed resources' updates go here instead of to a session's server. */
  onUpdate?: (notification: Message) => void;
}

/** What a session serves: `/mcp` (app undefined), one application or one tool set, its tools mode, its client's state. */
export interface SessionScope {
  app?: string;
  /** A named tool set (`/mcp/sets/<name>`): only its tools are listed, found and called. */
  set?: { name: string; contains(tool: ToolRef): boolean };
  mode: ToolsMode;
  state: SessionState;
}

export interface Session {
  server: Server;
  transport: StreamableHTTPServerTransport;
  lastSeen: number;
  refused: Refused;
  /** Transports of the POSTs being answered as event streams (see progressStream). */
  streams: Set<StreamableHTTPServerTransport>;
  /** Requests relayed to the client (sampling, elicitation), by the id it sees: the stream that sent each, and its own id. */
  relayed: Map<string | number, { transport: StreamableHTTPServerTransport; id: string | number }>;
  /** Calls running on the fast path, by request id: a `notifications/cancelled` (or the session's end) aborts them. */
  fast: Map<string | number, Cancel>;
  /** Whose session it is: the key's name, or the client's address while the registry is open. */
  owner: string;
  scope: SessionScope;
}
