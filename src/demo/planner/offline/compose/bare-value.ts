import type { PlanContext } from '../../types.js';
import { allowedValues } from '../core/schema.js';
import { findStates } from '../core/states.js';
import { isCountryName } from '../core/countries.js';
import { canonical, GENERIC_TERMS, isStopWord, words } from '../core/tokenize.js';
import { NEGATION_LEADS } from '../lexicon/negation.js';
import { joinSplitLeads } from '../understand/negation.js';
import { strip } from './parts.js';
import { BARE_VALUE } from '../lexicon/bare-value.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { fieldWords } from '../core/format.js';
import { answerRows, isRecord } from '../core/rows.js';
import { composedOf } from './match.js';

/**
 * "Canada?" after "how many firms in peru": a follow-up that is only a value (a state, a
 * country, a value a tool's parameter takes) is the previous question asked of it, read as
 * "what about Canada?" (lexicon/refer.ts BARE_VALUE); undefined for anything else.
 */
export function bareValue(ctx: PlanContext): string | undefined {
  if (ctx.history.length === 0) return undefined;
  const text = ctx.message.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '').trim();
  const n = words(text).length;
  // ("in Europe?": placed, the same)
  const value = strip(text, BARE_VALUE.placed, []);
  if (n > 0 && n <= BARE_VALUE.maxWords && isValue(ctx, value)) return `${BARE_VALUE.as} ${ctx.message.trim()}`;
  // ("now for Europe": the value alone)
  // (what is said after a comma only says how the figure is given: "now for Peru, exact dollars please")
  const [said0, ...after] = strip(text, BARE_VALUE.switched, []).split(',');
  const howGiven = (w: string) => BARE_VALUE.howGiven.includes(w);
  const kept = after.every((x) => words(x).every(howGiven)) ? said0!.trim() : '';
  // ("Peru please, exact dollars": the courtesy said with the value too, dropped as said)
  const switched = kept
    ? kept
        .split(SHAPE_RULES.spaces.pattern)
        .filter((t) => !howGiven(words(t)[0] ?? ''))
        .join(' ')
    : text;
  const m = words(switched).length;
  if (switched !== text && m > 0 && m <= BARE_VALUE.maxWords && isValue(ctx, switched)) return `${BARE_VALUE.as} ${switched}?`;
  // ("what do Lima and Quito come to together?": the previous question asked of both values; said last, after a sentence
  // that says why: "I am adding Quito to the plan. What do Lima and Quito come to together?")
  const { leads, joins, ends } = BARE_VALUE.together;
  const last = text.split(COMPOSE_TEXT_RULES.sentenceBreak.pattern).at(-1)!.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '');
  // ("now Peru vs Chile" after two values weighed: both asked in place of the two before)
  const pair = strip(last, BARE_VALUE.pair.leads, []).split(SHAPE_RULES.spaces.pattern);
  const at = pair.findIndex((w, i) => i > 0 && BARE_VALUE.pair.joins.includes(w.toLowerCase()));
  const [a, b] = at > 0 ? [pair.slice(0, at).join(' '), pair.slice(at + 1).join(' ')] : ['', ''];
  if (a && b && words(a).length <= BARE_VALUE.maxWords && isValue(ctx, a) && isValue(ctx, b)) return `${BARE_VALUE.as} ${a} and ${b}?`;
  const said = strip(last, leads, ends);
  if (said === last) return undefined;
  const parts = said.split(COMPOSE_TEXT_RULES.listBreak.pattern).map((p) => strip(p.trim(), joins, []));
  return parts.length > 1 && parts.every((p) => p && isValue(ctx, p)) ? `${BARE_VALUE.as} ${parts.join(' and ')}?` : undefined;
}

/**
 * "and Lima?" after "count the quarries in Quito, and what zeta do those hold?": the two questions
 * asked again of the state said now, in place of the one state the previous question named
 * (which the reader of one question would fold into its first question only); undefined otherwise.
 */
export function composedSwapped(ctx: PlanContext): string | undefined {
  const prev = ctx.history.at(-1);
  const before = prev?.asked ?? prev?.message;
  if (!before || !composedOf(before)) return undefined;
  const text = ctx.message.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '').trim();
  const said = strip(text, [...BARE_VALUE.leftOut.leads, ...BARE_VALUE.placed], []);
  const fresh = findStates(said);
  const old = findStates(before);
  if (fresh.length !== 1 || fresh[0]!.start !== 0 || fresh[0]!.end !== said.length) return undefined;
  if (old.length === 0 || old.some((h) => h.code !== old[0]!.code) || old[0]!.code === fresh[0]!.code) return undefined;
  return old.reduceRight((t, h) => t.slice(0, h.start) + fresh[0]!.name + t.slice(h.end), before);
}

/** A state, a country or a value a tool's parameter takes, said whole. */
function isValue(ctx: PlanContext, text: string): boolean {
  const lower = text.toLowerCase();
  const state = findStates(text).some((h) => h.start === 0 && h.end === text.length);
  const value = () => ctx.tools.list().some((t) => t.parameters.some((p) => allowedValues(p).some((v) => v.toLowerCase() === lower)));
  return state || isCountryName(lower) || value();
}

const NEGATION = [...NEGATION_LEADS.map((l) => l.words), ...BARE_VALUE.leftOut.without].sort((x, y) => y.length - x.length);

/**
 * "leaving Canada out, what region tops it now?" after a question of regions: the previous question
 * asked again without that value (lexicon/refer.ts BARE_VALUE.leftOut); what follows the value may only
 * ask that question again (its words said before, or words of no condition). Undefined for anything else.
 */
export function leftOutValue(ctx: PlanContext): string | undefined {
  const prev = ctx.history.at(-1);
  if (!prev) return undefined;
  const before = (prev.asked ?? prev.message).replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '').trim();
  const text = joinSplitLeads(ctx.message).replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '').trim();
  const comma = text.indexOf(',');
  const head = strip(comma < 0 ? text : text.slice(0, comma), [...BARE_VALUE.leftOut.leads, ...BARE_VALUE.leftOut.again], []);
  const lead = NEGATION.find((l) => head.toLowerCase().startsWith(`${l} `));
  const value = lead && strip(head.slice(lead.length).trim(), BARE_VALUE.leftOut.determiners, []);
  if (!value || !isValue(ctx, value)) return undefined;
  const said = new Set(words(before));
  const again = comma < 0 ? [] : words(text.slice(comma + 1));
  if (again.some((w) => !said.has(w) && !isStopWord(w) && !GENERIC_TERMS.has(canonical(w)))) return undefined;
  return `${before}, ${BARE_VALUE.leftOut.as} ${value}`;
}

/**
 * "email?", "and the stage?" after an answer of records: a field of them said alone, asked as
 * "what is their email?" (lexicon/refer.ts BARE_VALUE.field); undefined unless the previous answer's
 * rows have such a field.
 */
export function bareField(ctx: PlanContext): string | undefined {
  const result = ctx.history.at(-1)?.result;
  const text = ctx.message.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '').trim().toLowerCase();
  const said = strip(text, BARE_VALUE.field.leads, BARE_VALUE.field.ends);
  const n = words(said).length;
  if (n === 0 || n > BARE_VALUE.maxWords || result === undefined) return undefined;
  const row = answerRows(result)?.rows[0] ?? (isRecord(result) && 'id' in result ? result : undefined);
  const asked = words(said).map(canonical).join(' ');
  const named = (k: string) => words(fieldWords(k)).map(canonical).join(' ') === asked;
  return row && Object.keys(row).some(named) ? `${BARE_VALUE.field.as} ${said}?` : undefined;
}
