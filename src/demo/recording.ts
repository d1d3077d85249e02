/**
 * The toolbox a chat's planner is given (see `recording`), and the log line of every change
 * made from a chat.
 */
import type { Logger } from '../shared/logger.js';
import type { Said } from './chat-input.js';
import type { ToolBox, ToolCallOutcome, ToolCallRecord, ToolInput } from './tools/types.js';
import { isDestructive, judgeChange, recordKinds } from './writes/rule.js';
import { describeChange, heldText, type HeldChange } from './writes/confirm.js';

/** The changes a chat held back (writes/rule.ts), and why. */
export interface Held {
  changes: HeldChange[];
  why: string[];
}

/**
 * The toolbox a planner sees during one chat: every call recorded for the answer; a
 * destructive call held back unless the message plainly asks for exactly it (writes/rule.ts),
 * to run only after a plain "yes"; every change logged (tool, record ids, session, outcome)
 * whatever api_mode.audit_logging says.
 */
export function recording(
  tools: ToolBox,
  calls: ToolCallRecord[],
  held: Held,
  chat: { message: string; sessionId: string; logger: Logger; input: ToolInput; said: Said[] },
): ToolBox {
  let otherKinds: string[] | undefined;
  return {
    list: () => tools.list(),
    async call(name, args, ctx) {
      const tool = tools.list().find((t) => t.name === name);
      let outcome: ToolCallOutcome;
      const verdict =
        tool && !tool.readOnly && ctx.hold?.length
          ? { run: false as const, why: ctx.hold }
          : tool && isDestructive(tool)
            ? judgeChange(chat.message, tool, args, (otherKinds ??= kindsOf(tools)))
            : null;
      if (tool && verdict && !verdict.run) {
        const what = describeChange(tool, args);
        held.changes.push({ tool: name, args, what });
        for (const w of verdict.why) if (!held.why.includes(w)) held.why.push(w);
        outcome = {
          tool: name,
          args,
          status: 'error',
          httpStatus: 409,
          durationMs: 0,
          attempts: 0,
          cached: false,
          error: heldText([{ tool: name, args, what }], verdict.why),
        };
      } else {
        outcome = await tools.call(name, args, { ...ctx, input: chat.input });
      }
      if (tool && !tool.readOnly && tool.kind === 'api') logWrite(chat, name, args, outcome);
      const { result, ...record } = outcome;
      calls.push(record);
      // what a tool said after it asked the person (or the model) something, in its own words
      if (outcome.asked && outcome.status === 'ok' && typeof result === 'string' && result.trim() !== '')
        chat.said.push({ tool: name, text: result });
      return outcome;
    },
  };
}

/** Every record word of the chat's API tools (a message naming another kind of record is not plain about this one). */
const kindsOf = (tools: ToolBox): string[] => [...new Set(tools.list().flatMap((t) => (t.kind === 'api' ? recordKinds(t) : [])))];

export function logWrite(
  chat: { sessionId: string; logger: Logger },
  tool: string,
  args: Record<string, unknown>,
  outcome: ToolCallOutcome,
): void {
  const ids = Object.fromEntries(Object.entries(args).filter(([k]) => /(^|_)id$/i.test(k)));
  chat.logger.info(
    {
      event: 'chat_write',
      tool,
      ids,
      session_id: chat.sessionId,
      status: outcome.status,
      http_status: outcome.httpStatus,
      run: outcome.attempts > 0 || outcome.status === 'ok',
    },
    'write through chat',
  );
}
