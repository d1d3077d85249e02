import { Ollama, type ChatResponse, type Message, type Tool } from 'ollama';
import { LlmError, LlmUnreachableError } from '../errors.js';
import { httpFailure, networkCause } from '../llm/describe.js';
import { parseArgs } from '../llm/loop.js';
import type { AdapterOptions, ModelAdapter, ModelMessage, ModelReply, ModelRequest } from '../llm/types.js';

/**
 * Ollama's native chat API through the `ollama` client, behind the shared agent loop:
 * tool calls carry no id (results go back as `role: tool` with the tool's name), arguments
 * are objects. Streamed chats read the NDJSON parts and pass text on as it arrives.
 */
function toOllama(system: string, messages: ModelMessage[]): Message[] {
  const out: Message[] = [{ role: 'system', content: system }];
  for (const m of messages) {
    if (m.role === 'user') out.push({ role: 'user', content: m.text });
    else if (m.role === 'assistant')
      out.push({
        role: 'assistant',
        content: m.text,
        ...(m.calls.length > 0
          ? {
              tool_calls: m.calls.map((c) => {
                const parsed = parseArgs(c.arguments);
                return { function: { name: c.name, arguments: 'args' in parsed ? parsed.args : {} } };
              }),
            }
          : {}),
      });
    else for (const r of m.results) out.push({ role: 'tool', content: r.content, tool_name: r.name });
  }
  return out;
}

function reply(message: Pick<Message, 'content' | 'tool_calls'>, last: Partial<ChatResponse>): ModelReply {
  return {
    text: message.content ?? '',
    calls: (message.tool_calls ?? []).map((c, i) => ({
      id: `call_${i}`,
      name: String(c.function?.name ?? ''),
      arguments: c.function?.arguments,
    })),
    usage: { input: last.prompt_eval_count ?? 0, output: last.eval_count ?? 0 },
  };
}

export function createOllamaAdapter(opts: AdapterOptions): ModelAdapter {
  const { endpoint } = opts;
  const where = `the Ollama server at ${endpoint.base_url}`;
  // one client per call: its requests stop with that call's signal
  const client = (signal: AbortSignal) =>
    new Ollama({
      host: endpoint.base_url,
      fetch: ((input: string | URL | Request, init?: RequestInit) =>
        opts.fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal })) as typeof fetch,
    });
  return {
    name: 'ollama',
    async complete(req: ModelRequest): Promise<ModelReply> {
      const tools: Tool[] = req.tools.map((t) => ({
        type: 'function',
        function: { name: t.name, description: t.description, parameters: t.parameters as NonNullable<Tool['function']['parameters']> },
      }));
      const body = { model: req.model, messages: toOllama(req.system, req.messages), tools };
      if (!req.onText) {
        const r = await client(req.signal).chat({ ...body, stream: false });
        return reply(r.message, r);
      }
      let content = '';
      const calls: NonNullable<Message['tool_calls']> = [];
      let last: Partial<ChatResponse> = {};
      for await (const part of await client(req.signal).chat({ ...body, stream: true })) {
        if (part.message?.content) {
          content += part.message.content;
          req.onText(part.message.content);
        }
        calls.push(...(part.message?.tool_calls ?? []));
        last = part;
      }
      return reply({ content, tool_calls: calls }, last);
    },
    describe(err: unknown): Error {
      if (err instanceof LlmError) return err;
      const e = err as { status_code?: number; error?: string; message?: string; name?: string };
      if (typeof e?.status_code === 'number') {
        if (e.status_code === 404)
          return new LlmError(
            503,
            `${where} does not have the model '${endpoint.model}' (${e.error ?? e.message}); ` +
              `run \`ollama pull ${endpoint.model}\` or set llm.model`,
          );
        return httpFailure(
          endpoint,
          { status: e.status_code, message: e.error ?? e.message ?? '' },
          opts.secrets(),
          opts.secrets().length > 0,
        );
      }
      return new LlmUnreachableError(
        `The Ollama server at ${endpoint.base_url} is not reachable (${networkCause(err)}); start Ollama, or set llm.provider = "offline"`,
      );
    },
  };
}
