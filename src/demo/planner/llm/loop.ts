import type { Settings } from '../../../settings/index.js';
import type { ModelEndpoint } from '../../../settings/llm.js';
import { tracing } from '../../../shared/tracing.js';
import { limitRows } from '../../result-limits.js';
import { withTimeout } from '../../tools/deadline.js';
import type { AgentTool } from '../../tools/types.js';
import { LlmError, LlmUnreachableError } from '../errors.js';
import type { ModelUsage, PlanContext, Planner, PlanResult, RunPlan, Turn } from '../types.js';
import { ToolNaming } from './schema.js';
import { FIND_TOOLS, Shortlist } from './shortlist.js';
import { presentResult, QUERY_TOOL, runQuery } from './results.js';
import { Executor, explain, findRows } from '../../query/index.js';
import { isLimit, isOffset, isPageNumber } from '../../query/paging.js';
import type { ModelAdapter, ModelCall, ModelMessage, ModelReply } from './types.js';

export interface ModelPlannerOptions {
  settings: Settings;
  endpoint: ModelEndpoint;
  adapter: ModelAdapter;
  /** The planner that answers when the model endpoint is not reachable (the offline one). */
  fallback?: () => Promise<Planner>;
  /** Told the last failure of a model call (null after a success), for /status. */
  report?: (failure: string | null) => void;
}

function systemPrompt(settings: Settings, shortlist: Shortlist): string {
  const tools = shortlist.whole
    ? `You have ${shortlist.total} tool(s).`
    : `The catalogue has ${shortlist.total} tools; you are offered the likeliest ones. Call ${FIND_TOOLS} to search for others.`;
  return [
    'You are the agent of a business demo. Answer the user by calling the tools you are given; never invent data.',
    `${tools} Call as many as you need, several at once when they do not depend on each other, using earlier results as arguments.`,
    `When you answer, state the direct answer first, then at most ${settings.demo.max_results} rows, and always the total count of a list.`,
    `A list longer than what you are sent, or one page of a longer list, is never the whole: use the ${QUERY_TOOL} tool to count, ` +
      'total, average, rank or filter every row (results are kept as handles r1, r2, ... that later queries and questions can use).',
    'If no tool can answer the question, say so plainly.',
    `Today is ${new Date().toISOString().slice(0, 10)}.`,
  ].join('\n');
}

function historyMessages(history: Turn[], max: number): ModelMessage[] {
  return history.flatMap((t): ModelMessage[] => [
    { role: 'user', text: t.message },
    {
      role: 'assistant',
      text:
        `${t.response}\n\n[data of this answer${t.handle ? `, kept as ${t.handle}` : ''}: ` +
        `${JSON.stringify(limitRows(t.result, max)).slice(0, 4000)}]`,
      calls: [],
    },
  ]);
}

/** A tool call's arguments without its paging ones: what "every row of this call" means as a query source. */
function sourceArgs(tool: AgentTool, args: Record<string, unknown>): Record<string, unknown> {
  const paging = new Set(tool.parameters.filter((p) => isLimit(p) || isOffset(p) || isPageNumber(p)).map((p) => p.name));
  return Object.fromEntries(Object.entries(args).filter(([k]) => !paging.has(k)));
}

/** A call's arguments as an object, or why they are not one. */
export function parseArgs(raw: unknown): { args: Record<string, unknown> } | { error: string } {
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

/**
 * Confidence of a model's answer (documented in docs/demo-server.md): 0.9 when the model
 * answered from at least one successful tool call, 0.15 less per failed or malformed call
 * (not below 0.2); 0.4 when it answered without calling any tool; 0.1 when it ran out of
 * steps or its tool calls could not be used.
 */
export function modelConfidence(okCalls: number, badCalls: number, finished: boolean): number {
  if (!finished) return 0.1;
  if (okCalls === 0) return 0.4;
  return Math.max(0.2, Math.round((0.9 - 0.15 * badCalls) * 100) / 100);
}

interface Outcome {
  content: string;
  ok: boolean;
  malformed: boolean;
  result?: unknown;
  /** The handle the result is kept under. */
  handle?: string;
}

/**
 * The one agent loop of every model provider: the shortlisted tools and the conversation
 * go to the model; the tool calls it asks for run (side by side when it asks for several
 * at once) and their results go back; until it answers in text or `llm.max_steps` model
 * calls are spent. Each model call has api_mode.request_timeout; the chat's deadline
 * (demo.default_timeout) stops everything. A call naming no tool, or with arguments that
 * are not a JSON object, goes back to the model as an error once; a second such turn ends
 * the chat with a clear answer. An endpoint that cannot be reached hands the chat to the
 * offline planner, whose answer says so.
 */
export function createModelPlanner(opts: ModelPlannerOptions): Planner {
  const { settings, endpoint, adapter } = opts;
  const { model } = endpoint;
  return {
    name: adapter.name,
    async answer(ctx: PlanContext): Promise<PlanResult> {
      const max = settings.demo.max_results;
      const naming = new ToolNaming();
      const lastUser = ctx.history.at(-1)?.message ?? '';
      const search = async (q: string, k: number) => ctx.tools.search?.(q, k, ctx.signal);
      const shortlist = await Shortlist.open(ctx.tools.list(), naming, settings.llm.max_tools, `${ctx.message} ${lastUser}`, search);
      const system = systemPrompt(settings, shortlist);
      const messages: ModelMessage[] = [...historyMessages(ctx.history, max), { role: 'user', text: ctx.message }];
      const first = shortlist.offered();
      ctx.emit({
        type: 'plan',
        planner: adapter.name,
        text: `Asking ${model} with ${first.length} tool(s)${shortlist.whole ? '' : ` of ${shortlist.total} (${FIND_TOOLS} for more)`}`,
      });
      const usage: ModelUsage = { input: 0, output: 0 };
      let ok = 0;
      let bad = 0;
      let malformedTurns = 0;
      let result: unknown = null;
      let handle: string | undefined;
      const plans: RunPlan[] = [];
      const call = { sessionId: ctx.sessionId, signal: ctx.signal, emit: ctx.emit };
      const executor = new Executor({ tools: ctx.tools, call, results: ctx.results, shown: max });
      const budget = settings.llm.result_chars;
      const done = (response: string, finished: boolean, confidence?: number): PlanResult => ({
        response,
        result,
        confidence: confidence ?? modelConfidence(ok, bad, finished),
        usage,
        model,
        ...(plans.length > 0 ? { plans } : {}),
        ...(handle ? { handle } : {}),
      });

      const callCtx = call;
      const runCall = async (call: ModelCall): Promise<Outcome> => {
        const parsed = parseArgs(call.arguments);
        if (call.name === FIND_TOOLS && !shortlist.whole) {
          if ('error' in parsed) return { content: `Error: ${parsed.error}`, ok: false, malformed: true };
          const found = await shortlist.find(parsed.args);
          return 'error' in found
            ? { content: `Error: ${found.error}`, ok: false, malformed: true }
            : { content: JSON.stringify(found.result), ok: true, malformed: false };
        }
        if (call.name === QUERY_TOOL) {
          if ('error' in parsed) return { content: `Error: ${parsed.error}`, ok: false, malformed: true };
          const q = await runQuery(parsed.args, { tools: ctx.tools, call: callCtx, results: ctx.results, executor });
          if (!q.ok) return { content: `Error: ${q.error}`, ok: false, malformed: false };
          const text = explain(q.request);
          plans.push({ json: q.request, text });
          const value = q.result.value !== undefined && q.result.rows.length === 1 ? q.result.rows[0] : q.result.rows;
          const shown = presentResult(value, { budget, handle: q.result.handle, partial: q.result.partial, plan: text });
          return { content: shown.content, ok: true, malformed: false, result: value, handle: q.result.handle };
        }
        const tool: AgentTool | undefined = shortlist.lookup(call.name);
        if (!tool) {
          const names = shortlist.offered().map((t) => t.name);
          return { content: `Error: there is no tool named '${call.name}'. Use one of: ${names.join(', ')}`, ok: false, malformed: true };
        }
        if ('error' in parsed) return { content: `Error: ${parsed.error}`, ok: false, malformed: true };
        shortlist.pin(tool);
        const args = naming.argsOf(tool, parsed.args);
        const outcome = await ctx.tools.call(tool.name, args, callCtx);
        if (outcome.status !== 'ok') return { content: `Error: ${outcome.error}`, ok: false, malformed: false };
        const value = outcome.result ?? null;
        // kept as a handle: its rows when the result is the whole list, else the call itself (every page, read on use)
        const set = findRows(value);
        const whole = set.single || set.total === undefined || set.total <= set.rows.length;
        const source = { from: { tool: tool.name, args: sourceArgs(tool, args) } };
        const kept =
          tool.readOnly && !set.single
            ? ctx.results?.put(ctx.sessionId, { request: source, ...(whole ? { rows: set.rows } : {}) })
            : undefined;
        const shown = presentResult(value, { budget, handle: kept });
        return { content: shown.content, ok: true, malformed: false, result: value, handle: kept };
      };

      for (let step = 0; step < settings.llm.max_steps; step++) {
        let reply: ModelReply;
        const callSignal = withTimeout(ctx.signal, settings.api_mode.request_timeout * 1000);
        const started = Date.now();
        try {
          const attrs = { 'gen_ai.system': adapter.name, 'gen_ai.request.model': model };
          reply = await tracing().span(`model ${model}`, 'client', attrs, async (span) => {
            const r = await adapter.complete({
              model,
              system,
              messages,
              tools: shortlist.offered(),
              signal: callSignal,
              ...(ctx.streaming ? { onText: (text: string) => ctx.emit({ type: 'token', text }) } : {}),
            });
            span.setAttributes({ 'gen_ai.usage.input_tokens': r.usage.input, 'gen_ai.usage.output_tokens': r.usage.output });
            return r;
          });
          opts.report?.(null);
        } catch (err) {
          if (ctx.signal.aborted) throw ctx.signal.reason;
          // (the SDK's own limit, set just above ours, may fire first on a busy machine: the time spent says which it was)
          const timedOut = callSignal.aborted || Date.now() - started >= settings.api_mode.request_timeout * 1000;
          const failure = timedOut
            ? new LlmError(504, `The language model did not answer within ${settings.api_mode.request_timeout}s (api_mode.request_timeout)`)
            : adapter.describe(err);
          opts.report?.(failure.message);
          if (failure instanceof LlmUnreachableError && opts.fallback) {
            const offline = await (await opts.fallback()).answer(ctx);
            const why = `${failure.message[0]!.toLowerCase()}${failure.message.slice(1)}`;
            return {
              ...offline,
              planner: 'offline',
              response: `${offline.response}\n\n(The offline planner answered: ${why}.)`,
            };
          }
          throw failure;
        }
        usage.input += reply.usage.input;
        usage.output += reply.usage.output;
        messages.push({ role: 'assistant', text: reply.text, calls: reply.calls });
        if (reply.calls.length === 0) {
          const text = reply.text.trim();
          return done(text === '' ? 'The model returned an empty answer.' : text, true);
        }
        if (reply.text.trim()) ctx.emit({ type: 'plan', planner: adapter.name, text: reply.text.trim() });
        const outcomes = await Promise.all(reply.calls.map(runCall));
        for (const o of outcomes) {
          if (o.ok && o.result !== undefined) {
            ok++;
            result = o.result;
            handle = o.handle;
          } else if (!o.ok) bad++;
        }
        messages.push({ role: 'tool', results: reply.calls.map((c, i) => ({ id: c.id, name: c.name, content: outcomes[i]!.content })) });
        const malformed = outcomes.filter((o) => o.malformed);
        if (malformed.length > 0 && ++malformedTurns > 1) {
          const why = malformed[0]!.content.replace(/^Error: /, '');
          return done(
            `The model ${model} sent tool calls that could not be used twice (${why.slice(0, 300)}), so I stopped; ` +
              'try rephrasing the question or another model.',
            false,
          );
        }
      }
      return done(`I could not finish within ${settings.llm.max_steps} model steps; the last data I got is shown below.`, false);
    },
  };
}
