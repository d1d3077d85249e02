import type { PlanContext, PlanResult, Turn } from '../../types.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';

/**
 * "how many quarries in lima.. actually no, what's their total revenue": a question taken back and
 * asked again (rules/compose-text.ts correctedAfter, lexicon/refer.ts CORRECTED). The first is
 * asked, then the second as its follow-up, with the first's answer as the turn before, so what
 * the second leaves unsaid ("the median", "how many of those …") is the first's; the answer is
 * the second's. Undefined unless the message is so, or when either is not sure of itself.
 */
export async function correctedAnswer(ctx: PlanContext, answer: (c: PlanContext) => Promise<PlanResult>): Promise<PlanResult | undefined> {
  const m = COMPOSE_TEXT_RULES.correctedAfter.pattern.exec(ctx.message);
  if (!m) return undefined;
  const [first, second] = [m[1]!, m[2]!];
  const a = await answer({ ...ctx, message: first });
  if (a.confidence <= 0.5) return undefined;
  const b = await answer({ ...ctx, message: second, history: [...ctx.history, turnOf(first, a)] });
  if (b.confidence <= 0.5) return undefined;
  const rules = [...(b.reading?.rules ?? []), `a question taken back: "${first}", then "${second}"`];
  return {
    ...b,
    // (how the message was read, after the answer: the question taken back is not answered)
    response: `${b.response}\n\nRead as: "${second}", asked of "${first}".`,
    plans: [...(a.plans ?? []), ...(b.plans ?? [])],
    ...(b.reading ? { reading: { ...b.reading, rules } } : {}),
  };
}

/** A question and its answer as a turn of the session, as the chat server keeps it, for a follow-up read after it. */
export function turnOf(message: string, r: PlanResult): Turn {
  return {
    message,
    response: r.response,
    result: r.result,
    ...(r.total !== undefined ? { total: r.total } : {}),
    ...(r.rowsOf !== undefined ? { rowsOf: r.rowsOf } : {}),
    ...(r.asked !== undefined ? { asked: r.asked } : {}),
    ...(r.handle ? { handle: r.handle } : {}),
    calls: [],
    at: new Date().toISOString(),
  };
}
