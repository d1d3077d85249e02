/**
 * What one chat answers when a tool's MCP server asks its caller something during a call
 * (issue 31), and how its answer says what happened:
 *
 * - a form (`elicitation/create`) goes to the person while the chat streams its events (the
 *   chat page, or any client of `POST /chat` with `Accept: text/event-stream`): the chat's own
 *   deadline (demo.default_timeout) stands still while the form waits, as the call's limit
 *   does (tools/mcp-caller.ts); a JSON chat has nobody to show it to;
 * - a completion (`sampling/createMessage`) is made by the chat's model while a model plans
 *   (within api_mode.request_timeout); the offline planner has none to give;
 * - the answer leads with a form that was declined, cancelled, left unanswered or could not
 *   be shown, before what the planner says of the tool's result; and ends with what the tool
 *   said in the end, in its own words, when the planner's answer does not carry them.
 */
import type { Elicitations } from './elicitations.js';
import { sample, SamplingError, type SamplingModel } from './sampling.js';
import { withTimeout, type HeldClock } from './tools/deadline.js';
import type { ChatEvent, ToolCallRecord, ToolInput } from './tools/types.js';

export interface ChatInputOptions {
  elicitations: Elicitations;
  sessionId: string;
  /** The chat's event stream (undefined for a JSON chat: no form can be shown). */
  emit?: (e: ChatEvent) => void;
  /** The chat's model (undefined with the offline planner). */
  model?: SamplingModel;
  /** The chat's deadline, held while a person answers. */
  deadline: HeldClock;
  /** api_mode.request_timeout in ms: the limit of one completion. */
  modelMs: number;
}

export function chatInput(o: ChatInputOptions): ToolInput {
  const { emit, model } = o;
  return {
    forms: emit !== undefined,
    model: model !== undefined,
    async elicit(request, limitMs, signal) {
      if (!emit) return { action: 'decline', unsupported: 'this chat does not stream its events, so no form can be shown' };
      const release = o.deadline.hold();
      try {
        return await o.elicitations.ask(o.sessionId, request, { emit, limitMs, signal });
      } finally {
        release();
      }
    },
    sample(tool, params, signal) {
      if (!model) return Promise.reject(new SamplingError(tool, 'the offline planner has no language model', 409));
      return sample(model, tool, params, withTimeout(signal, o.modelMs));
    },
  };
}

/** What a tool said at the end of a call during which it asked the person (or the model) something. */
export interface Said {
  tool: string;
  text: string;
}

/** The tools' own words after they asked something, each on a line, unless the planner's answer already carries them. */
export function saidLines(said: Said[], response: string): string {
  return [...new Set(said.filter((s) => !response.includes(s.text.trim())).map((s) => `${s.tool} answered: ${s.text.trim()}`))].join('\n');
}

/** The first lines of an answer whose tools asked for a form that was not filled in (empty when every form was). */
export function askedPreface(calls: ToolCallRecord[], progressTimeout: number): string {
  const lines: string[] = [];
  for (const c of calls)
    for (const a of c.asked ?? []) {
      if (a.kind !== 'elicitation') continue;
      const form = `the form ${c.tool} asked for ("${a.message}")`;
      if (a.outcome === 'decline') lines.push(`You declined ${form}.`);
      else if (a.outcome === 'cancel') lines.push(`You cancelled ${form}.`);
      else if (a.outcome === 'timeout')
        lines.push(`Nobody answered ${form} within ${progressTimeout} s (api_mode.progress_timeout), so it was cancelled.`);
      else if (a.outcome === 'unsupported')
        lines.push(`${c.tool} asked for a form that cannot be shown here (${a.detail}), so it was declined.`);
    }
  return [...new Set(lines)].join('\n');
}
