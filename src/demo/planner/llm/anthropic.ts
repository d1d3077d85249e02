import Anthropic, { APIConnectionError, APIError } from '@anthropic-ai/sdk';
import type { Message, MessageParam, Tool } from '@anthropic-ai/sdk/resources/messages';
import { describeSdkError } from './describe.js';
import { parseArgs } from './loop.js';
import type { AdapterOptions, ModelAdapter, ModelCall, ModelMessage, ModelReply, ModelRequest } from './types.js';

/** Output tokens one model call may write. */
const MAX_TOKENS = 4096;

/**
 * The Anthropic Messages API through the official `@anthropic-ai/sdk`: the system prompt
 * apart, tool calls as `tool_use` blocks, their results as `tool_result` blocks of a user
 * turn. Streamed chats use `messages.stream` (text deltas go to `onText`; the SDK assembles
 * `input_json_delta`s), others `messages.create`.
 */
function toAnthropic(messages: ModelMessage[]): MessageParam[] {
  return messages.map((m): MessageParam => {
    if (m.role === 'user') return { role: 'user', content: m.text };
    if (m.role === 'assistant') {
      if (m.calls.length === 0) return { role: 'assistant', content: m.text === '' ? '(no text)' : m.text };
      return {
        role: 'assistant',
        content: [
          ...(m.text.trim() !== '' ? [{ type: 'text' as const, text: m.text }] : []),
          ...m.calls.map((c) => {
            const parsed = parseArgs(c.arguments);
            return { type: 'tool_use' as const, id: c.id, name: c.name, input: 'args' in parsed ? parsed.args : {} };
          }),
        ],
      };
    }
    return {
      role: 'user',
      content: m.results.map((r) => ({
        type: 'tool_result' as const,
        tool_use_id: r.id,
        content: r.content,
        ...(r.content.startsWith('Error:') ? { is_error: true } : {}),
      })),
    };
  });
}

function fromAnthropic(msg: Message): ModelReply {
  const text = msg.content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('');
  const calls: ModelCall[] = msg.content.flatMap((b) => (b.type === 'tool_use' ? [{ id: b.id, name: b.name, arguments: b.input }] : []));
  return { text, calls, usage: { input: msg.usage?.input_tokens ?? 0, output: msg.usage?.output_tokens ?? 0 } };
}

export function createAnthropicAdapter(opts: AdapterOptions): ModelAdapter {
  const { endpoint } = opts;
  const client = new Anthropic({
    // the real key (or none) is set per attempt by the shared fetch (fetch.ts)
    apiKey: 'set-per-request',
    authToken: null,
    baseURL: endpoint.base_url,
    fetch: opts.fetch as unknown as typeof fetch,
    maxRetries: 0,
    timeout: opts.timeoutMs + 1000,
  });
  return {
    name: 'anthropic',
    async complete(req: ModelRequest): Promise<ModelReply> {
      const tools: Tool[] = req.tools.map((t) => ({
        name: t.name,
        description: t.description,
        input_schema: t.parameters as Tool['input_schema'],
      }));
      const body = {
        model: req.model,
        max_tokens: MAX_TOKENS,
        system: req.system,
        messages: toAnthropic(req.messages),
        ...(tools.length > 0 ? { tools } : {}),
      };
      if (!req.onText) return fromAnthropic(await client.messages.create({ ...body, stream: false }, { signal: req.signal }));
      const onText = req.onText;
      const stream = client.messages.stream(body, { signal: req.signal });
      stream.on('text', (delta) => onText(delta));
      return fromAnthropic(await stream.finalMessage());
    },
    describe: (err: unknown): Error =>
      describeSdkError(err, endpoint, opts.secrets(), {
        connection: APIConnectionError,
        api: APIError,
        message: (body) => (body as { error?: { message?: string } } | undefined)?.error?.message,
      }),
  };
}
