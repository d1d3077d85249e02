import type { PlanContext, PlanResult } from '../../types.js';
import { words } from '../core/tokenize.js';
import { fieldWords } from '../core/format.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { COMPOSE_NAME_RULES } from '../rules/compose-names.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { figureGiven, gapToPrevious, sumWithPrevious } from './previous-figures.js';
import {
  combinedConfidence,
  elliptic,
  figureOf,
  FIGURE_WORDS,
  part,
  result,
  valueText,
  type Ask,
  type Figure,
  type Part,
} from './parts.js';
import { isRecord, labelOf } from '../core/rows.js';

/**
 * "compared with Quito, which one is ahead?", "is that more than in Quito?" after an answer of
 * one figure (lexicon/refer.ts WEIGHED_WITH_PREVIOUS): the question before asked again with the value
 * named in its place, the two figures weighed, the larger (or the smaller, when less is asked) named
 * first. Undefined for anything else, or when the question cannot be asked of that value.
 */
export async function weighedWithPrevious(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  // ("is that more than Quito Mill's?": the record itself)
  const value = (COMPOSE_BUILT_RULES.weighedAgainstPrevious.pattern.exec(ctx.message) ??
    COMPOSE_BUILT_RULES.weighedThanPrevious.pattern.exec(ctx.message))?.[1]?.replace(COMPOSE_NAME_RULES.possessiveEnd.pattern, '');
  const before = ctx.history.at(-1);
  const given = value && before ? figureGiven(before.result) : undefined;
  if (!value || !before || !given) return undefined;
  const field = given.key === 'count' ? undefined : given.key.replace(COMPOSE_TEXT_RULES.figureKeyLead.pattern, '');
  const fits = (p: Part) => {
    const f = figureOf(p);
    return f !== undefined && (field === undefined ? f.field === undefined : f.field !== undefined);
  };
  const alone = { ...ctx, history: [] };
  // ("Lima Mill's zeta?" then "is that more than Quito Mill's?": the same field of the record named)
  if (isRecord(before.result) && labelOf(before.result)) return recordWeighed(alone, answer, given, before.result, value);
  const first = await part(alone, answer, before.asked ?? before.message, '', fits);
  const p = first && (await elliptic(alone, answer, first.text, value, FIGURE_WORDS, '', first, fits));
  const f = p && figureOf(p);
  if (!first || !p || !f) return undefined;
  // (the value the question before was asked of: its words the question asked again no longer holds)
  const now = new Set(words(p.text));
  const was = first.text.split(' ').filter((w) => words(w).length > 0 && words(w).every((x) => !now.has(x)));
  const previous = was.length > 0 ? was.join(' ').replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '') : 'the previous answer';
  return weighed(ctx, given, field, figureOf(p)!, p.result, previous, value);
}

/** One record's field (the previous answer) weighed against the same field of the record named; undefined unless found. */
async function recordWeighed(
  ctx: PlanContext,
  answer: Ask,
  given: { value: number; key: string },
  record: Record<string, unknown>,
  value: string,
): Promise<PlanResult | undefined> {
  const key = given.key.replace(COMPOSE_TEXT_RULES.figureKeyLead.pattern, '');
  const r = await answer({ ...ctx, message: `what is the ${fieldWords(key)} of ${value}?` });
  const other = r.confidence > 0.5 && r.reading?.unused.length === 0 && isRecord(r.result) ? r.result : undefined;
  const v = other?.[key];
  if (typeof v !== 'number' || !other || other.id === record.id) return undefined;
  const line = `${labelOf(other) ?? value}: ${valueText(key, v)}.`;
  return weighed(ctx, given, key, { value: v, of: v, field: key, line }, r, labelOf(record)!, labelOf(other) ?? value);
}

/**
 * "How many crm firms in lima?" then "and how would it compare to my own lima quarries?": the same
 * figure of the records named (rules/compose-built.ts comparedWithPrevious), asked on its own, weighed
 * against the previous answer's. Undefined unless it is read whole as one figure of the same kind.
 */
export async function comparedWithPrevious(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const named = COMPOSE_BUILT_RULES.comparedWithPrevious.pattern.exec(ctx.message)?.[1];
  const before = ctx.history.at(-1);
  const given = named && before ? figureGiven(before.result) : undefined;
  if (!named || !before || !given) return undefined;
  const field = given.key === 'count' ? undefined : given.key.replace(COMPOSE_TEXT_RULES.figureKeyLead.pattern, '');
  const asked = field === undefined ? `how many ${named}` : `total ${fieldWords(field)} of ${named}`;
  const p = await part({ ...ctx, history: [] }, answer, asked, '', (x) => figureOf(x) !== undefined);
  if (!p || (field === undefined) !== (figureOf(p)!.field === undefined)) return undefined;
  const previous = `"${(before.asked ?? before.message).replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '')}"`;
  return weighed(ctx, given, field, figureOf(p)!, p.result, previous, named);
}

/** The previous answer's figure and a part's weighed: the larger (the smaller, when less is asked) named first, with the gap. */
function weighed(
  ctx: PlanContext,
  given: { value: number },
  field: string | undefined,
  f: Figure,
  of: PlanResult,
  previous: string,
  value: string,
): PlanResult {
  const small = COMPOSE_TEXT_RULES.lessAsked.pattern.test(ctx.message);
  const ahead = given.value === f.value ? undefined : given.value > f.value !== small;
  const [won, lost] = ahead === false ? [value, previous] : [previous, value];
  const [x, y] = ahead === false ? [f.value, given.value] : [given.value, f.value];
  const head =
    ahead === undefined
      ? `They are level: ${valueText(field, given.value)} each for ${previous} and ${value}.`
      : `${won} has ${small ? 'less' : 'more'}: ${valueText(field, x)} against ${valueText(field, y)} for ${lost}; ` +
        `a gap of ${valueText(field, Math.abs(x - y))}.`;
  // ("is that more than in Quito?": a yes or a no first)
  const asked = COMPOSE_BUILT_RULES.weighedThanPrevious.pattern.test(ctx.message) ? `${ahead ? 'Yes' : 'No'}: ` : '';
  const response = [`${asked}${head}`, `- The previous answer: ${valueText(field, given.value)}.`, `- ${f.line}`].join('\n');
  return result(
    ctx,
    { compute: 'difference', left: given.value, right: f.of },
    response,
    given.value - f.value,
    combinedConfidence(of),
    'the previous answer weighed against the same question of another value',
  );
}

/** A follow-up weighed against the previous answer's one figure: its gap to another, their sum, or which is larger. */
export async function againstPrevious(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  return (
    (await gapToPrevious(ctx, answer)) ??
    (await sumWithPrevious(ctx, answer)) ??
    (await weighedWithPrevious(ctx, answer)) ??
    (await comparedWithPrevious(ctx, answer))
  );
}
