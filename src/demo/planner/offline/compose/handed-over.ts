import type { PlanContext, PlanResult } from '../../types.js';
import { HANDED_OVER_RULES } from '../rules/handed-over.js';
import { COMPOSE_NAME_RULES } from '../rules/compose-names.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { BARE_VALUE } from '../lexicon/bare-value.js';
import { readAs } from './parts.js';

/**
 * "Suppose we gave our lima quarries to a colleague: how much zeta would remain?"
 * (rules/handed-over.ts): the question asked of the caller's own records without those, in the
 * words the message said them ("how much zeta of our quarries excluding lima", "how many of our
 * quarries excluding lima"), read whole and surely; undefined otherwise.
 */
export async function handedOver(ctx: PlanContext, answer: (c: PlanContext) => Promise<PlanResult>): Promise<PlanResult | undefined> {
  const g = HANDED_OVER_RULES.handedOver.pattern.exec(ctx.message)?.groups;
  if (!g?.what || !g.kind || !g.mine || !g.question || !HANDED_OVER_RULES.leftWith.pattern.test(g.question)) return undefined;
  // (left out as a follow-up leaves a value out: lexicon/bare-value.ts)
  const own = `${g.mine} ${g.kind} ${BARE_VALUE.leftOut.as} ${g.what}`;
  const core = g.question.replace(HANDED_OVER_RULES.leftWith.pattern, '').replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '');
  const asked = COMPOSE_NAME_RULES.countAsked.pattern.test(g.question) ? `how many of ${own}` : `${core} of ${own}`;
  const r = await answer({ ...ctx, message: asked });
  return r.confidence > 0.5 && r.reading?.unused.length === 0 ? readAs(r, asked, `handed over: read as "${asked}"`) : undefined;
}
