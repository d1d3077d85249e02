import type { PlanContext, PlanResult } from '../../types.js';
import type { Composed } from './match.js';
import { formatNumber } from '../core/format.js';
import { aggregated, combinedConfidence, figureOf, part, type Ask } from './parts.js';

/** "which source got more leads: A or B": how many of the records each value has, and which has more (fewer). */
export async function weighed(ctx: PlanContext, answer: Ask, c: Composed): Promise<PlanResult | undefined> {
  const ask1 = (v: string) => part(ctx, answer, `how many ${c.head} in the ${v} ${c.field}`, c.tail, aggregated);
  const a = await ask1(c.a);
  const b = a && (await ask1(c.b));
  const fa = a && figureOf(a);
  const fb = b && figureOf(b);
  if (!a || !b || !fa || !fb) return undefined;
  const plans = [a.result.plans![0]!, b.result.plans![0]!];
  const first = c.op === 'more' ? fa.value >= fb.value : fa.value <= fb.value;
  const [win, lose, vw, vl] = first ? [c.a, c.b, fa.value, fb.value] : [c.b, c.a, fb.value, fa.value];
  const verdict =
    fa.value === fb.value
      ? `${c.a} and ${c.b} have as many ${c.head}: ${formatNumber(vw)} each.`
      : `${win} has ${c.op} ${c.head}: ${formatNumber(vw)} against ${formatNumber(vl)} for ${lose}.`;
  return {
    response: `${verdict}\n- ${fa.line}\n- ${fb.line}`,
    result: { [c.a]: fa.value, [c.b]: fb.value },
    confidence: combinedConfidence(a.result, b.result),
    reading: { plan: plans.map((x) => x.text).join('; against '), rules: [`composed: ${c.rule}`], unused: [] },
    plans,
  };
}
