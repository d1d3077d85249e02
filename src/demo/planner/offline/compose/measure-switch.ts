import type { PlanContext } from '../../types.js';
import { MEASURE_SWITCH } from '../lexicon/measure-switch.js';
import { parseIntent } from '../understand/intent.js';
import { MEASURE } from '../understand/measures.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { strip } from './parts.js';

/**
 * "same but by value" after "how many zeta quarries close in q1?": that question asked for the
 * total of the measure said ("total value of: how many …"); "now by count" after a total: asked
 * for how many (lexicon/measure-switch.ts). Undefined unless the previous question asked a count
 * or a total and the follow-up says nothing but the measure to switch to.
 */
export function measureSwitched(ctx: PlanContext, before: string): string | undefined {
  const M = MEASURE_SWITCH;
  const text = ctx.message.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '').trim().toLowerCase();
  const led = strip(text, M.leads, M.ends);
  if (led === text) return undefined;
  const link = M.links.find((l) => led.startsWith(`${l} `));
  const measure = link ? led.slice(link.length + 1).trim() : '';
  const prev = parseIntent(before.toLowerCase());
  if (M.counts.includes(measure)) return prev.aggregate?.op === 'sum' ? M.count.replace('{asked}', before) : undefined;
  if (!measure || measure.includes(' ') || !MEASURE.test(measure) || !prev.count) return undefined;
  return M.total.replace('{measure}', measure).replace('{asked}', before);
}
