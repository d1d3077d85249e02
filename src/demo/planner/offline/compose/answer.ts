import { figureBound } from './figure-bound.js';
import { COMPOSE_NAME_RULES } from '../rules/compose-names.js';
import type { PlanContext, PlanResult } from '../../types.js';
import { matches, type Compute, type Cond, type Query, type Step, type Value } from '../../../query/index.js';
import { EXCEPT_FILLER, OWN_WORDS, PART_LEADS, PART_ENDS } from '../lexicon/compose.js';
import { beyondOf, composedOf, type Beyond, type Composed } from './match.js';
import { bridge, bridgedOf } from './bridge.js';
import { countPick } from './count-pick.js';
import { groupsHeld } from './groups-held.js';
import { repeatedValues } from './repeated.js';
import { everyListSaid } from './app-lists.js';
import { gapOfPrevious, shareOfPrevious } from './previous-figures.js';
import { againstPrevious } from './weighed-previous.js';
import { weighed } from './weighed.js';
import { fieldWords, formatNumber, isMoneyField, listWords } from '../core/format.js';
import { mainMeasure, resolveField } from '../core/fields.js';
import { labelOf } from '../core/rows.js';
import { canonical, RECORD_KINDS, terms, words as wordsOf } from '../core/tokenize.js';
import { countriesNamed } from '../core/countries.js';
import { subjectOf, toolEntityTerms } from '../choose/params.js';
import {
  COUNT_ASKED,
  combinedConfidence,
  FIGURE_LEADS,
  FIGURE_WORDS,
  LEAD_OF,
  aggregated,
  ask,
  completed,
  elliptic,
  figureOf,
  figurePart,
  groupsOf,
  narrowedSecond,
  part,
  pointsBack,
  result,
  sideBySide,
  sameQuantity,
  sourceTool,
  valueText,
  severalRecords,
  strip,
  type Ask,
  type Part,
  fieldIn,
  placeDropped,
  recordsOnly,
} from './parts.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { INTENT_GROUP_RULES } from '../rules/intent-group.js';

/**
 * Questions made of two questions (lexicon/compose.ts): each part is asked of the planner on
 * its own, and only when every part is read whole (sure of itself, no word unused) are the
 * parts combined: the gap or ratio of their figures, the rows of one beyond the other's
 * figure, the values one has and the other has not. The combination is a plan of the query
 * language over the parts' own plans, shown as data.plan; otherwise the message is left to
 * the planner's single reading, which says what it could not use.
 */
const ID_FIELD = COMPOSE_TEXT_RULES.idField.pattern;

/** "how many more {staff} does {the mean media client} have": the part's question with the shared words. */
function headedAs(head: string | undefined, text: string, amount = false): string {
  if (!head) return text;
  // ("how much more pipeline in lima than quito": the total of the quantity named, never a count of it)
  if (amount) return `total ${head} in ${text}`;
  const figure = FIGURE_LEADS.exec(text);
  // "the mean media client" asks for the average of the shared quantity over those records
  if (figure) return `${figure[1]} ${head} of ${text.slice(figure.index + figure[0].length).trim()}`;
  return `how many ${head} in ${text}`;
}

/** Two whole questions in one message: each asked as said, each a figure of its own. */
async function twoQuestions(ctx: PlanContext, answer: Ask, c: Composed): Promise<[Part, Part] | undefined> {
  // ("value of the quito deals, and the revenue my lima firms bring": a quantity of several records, said with no figure, is their total)
  const figure = async (text: string) =>
    (await part(ctx, answer, text, c.tail, aggregated)) ??
    (COMPOSE_NAME_RULES.quantityNamed.pattern.test(text) && !FIGURE_LEADS.test(text) && severalRecords(text)
      ? await part(ctx, answer, `${LEAD_OF.sum} ${strip(text, ['the'], [])}`, c.tail, aggregated)
      : undefined);
  const a = await figure(c.a);
  const filled = a && completed(c.a, c.b);
  // (the second said short is the first's question with the second's words, before it is read alone)
  const b = a && ((filled ? await part(ctx, answer, filled, c.tail, aggregated) : undefined) ?? (await figure(c.b)));
  return a && b ? [a, b] : undefined;
}

export async function twoFigures(ctx: PlanContext, answer: Ask, said: Composed): Promise<PlanResult | undefined> {
  // a share of a whole: the whole held to the part's words, against the whole
  const c = said.op === 'share' ? { ...said, a: `${said.a} from ${said.b}`, b: said.a } : said;
  if (c.rule === 'two questions') {
    const both = await twoQuestions(ctx, answer, c);
    return both ? sideBySide(c, both[0], both[1]) : undefined;
  }
  // (a ratio or a gap of two kinds of records said alone counts them; a sum across both APIs must be read as said)
  // ("how many more banks has A got than B": each part a count of those records, never a total of some measure)
  // ("my ohio firms plus the crm's ohio firms - one total count": a sum asked as a count adds two counts)
  const counting =
    ((c.head !== undefined || c.op === 'sum') && COUNT_ASKED.test(ctx.message)) ||
    (c.op === 'difference' && COMPOSE_NAME_RULES.countGap.pattern.test(ctx.message)) ||
    recordsOnly(c);
  const amount = !counting && COMPOSE_NAME_RULES.amountAsked.pattern.test(ctx.message);
  const headed = (head: string | undefined, text: string) => headedAs(head, text, amount);
  const counted = (p: Part) => {
    const f = figureOf(p);
    return f !== undefined && (!counting || (typeof f.of === 'object' && 'agg' in f.of && f.of.agg.op === 'count'));
  };
  const a = await figurePart(
    ctx,
    answer,
    headed(c.head, c.a),
    c.tail,
    counting ? LEAD_OF.count : undefined,
    counted,
    c.op === 'ratio' || c.op === 'difference',
  );
  const fa = a && figureOf(a);
  if (!a || !fa) return undefined;
  // a ratio or a gap is of one quantity: a second figure of another field is no answer ("deal value" against "annual revenue");
  // a sum of counts is of one kind of record (never contacts plus accounts)
  const kind = (p: Part) => {
    const tool = ctx.tools.list().find((t) => t.name === sourceTool(p.plan));
    return tool ? toolEntityTerms(tool)[0] : undefined;
  };
  const fits = (p: Part) => {
    const f = figureOf(p);
    if (c.op === 'sum' && f?.field === undefined && kind(p) !== kind(a)) return false;
    return counted(p) && f !== undefined && (c.op === 'both' || sameQuantity(fa.field, f.field));
  };
  // the second part as said, then as the first one with the second's words, then asked for the first's kind of figure
  const lead = typeof fa.of === 'object' && 'agg' in fa.of ? LEAD_OF[fa.of.agg.op] : undefined;
  // ("revenue of my quarries minus lima": the second part a value only, the first's total less that value's, never
  // an average less an average, which is not the average of the rest)
  const aggOf = (x: typeof fa) => (typeof x.of === 'object' && 'agg' in x.of ? x.of.agg.op : undefined);
  const added = (x: typeof fa) => ['sum', 'count'].includes(aggOf(x) ?? '');
  // (the second said whole, with a money figure of its own, weighs against a money figure of another field: "deal value vs revenue")
  const money = (p: Part) => {
    const f = figureOf(p);
    return c.op === 'difference' && counted(p) && [fa.field, f?.field].every((x) => x !== undefined && isMoneyField(x));
  };
  const b =
    (await part(ctx, answer, headed(c.head, c.b), c.tail, (p) => fits(p) || money(p))) ??
    (c.op !== 'difference' || added(fa)
      ? await elliptic(ctx, answer, headed(c.head, c.a), c.b, FIGURE_WORDS, c.tail, a, fits)
      : undefined) ??
    (lead ? await figurePart(ctx, answer, headed(c.head, c.b), c.tail, lead, fits) : undefined) ??
    // (the first part as it was answered, "total north american open pipeline", when it was said without its figure)
    (a.text !== headed(c.head, c.a) && (c.op !== 'difference' || added(fa))
      ? await elliptic(ctx, answer, a.text, c.b, FIGURE_WORDS, c.tail, a, fits)
      : undefined);
  const fb = b && figureOf(b);
  if (!b || !fb) return undefined;
  // two parts read as one and the same figure weigh nothing against each other: the second was not read as said
  if (JSON.stringify(fa.of) === JSON.stringify(fb.of)) return undefined;
  // (a share's part is of the whole's records: never of another list, "… comes from third-party accounts" of my own)
  if (placeDropped(c, b) || (c.op === 'share' && sourceTool(a.plan) !== sourceTool(b.plan))) return undefined;
  if (c.op === 'both') return sideBySide(c, a, b);

  const field = fa.field ?? fb.field;
  const compute: Compute = {
    compute: c.op === 'ratio' || c.op === 'sum' || c.op === 'share' ? c.op : 'difference',
    left: fa.of,
    right: fb.of,
  };
  if ((c.op === 'ratio' || c.op === 'share') && fb.value === 0) return undefined;
  // (a share is of one total or count, the part less than its whole: else the two were not read as part and whole)
  if (c.op === 'share' && (fa.value >= fb.value || aggOf(fa) !== aggOf(fb) || !added(fa))) return undefined;
  // (a share in percent, as the query layer computes it)
  const value =
    c.op === 'share'
      ? (fa.value / fb.value) * 100
      : c.op === 'ratio'
        ? fa.value / fb.value
        : c.op === 'sum'
          ? fa.value + fb.value
          : fa.value - fb.value;
  const head1 =
    c.op === 'ratio'
      ? `${formatNumber(Math.round(value * 100) / 100)} times: ${valueText(field, fa.value)} against ${valueText(field, fb.value)}.`
      : c.op === 'share'
        ? `${formatNumber(Math.round(value * 10) / 10)}%: ${valueText(field, fa.value)} of ${valueText(field, fb.value)}.`
        : c.op === 'sum'
          ? `Together ${valueText(field, value)}: ${valueText(field, fa.value)} plus ${valueText(field, fb.value)}.`
          : c.rule === 'is one larger'
            ? `${(COMPOSE_TEXT_RULES.lessAsked.pattern.test(ctx.message) ? fa.value < fb.value : fa.value > fb.value) ? 'Yes' : 'No'}: ` +
              `${valueText(field, fa.value)} against ${valueText(field, fb.value)}, a gap of ${valueText(field, Math.abs(value))}.`
            : c.rule === 'which is larger' || c.pair
              ? weighedHead(ctx.message, c, fa.value, fb.value, field)
              : c.head
                ? `${formatNumber(Math.abs(value))} ${value >= 0 ? 'more' : 'fewer'}: ` +
                  `${formatNumber(fa.value)} against ${formatNumber(fb.value)}.`
                : `The gap is ${valueText(field, Math.abs(value))}: ${valueText(field, fa.value)} against ${valueText(field, fb.value)}` +
                  ` (the first is ${value >= 0 ? 'higher' : 'lower'}).`;
  const response = [head1, `- ${fa.line}`, `- ${fb.line}`].join('\n');
  const confidence = combinedConfidence(a.result, b.result);
  return result(ctx, compute, response, value, confidence, `the ${c.op} of two questions`);
}

/** "which is smaller: A or B": the one asked for, said as its question, both figures and their gap. */
function weighedHead(message: string, c: Composed, a: number, b: number, field: string | undefined): string {
  // (two records weighed, "who has less": the smaller one is asked for)
  const small = c.pair ? COMPOSE_TEXT_RULES.lessAsked.pattern.test(message) : COMPOSE_TEXT_RULES.whichSmaller.pattern.test(message);
  const [won, lost] = a >= b !== small ? [c.a, c.b] : [c.b, c.a];
  const [x, y] = a >= b !== small ? [a, b] : [b, a];
  if (c.pair) {
    const [first, other] = a >= b !== small ? c.pair.names : [c.pair.names[1], c.pair.names[0]];
    const more = small ? 'less' : 'more';
    const gap = valueText(field, Math.abs(a - b));
    return `${first} has ${more} ${c.pair.measure}: ${valueText(field, x)} against ${valueText(field, y)} for ${other}; a gap of ${gap}.`;
  }
  const head = `${won.charAt(0).toUpperCase()}${won.slice(1)} is ${small ? 'smaller' : 'larger'}`;
  return `${head}: ${valueText(field, x)} against ${valueText(field, y)} (${lost}); a gap of ${valueText(field, Math.abs(a - b))}.`;
}

const IN_THE = ' in the ';
async function except(ctx: PlanContext, answer: Ask, asked: Composed): Promise<PlanResult | undefined> {
  // "which us states …": the country narrows the first set's rows; the values compared are the states
  // (core/countries.ts reads "us states" as the country and "US states" as "states in the United States")
  const fix = countriesNamed(asked.field!, () => true).fixes[0];
  const [place, country] = fix?.to.includes(IN_THE) ? fix.to.split(IN_THE) : [' ', fix?.to];
  const c = fix
    ? {
        ...asked,
        field: asked.field!.replace(fix.from, place!).replace(SHAPE_RULES.spaceRuns.pattern, ' ').trim(),
        a: `${asked.a}${IN_THE}${country}`,
      }
    : asked;
  const words = c.field!;
  const side = async (text: string, from?: string): Promise<{ p: Part; field: string } | undefined> => {
    const plain = strip(text, [...EXCEPT_FILLER, ...PART_LEADS], PART_ENDS);
    // ("which cities hold 4+ of my lima firms and …": a number of records each value holds, its groups asked first)
    const held = COMPOSE_TEXT_RULES.countOpens.pattern.test(plain) ? `which ${words} have ${plain}` : undefined;
    // ("… but the lima api has none": a second set that names no kind of record holds the first's kind)
    const kind =
      from && !terms(plain).some((t) => RECORD_KINDS.has(t)) ? wordsOf(from).findLast((w) => RECORD_KINDS.has(canonical(w))) : undefined;
    for (const t of [...(held ? [held] : []), ...(kind ? [`${kind} in ${plain}`] : []), plain, `${words} at ${plain}`]) {
      const asked = await ask(ctx, answer, t);
      const p = asked && t === held ? await groupsOf(ctx, asked) : asked;
      const f = p && fieldIn(p.kept.rows, words);
      if (p && f) return { p, field: f };
    }
    // "but none of mine": the caller's own records of the first part's kind
    if (from && OWN_WORDS.includes(plain)) {
      const p = await ask(ctx, answer, `my ${from.split(SHAPE_RULES.spaces.pattern).at(-1)}`);
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
  // (values that are ids are records: "clients that have a CFO as well as a CTO" is a question of records having others;
  // a first set cut to its first rows, "which place tops the zeta count yet holds none of mine", is ranked before the second was taken out)
  const cut = (a?.p.kept.request as Query | undefined)?.steps?.some((s) => 'limit' in s);
  if (!a || cut || SHAPE_RULES.idFieldAnyCase.pattern.test(a.field)) return undefined;
  // (what is said after the second set, "(mine or 3rd party)", is said of it)
  const b = await side(c.tail ? `${c.b}, ${c.tail}` : c.b, strip(c.a, PART_LEADS, PART_ENDS));
  if (!b) return undefined;
  const has = new Set(b.p.kept.rows.map((r) => String(r[b.field])));
  // ("which states have both …": the values of the first set the second has too)
  const both = c.op === 'intersect';
  const values = [...new Set(a.p.kept.rows.map((r) => r[a.field]).filter((v) => v !== undefined && v !== null && v !== ''))]
    .filter((v) => has.has(String(v)) === both)
    .map(String)
    .sort();
  const request: Query = {
    from: { query: a.p.kept.request as Query },
    steps: [
      both
        ? { intersect: { with: { query: b.p.kept.request as Query }, on: { left: a.field, right: b.field } } }
        : { difference: { with: { query: b.p.kept.request as Query }, on: { left: a.field, right: b.field } } },
      { distinct: [a.field] },
    ],
  };
  const what = fieldWords(a.field);
  const head1 =
    values.length === 0
      ? `None: ${both ? `no ${what} of the first set is in the second` : `every ${what} of the first set is also in the second`}.`
      : `${formatNumber(values.length)} ${what} value${values.length === 1 ? '' : 's'} of the first set and ` +
        `${both ? 'the second too' : 'none of the second'}: ${listWords(values)}.`;
  // (each part said by what it read, not by its values: the answer's values are the ones above)
  const said = (p: Part) => p.result.response.split('\n')[0]!.replace(COMPOSE_TEXT_RULES.afterColon.pattern, '.');
  // ("is there a zone in which …", "do any of … have the same name as …": a yes or a no, said first)
  const yes = INTENT_GROUP_RULES.yesNoOpener.pattern.test(ctx.message.toLowerCase()) ? `${values.length > 0 ? 'Yes' : 'No'}. ` : '';
  const response = [`${yes}${head1}`, `- first: ${said(a.p)}`, `- second: ${said(b.p)}`].join('\n');
  const rows = values.map((v) => ({ [a.field]: v }));
  const confidence = Math.round((Math.min(a.p.result.confidence, b.p.result.confidence) - 0.05) * 100) / 100;
  return result(
    ctx,
    request,
    response,
    rows,
    confidence,
    both ? 'the values two sets of rows share' : 'the values of one set of rows that another has not',
  );
}

/** "double what my typical client makes": the figure's question, in words the planner reads. */
function figureQuestion(x: Beyond, measure: string): string {
  const whose = x.whose
    .split(SHAPE_RULES.spaces.pattern)
    .filter((w) => COMPOSE_TEXT_RULES.ownWord.pattern.test(w))
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
  // (an id is no quantity: "more contacts than the average account" weighs no field of the rows)
  if (!field || ID_FIELD.test(field)) return undefined;
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
  const why = `${x.factor !== 1 ? `${formatNumber(x.factor)} times ` : ''}${fb.line.replace(SHAPE_RULES.finalStop.pattern, '')}`;
  const names = kept.map((r) => labelOf(r) ?? String(r.id ?? '')).filter(Boolean);
  const max = ctx.settings.demo.max_results;
  const head1 = count
    ? `There ${kept.length === 1 ? 'is' : 'are'} ${formatNumber(kept.length)} of the ${formatNumber(rows.length)} ${subject} with ${cmp}.`
    : kept.length === 0
      ? `None of the ${formatNumber(rows.length)} ${subject} has ${cmp}.`
      : `${formatNumber(kept.length)} of the ${formatNumber(rows.length)} ${subject} have ${cmp}: ` +
        `${listWords(names.slice(0, max))}${names.length > max ? ` and ${formatNumber(names.length - max)} more` : ''}.`;
  const response = [head1, `(The bound: ${why}.)`].join('\n');
  const confidence = Math.round((Math.min(a.result.confidence, b.result.confidence) - 0.05) * 100) / 100;
  return result(ctx, request, response, count ? kept.length : kept, confidence, 'rows beyond a figure another question computes');
}

/** The answer of a question made of two, or undefined to leave it to the single reading. */
export async function composeAnswer(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  // "as a percent of every quito lead?" after a count: that count as a share of the whole named
  const share = ctx.history.length > 0 ? await shareOfPrevious(ctx, answer) : undefined;
  if (share) return share;
  // "the delta between those two months?" after two answers of one figure each
  const gap = gapOfPrevious(ctx) ?? (ctx.history.length > 0 ? await againstPrevious(ctx, answer) : undefined);
  if (gap) return gap;
  // "is the mean zeta score above 50?": one figure held to a number
  const held = await figureBound(ctx, answer);
  if (held) return held;
  // "do any two quito firms have the same lima?": the values more than one record holds; "which zones hold over 5M of zeta"
  const repeated = (await repeatedValues(ctx, answer)) ?? (await groupsHeld(ctx, answer));
  if (repeated) return repeated;
  // (a follow-up whose parts point at the previous answer is left to the follow-up readings)
  if (ctx.history.length > 0 && pointsBack(ctx.message)) return undefined;
  const bridged = bridgedOf(ctx.message);
  if (bridged) {
    const r = await bridge(ctx, answer, bridged);
    if (r) return r;
  }
  const picked = await countPick(ctx, answer);
  if (picked) return picked;
  const said = composedOf(ctx.message);
  // (an app named without the list it means, beside another app: every list of that kind)
  const lists = (p: string) => everyListSaid(p, ctx.message, ctx.tools.list());
  const c = said && said.op !== 'except' && said.op !== 'intersect' ? { ...said, a: lists(said.a), b: lists(said.b) } : said;
  if (c?.op === 'both' && pointsBack(c.b)) return narrowedSecond(ctx, answer, c);
  if (c) {
    // ("zones with lima quarries and none of mine": a second set said as none is left out, not shared)
    const none = c.op === 'intersect' && COMPOSE_NAME_RULES.noneOf.pattern.test(c.b);
    const op = none ? ('except' as const) : c.op;
    const b = none ? c.b.replace(COMPOSE_NAME_RULES.noneOf.pattern, '') : c.b;
    const r =
      op === 'except' || op === 'intersect'
        ? await except(ctx, answer, { ...c, op, b, field: strip(c.field!, PART_LEADS, []) })
        : c.op === 'more' || c.op === 'fewer'
          ? await weighed(ctx, answer, c)
          : await twoFigures(ctx, answer, c);
    if (r) return r;
  }
  const x = beyondOf(ctx.message);
  return x ? beyond(ctx, answer, x) : undefined;
}
