import OpenAI, { APIConnectionError, APIError } from 'openai';
import type { ChatCompletion, ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { describeSdkError } from './describe.js';
import type { AdapterOptions, ModelAdapter, ModelCall, ModelMessage, ModelReply, ModelRequest } from './types.js';

function toOpenAi(system: string, messages: ModelMessage[]): ChatCompletionMessageParam[] {
  const out: ChatCompletionMessageParam[] = [{ role: 'system', content: system }];
  for (const m of messages) {
    if (m.role === 'user') out.push({ role: 'user', content: m.text });
    else if (m.role === 'assistant')
      out.push({
        role: 'assistant',
        content: m.text === '' && m.calls.length > 0 ? null : m.text,
        ...(m.calls.length > 0
          ? {
              tool_calls: m.calls.map((c) => ({
                id: c.id,
                type: 'function' as const,
                function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments ?? {}) },
              })),
            }
          : {}),
      });
    else for (const r of m.results) out.push({ role: 'tool', tool_call_id: r.id, content: r.content });
  }
  return out;
}

function fromOpenAi(r: ChatCompletion): ModelReply {
  const msg = r.choices?.[0]?.message;
  const calls: ModelCall[] = (msg?.tool_calls ?? []).flatMap((c, i) =>
    c.type === 'function' ? [{ id: c.id || `call_${i}`, name: c.function.name, arguments: c.function.arguments }] : [],
  );
  return {
    text: typeof msg?.content === 'string' ? msg.content : '',
    calls,
    usage: { input: r.usage?.prompt_tokens ?? 0, output: r.usage?.completion_tokens ?? 0 },
  };
}

/**
 * Any OpenAI-compatible Chat Completions endpoint (OpenAI, Azure OpenAI's /openai/v1,
 * Groq, OpenRouter, Ollama's /v1, vLLM, llama.cpp, LM Studio, gateways) through the
 * official `openai` SDK. Streamed chats use `chat.completions.stream` (text deltas go to
 * `onText`; the SDK assembles tool-call deltas), others `chat.completions.create`.
 */
export function createOpenAiAdapter(opts: AdapterOptions): ModelAdapter {
  const { endpoint } = opts;
  const client = new OpenAI({
    // the real key (or none) is set per attempt by the shared fetch (fetch.ts)
    apiKey: 'set-per-request',
    baseURL: endpoint.base_url,
    fetch: opts.fetch as unknown as typeof fetch,
    maxRetries: 0,
    timeout: opts.timeoutMs + 1000,
  });
  return {
    name: 'openai',
    async complete(req: ModelRequest): Promise<ModelReply> {
      const tools: ChatCompletionTool[] = req.tools.map((t) => ({
        type: 'function',
        function: { name: t.name, description: t.description, parameters: t.parameters },
      }));
      const body = { model: req.model, messages: toOpenAi(req.system, req.messages), ...(tools.length > 0 ? { tools } : {}) };
      if (!req.onText) return fromOpenAi(await client.chat.completions.create({ ...body, stream: false }, { signal: req.signal }));
      const onText = req.onText;
      const stream = client.chat.completions.stream(
        { ...body, stream: true, stream_options: { include_usage: true } },
        { signal: req.signal },
      );
      stream.on('content.delta', ({ delta }) => {
        if (delta) onText(delta);
      });
      return fromOpenAi(await stream.finalChatCompletion());
    },
    describe: (err: unknown): Error =>
      describeSdkError(err, endpoint, opts.secrets(), {
        connection: APIConnectionError,
        api: APIError,
        message: (body) => (body as { message?: string } | undefined)?.message,
      }),
  };
}
