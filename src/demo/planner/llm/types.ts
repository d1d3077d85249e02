import type { JsonSchema } from '../../../registry/types.js';
import type { ModelEndpoint } from '../../../settings/llm.js';
import type { ModelUsage } from '../types.js';

/**
 * The seam between the one agent loop (loop.ts) and each model provider (openai.ts,
 * anthropic.ts, ollama/adapter.ts). The loop speaks these neutral shapes; an adapter
 * translates them to its API, makes one model call, and translates the reply back.
 */

/** A tool as the model is offered it: a name the provider accepts and a `$ref`-free schema. */
export interface ModelTool {
  name: string;
  description: string;
  parameters: JsonSchema;
}

/** One tool call the model asked for. `arguments` is what the model sent (text or object). */
export interface ModelCall {
  id: string;
  name: string;
  arguments: unknown;
}

export type ModelMessage =
  | { role: 'user'; text: string }
  | { role: 'assistant'; text: string; calls: ModelCall[] }
  | { role: 'tool'; results: { id: string; name: string; content: string }[] };

export interface ModelRequest {
  model: string;
  system: string;
  messages: ModelMessage[];
  tools: ModelTool[];
  /** Set when the chat is streamed: called with each piece of answer text as it arrives. */
  onText?: (text: string) => void;
  /** Aborts at api_mode.request_timeout or when the chat stops. */
  signal: AbortSignal;
}

export interface ModelReply {
  text: string;
  calls: ModelCall[];
  usage: ModelUsage;
}

/** One model provider behind the loop. */
export interface ModelAdapter {
  /** `openai`, `anthropic`, `ollama`: the planner's name in /status and metadata. */
  readonly name: string;
  /** Makes one model call (retries and key rotation happen below it). Throws LlmError for a failure it understands. */
  complete(req: ModelRequest): Promise<ModelReply>;
  /** The failure of a model call in one line, as an LlmError (never containing a key). */
  describe(err: unknown): Error;
}

/** The `fetch` a model SDK is given (fetch.ts makes it: pool, keys, retries). */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** What every adapter is made with. */
export interface AdapterOptions {
  endpoint: ModelEndpoint;
  fetch: FetchLike;
  /** The keys configured: scrubbed from provider messages; none means no key is sent. */
  secrets: () => string[];
  /** api_mode.request_timeout in ms (the SDK's own limit is set just above it). */
  timeoutMs: number;
}
