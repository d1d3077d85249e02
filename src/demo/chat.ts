import type { DemoMetrics } from './metrics.js';
import type { z } from 'zod';
import type { ChatResponse } from './routes/schemas.js';
import type { Logger } from '../shared/logger.js';
import { AgentError, HttpError } from '../shared/errors.js';
import { BROWSER_HINT, BROWSER_REFUSAL, CAPABILITY_TEXT, effectiveCapabilities } from '../modes/capabilities.js';
import type { Mode, Settings } from '../settings/index.js';
import { classifyIntent } from './browser-request.js';
import type { PlannerSelector } from './planner/select.js';
import type { PlanResult, Turn } from './planner/types.js';
import type { ResultStore } from './query/handles.js';
import { Sessions, type SessionStore } from './sessions.js';
import { BusyError, type ChatSlots } from './tools/concurrency.js';
import { HeldClock, TimeoutError } from './tools/deadline.js';
import { askedPreface, chatInput, saidLines, type Said } from './chat-input.js';
import type { Elicitations } from './elicitations.js';
import type { ToolLayer } from './tools/layer.js';
import type { ChatEvent, ToolBox, ToolCallRecord, ToolInput } from './tools/types.js';
import { heldText, HOLD_MS, isYes, type HeldChange } from './writes/confirm.js';
import { logWrite, recording, type Held } from './recording.js';

/** The answer of `POST /chat` (the wire shape of routes/schemas.ts). */
export type ChatAnswer = z.infer<typeof ChatResponse>;
export type ChatMetadata = ChatAnswer['metadata'];

export interface ChatDeps {
  settings: Settings;
  mode: Mode;
  layer: ToolLayer;
  selector: PlannerSelector;
  sessions: SessionStore;
  slots: ChatSlots;
  logger: Logger;
  /** Chats and model tokens counted (null when observability.metrics is off). */
  metrics?: DemoMetrics | null;
  /** The conversations' results, kept as handles for the query layer. */
  results?: ResultStore;
  /** The forms tools ask the chats' persons for (issue 31). */
  elicitations: Elicitations;
}

/** The held changes of the session's last turn, while they still wait for their "yes". */
function waiting(history: Turn[]): HeldChange[] {
  const last = history.at(-1);
  if (!last?.held?.length || Date.now() - Date.parse(last.at) > HOLD_MS) return [];
  return last.held;
}

/** `work` or the chat being stopped, whichever settles first; a late rejection of `work` is absorbed. */
function raceStop<T>(work: Promise<T>, stopped: Promise<never>): Promise<T> {
  work.catch(() => undefined);
  return Promise.race([work, stopped]);
}

const seconds = (startedMs: number) => Math.round(performance.now() - startedMs) / 1000;

/**
 * One chat, start to end: browser-intent gating (api mode refuses without running
 * anything), a concurrency slot (`max_concurrent_requests`), the whole-chat deadline
 * (`demo.default_timeout`), the toolbox of the mode, the planner, the answer, the session
 * turn and the audit line. Failures are HttpErrors with the status the client sees.
 */
export class ChatRunner {
  total = 0;

  constructor(private readonly deps: ChatDeps) {}

  get active(): number {
    return this.deps.slots.active;
  }

  get waiting(): number {
    return this.deps.slots.waiting;
  }

  /**
   * The conversation a chat belongs to: an id this server issued (its conversation is kept in
   * the session store) continues it; none, or any other id (one a client chose, one that has
   * expired), starts a new conversation under a new unguessable id, returned in
   * metadata.session_id. A client can never name, and so never read, a conversation it was not given.
   */
  private async conversation(given: string | undefined): Promise<string> {
    if (given === undefined) return Sessions.id(undefined);
    const known = await this.deps.sessions.history(given).then(
      (turns) => turns.length > 0,
      () => false,
    );
    return known ? given : Sessions.id(undefined);
  }

  async run(
    message: string,
    sessionId: string | undefined,
    opts: { emit?: (e: ChatEvent) => void; signal?: AbortSignal } = {},
  ): Promise<ChatAnswer> {
    const { settings, mode, sessions, layer, logger } = this.deps;
    const started = performance.now();
    const id = await this.conversation(sessionId);
    const emit = opts.emit ?? (() => undefined);
    const meta = (planner: string, tools: string[], confidence: number, extra: Partial<ChatMetadata> = {}): ChatMetadata => ({
      execution_time: seconds(started),
      tools_used: tools,
      confidence,
      planner,
      mode,
      session_id: id,
      max_results: settings.demo.max_results,
      ...extra,
    });
    const audit = (status: number, answer: ChatAnswer | null, error?: string) => {
      this.deps.metrics?.chat(answer?.metadata.planner ?? 'none', status);
      layer.audit.write({
        kind: 'chat',
        session_id: id,
        mode,
        message,
        status,
        planner: answer?.metadata.planner,
        tools_used: answer?.metadata.tools_used ?? [],
        confidence: answer?.metadata.confidence,
        execution_time: answer?.metadata.execution_time ?? seconds(started),
        response: answer?.response.slice(0, 500),
        error,
      });
    };

    this.total++;
    const caps = effectiveCapabilities(mode, settings.api_mode);
    if (mode === 'api' && classifyIntent(message).browser) {
      const answer: ChatAnswer = {
        response: BROWSER_REFUSAL,
        data: { result: null, calls: [], hint: BROWSER_HINT },
        metadata: meta('none', [], 1, { refused: true }),
      };
      await sessions.add(id, { message, response: answer.response, result: null, calls: [], at: new Date().toISOString() });
      audit(200, answer);
      return answer;
    }

    let release: () => void;
    try {
      release = await this.deps.slots.acquire(settings.api_mode.request_timeout * 1000, opts.signal);
    } catch (err) {
      if (err instanceof BusyError) audit(err.status, null, err.message);
      throw err;
    }

    const limit = new TimeoutError(
      `The chat did not finish within ${settings.demo.default_timeout}s (demo.default_timeout); try a narrower question or raise the limit`,
      'demo.default_timeout',
    );
    // the whole chat's limit, standing still while a person fills in a form a tool asked for
    const deadline = new HeldClock(opts.signal, settings.demo.default_timeout * 1000, () => limit);
    const signal = deadline.signal;
    const stopped = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    stopped.catch(() => undefined);
    const calls: ToolCallRecord[] = [];
    try {
      // RegistryDownError and BrowserUnavailableError carry their 503 (and Retry-After)
      const toolbox: ToolBox = await raceStop(layer.forChat(caps), stopped);
      if (caps.enabled.length === 0) {
        const why = caps.disabledBySetting
          .map((d) => `${CAPABILITY_TEXT[d.capability].split(':')[0]} is turned off by ${d.setting} = false`)
          .join('; ');
        const answer: ChatAnswer = {
          response: `No tools are available in ${mode} mode: ${why}.`,
          data: { result: null, calls: [] },
          metadata: meta('none', [], 1),
        };
        audit(200, answer);
        return answer;
      }
      const history = await raceStop(sessions.history(id), stopped);
      const { planner, status, model } = await this.deps.selector.current();
      const input = chatInput({
        elicitations: this.deps.elicitations,
        sessionId: id,
        emit: opts.emit,
        model,
        deadline,
        modelMs: settings.api_mode.request_timeout * 1000,
      });
      const pending = waiting(history);
      if (pending.length > 0 && isYes(message, pending)) {
        const answer = await this.confirmed(pending, toolbox, calls, { message, sessionId: id, signal, emit, meta, input });
        await sessions.add(id, {
          message,
          response: answer.response,
          result: null,
          calls: answer.data.calls,
          at: new Date().toISOString(),
        });
        audit(200, answer);
        return answer;
      }
      emit({
        type: 'plan',
        planner: planner.name,
        text: `${planner.name} planner (${status.reason}), ${toolbox.list().length} tool(s) in ${mode} mode`,
      });
      const held: Held = { changes: [], why: [] };
      const said: Said[] = [];
      const plan: PlanResult = await raceStop(
        planner.answer({
          message,
          sessionId: id,
          history,
          tools: recording(toolbox, calls, held, { message, sessionId: id, logger, input, said }),
          lookup: toolbox,
          settings,
          signal,
          emit,
          streaming: opts.emit !== undefined,
          results: this.deps.results,
        }),
        stopped,
      );
      const answeredBy = plan.planner ?? planner.name;
      this.deps.metrics?.tokens(answeredBy, plan.usage);
      const used = [...new Set(calls.map((c) => c.tool))];
      let confidence = Math.min(1, Math.max(0, Number.isFinite(plan.confidence) ? plan.confidence : 0));
      // a form nobody filled in leads the answer; a tool's own words after it asked something end it (unless already said)
      const asked = askedPreface(calls, settings.api_mode.progress_timeout);
      const words = saidLines(said, plan.response);
      let response = [asked, plan.response, words].filter(Boolean).join('\n\n');
      if (held.changes.length > 0) {
        // the question back leads; what the planner said about the refused call is not worth a second line
        const ask = heldText(held.changes, held.why);
        response = plan.response.includes('Nothing was changed') ? ask : `${ask}\n\n${response}`;
        confidence = Math.min(confidence, 0.5);
      }
      const answer: ChatAnswer = {
        response,
        data: {
          result: plan.result ?? null,
          calls: [...calls],
          ...(plan.plans && plan.plans.length > 0 ? { plan: plan.plans } : {}),
          ...(plan.handle ? { handle: plan.handle } : {}),
          ...(plan.reading ? { reading: plan.reading } : {}),
        },
        metadata: meta(answeredBy, used, confidence, {
          ...(plan.model ? { model: plan.model } : {}),
          ...(plan.usage ? { usage: { input_tokens: plan.usage.input, output_tokens: plan.usage.output } } : {}),
        }),
      };
      await sessions.add(id, {
        message,
        response: answer.response,
        result: answer.data.result,
        ...(plan.total !== undefined ? { total: plan.total } : {}),
        ...(plan.rowsOf !== undefined ? { rowsOf: plan.rowsOf } : {}),
        ...(plan.asked !== undefined ? { asked: plan.asked } : {}),
        ...(held.changes.length > 0 ? { held: held.changes } : {}),
        ...(plan.handle ? { handle: plan.handle } : {}),
        calls: answer.data.calls,
        at: new Date().toISOString(),
      });
      audit(200, answer);
      return answer;
    } catch (err) {
      let out: AgentError;
      if (err === limit || deadline.expired) out = limit;
      else if (err instanceof AgentError) out = err;
      else if (opts.signal?.aborted) out = new HttpError(499, 'The client went away before the chat finished');
      else {
        logger.error({ err }, 'chat failed');
        out = new HttpError(500, `The chat failed: ${(err as Error)?.message ?? String(err)}`);
      }
      audit(out.status, null, typeof out.detail === 'string' ? out.detail : JSON.stringify(out.detail));
      throw out;
    } finally {
      release();
      deadline.end(new Error('chat finished'));
    }
  }

  /** A plain "yes" to the changes the last answer held back: each runs exactly as it was described, once. */
  private async confirmed(
    pending: HeldChange[],
    toolbox: ToolBox,
    calls: ToolCallRecord[],
    chat: {
      message: string;
      sessionId: string;
      signal: AbortSignal;
      emit: (e: ChatEvent) => void;
      meta: (planner: string, tools: string[], confidence: number) => ChatMetadata;
      input: ToolInput;
    },
  ): Promise<ChatAnswer> {
    const lines: string[] = [];
    for (const change of pending) {
      chat.emit({ type: 'tool_call', tool: change.tool, args: change.args });
      const outcome = await toolbox.call(change.tool, change.args, {
        sessionId: chat.sessionId,
        signal: chat.signal,
        emit: chat.emit,
        input: chat.input,
      });
      logWrite({ sessionId: chat.sessionId, logger: this.deps.logger }, change.tool, change.args, outcome);
      const { result: _result, ...record } = outcome;
      calls.push(record);
      const done = change.what.replace(/^(\w+)/, (verb) => (verb === 'delete' ? 'Deleted' : verb === 'update' ? 'Updated' : 'Ran'));
      lines.push(outcome.status === 'ok' ? `${done}.` : `Could not ${change.what}: ${outcome.error ?? `HTTP ${outcome.httpStatus}`}.`);
    }
    const used = [...new Set(calls.map((c) => c.tool))];
    return { response: lines.join('\n'), data: { result: null, calls: [...calls] }, metadata: chat.meta('confirmation', used, 1) };
  }
}
