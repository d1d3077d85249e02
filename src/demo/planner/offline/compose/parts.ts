import type { PlanContext, PlanResult } from '../../types.js';
import {
  Executor,
  MemoryResults,
  aggregate,
  explain,
  type Agg,
  type KeptResult,
  type Query,
  type Request,
  type Step,
  type Value,
} from '../../../query/index.js';
import { PART_LEADS, PART_ENDS } from '../lexicon/compose.js';
import { onlyAppGuessed } from '../answer/reading.js';
import { CUES } from '../lexicon/cues.js';
import { fieldWords, formatNumber, formatValue } from '../core/format.js';
import type { Row } from '../core/rows.js';
import { resolveField } from '../core/fields.js';
import { canonical, RECORD_KINDS, terms, words } from '../core/tokenize.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { EXTRACT_DATE_RULES } from '../rules/extract-dates.js';
import { COMPOSE_NAME_RULES } from '../rules/compose-names.js';
import { pointsBack, type Composed } from './match.js';
import { findStates } from '../core/states.js';

export { pointsBack };

/**
 * The parts of a question made of two (answer.ts): each asked of the planner on its own, kept
 * only when read whole, with the figure it answers; a second part said in few words ("the utah
 * one") asked as the first with its words.
 */
export type Ask = (ctx: PlanContext) => Promise<PlanResult>;

export interface Part {
  text: string;
  result: PlanResult;
  kept: KeptResult & { rows: Row[] };
  plan: Query;
}

export interface Figure {
  value: number;
  /** The number as a value of the query language (an aggregate over the part's rows). */
  of: Value;
  field?: string;
  line: string;
}

export const COUNT_ASKED = COMPOSE_NAME_RULES.countAsked.pattern;

/** The text without the leads at its start and the ends at its end (matched in any case; the rest keeps its letter case: "US"). */
export const strip = (text: string, leads: string[], ends: string[]) => {
  let kept = ` ${text.replace(SHAPE_RULES.spaceRuns.pattern, ' ').trim()} `;
  for (let changed = true; changed;) {
    changed = false;
    const t = kept.toLowerCase();
    for (const l of leads)
      if (t.startsWith(` ${l} `)) {
        kept = kept.slice(l.length + 1);
        changed = true;
        break;
      }
    if (changed) continue;
    for (const e of ends)
      if (t.endsWith(` ${e} `) && t.trim() !== e) {
        kept = kept.slice(0, kept.length - e.length - 1);
        changed = true;
        break;
      }
  }
  return kept.trim();
};

/** Asks one part on its own; undefined unless it was read whole and ran a plan whose rows are kept. */
export async function ask(ctx: PlanContext, answer: Ask, text: string, need?: (p: Part) => boolean): Promise<Part | undefined> {
  const p = await asked(ctx, answer, text);
  return p && (!need || need(p)) ? p : undefined;
}

export async function asked(ctx: PlanContext, answer: Ask, text: string): Promise<Part | undefined> {
  if (!text || text.length < 3) return undefined;
  const results = new MemoryResults();
  const result = await answer({ ...ctx, message: text, history: [], results, emit: () => {} });
  if ((result.confidence <= 0.5 && !onlyAppGuessed(result)) || (result.reading?.unused.length ?? 1) > 0 || !result.handle) return undefined;
  const plan = result.plans?.[0]?.json;
  const kept = results.get(ctx.sessionId, result.handle);
  if (!plan || 'compute' in plan || !kept?.rows) return undefined;
  // a list answered from its first page: its rows read whole by the query layer
  if (result.total !== undefined && result.total > kept.rows.length) {
    const exec = new Executor({
      tools: ctx.tools,
      call: { sessionId: ctx.sessionId, signal: ctx.signal },
      shown: ctx.settings.demo.max_results,
    });
    const all = await exec.run(kept.request).catch(() => undefined);
    if (!all?.complete) return undefined;
    return { text, result, kept: { ...kept, rows: all.rows }, plan };
  }
  return { text, result, kept: kept as Part['kept'], plan };
}

/**
 * "which cities hold 4+ of my lima firms": a part whose plan groups its rows and keeps some
 * groups, its rows the groups kept (the rows it read hold every group). Undefined when it groups none.
 */
export async function groupsOf(ctx: PlanContext, p: Part): Promise<Part | undefined> {
  if (!(p.plan.steps ?? []).some((s) => 'group' in s)) return undefined;
  const exec = new Executor({
    tools: ctx.tools,
    call: { sessionId: ctx.sessionId, signal: ctx.signal },
    shown: ctx.settings.demo.max_results,
  });
  const out = await exec.run(p.plan).catch(() => undefined);
  return out?.complete ? { ...p, kept: { ...p.kept, request: p.plan, rows: out.rows } } : undefined;
}

/** The figure a part answers: its aggregate over its rows, or the top (bottom) row's measure of a ranking. */
export function figureOf(p: Part): Figure | undefined {
  const steps = p.plan.steps ?? [];
  const line = p.result.response.split('\n')[0]!;
  const last = steps.at(-1);
  const rows = p.kept.rows;
  const source: Query = p.kept.request as Query;
  if (last && 'group' in last && last.group.by.length === 0) {
    const agg = last.group.aggs[0]!;
    // a count read from the tool's own total (one page read, not every row) is the count, not the rows kept
    const stated = (p.result.result as { count?: unknown } | null)?.count;
    const figure = agg.op === 'count' && typeof stated === 'number' && stated > rows.length ? stated : aggregate(agg, rows);
    // (the total of no rows is nothing: $0, not a figure missing)
    const value = figure === undefined && agg.op === 'sum' && rows.length === 0 ? 0 : figure;
    if (typeof value !== 'number') return undefined;
    return {
      value,
      of: { agg: { op: agg.op, ...(agg.field ? { field: agg.field } : {}) }, of: { query: source } },
      field: agg.field,
      line,
    };
  }
  const sort = steps.find((s): s is Extract<Step, { sort: unknown }> => 'sort' in s);
  if (sort && rows.length > 0) {
    const { field, dir } = sort.sort[0]!;
    const agg: Agg = { op: dir === 'desc' ? 'max' : 'min', field };
    const value = aggregate(agg, rows);
    const unranked: Query = { ...p.plan, steps: steps.filter((s) => !('sort' in s) && !('limit' in s)) };
    return typeof value === 'number' ? { value, of: { agg, of: { query: unranked } }, field, line } : undefined;
  }
  return undefined;
}

/** "the utah one" after "mean revenue in idaho": the first question again, with the second's value. */
export async function elliptic(
  ctx: PlanContext,
  answer: Ask,
  a: string,
  b: string,
  words: string[],
  tail = '',
  first?: Part,
  need?: (p: Part) => boolean,
): Promise<Part | undefined> {
  const said = strip(b, [...words, ...PART_LEADS], [...words, ...PART_ENDS]);
  if (!said) return undefined;
  const tries: string[] = [];
  // the value the first question filtered on ("media" of "the mean media client") is what the second changes
  if (first) {
    const values = [...(first.result.plans?.[0]?.text ?? '').matchAll(COMPOSE_NAME_RULES.quotedDouble.pattern)].map((m) =>
      m[1]!.toLowerCase(),
    );
    // (a value of several words, "north america", replaced whole; the second's possessive dropped: "latin america's")
    // (first the value that shares a word with the second: "america")
    const shares = (v: string) =>
      v.split(SHAPE_RULES.spaces.pattern).some((w) => said.toLowerCase().split(SHAPE_RULES.spaces.pattern).includes(w));
    for (const value of values.filter((v) => a.toLowerCase().includes(v)).sort((x, y) => Number(shares(y)) - Number(shares(x)))) {
      const at = a.toLowerCase().indexOf(value);
      // (the whole word: "north american" is the value "north america" said as an adjective)
      let end = at + value.length;
      while (end < a.length && SHAPE_RULES.anyLetter.pattern.test(a.charAt(end))) end++;
      tries.push(`${a.slice(0, at)}${said.replace(COMPOSE_NAME_RULES.possessiveEnd.pattern, '')}${a.slice(end)}`);
    }
  }
  // ("… quarries dated 2025 top that of 2024": the one year the first says, the second's in its place)
  const years = (t: string) => [...new Set(t.split(SHAPE_RULES.spaces.pattern).map((w) => w.replace(YEAR_EDGES, '')))].filter(isYear);
  const [ya, yb] = [years(a), years(said)];
  if (ya.length === 1 && yb.length === 1 && said.split(SHAPE_RULES.spaces.pattern).length <= 3)
    tries.push(
      a
        .split(SHAPE_RULES.spaces.pattern)
        .map((w) => w.replace(ya[0]!, yb[0]!))
        .join(' '),
    );
  // "the largest deal … what the smallest one is": the second names the other end of the first's ranking
  const ranked = a.split(SHAPE_RULES.spaces.pattern).findIndex((w) => RANKING_WORDS.has(w.toLowerCase()));
  if (ranked >= 0 && RANKING_WORDS.has(said.toLowerCase()))
    tries.push(
      a
        .split(SHAPE_RULES.spaces.pattern)
        .map((w, i) => (i === ranked ? said : w))
        .join(' '),
    );
  const place = COMPOSE_NAME_RULES.placeAtEnd.pattern.exec(a);
  const bPlace = COMPOSE_NAME_RULES.placeAtStart.pattern.exec(said);
  if (place) tries.push(`${a.slice(0, place.index)}${place[1]} ${bPlace ? bPlace[2] : said}`);
  const ws = a.split(SHAPE_RULES.spaces.pattern);
  tries.push(`${ws.slice(0, -1).join(' ')} ${bPlace ? bPlace[2] : said}`);
  for (const t of tries) {
    const p = (tail ? await ask(ctx, answer, `${t} ${tail}`, need) : undefined) ?? (await ask(ctx, answer, t, need));
    if (p) return p;
  }
  return undefined;
}

export async function part(
  ctx: PlanContext,
  answer: Ask,
  text: string,
  tail: string,
  need?: (p: Part) => boolean,
): Promise<Part | undefined> {
  const plain = strip(text, PART_LEADS, PART_ENDS);
  return (tail ? await ask(ctx, answer, `${plain} ${tail}`, need) : undefined) ?? (await ask(ctx, answer, plain, need));
}

export const hasFigure = (p: Part) => figureOf(p) !== undefined;

const YEAR_EDGES = WORD_SHAPE_RULES.trailingPunctuation.pattern;
const isYear = (w: string) => EXTRACT_DATE_RULES.yearDigits.pattern.test(w);

/** The one-word superlatives of a ranking ("largest", "smallest"), from the cues. */
export const RANKING_WORDS = new Set(CUES.find((c) => c.name === 'superlative')!.phrases.filter((x) => !x.includes(' ')));

export const FIGURE_WORDS = ['avg', 'average', 'mean', 'median', 'total', 'the', 'our', 'my'];
export const FIGURE_LEADS = COMPOSE_NAME_RULES.figureLeads.pattern;

/** A part that names a quantity with no figure of it ("deal value in chile"): its total, in a ratio or a gap. */
export async function figurePart(
  ctx: PlanContext,
  answer: Ask,
  text: string,
  tail: string,
  lead = 'total',
  need = hasFigure,
  /** Records alone may be counted when no total of theirs is read ("webinar leads over referral ones, as a ratio"). */
  countable = false,
): Promise<Part | undefined> {
  const p = await part(ctx, answer, text, tail, need);
  if (p || FIGURE_LEADS.test(text)) return p;
  const total = await part(ctx, answer, `${lead} ${text}`, tail, need);
  return total ?? (countable ? await part(ctx, answer, `${LEAD_OF.count} ${text}`, tail, need) : undefined);
}

/** The word that asks for a figure of this kind, to ask a second part for the same figure as the first. */
export const LEAD_OF: Partial<Record<Agg['op'], string>> = { sum: 'total', avg: 'average', median: 'median', count: 'number of' };

/** "won zetas against lost ones, as a ratio": both parts name records and no quantity, so each part is their count. */
export function recordsOnly(c: Composed): boolean {
  const records = (text: string) => !COMPOSE_NAME_RULES.quantityNamed.pattern.test(text) && RECORD_KINDS.has(terms(text).at(-1) ?? '');
  return c.op === 'ratio' && records(c.a) && records(c.b);
}

/** A part that names several records of a kind ("the quito deals", "my lima ones"), asking no question of one ("which has …"). */
export function severalRecords(text: string): boolean {
  const ws = words(text.toLowerCase());
  const several = COMPOSE_NAME_RULES.ones.pattern.test(text) || ws.some((w) => w.endsWith('s') && RECORD_KINDS.has(canonical(w)));
  return several && !COMPOSE_NAME_RULES.questionOpens.pattern.test(text);
}

/** Whether two fields hold one quantity: the same field, or fields sharing a word ("revenue", "annual revenue"). */
export function sameQuantity(x: string | undefined, y: string | undefined): boolean {
  if (x === undefined || y === undefined || x === y) return true;
  const tx = terms(fieldWords(x));
  return terms(fieldWords(y)).some((t) => tx.includes(t));
}

export function result(ctx: PlanContext, request: Request, response: string, data: unknown, confidence: number, rule: string): PlanResult {
  const handle = ctx.results?.put(ctx.sessionId, {
    request,
    ...(Array.isArray(data) ? { rows: data as Row[] } : typeof data === 'number' ? { value: data } : {}),
  });
  const text = explain(request);
  return {
    response,
    result: data,
    confidence,
    reading: { plan: text, rules: [`composed: ${rule}`], unused: [] },
    plans: [{ json: request, text }],
    ...(handle ? { handle } : {}),
  };
}

export function valueText(field: string | undefined, v: number): string {
  const rounded = Math.round(v * 100) / 100;
  return field ? formatValue(field, rounded) : formatNumber(rounded);
}

export function sourceTool(q: Query): string | undefined {
  const from = q.from;
  if (from.tool) return from.tool;
  if (from.query) return sourceTool(from.query);
  return undefined;
}

/** An answer to the message as rewritten (`message`), saying so after it, `why` beside it; `rule` added to data.reading. */
export function readAs(r: PlanResult, message: string, rule: string, why?: string): PlanResult {
  const rules = [...(r.reading?.rules ?? []), rule];
  // (the question it was read as is the one the next follow-up changes: "and in Mexico?" after "what's their total?")
  return {
    ...r,
    asked: r.asked ?? message,
    response: `${r.response}\n\nRead as: "${message}"${why ? ` (${why})` : ''}.`,
    ...(r.reading ? { reading: { ...r.reading, rules } } : {}),
  };
}

/** How sure an answer combined from parts is: a little less than its least sure part. */
export function combinedConfidence(...parts: PlanResult[]): number {
  return Math.round((Math.min(...parts.map((p) => p.confidence)) - 0.05) * 100) / 100;
}

/** A part whose plan ends in one figure over its rows (a count, a total, an average): not a ranking. */
export const aggregated = (p: Part): boolean => {
  const last = p.plan.steps?.at(-1);
  return last !== undefined && 'group' in last && last.group.by.length === 0;
};

/** Two figures side by side, each with what it counts: two plans, no computation between them. */
export function sideBySide(c: Composed, a: Part, b: Part): PlanResult | undefined {
  const fa = figureOf(a);
  const fb = figureOf(b);
  if (!fa || !fb) return undefined;
  const plans = [a.result.plans![0]!, b.result.plans![0]!];
  return {
    response: c.labels ? `${c.labels[0]}: ${fa.line}\n${c.labels[1]}: ${fb.line}` : `${c.a}: ${fa.line} ${c.b}: ${fb.line}`,
    result: { [c.a]: fa.value, [c.b]: fb.value },
    confidence: combinedConfidence(a.result, b.result),
    reading: { plan: plans.map((x) => x.text).join('; and '), rules: ['composed: two questions answered together'], unused: [] },
    plans,
  };
}

/**
 * A count, then a count of the part of it that is also something else ("…, and of those, the lima
 * ones?"): the first part asked alone, the second read with the whole message (it narrows the first);
 * both figures said side by side.
 */
export async function narrowedSecond(ctx: PlanContext, answer: Ask, c: Composed): Promise<PlanResult | undefined> {
  const a = await part(ctx, answer, c.a, c.tail, aggregated);
  const b = a && (await part(ctx, answer, ctx.message, '', aggregated));
  return a && b ? sideBySide(c, a, b) : undefined;
}

/**
 * "how many quito firms are leased, and how many are owned?": the second question said short,
 * the words the first says where the second leaves them out put back ("how many quito firms are
 * owned"): where the two part after the words they share, the first's words up to the second's
 * next word. Undefined when the second names a kind of record itself (unless only what it counts is left out), or the two
 * share no start.
 */
export function completed(a: string, b: string): string | undefined {
  // ("how many people do my firms have, and how many do the lumen firms have": the kind counted, left out of the second, is the first's)
  const counted = COMPOSE_NAME_RULES.countNamed.pattern.exec(a);
  const elided = COMPOSE_NAME_RULES.countElided.pattern.exec(b);
  if (counted && elided) return `how many ${counted[1]} ${b.slice(elided[0].length)}`;
  const [wa, wb] = [a.split(SHAPE_RULES.spaces.pattern), b.split(SHAPE_RULES.spaces.pattern)];
  if (wb.some((w) => RECORD_KINDS.has(canonical(w.toLowerCase())))) return undefined;
  let same = 0;
  while (same < wa.length && same < wb.length && wa[same]!.toLowerCase() === wb[same]!.toLowerCase()) same++;
  const next = wb[same]?.toLowerCase();
  const at = next === undefined || same === 0 ? -1 : wa.findIndex((w, i) => i > same && w.toLowerCase() === next);
  return at > 0 ? [...wa.slice(0, at), ...wb.slice(same)].join(' ') : undefined;
}

/**
 * "count of quarries in utah over zeta, lumen and crm together": a place the first part names, the
 * second naming none of its own, is of both; a second part read without it was not read as said.
 */
export function placeDropped(c: Composed, b: Part): boolean {
  const states = findStates(c.a);
  // (a second part naming records of its own, "… and the mean of my firms", is asked as said; the whole of a share is wider)
  if (c.op === 'share' || states.length === 0 || findStates(c.b).length > 0 || words(c.b).some((w) => RECORD_KINDS.has(canonical(w))))
    return false;
  const read = (b.result.plans ?? []).map((p) => p.text).join(' ');
  return !states.some((s) => read.includes(`"${s.code}"`) || read.includes(`"${s.name}"`));
}

/** The field of rows whose values the question compares ("countries" -> country), or undefined. */
export function fieldIn(rows: Row[], words: string): string | undefined {
  return resolveField(rows, terms(words));
}
