import type { PlanContext, PlanResult } from '../../types.js';
import type { Query } from '../../../query/index.js';
import { FIGURE_BOUND } from '../lexicon/bounds.js';
import { EARNED_TOTAL } from '../lexicon/said.js';
import { words } from '../core/tokenize.js';
import { extract } from '../understand/extract.js';
import { numbersInWords } from '../understand/amounts.js';
import { BOUND_WORDS, compares } from '../understand/dates.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { GROUPS_HELD_RULES } from '../rules/groups-held.js';
import { ask, combinedConfidence, figureOf, result, valueText, type Ask } from './parts.js';

/**
 * "is the mean zeta score above 50?": one figure held to a number the user gives, answered yes or
 * no with the figure (lexicon/bounds.ts FIGURE_BOUND), or what records earn in total ("do the quito
 * quarries gross over 7 million between them?"). The number bounds the figure, never the rows it is of:
 * the figure is asked on its own, read whole, then compared.
 */
export async function figureBound(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  // ("do the quito quarries gross over 7 million between them?": what they earn, summed)
  const e = COMPOSE_BUILT_RULES.earnedBound.pattern.exec(ctx.message);
  const deals = e && words(e[1]!).some((w) => EARNED_TOTAL.dealWords.includes(w));
  // ("does the zeta of my quito firms add up to over 5M?": the total of what is said, held to the number)
  const t = e ? undefined : GROUPS_HELD_RULES.addsUp.pattern.exec(ctx.message)?.groups;
  const m = e
    ? [e[0], `${deals ? EARNED_TOTAL.as.value : EARNED_TOTAL.as.revenue} ${e[1]}`, e[2], e[3]]
    : t
      ? [t[0], `total ${t.figure!}`, t.bound!, t.num!]
      : COMPOSE_BUILT_RULES.figureBound.pattern.exec(ctx.message);
  if (!m) return undefined;
  const [, figure, said, amount] = m as unknown as [string, string, string, string];
  const n = extract(numbersInWords(amount), { knownValues: [], vocabulary: new Set() }).find((x) => x.kind === 'number');
  const bound = FIGURE_BOUND.bounds[said.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' ')];
  if (!n || n.kind !== 'number' || !bound) return undefined;
  const p = await ask(ctx, answer, figure);
  const f = p && figureOf(p);
  if (!p || !f) return undefined;
  const yes = compares(bound, f.value, n.value);
  const held = `${BOUND_WORDS[bound]} ${valueText(f.field, n.value)}`;
  const response = `${yes ? 'Yes' : 'No'}: ${f.line}\n(Asked: is it ${held}? It is ${yes ? '' : 'not '}${held}.)`;
  return result(ctx, p.plan as Query, response, f.value, combinedConfidence(p.result), 'one figure held to a number');
}
