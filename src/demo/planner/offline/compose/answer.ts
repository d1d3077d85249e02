import type { PlanContext, PlanResult } from '../../types.js';
import {
  Executor,
  MemoryResults,
  aggregate,
  explain,
  matches,
  type Agg,
  type Compute,
  type Cond,
  type KeptResult,
  type Query,
  type Request,
  type Step,
  type Value,
} from '../../../query/index.js';
import { EXCEPT_FILLER, OWN_WORDS, PART_LEADS, PART_ENDS } from '../lexicon/compose.js';
import { beyondOf, composedOf, type Beyond, type Composed } from './match.js';
import { fieldWords, formatNumber, formatValue, listWords } from '../core/format.js';
import { mainMeasure, resolveField } from '../core/fields.js';
import { labelOf, type Row } from '../core/rows.js';
import { terms } from '../core/tokenize.js';
import { subjectOf } from '../choose/params.js';

/**
 * Questions made of two questions (lexicon/compose.ts): each part is asked of the planner on
 * its own, and only when every part is read whole (sure of itself, no word unused) are the
 * parts combined: the gap or ratio of their figures, the rows of one beyond the other's
 * figure, the values one has and the other has not. The combination is a plan of the query
 * language over the parts' own plans, shown as data.plan; otherwise the message is left to
 * the planner's single reading, which says what it could not use.
 */
type Ask = (ctx: PlanContext) => Promise<PlanResult>;

interface Part {
  text: string;
  result: PlanResult;
  kept: KeptResult & { rows: Row[] };
  plan: Query;
}

interface Figure {
  value: number;
  /** The number as a value of the query language (an aggregate over the part's rows). */
  of: Value;
  field?: string;
  line: string;
}

const COUNT_ASKED = /\b(?:how many|count|number of)\b/i;

const strip = (text: string, leads: string[], ends: string[]) => {
  let t = ` ${text.toLowerCase().replace(/\s+/g, ' ').trim()} `;
  for (let changed = true; changed;) {
    changed = false;
    for (const l of leads)
      if (t.startsWith(` ${l} `)) {
        t = t.slice(l.length + 1);
        changed = true;
      }
    for (const e of ends)
      if (t.endsWith(` ${e} `) && t.trim() !== e) {
        t = t.slice(0, t.length - e.length - 1);
        changed = true;
      }
  }
  return t.trim();
};

/** Asks one part on its own; undefined unless it was read whole and ran a plan whose rows are kept. */
async function ask(ctx: PlanContext, answer: Ask, text: string, need?: (p: Part) => boolean): Promise<Part | undefined> {
  const p = await asked(ctx, answer, text);
  return p && (!need || need(p)) ? p : undefined;
}

async function asked(ctx: PlanContext, answer: Ask, text: string): Promise<Part | undefined> {
  if (!text || text.length < 3) return undefined;
  const results = new MemoryResults();
  const result = await answer({ ...ctx, message: text, history: [], results, emit: () => {} });
  if (result.confidence <= 0.5 || (result.reading?.unused.length ?? 1) > 0 || !result.handle) return undefined;
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

/** The figure a part answers: its aggregate over its rows, or the top (bottom) row's measure of a ranking. */
function figureOf(p: Part): Figure | undefined {
  const steps = p.plan.steps ?? [];
  const line = p.result.response.split('\n')[0]!;
  const last = steps.at(-1);
  const rows = p.kept.rows;
  const source: Query = p.kept.request as Query;
  if (last && 'group' in last && last.group.by.length === 0) {
    const agg = last.group.aggs[0]!;
    // a count read from the tool's own total (one page read, not every row) is the count, not the rows kept
    const stated = (p.result.result as { count?: unknown } | null)?.count;
    const value = agg.op === 'count' && typeof stated === 'number' && stated > rows.length ? stated : aggregate(agg, rows);
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
async function elliptic(
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
    const values = [...(first.result.plans?.[0]?.text ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!.toLowerCase());
    const at = a.split(/\s+/).findIndex((w) => values.includes(w.toLowerCase()));
    if (at >= 0)
      tries.push(
        a
          .split(/\s+/)
          .map((w, i) => (i === at ? said : w))
          .join(' '),
      );
  }
  const place = /\b(in|at|from|for)\s+(?:the\s+)?(\S+(?:\s+\S+)?)$/i.exec(a);
  const bPlace = /^(in|at|from|for)\s+(.+)$/i.exec(said);
  if (place) tries.push(`${a.slice(0, place.index)}${place[1]} ${bPlace ? bPlace[2] : said}`);
  const ws = a.split(/\s+/);
  tries.push(`${ws.slice(0, -1).join(' ')} ${bPlace ? bPlace[2] : said}`);
  for (const t of tries) {
    const p = (tail ? await ask(ctx, answer, `${t} ${tail}`, need) : undefined) ?? (await ask(ctx, answer, t, need));
    if (p) return p;
  }
  return undefined;
}

async function part(ctx: PlanContext, answer: Ask, text: string, tail: string, need?: (p: Part) => boolean): Promise<Part | undefined> {
  const plain = strip(text, PART_LEADS, PART_ENDS);
  return (tail ? await ask(ctx, answer, `${plain} ${tail}`, need) : undefined) ?? (await ask(ctx, answer, plain, need));
}

const hasFigure = (p: Part) => figureOf(p) !== undefined;

const FIGURE_WORDS = ['avg', 'average', 'mean', 'median', 'total', 'the', 'our', 'my'];
const FIGURE_LEADS = /^(?:(?:the|our|my)\s+)*(average|avg|mean|median|total)\b/i;

function valueText(field: string | undefined, v: number): string {
  const rounded = Math.round(v * 100) / 100;
  return field ? formatValue(field, rounded) : formatNumber(rounded);
}

function result(ctx: PlanContext, request: Request, response: string, data: unknown, confidence: number, rule: string): PlanResult {
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

/** "how many more {staff} does {the mean media client} have": the part's question with the shared words. */
function headed(head: string | undefined, text: string): string {
  if (!head) return text;
  const figure = FIGURE_LEADS.exec(text);
  // "the mean media client" asks for the average of the shared quantity over those records
  if (figure) return `${figure[1]} ${head} of ${text.slice(figure.index + figure[0].length).trim()}`;
  return `how many ${head} in ${text}`;
}

async function twoFigures(ctx: PlanContext, answer: Ask, c: Composed): Promise<PlanResult | undefined> {
  const a = await part(ctx, answer, headed(c.head, c.a), c.tail, hasFigure);
  if (!a) return undefined;
  const b =
    (await part(ctx, answer, headed(c.head, c.b), c.tail, hasFigure)) ??
    (await elliptic(ctx, answer, headed(c.head, c.a), c.b, FIGURE_WORDS, c.tail, a, hasFigure));
  if (!b) return undefined;
  const fa = figureOf(a);
  const fb = figureOf(b);
  if (!fa || !fb) return undefined;
  if (c.op === 'both') {
    // two figures side by side, each with what it counts: two plans, no computation between them
    const response = `${c.a}: ${fa.line} ${c.b}: ${fb.line}`;
    const plans = [a.result.plans![0]!, b.result.plans![0]!];
    return {
      response,
      result: { [c.a]: fa.value, [c.b]: fb.value },
      confidence: Math.min(a.result.confidence, b.result.confidence) - 0.05,
      reading: { plan: plans.map((x) => x.text).join('; and '), rules: ['composed: two questions answered together'], unused: [] },
      plans,
    };
  }
  const field = fa.field ?? fb.field;
  const compute: Compute = { compute: c.op === 'ratio' ? 'ratio' : 'difference', left: fa.of, right: fb.of };
  if (c.op === 'ratio' && fb.value === 0) return undefined;
  const value = c.op === 'ratio' ? fa.value / fb.value : fa.value - fb.value;
  const head1 =
    c.op === 'ratio'
      ? `${formatNumber(Math.round(value * 100) / 100)} times: ${valueText(field, fa.value)} against ${valueText(field, fb.value)}.`
      : c.head
        ? `${formatNumber(Math.abs(value))} ${value >= 0 ? 'more' : 'fewer'}: ${formatNumber(fa.value)} against ${formatNumber(fb.value)}.`
        : `The gap is ${valueText(field, Math.abs(value))}: ${valueText(field, fa.value)} against ${valueText(field, fb.value)}` +
          ` (the first is ${value >= 0 ? 'higher' : 'lower'}).`;
  const response = [head1, `- ${fa.line}`, `- ${fb.line}`].join('\n');
  const confidence = Math.min(a.result.confidence, b.result.confidence) - 0.05;
  return result(ctx, compute, response, value, confidence, `the ${c.op} of two questions`);
}

/** The field of rows whose values the question compares ("countries" -> country), or undefined. */
function fieldIn(rows: Row[], words: string): string | undefined {
  return resolveField(rows, terms(words));
}

async function except(ctx: PlanContext, answer: Ask, c: Composed): Promise<PlanResult | undefined> {
  const words = c.field!;
  const side = async (text: string, from?: string): Promise<{ p: Part; field: string } | undefined> => {
    const plain = strip(text, [...EXCEPT_FILLER, ...PART_LEADS], PART_ENDS);
    const tries = [plain, `${words} at ${plain}`];
    for (const t of tries) {
      const p = await ask(ctx, answer, t);
      const f = p && fieldIn(p.kept.rows, words);
      if (p && f) return { p, field: f };
    }
    // "but none of mine": the caller's own records of the first part's kind
    if (from && OWN_WORDS.includes(plain)) {
      const p = await ask(ctx, answer, `my ${from.split(/\s+/).at(-1)}`);
      const f = p && fieldIn(p.kept.rows, words);
      if (p && f) return { p, field: f };
    }
    if (from) {
      const p = await elliptic(ctx, answer, from, plain, EXCEPT_FILLER);
      const f = p && fieldIn(p.kept.rows, words);
      if (p && f) return { p, field: f };
    }
    return undefined;
  };
  const a = await side(c.a);
  if (!a) return undefined;
  const b = await side(c.b, strip(c.a, PART_LEADS, PART_ENDS));
  if (!b) return undefined;
  const has = new Set(b.p.kept.rows.map((r) => String(r[b.field])));
  const values = [...new Set(a.p.kept.rows.map((r) => r[a.field]).filter((v) => v !== undefined && v !== null && v !== ''))]
    .filter((v) => !has.has(String(v)))
    .map(String)
    .sort();
  const request: Query = {
    from: { query: a.p.kept.request as Query },
    steps: [{ difference: { with: { query: b.p.kept.request as Query }, on: { left: a.field, right: b.field } } }, { distinct: [a.field] }],
  };
  const what = fieldWords(a.field);
  const head1 =
    values.length === 0
      ? `None: every ${what} of the first set is also in the second.`
      : `${formatNumber(values.length)} ${what} value${values.length === 1 ? '' : 's'} of the first set and none of the second: ` +
        `${listWords(values)}.`;
  // (each part said by what it read, not by its values: the answer's values are the ones above)
  const said = (p: Part) => p.result.response.split('\n')[0]!.replace(/:.*$/, '.');
  const response = [head1, `- first: ${said(a.p)}`, `- second: ${said(b.p)}`].join('\n');
  const rows = values.map((v) => ({ [a.field]: v }));
  const confidence = Math.min(a.p.result.confidence, b.p.result.confidence) - 0.05;
  return result(ctx, request, response, rows, confidence, 'the values of one set of rows that another has not');
}

/** "double what my typical client makes": the figure's question, in words the planner reads. */
function figureQuestion(x: Beyond, measure: string): string {
  const whose = x.whose
    .split(/\s+/)
    .filter((w) => /^(?:my|our|their)$/i.test(w))
    .join(' ');
  const of = strip(x.of, ['of', 'the', 'all'], PART_ENDS);
  if (x.agg === 'max' || x.agg === 'min')
    return `${whose ? `${whose} ` : 'the '}${x.agg === 'max' ? 'largest' : 'smallest'} ${of} by ${measure}`;
  const word = x.agg === 'avg' ? 'average' : x.agg === 'median' ? 'median' : 'total';
  return `${word} ${measure} of ${whose ? `${whose} ` : ''}${of}`;
}

async function beyond(ctx: PlanContext, answer: Ask, x: Beyond): Promise<PlanResult | undefined> {
  // the figure must be of other rows ("the typical third-party client"); "above the mean revenue" is the rows' own
  const own = terms(x.of).filter((t) => !['revenu', 'valu', 'amount', 'size', 'worth', 'of'].includes(t));
  if (own.length === 0) return undefined;
  const count = COUNT_ASKED.test(x.a) || COUNT_ASKED.test(x.tail);
  const rowsText = strip(x.a.replace(COUNT_ASKED, ' '), PART_LEADS, PART_ENDS);
  const a = await ask(ctx, answer, rowsText);
  if (!a || a.kept.rows.length === 0) return undefined;
  const rows = a.kept.rows;
  const hint = terms(`${x.tail} ${x.of}`);
  const field = resolveField(rows, hint, { numeric: true }) ?? resolveField(rows, terms(x.a), { numeric: true }) ?? mainMeasure(rows);
  if (!field) return undefined;
  const b = await ask(ctx, answer, figureQuestion(x, fieldWords(field)));
  const fb = b && figureOf(b);
  if (!b || !fb) return undefined;
  const bound = fb.value * x.factor;
  const boundValue: Value = x.factor === 1 ? fb.of : { compute: 'product', left: x.factor, right: fb.of };
  const cond: Cond = { field, op: x.op, value: boundValue };
  const kept = rows.filter((r) => matches({ field, op: x.op, value: bound }, r));
  const steps: Step[] = [{ where: cond }, ...(count ? [{ group: { by: [], aggs: [{ op: 'count' }] } } as Step] : [])];
  const request: Query = { from: { query: a.kept.request as Query }, steps };
  const tool = ctx.tools.list().find((t) => t.name === sourceTool(a.kept.request as Query));
  const subject = tool ? subjectOf(tool).text : 'rows';
  const cmp = `${fieldWords(field)} ${x.op === 'gt' ? 'above' : 'below'} ${valueText(field, bound)}`;
  const why = `${x.factor !== 1 ? `${formatNumber(x.factor)} times ` : ''}${fb.line.replace(/\.$/, '')}`;
  const names = kept.map((r) => labelOf(r) ?? String(r.id ?? '')).filter(Boolean);
  const max = ctx.settings.demo.max_results;
  const head1 = count
    ? `There ${kept.length === 1 ? 'is' : 'are'} ${formatNumber(kept.length)} of the ${formatNumber(rows.length)} ${subject} with ${cmp}.`
    : kept.length === 0
      ? `None of the ${formatNumber(rows.length)} ${subject} has ${cmp}.`
      : `${formatNumber(kept.length)} of the ${formatNumber(rows.length)} ${subject} have ${cmp}: ` +
        `${listWords(names.slice(0, max))}${names.length > max ? ` and ${formatNumber(names.length - max)} more` : ''}.`;
  const response = [head1, `(The bound: ${why}.)`].join('\n');
  const confidence = Math.min(a.result.confidence, b.result.confidence) - 0.05;
  return result(ctx, request, response, count ? kept.length : kept, confidence, 'rows beyond a figure another question computes');
}

function sourceTool(q: Query): string | undefined {
  const from = q.from;
  if (from.tool) return from.tool;
  if (from.query) return sourceTool(from.query);
  return undefined;
}

/** The answer of a question made of two, or undefined to leave it to the single reading. */
export async function composeAnswer(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const c = composedOf(ctx.message);
  if (c) {
    const r =
      c.op === 'except' ? await except(ctx, answer, { ...c, field: strip(c.field!, PART_LEADS, []) }) : await twoFigures(ctx, answer, c);
    if (r) return r;
  }
  const x = beyondOf(ctx.message);
  return x ? beyond(ctx, answer, x) : undefined;
}
