/**
 * What an upstream MCP server offers besides tools, as the registry passes it on (leaf
 * contract): the requests of the passthrough table, the server's notifications, and the
 * calling client of a call, which an upstream may reach during the call.
 *
 * The table is one row per method a `/mcp` client may send on to an upstream: the result
 * schema it is checked against (parsed at the edge, where it comes in) and the server
 * capability that offers it. Everything else derives from it: the source sends exactly
 * these, the endpoint registers a handler per row.
 */
import {
  CompleteResultSchema,
  CreateMessageResultSchema,
  ElicitResultSchema,
  EmptyResultSchema,
  GetPromptResultSchema,
  ListRootsResultSchema,
  ListPromptsResultSchema,
  ListResourceTemplatesResultSchema,
  ListResourcesResultSchema,
  ReadResourceResultSchema,
  type ServerCapabilities,
} from '@modelcontextprotocol/sdk/types.js';

export const PASSTHROUGH = {
  'resources/list': { result: ListResourcesResultSchema, capability: 'resources' },
  'resources/templates/list': { result: ListResourceTemplatesResultSchema, capability: 'resources' },
  'resources/read': { result: ReadResourceResultSchema, capability: 'resources' },
  'resources/subscribe': { result: EmptyResultSchema, capability: 'resources' },
  'resources/unsubscribe': { result: EmptyResultSchema, capability: 'resources' },
  'prompts/list': { result: ListPromptsResultSchema, capability: 'prompts' },
  'prompts/get': { result: GetPromptResultSchema, capability: 'prompts' },
  'completion/complete': { result: CompleteResultSchema, capability: 'completions' },
  'logging/setLevel': { result: EmptyResultSchema, capability: 'logging' },
} as const;

export type PassMethod = keyof typeof PASSTHROUGH;

/**
 * The requests an upstream may make of the calling client during a call, with the schema of the client's
 * answer (the registry declares `sampling`, `elicitation` and `roots` toward its MCP servers).
 */
export const RELAYED_REQUESTS = {
  'sampling/createMessage': CreateMessageResultSchema,
  'elicitation/create': ElicitResultSchema,
  'roots/list': ListRootsResultSchema,
} as const;

export type RelayedMethod = keyof typeof RELAYED_REQUESTS;

/** A JSON-RPC message as it travels (method and params; the id is the transport's). */
export interface Message {
  method: string;
  params?: Record<string, unknown>;
}

/** The client that made one call, as the upstream reaches it while the call runs. */
export interface CallRelay {
  /**
   * True while the call is held for its client (2026-07-28): the client was answered `input_required`
   * and comes back with a later request; the server, blocked on the answers, asks nothing new meanwhile.
   */
  held?(): boolean;
  /** A notification of the upstream during the call (`notifications/message`). */
  notify(notification: Message): void;
  /** A request of the upstream during the call (RELAYED_REQUESTS): the client's answer. */
  request(request: Message & { method: RelayedMethod }, signal: AbortSignal): Promise<Record<string, unknown>>;
}

/** An upstream MCP server's offer besides tools (a source of kind mcp has one). */
export interface McpUpstream {
  /** The capabilities the server announced (undefined until connected). */
  capabilities(): ServerCapabilities | undefined;
  /**
   * Sends one request of the table; its result as the server gave it, checked against the row's schema.
   * With `relay`, the request runs as a call under way whose caller the server may ask something
   * (its time limit standing still while the caller answers, `limitMs` in all).
   */
  request(
    method: PassMethod,
    params: Record<string, unknown> | undefined,
    opts: { timeoutMs: number; signal?: AbortSignal; relay?: CallRelay; limitMs?: number },
  ): Promise<unknown>;
  /** The server's notifications outside calls (`notifications/resources/updated`, list changes); returns the unsubscribe. */
  onNotification(listener: (notification: Message) => void): () => void;
}
