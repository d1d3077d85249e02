import { startAnthropicStub } from './anthropic-stub.js';
import type { ModelStub, ModelStubReply, ModelStubRequest } from './model-stub.js';
import { startOpenAiStub } from './openai-stub.js';

/** What the provider contract suite needs to know of one hosted-model API. */
export interface Dialect {
  provider: 'openai' | 'anthropic';
  keyEnv: string;
  start(script: (body: any, n: number, req: ModelStubRequest) => ModelStubReply): Promise<ModelStub>;
  /** llm.base_url for a stub. */
  baseUrl(stub: ModelStub): string;
  /** The key a request carried. */
  keyOf(req: ModelStubRequest): string | undefined;
  toolNames(body: any): string[];
  /** Tool results sent back in a request, in order. */
  toolResults(body: any): { id: string; content: string }[];
  /** Ids of the tool calls the model made in a request's history, in order. */
  callIds(body: any): string[];
  lastUserText(body: any): string;
}

const text = (c: unknown): string =>
  typeof c === 'string'
    ? c
    : Array.isArray(c)
      ? c.map((b: any) => (typeof b === 'string' ? b : (b.text ?? (typeof b.content === 'string' ? b.content : '')))).join('')
      : '';

export const OPENAI: Dialect = {
  provider: 'openai',
  keyEnv: 'OPENAI_API_KEY',
  start: startOpenAiStub,
  baseUrl: (s) => `${s.url}/v1`,
  keyOf: (r) => r.authorization?.replace(/^Bearer /, ''),
  toolNames: (b) => (b.tools ?? []).map((t: any) => t.function.name),
  toolResults: (b) => b.messages.filter((m: any) => m.role === 'tool').map((m: any) => ({ id: m.tool_call_id, content: text(m.content) })),
  callIds: (b) => b.messages.flatMap((m: any) => (m.tool_calls ?? []).map((c: any) => c.id)),
  lastUserText: (b) => text(b.messages.filter((m: any) => m.role === 'user').at(-1)?.content),
};

export const ANTHROPIC: Dialect = {
  provider: 'anthropic',
  keyEnv: 'ANTHROPIC_API_KEY',
  start: startAnthropicStub,
  baseUrl: (s) => s.url,
  keyOf: (r) => r.apiKey,
  toolNames: (b) => (b.tools ?? []).map((t: any) => t.name),
  toolResults: (b) =>
    b.messages
      .filter((m: any) => m.role === 'user' && Array.isArray(m.content))
      .flatMap((m: any) => m.content.filter((c: any) => c.type === 'tool_result'))
      .map((c: any) => ({ id: c.tool_use_id, content: text(c.content) })),
  callIds: (b) =>
    b.messages.flatMap((m: any) =>
      Array.isArray(m.content) ? m.content.filter((c: any) => c.type === 'tool_use').map((c: any) => c.id) : [],
    ),
  lastUserText: (b) => text(b.messages.filter((m: any) => m.role === 'user' && typeof m.content === 'string').at(-1)?.content),
};
