import type { Message } from 'ollama';
import type { Dispatcher } from 'undici';
import { LlmError } from '../errors.js';
import type { Settings } from '../../../settings/index.js';
import { withTimeout } from '../../tools/deadline.js';
import { limitRows } from '../../result-limits.js';
import type { Planner, PlanContext, PlanResult, Turn } from '../types.js';
import type { KeyRing } from './keys.js';
import { ollamaTools } from './tools.js';
import { ollamaClient } from './transport.js';
import { tracing } from '../../../shared/tracing.js';

/** Model turns allowed per chat before the planner stops and says so. */
export const MAX_STEPS = 8;
/** Characters of one tool result sent back to the model. */
const RESULT_CHARS = 12_000;

export interface OllamaPlannerOptions {
  settings: Settings;
  http: Dispatcher;
  keys: KeyRing;
}

function systemPrompt(settings: Settings, toolCount: number): string {
  return [
    'You are the agent of a business demo. Answer the user by calling the tools you are given; never invent data.',
    `You have ${toolCount} tool(s). Call as many as you need, one step after another, using earlier results as arguments.`,
    `When you answer, state the direct answer first, then at most ${settings.demo.max_results} rows, and always the total count of a list.`,
    'If no tool can answer the question, say so plainly.',
    `Today is ${new Date().toISOString().slice(0, 10)}.`,
  ].join('\n');
}

function historyMessages(history: Turn[], max: number): Message[] {
  return history.flatMap((t) => [
    { role: 'user', content: t.message },
    { role: 'assistant', content: `${t.response}\n\n[data of this answer: ${JSON.stringify(limitRows(t.result, max)).slice(0, 4000)}]` },
  ]);
}

function parseArgs(raw: unknown): { args: Record<string, unknown> } | { error: string } {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { args: {} };
    try {
      value = JSON.parse(raw);
    } catch (err) {
      return { error: `the arguments are not valid JSON (${(err as Error).message}); send a JSON object` };
    }
  }
  if (value === undefined || value === null) return { args: {} };
  if (typeof value !== 'object' || Array.isArray(value)) return { error: 'the arguments must be a JSON object' };
  return { args: value as Record<string, unknown> };
}

function describeLlmError(err: unknown, settings: Settings, signal: AbortSignal, callSignal: AbortSignal): never {
  if (signal.aborted) throw signal.reason;
  if (callSignal.aborted)
    throw new LlmError(504, `The language model did not answer within ${settings.api_mode.request_timeout}s (api_mode.request_timeout)`);
  const e = err as { status_code?: number; error?: string; message?: string; cause?: { code?: string } };
  const where = `the Ollama server at ${settings.llm.host}`;
  if (typeof e?.status_code === 'number') {
    if (e.status_code === 404)
      throw new LlmError(
        503,
        `${where} does not have the model '${settings.llm.model}' (${e.error ?? e.message}); run ` +
          `\`ollama pull ${settings.llm.model}\` or set llm.model`,
      );
    if (e.status_code === 401 || e.status_code === 403)
      throw new LlmError(503, `${where} rejected the key from $${settings.llm.api_key_env} (HTTP ${e.status_code})`);
    if (e.status_code === 429) throw new LlmError(503, `${where} is rate-limiting requests (HTTP 429)`, { 'Retry-After': '5' });
    throw new LlmError(502, `${where} answered HTTP ${e.status_code}: ${e.error ?? e.message}`);
  }
  throw new LlmError(
    503,
    `${where} is not reachable (${e?.cause?.code ?? e?.message ?? String(err)}). Start Ollama, or set llm.provider = "offline"`,
  );
}

/**
 * Confidence of an Ollama answer (documented in docs/demo-server.md): 0.9 when the model
 * answered from at least one successful tool call, 0.15 less per failed or malformed call
 * (not below 0.2); 0.4 when it answered without calling any tool; 0.1 when it ran out of
 * steps.
 */
export function ollamaConfidence(okCalls: number, badCalls: number, finished: boolean): number {
  if (!finished) return 0.1;
  if (okCalls === 0) return 0.4;
  return Math.max(0.2, Math.round((0.9 - 0.15 * badCalls) * 100) / 100);
}

/** Native tool calling through the `ollama` client, multi-step, over the toolbox of the chat. */
export function createOllamaPlanner(opts: OllamaPlannerOptions): Planner {
  const { settings } = opts;
  return {
    name: 'ollama',
    async answer(ctx: PlanContext): Promise<PlanResult> {
      const naming = ollamaTools(ctx.tools.list());
      const max = settings.demo.max_results;
      const messages: Message[] = [
        { role: 'system', content: systemPrompt(settings, naming.definitions.length) },
        ...historyMessages(ctx.history, max),
        { role: 'user', content: ctx.message },
      ];
      ctx.emit({ type: 'plan', planner: 'ollama', text: `Asking ${settings.llm.model} with ${naming.definitions.length} tool(s)` });
      let ok = 0;
      let bad = 0;
      let result: unknown = null;
      const usage = { input: 0, output: 0 };
      for (let step = 0; step < MAX_STEPS; step++) {
        const callSignal = withTimeout(ctx.signal, settings.api_mode.request_timeout * 1000);
        let reply: Message;
        try {
          const client = ollamaClient(settings.llm.host, opts.http, opts.keys, callSignal);
          const attrs = { 'gen_ai.system': 'ollama', 'gen_ai.request.model': settings.llm.model };
          const out = await tracing().span(`model ${settings.llm.model}`, 'client', attrs, async (span) => {
            const r = await client.chat({ model: settings.llm.model, messages, tools: naming.definitions, stream: false });
            span.setAttributes({ 'gen_ai.usage.input_tokens': r.prompt_eval_count, 'gen_ai.usage.output_tokens': r.eval_count });
            return r;
          });
          usage.input += out.prompt_eval_count ?? 0;
          usage.output += out.eval_count ?? 0;
          reply = out.message;
        } catch (err) {
          describeLlmError(err, settings, ctx.signal, callSignal);
        }
        messages.push(reply);
        const calls = reply.tool_calls ?? [];
        if (calls.length === 0) {
          const text = (reply.content ?? '').trim();
          return {
            response: text === '' ? 'The model returned an empty answer.' : text,
            result,
            confidence: ollamaConfidence(ok, bad, true),
            usage,
          };
        }
        if (reply.content?.trim()) ctx.emit({ type: 'plan', planner: 'ollama', text: reply.content.trim() });
        for (const call of calls) {
          const asked = String(call.function?.name ?? '');
          const real = naming.resolve(asked);
          const parsed = parseArgs(call.function?.arguments);
          let content: string;
          if (!real) {
            bad++;
            content = `Error: there is no tool named '${asked}'. Use one of: ${naming.definitions.map((d) => d.function.name).join(', ')}`;
          } else if ('error' in parsed) {
            bad++;
            content = `Error: ${parsed.error}`;
          } else {
            const outcome = await ctx.tools.call(real, parsed.args, { sessionId: ctx.sessionId, signal: ctx.signal, emit: ctx.emit });
            if (outcome.status === 'ok') {
              ok++;
              result = outcome.result ?? null;
              content = JSON.stringify(limitRows(outcome.result ?? null, max)).slice(0, RESULT_CHARS);
            } else {
              bad++;
              content = `Error: ${outcome.error}`;
            }
          }
          messages.push({ role: 'tool', content, tool_name: asked });
        }
      }
      return {
        response: `I could not finish within ${MAX_STEPS} model steps; the last data I got is shown below.`,
        result,
        confidence: ollamaConfidence(ok, bad, false),
        usage,
      };
    },
  };
}
