import type { PlanContext, PlanResult } from '../../types.js';
import { Executor, aggName, explain, type Agg, type Query, type Step } from '../../../query/index.js';
import { AT_LEAST, BRIDGE_RULES, NOT_IN, THERE_INSIDE, WHICH_OF_STATES } from '../lexicon/bridge.js';
import { PART_LEADS } from '../lexicon/compose.js';
import { POINTING } from '../lexicon/refer.js';
import { COUNT_LAST } from '../lexicon/asking.js';
import { MEET, compile } from './match.js';
import { numbersInWords } from '../understand/amounts.js';
import { ask, combinedConfidence, readAs, result, sourceTool, strip, valueText, type Ask, type Part } from './parts.js';
import { resolveField } from '../core/fields.js';
import { isRecord, labelOf, type Row } from '../core/rows.js';
import { fieldWords, listWords } from '../core/format.js';
import { subjectOf } from '../choose/params.js';
import { terms } from '../core/tokenize.js';
import { countFirst } from '../understand/plain.js';
import { shorthandRead } from '../understand/spell.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';

/**
 * Questions whose place comes from another question (lexicon/bridge.ts): the first question is
 * asked on its own and its rows give the states (all of them, or its first row's); the second
 * is asked on its own and its plan is run again held to those states. Both must be read whole,
 * as every composed question; otherwise the message is left to the single reading.
 */
export interface Bridged {
  rule: string;
  one: boolean;
  a: string;
  b: string;
  /** Keep only the states with at least this many of the first question's rows. */
  atLeast?: number;
  /** The first question's states are the ones left out (no rows of it there). */
  notIn?: boolean;
  /** The first question must find exactly one record. */
  picked?: boolean;
}

const RULES = BRIDGE_RULES.flatMap((rule) => rule.templates.map((t) => ({ rule, pattern: compile(t), met: t.includes(';') })));
const WHICH = WHICH_OF_STATES.templates.map(compile);
const STATE = terms('state');
const STATE_OF = 'the state of';
// (a count that must stay under n: the states left out are those holding n or more)
const FORMS = [
  ...AT_LEAST.forms.map((f) => ({ f, more: 0, under: false })),
  ...AT_LEAST.above.map((f) => ({ f, more: 1, under: false })),
  ...AT_LEAST.below.map((f) => ({ f, more: 0, under: true })),
  ...AT_LEAST.atMost.map((f) => ({ f, more: 1, under: true })),
];
/** A form of a count ("{n}+", "at least {n}") as a pattern, its number captured. */
const formPattern = (f: string) =>
  f.replace(COMPOSE_TEXT_RULES.plusSign.pattern, '\\+').replace('{n}', '(\\d+)').replace(SHAPE_RULES.spaceRuns.pattern, '\\s+');
const COUNTED = FORMS.map(({ f, more, under }) => ({ more, under, re: new RegExp(`^${formPattern(f)}\\s+(.+)$`, 'i') }));

/** "where is the open pipeline smallest (in dollars)": what is ranked, the superlative, what follows it. */
const WHERE_SUPERLATIVE = COMPOSE_BUILT_RULES.whereSuperlative.pattern;
const POINTERS = new Set([...POINTING.words, ...POINTING.determiners]);
const COUNTED_AFTER = FORMS.map(({ f, more, under }) => ({
  more,
  under,
  re: new RegExp(`^(.+?)\\s+(?:${AT_LEAST.verbs.join('|')})\\s+${formPattern(f)}\\s+(.+)$`, 'i'),
}));
const NOT_LEADS = [...NOT_IN.leads].sort((x, y) => y.length - x.length);
const NOT_FILLERS = [...NOT_IN.fillers].sort((x, y) => y.length - x.length);

const NOT_AFTER = new RegExp(`^(.+?)\\s+(?:${NOT_IN.after.join('|')})\\s+(.+?)(?:\\s+(?:${NOT_IN.ends.join('|')}))?$`, 'i');

/** "i don't have any of my clients", "the crm has no firm at all": the rows whose states are left out. */
function leftOut(a: string): { a: string; notIn?: boolean; atLeast?: number } {
  const lead = NOT_LEADS.find((l) => a.toLowerCase().startsWith(`${l} `));
  if (lead) return { ...counted(strip(a.slice(lead.length), NOT_FILLERS, [])), notIn: true };
  const m = NOT_AFTER.exec(a);
  if (m) return { a: `${m[1]!} ${strip(m[2]!, NOT_FILLERS, [])}`, notIn: true };
  return counted(strip(a, PART_LEADS, []));
}

/**
 * "4+ of my quarries", "zeta keeps 9+ firms": the rows, and the least number a place must hold;
 * "a book holding under 9 firms": the places holding 9 or more are the ones left out.
 */
function counted(said: string): { a: string; atLeast?: number; notIn?: boolean } {
  // ("where at least one of my clients sits": the states of every row)
  const one = AT_LEAST.one.find((f) => said.toLowerCase().startsWith(`${f} `));
  if (one) return { a: said.slice(one.length + 1) };
  // ("… holds over a dozen firms": the count in digits)
  const a = numbersInWords(said);
  for (const { re, more, under } of COUNTED) {
    const m = re.exec(a);
    if (m) return { a: m[2]!, atLeast: Number(m[1]) + more, ...(under ? { notIn: true } : {}) };
  }
  for (const { re, more, under } of COUNTED_AFTER) {
    const m = re.exec(a);
    if (m) return { a: `${m[1]!} ${m[3]!}`, atLeast: Number(m[2]) + more, ...(under ? { notIn: true } : {}) };
  }
  return { a: said };
}

const BEING = new Set(THERE_INSIDE.being);
const ALSO = THERE_INSIDE.also.map((w) => w.split(' '));

/** "acme ; which crm firm there has the most staff": the pointer at the state moved to the second question's end, or undefined. */
export function thereLast(met: string): string | undefined {
  const at = met.lastIndexOf(' ; ');
  if (at < 0) return undefined;
  const ws = met
    .slice(at + 3)
    .replace(COMPOSE_TEXT_RULES.endStopSpaced.pattern, '')
    .trim()
    .split(SHAPE_RULES.spaces.pattern);
  const also = ALSO.find((a) => a.length < ws.length && a.every((w, i) => ws[ws.length - a.length + i]!.toLowerCase() === w));
  if (also) ws.splice(ws.length - also.length);
  const i = ws.findIndex((w, k) => k > 0 && w.toLowerCase() === THERE_INSIDE.pointer && !BEING.has(ws[k - 1]!.toLowerCase()));
  if (i < 0 || (i === ws.length - 1 && !also)) return undefined;
  return `${met.slice(0, at + 3)}${[...ws.slice(0, i), ...ws.slice(i + 1), ws[i]!].join(' ')}`;
}

/** The two questions of a message whose place comes from another question, or undefined. */
export function bridgedOf(message: string): Bridged | undefined {
  // (chat shorthand read first: "state w most …")
  const said = shorthandRead(message.trim());
  const text = COMPOSE_TEXT_RULES.countAtEnd.pattern.test(said)
    ? `${COUNT_LAST.as} ${said.replace(COMPOSE_TEXT_RULES.countAtEnd.pattern, '')}`
    : countFirst(said);
  // ("acme is based where? the deals there": a question mark between two questions meets them too)
  // (and so does a sentence's end: "Pick acme. Sum crm deal value in its home state.")
  const met = text
    .replace(COMPOSE_TEXT_RULES.questionMarkBetween.pattern, ', ')
    .replace(COMPOSE_TEXT_RULES.sentenceStopBetween.pattern, ', ')
    .replace(MEET, ' ; ');
  // ("acme's state: which crm firm there has the most staff": the pointer read as said at the end)
  const moved = thereLast(met);
  // ("state w most zeta pipeline how many quarries there": typed without stops, the second question starts at its question word)
  const inside = met.includes(' ; ') ? undefined : met.replace(COMPOSE_TEXT_RULES.askedInside.pattern, ' ; ');
  const movedInside = inside && thereLast(inside);
  for (const { rule, pattern, met: meets } of RULES) {
    const g =
      pattern.exec(meets ? met : text)?.groups ??
      (meets && moved ? pattern.exec(moved)?.groups : undefined) ??
      (meets && inside ? (pattern.exec(inside)?.groups ?? (movedInside ? pattern.exec(movedInside)?.groups : undefined)) : undefined);
    if (!g?.a || !g.b) continue;
    // ("… in that client's home state": a pointer at a record the first question names, not the record)
    if (POINTERS.has(g.a.trim().split(SHAPE_RULES.spaces.pattern)[0]!.toLowerCase())) continue;
    const a =
      rule.ask === '{a}'
        ? rule.one
          ? counted(strip(g.a, PART_LEADS, []))
          : leftOut(g.a.trim())
        : { a: rule.ask.replace('{a}', g.a.trim()) };
    const b = rule.asked ? rule.asked.replace('{b}', g.b.trim()) : g.b.trim();
    return { rule: rule.name, one: rule.one, ...(rule.picked ? { picked: true } : {}), ...a, ...(rule.notIn ? { notIn: true } : {}), b };
  }
  for (const pattern of WHICH) {
    const g = pattern.exec(met)?.groups;
    const lead = g?.b && WHICH_OF_STATES.leads.find((l) => g.b!.toLowerCase().startsWith(`${l} `));
    const where = g?.b ? WHERE_SUPERLATIVE.exec(g.b) : null;
    if (!g?.a || (!lead && !where)) continue;
    const b = lead
      ? `${WHICH_OF_STATES.asked}${g.b!.slice(lead.length)}`
      : `${WHICH_OF_STATES.asked} has the ${where![2]!.toLowerCase()} ${where![1]!}${where![3]!}`;
    return { rule: 'which of the states', one: false, ...counted(strip(g.a, PART_LEADS, [])), b };
  }
  return undefined;
}

/** The states of the first question's answer: every state its rows are in, or its first row's. */
export async function statesOf(
  ctx: PlanContext,
  exec: Executor,
  answer: Ask,
  x: Bridged,
  again = true,
): Promise<{ states: string[]; plan: Query } | undefined> {
  // one record that holds no state of its own ("grace martin's account"): its state asked for, which a record it refers to holds
  const retry = () => (x.picked && again ? statesOf(ctx, exec, answer, { ...x, a: `${STATE_OF} ${x.a}` }, false) : undefined);
  const a = await ask(ctx, answer, x.a);
  if (!a) return retry();
  // ("crm firms sharing a state with Zeta Co: the top one by revenue": a ranking said of one named record is the other part's)
  const rules = a.result.reading?.rules ?? [];
  if (x.picked && rules.some((r) => r.startsWith('record named')) && rules.some((r) => r.startsWith('superlative'))) return undefined;
  const out = await exec.run(a.plan).catch(() => undefined);
  // (a question that ranks states, then one asked in the first of them: groups ranked, the first one's state the one picked)
  const ranked = (a.plan.steps ?? []).some((st) => 'group' in st && st.group.by.length === 1);
  if (!out?.complete || out.rows.length === 0 || (x.picked && !ranked && out.rows.length !== 1)) return undefined;
  const field = resolveField(out.rows, STATE);
  if (!field) return retry();
  // ("the state with the second most …": the one its answer put first, which its plan's first row is not)
  const shown = a.result.result;
  const leader = x.one && isRecord(shown) && isRecord(shown.leader) && shown.leader.field === field ? shown.leader : undefined;
  const values = (leader ? [{ [field]: leader.value }] : x.one ? out.rows.slice(0, 1) : out.rows)
    .map((r) => r[field])
    .filter((v): v is string => typeof v === 'string' && v !== '');
  const held = new Map<string, number>();
  for (const v of values) held.set(v, (held.get(v) ?? 0) + 1);
  const states = [...held].filter(([, n]) => n >= (x.atLeast ?? 1)).map(([v]) => v);
  return states.length > 0 ? { states, plan: a.plan } : undefined;
}

/** The second question's plan held to `states`: the condition before its first group, order or limit. */
function heldTo(plan: Query, field: string, states: string[], notIn = false): Query {
  const steps = plan.steps ?? [];
  const at = steps.findIndex((s) => 'group' in s || 'sort' in s || 'limit' in s || 'rank' in s || 'select' in s);
  // (rows with no state are in none of the states left out either)
  const where: Step = notIn
    ? {
        where: {
          all: [
            { field, op: 'not_empty' },
            { field, op: 'not_in', values: states },
          ],
        },
      }
    : { where: { field, op: 'in', values: states } };
  const cut = at < 0 ? steps.length : at;
  return { ...plan, steps: [...steps.slice(0, cut), where, ...steps.slice(cut)] };
}

const OP_WORDS: Record<string, string> = {
  count: 'number',
  sum: 'total',
  avg: 'average',
  median: 'median',
  min: 'smallest',
  max: 'largest',
};

/** "total of annual revenue", "number": what an aggregate computes, in words. */
function figureName(agg: Agg): string {
  return `${OP_WORDS[agg.op] ?? agg.op}${agg.field && agg.op !== 'count' ? ` of ${fieldWords(agg.field)}` : ''}`;
}

/** The answer's first line: the figure, the top group, or the rows found. */
function firstLine(plan: Query, rows: Row[], subject: string, place: string): string | undefined {
  const last = (plan.steps ?? []).at(-1);
  const group = (plan.steps ?? []).findLast((s) => 'group' in s);
  if (group && 'group' in group && group.group.by.length === 0 && last === group) {
    const agg = group.group.aggs[0]!;
    const v = rows[0]?.[aggName(agg)];
    if (typeof v !== 'number') return undefined;
    const figure = valueText(agg.op === 'count' ? undefined : agg.field, v);
    return `The ${figureName(agg)} of ${subject} in ${place} is ${figure}.`;
  }
  if (group && 'group' in group && group.group.by.length > 0) {
    const key = group.group.by[0]!;
    // the figure the groups are ranked by (a sort after the group), else the first that is no count
    const steps0 = plan.steps ?? [];
    const sort = steps0.slice(steps0.indexOf(group)).find((st): st is Extract<Step, { sort: unknown }> => 'sort' in st);
    const measure =
      group.group.aggs.find((a) => sort?.sort.some((k) => k.field === aggName(a))) ??
      group.group.aggs.find((a) => a.op !== 'count') ??
      group.group.aggs[0]!;
    const figure = (r: Row) => {
      const v = r[aggName(measure)];
      return typeof v === 'number' ? valueText(measure.op === 'count' ? undefined : measure.field, v) : '?';
    };
    const what = `${figureName(measure)} of ${subject}`;
    const steps = plan.steps ?? [];
    const ranked = steps.slice(steps.indexOf(group)).some((st) => 'sort' in st);
    const top = rows[0];
    if (!top) return `None of the ${place} passes: ${what}.`;
    // a ranking names its first group; groups kept by a condition are each named
    if (ranked) return `${String(top[key])} comes first of the ${place}: ${figure(top)} (${what}).`;
    const named = rows.map((r) => `${String(r[key])} (${figure(r)})`);
    return `${listWords(named)} (${what}): ${rows.length} of the ${place}.`;
  }
  // ("which of my firms there has the most revenue": the one row a ranking kept, with its figure)
  const sort = (plan.steps ?? []).find((st): st is Extract<Step, { sort: unknown }> => 'sort' in st)?.sort[0];
  if (sort && rows.length === 1 && (plan.steps ?? []).some((st) => 'limit' in st)) {
    const v = rows[0]![sort.field];
    const by = `${fieldWords(sort.field)}${typeof v === 'number' ? `, ${valueText(sort.field, v)}` : ''}`;
    const end = sort.dir === 'desc' ? 'highest' : 'lowest';
    return `${String(labelOf(rows[0]!) ?? '')} comes first of the ${subject} in ${place} by ${by} (${end} first).`;
  }
  const names = rows.slice(0, 10).map((r) => String(labelOf(r) ?? ''));
  return `Found ${rows.length} ${subject} in ${place}${names.length ? `: ${listWords(names)}` : ''}.`;
}

/** "the crm win rate in acme's state": a figure of no rows of its own (a rate, a share), asked whole of the one state found. */
async function inState(ctx: PlanContext, answer: Ask, x: Bridged, state: string): Promise<PlanResult | undefined> {
  const asked = `${x.b} in ${state}`;
  const r = await answer({ ...ctx, message: asked, history: [] });
  if (r.confidence <= 0.5 || (r.reading?.unused.length ?? 1) > 0) return undefined;
  return readAs(r, asked, `composed: ${x.rule}, read as "${asked}"`, `${state} is the state of ${x.a}`);
}

export async function bridge(ctx: PlanContext, answer: Ask, x: Bridged): Promise<PlanResult | undefined> {
  const exec = new Executor({
    tools: ctx.tools,
    call: { sessionId: ctx.sessionId, signal: ctx.signal },
    shown: ctx.settings.demo.max_results,
  });
  const found = await statesOf(ctx, exec, answer, x);
  if (!found) return undefined;
  const holds = (p: Part) => resolveField(p.kept.rows, STATE) !== undefined;
  const alone = await ask(ctx, answer, x.b, holds);
  // ("zeta deal worth in the crm": a deal keeps no state of its own; its account's is found by the reader when given the places)
  // (the states said are held by the rows, or by the records they were read for: deals read per crm firm in IL)
  const heldSomewhere = (p: Part) => holds(p) || found.states.every((st) => JSON.stringify(p.plan).includes(JSON.stringify(st)));
  const said = alone || x.notIn ? undefined : await ask(ctx, answer, `${x.b} in ${found.states.join(' or ')}`, heldSomewhere);
  const b = alone ?? said;
  if (!b) return x.one && !x.notIn && found.states.length === 1 ? inState(ctx, answer, x, found.states[0]!) : undefined;
  const field = resolveField(b.kept.rows, STATE)!;
  const plan = said ? said.plan : heldTo(b.plan, field, found.states, x.notIn);
  const out = await exec.run(plan).catch(() => undefined);
  if (!out?.complete) return undefined;
  const tool = ctx.tools.list().find((t) => t.name === sourceTool(plan));
  const subject = tool ? subjectOf(tool).text : 'rows';
  const n = found.states.length;
  const place = x.notIn ? `states other than ${n === 1 ? found.states[0]! : `these ${n}`}` : n === 1 ? found.states[0]! : `${n} states`;
  // an average (a median, an extreme) of no rows is no figure: said so, and unsure (never "$0")
  const last = (plan.steps ?? []).at(-1);
  const figured = last && 'group' in last && last.group.by.length === 0 && last.group.aggs.some((a) => a.op !== 'count' && a.op !== 'sum');
  const counted = figured
    ? await exec.run({ ...plan, steps: [...plan.steps!.slice(0, -1), { group: { by: [], aggs: [{ op: 'count' }] } }] })
    : undefined;
  const none = counted !== undefined && Number(counted.rows[0]?.[aggName({ op: 'count' })] ?? 0) === 0;
  const line = none
    ? `No ${subject} are in ${place}, so there is no ${figureName((last as { group: { aggs: Agg[] } }).group.aggs[0]!)} of them.`
    : firstLine(plan, out.rows, subject, place);
  if (!line) return undefined;
  // (the states themselves are in the plan, data.reading: named in the answer they would read as part of it)
  const whose = `The ${x.notIn ? 'states left out are' : n === 1 ? 'state is' : 'states are'} ${n === 1 ? 'that' : 'those'}`;
  const each = x.atLeast ? `, with at least ${x.atLeast} rows each` : '';
  const response = [line, `${whose} of: ${explain(found.plan)}${each}.`].join('\n');
  const confidence = none ? Math.min(0.3, combinedConfidence(b.result)) : combinedConfidence(b.result);
  const r = result(ctx, plan, response, out.rows, confidence, x.rule);
  return { ...r, reading: { ...r.reading!, plan: `${r.reading!.plan}; the states from: ${explain(found.plan)}` } };
}
