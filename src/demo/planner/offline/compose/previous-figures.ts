import type { PlanContext, PlanResult } from '../../types.js';
import { alternation } from '../core/known.js';
import { formatNumber } from '../core/format.js';
import { SHARE_OF_PREVIOUS } from '../lexicon/refer.js';
import { combinedConfidence, figureOf, LEAD_OF, part, result, type Ask, type Part } from './parts.js';

/** "as a percent of every quito lead?" after a count (lexicon/refer.ts SHARE_OF_PREVIOUS): the whole's words. */
const SHARE_OF_PREVIOUS_RE = new RegExp(
  `^\\s*(?:(?:${alternation(SHARE_OF_PREVIOUS.leads)})\\s*,?\\s+)?(?:as\\s+an?|what|which)\\s+` +
    `(?:${alternation(SHARE_OF_PREVIOUS.nouns)})\\s+` +
    `(?:(?:is|are|was|were)\\s+(?:${alternation(SHARE_OF_PREVIOUS.pointers)})\\s+)?of\\s+` +
    `(?:(?:${alternation(SHARE_OF_PREVIOUS.wholeLeads)})\\s+)?(.+?)\\s*[?.!]*\\s*$`,
  'i',
);

export function shareOfPreviousWhole(message: string): string | undefined {
  return SHARE_OF_PREVIOUS_RE.exec(message)?.[1];
}

/** The count the previous answer gave, when it gave one. */
function previousCount(result: unknown): number | undefined {
  if (typeof result === 'number') return result;
  const count = (result as { count?: unknown } | null)?.count;
  return typeof count === 'number' ? count : undefined;
}

/** The previous answer's count as a share of the whole the follow-up names, counted on its own. */
export async function shareOfPrevious(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const whole = shareOfPreviousWhole(ctx.message);
  const n = previousCount(ctx.history.at(-1)?.result);
  if (whole === undefined || n === undefined) return undefined;
  const counted = (p: Part) => {
    const f = figureOf(p);
    return f !== undefined && typeof f.of === 'object' && 'agg' in f.of && f.of.agg.op === 'count';
  };
  const p = await part({ ...ctx, history: [] }, answer, `${LEAD_OF.count} ${whole}`, '', counted);
  const f = p && figureOf(p);
  // (a part larger than its whole was not read as part of it)
  if (!p || !f || f.value === 0 || n > f.value) return undefined;
  const value = (n / f.value) * 100;
  const response = [
    `${formatNumber(Math.round(value * 10) / 10)}%: ${formatNumber(n)} of ${formatNumber(f.value)}.`,
    `- The previous answer: ${formatNumber(n)}.`,
    `- ${f.line}`,
  ].join('\n');
  return result(
    ctx,
    { compute: 'share', left: n, right: f.of },
    response,
    value,
    combinedConfidence(p.result),
    'a share of the previous answer',
  );
}
