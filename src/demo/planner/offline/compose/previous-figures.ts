import type { PlanContext, PlanResult } from '../../types.js';
import { fieldWords, formatNumber } from '../core/format.js';
import {
  combinedConfidence,
  elliptic,
  figureOf,
  FIGURE_WORDS,
  LEAD_OF,
  part,
  result,
  sameQuantity,
  valueText,
  type Ask,
  type Part,
} from './parts.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { THERE_RULES } from '../rules/compose-there.js';
import { alternation } from '../core/known.js';
import { FIGURE_POINTED } from '../lexicon/refer.js';
import { findStates } from '../core/states.js';

/** "… above that figure" (lexicon/refer.ts FIGURE_POINTED): the bound, then the pointer, said last in its clause. */
const FIGURE_POINTED_RE = new RegExp(
  `\\b(?:(${alternation(FIGURE_POINTED.unmeasured)})\\s+)?(${alternation(FIGURE_POINTED.bounds)})\\s+` +
    `(?:${alternation(FIGURE_POINTED.pointers)})(?=\\s*(?:[,;:?.!]|$))`,
  'i',
);

const OF_PREVIOUS_RE = new RegExp(`\\b(?:${alternation(FIGURE_POINTED.ofPrevious)})\\b`, 'i');

/** Whether a question with the figure in place is still asked of the previous answer's records ("how many of them …"). */
export const ofPreviousRows = (message: string): boolean => OF_PREVIOUS_RE.test(message);

/** The follow-up with the previous answer's one figure in place of the words pointing at it, else undefined. */
export function figurePointed(ctx: PlanContext): string | undefined {
  const given = figureGiven(ctx.history.at(-1)?.result);
  if (!given || !FIGURE_POINTED_RE.test(ctx.message)) return undefined;
  // (the figure as it is, never as shown: "above that" after a mean of 49.996 keeps the scores of 50)
  // ("are below that" after an average revenue: the revenue is what is below it; "average_revenue" names it)
  const measure = given.key.includes('_') ? given.key.slice(given.key.indexOf('_') + 1).replaceAll('_', ' ') : '';
  return ctx.message.replace(FIGURE_POINTED_RE, (_m, verb: string | undefined, bound: string) =>
    [verb, verb && measure, bound, Number(given.value.toPrecision(12))].filter(Boolean).join(' '),
  );
}

/**
 * "how much of it came from quito firms?" after an answer of one figure (lexicon/previous.ts
 * PART_OF_PREVIOUS): the question it answered, asked of those records; else undefined.
 */
export function partPointed(ctx: PlanContext): string | undefined {
  const m = COMPOSE_BUILT_RULES.partOfPrevious.pattern.exec(ctx.message);
  const prev = ctx.history.at(-1);
  if (!m || !prev || !figureGiven(prev.result)) return undefined;
  const asked = (prev.asked ?? prev.message).replace(COMPOSE_TEXT_RULES.endStopSpaced.pattern, '').trim();
  return `${asked} from ${m[1]!}`;
}

/** A part whose figure is a count of its rows. */
const counted = (p: Part): boolean => {
  const f = figureOf(p);
  return f !== undefined && typeof f.of === 'object' && 'agg' in f.of && f.of.agg.op === 'count';
};

/** "as a percent of every quito lead?" after a count (lexicon/refer.ts SHARE_OF_PREVIOUS): the whole's words. */
const SHARE_OF_PREVIOUS_RE = COMPOSE_BUILT_RULES.shareOfPrevious.pattern;

export function shareOfPreviousWhole(message: string): string | undefined {
  return SHARE_OF_PREVIOUS_RE.exec(message)?.[1];
}

/**
 * The one figure an answer gave: a count ({count, rows}), or one total or average beside its count
 * ({total_value, count, rows}); the key names its kind.
 */
export function figureGiven(result: unknown): { value: number; key: string } | undefined {
  if (typeof result === 'number') return { value: result, key: 'count' };
  if (result === null || typeof result !== 'object' || Array.isArray(result)) return undefined;
  const numbers = Object.entries(result).filter(([k, v]) => k !== 'rows' && k !== 'count' && typeof v === 'number');
  // (one record's field said again as a figure, "revenue" and "total_revenue": one figure)
  const figures = numbers.filter(([k, v]) => !numbers.some(([o, w]) => o !== k && w === v && o.endsWith(`_${k}`)));
  if (figures.length > 1) return undefined;
  const [key, value] = figures[0] ?? ['count', (result as { count?: unknown }).count];
  return typeof value === 'number' ? { value, key } : undefined;
}

/** "the delta between those two months?" after two answers of one figure each (lexicon/refer.ts GAP_OF_PREVIOUS). */
const GAP_OF_PREVIOUS_RE = COMPOSE_BUILT_RULES.gapOfPrevious.pattern;

export const asksGapOfPrevious = (message: string) => GAP_OF_PREVIOUS_RE.test(message);

/** The gap between the figures of the last two answers, when each gave one figure of the same kind. */
export function gapOfPrevious(ctx: PlanContext): PlanResult | undefined {
  if (!asksGapOfPrevious(ctx.message) || ctx.history.length < 2) return undefined;
  const [first, second] = [figureGiven(ctx.history.at(-2)!.result), figureGiven(ctx.history.at(-1)!.result)];
  if (!first || !second || first.key !== second.key) return undefined;
  const value = second.value - first.value;
  const field = first.key === 'count' ? undefined : first.key.replace(COMPOSE_TEXT_RULES.figureKeyLead.pattern, '');
  const response = [
    `The gap is ${valueText(field, Math.abs(value))}: ${valueText(field, second.value)} against ${valueText(field, first.value)}` +
      ` (the second is ${value >= 0 ? 'higher' : 'lower'}).`,
    `- The answer before last: ${valueText(field, first.value)}.`,
    `- The last answer: ${valueText(field, second.value)}.`,
  ].join('\n');
  return result(
    ctx,
    { compute: 'difference', left: second.value, right: first.value },
    response,
    value,
    0.85,
    'the gap between the last two answers',
  );
}

/**
 * The previous answer's figure as a share of the whole the follow-up names, asked on its own: a
 * count of a count ("as a percent of every quito lead?"), a total of a total of the same quantity
 * ("which part of all my zeta do those make up?").
 */
export async function shareOfPrevious(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const whole = shareOfPreviousWhole(ctx.message);
  const given = figureGiven(ctx.history.at(-1)?.result);
  if (whole === undefined || !given) return undefined;
  const lead = COMPOSE_TEXT_RULES.figureKeyLead.pattern.exec(given.key)?.[0].slice(0, -1);
  const field = given.key === 'count' ? undefined : given.key.replace(COMPOSE_TEXT_RULES.figureKeyLead.pattern, '');
  // (a total against a total of the same quantity; a count against a count)
  if (given.key !== 'count' && lead !== 'total') return undefined;
  const fits = (p: Part) => {
    const f = figureOf(p);
    return f !== undefined && (field === undefined ? counted(p) : f.field !== undefined && sameQuantity(f.field, field));
  };
  const n = given.value;
  const p = await part({ ...ctx, history: [] }, answer, `${field === undefined ? LEAD_OF.count : LEAD_OF.sum} ${whole}`, '', fits);
  const f = p && figureOf(p);
  // (a part larger than its whole was not read as part of it)
  if (!p || !f || f.value === 0 || n > f.value) return undefined;
  const value = (n / f.value) * 100;
  const response = [
    `${formatNumber(Math.round(value * 10) / 10)}%: ${valueText(field, n)} of ${valueText(field, f.value)}.`,
    `- The previous answer: ${valueText(field, n)}.`,
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

const GAP_TO_PREVIOUS_RE = COMPOSE_BUILT_RULES.gapToPrevious.pattern;

/** The gap between the previous answer's one figure and the figure the follow-up asks after "than" (lexicon/refer.ts GAP_TO_PREVIOUS). */
export async function gapToPrevious(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const asked = GAP_TO_PREVIOUS_RE.exec(ctx.message)?.[1];
  const short = asked === undefined ? GAP_TO_PREVIOUS_SHORT_RE.exec(ctx.message)?.[1] : undefined;
  const given = asked === undefined && short === undefined ? undefined : figureGiven(ctx.history.at(-1)?.result);
  if (!given) return undefined;
  const field = given.key === 'count' ? undefined : given.key.replace(COMPOSE_TEXT_RULES.figureKeyLead.pattern, '');
  // (the figure after "than" must be of the same kind: a count against a count, a sum of a measure against one)
  const fits = (p: Part) => {
    const f = figureOf(p);
    return f !== undefined && (field === undefined ? f.field === undefined : f.field !== undefined);
  };
  const alone = { ...ctx, history: [] };
  // ("so how much less than it sits in quito": the previous question asked again with the value said short)
  const before = ctx.history.at(-1)!;
  const first = short === undefined ? undefined : await part(alone, answer, before.asked ?? before.message, '', fits);
  // (a count said as its rows, "the number of cfos among crm contacts", asked as a count again when read as a list)
  // (records said after "than", "than my quito firms", asked for the previous figure: "total revenue of my quito firms")
  const lead = COMPOSE_TEXT_RULES.figureKeyLead.pattern.exec(given.key)?.[0].slice(0, -1);
  const p = asked
    ? ((await part(alone, answer, asked, '', fits)) ??
      (given.key === 'count' ? await part(alone, answer, `${LEAD_OF.count} ${asked}`, '', fits) : undefined) ??
      (lead && field ? await part(alone, answer, `${lead} ${fieldWords(field)} of ${asked}`, '', fits) : undefined))
    : first && (await elliptic(alone, answer, first.text, short!, FIGURE_WORDS, '', first, fits));
  const f = p && figureOf(p);
  if (!p || !f) return undefined;
  // (said short, the new figure is weighed against the previous one: "how much less than it")
  const value = asked ? given.value - f.value : f.value - given.value;
  const response = [
    `The gap is ${valueText(field, Math.abs(value))}: ${valueText(field, given.value)} against ${valueText(field, f.value)}` +
      ` (${asked ? 'the previous answer' : 'the new figure'} is ${value >= 0 ? 'higher' : 'lower'}).`,
    `- The previous answer: ${valueText(field, given.value)}.`,
    `- ${f.line}`,
  ].join('\n');
  return result(
    ctx,
    asked ? { compute: 'difference', left: given.value, right: f.of } : { compute: 'difference', left: f.of, right: given.value },
    response,
    value,
    combinedConfidence(p.result),
    'the gap between the previous answer and another figure',
  );
}

const GAP_TO_PREVIOUS_SHORT_RE = COMPOSE_BUILT_RULES.gapToPreviousShort.pattern;
const SUM_WITH_PREVIOUS_RE = COMPOSE_BUILT_RULES.sumWithPrevious.pattern;

/** The previous answer's count plus the count of what the follow-up adds (lexicon/refer.ts SUM_WITH_PREVIOUS). */
export async function sumWithPrevious(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const added = SUM_WITH_PREVIOUS_RE.exec(ctx.message)?.[1];
  const given = added === undefined ? undefined : figureGiven(ctx.history.at(-1)?.result);
  if (!added || given?.key !== 'count') return undefined;
  // (asked on its own, "there" read as the one state the question before was asked of: "add the quito ones there too")
  const there = THERE_RULES.thereAdded.pattern.test(added);
  const states = there ? findStates(ctx.history.at(-1)!.message) : [];
  const one = states.length > 0 && states.every((h) => h.code === states[0]!.code) ? states[0]!.name : undefined;
  if (there && !one) return undefined;
  const asked = `${LEAD_OF.count} ${there ? added.replace(THERE_RULES.thereAdded.pattern, `in ${one}`) : added}`;
  const p = await part({ ...ctx, history: [] }, answer, asked, '', counted);
  const f = p && figureOf(p);
  if (!p || !f) return undefined;
  const value = given.value + f.value;
  const response = [
    `${formatNumber(value)} in all: ${formatNumber(given.value)} and ${formatNumber(f.value)}.`,
    `- The previous answer: ${formatNumber(given.value)}.`,
    `- ${f.line}`,
  ].join('\n');
  return result(
    ctx,
    { compute: 'sum', left: given.value, right: f.of },
    response,
    value,
    combinedConfidence(p.result),
    'the previous answer plus another count',
  );
}
