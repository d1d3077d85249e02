import type { PlanContext, PlanResult, Reading } from '../../types.js';
import type { AgentTool } from '../../../tools/types.js';
import { explain, type Query, type Request, type Value } from '../../../query/index.js';
import type { ReadMessage } from '../read.js';
import type { Outcome } from '../run/execute.js';
import { countedBound } from '../run/outcome.js';
import { subjectOf, toolEntityTerms } from '../choose/params.js';
import type { Plan } from '../choose/plan-types.js';
import { terms, words } from '../core/tokenize.js';
import { PERSON_TOLD } from '../lexicon/cues.js';
import { flagFieldNames, schemaFieldNames } from '../core/schema.js';
import { fieldWords } from '../core/format.js';
import { account, featuresOf, fieldWordsOf, isContent, tokens, type Unused } from './accounting.js';
import type { Feature } from '../lexicon/cue.js';
import { namesOtherList } from '../understand/other-list.js';
import { changeAsked } from '../understand/comparison.js';
import { CHANGE } from '../lexicon/asking.js';

/**
 * How a question was read, for the answer and data.reading: the plan in one line, the rules
 * that fired (cues honoured, spelling read otherwise, records named by name), and the words
 * the plan did not use (accounting.ts).
 */
export function readingOf(
  ctx: PlanContext,
  r: ReadMessage,
  o: Outcome,
  plan: Request,
  shown: string[] = [],
  /** What the answer computed from its rows besides the plan (Worded.computes). */
  computed: Feature[] = [],
): Reading {
  const tools = ctx.tools.list();
  // a tool stands for the kind of record it lists and the fields its records have
  const entities = (name: string, arg?: string) => {
    const t = tools.find((x) => x.name === name);
    if (!t) return [];
    if (arg !== undefined) return [t.parameters.find((p) => p.name === arg)?.description ?? ''];
    return [...toolEntityTerms(t), ...schemaFieldNames(t.response_schemas?.success).map(fieldWords)];
  };
  // words of the values and records the reading took from the message, and used
  // ("are there under 40 quarries in lima?": a yes/no answer weighs the number of rows against the count said)
  const counted = countedBound(o, r.intent.yesNo);
  const ignored = new Set(o.ignored.filter((m) => m !== counted));
  const kept = r.mentions.filter((m) => !ignored.has(m));
  const taken = new Set([
    ...kept.flatMap((m) => tokens(r.message.slice(m.start, m.end))),
    // the word a value is introduced by ("the address x@y.z", "the site acme.com")
    ...(kept.some((m) => m.kind === 'email' || m.kind === 'url' || r.message.slice(m.start, m.end).includes('@'))
      ? ['address', 'email', 'mail', 'site', 'url', 'web', 'website']
      : []),
  ]);
  // what the filters honour beyond their conditions (a phase), the fields the answer shows of its rows,
  // and for a follow-up the question it follows
  const prev = ctx.history.at(-1);
  const context = new Set([
    ...o.filters.flatMap((f) => (f.words ?? []).flatMap(terms)),
    ...shown.flatMap((f) => terms(fieldWords(f))),
    // one record's fields are its answer
    ...(o.rows.length === 1 ? Object.keys(o.rows[0]!).flatMap((f) => terms(fieldWords(f))) : []),
    ...Object.keys(o.extras ?? {}).flatMap((f) => terms(fieldWords(f))),
    ...(prev && r.folded ? terms(prev.message) : []),
    // (the previous answer's rows narrowed, "count those that are ohio clients": the kind of record they are)
    ...(r.refined ? toolEntityTerms(o.tool) : []),
    // "my third-party accounts": the possessive of the other list's records
    // ("my contacts at Acme Corp": the possessive of a record of the caller's own list that the plan took)
    ...(namesOtherList(r.message) || kept.some((m) => m.kind === 'entity' && ownList(tools, m.tool)) ? ['my'] : []),
    // "how did … change from 2024 to 2025", answered with the change: the words that ask for it
    ...(changeAsked(r.message.toLowerCase()) && featuresOf(plan).has('share') ? CHANGE.alsoSaid.flatMap(terms) : []),
  ]);
  const acc = account(r.message, plan, {
    entities,
    used: (w) => taken.has(w),
    context,
    // a yes/no answer says whether any row exists; one record's quantity is a count or an amount of its own
    // a follow-up folded into the question it follows reads that question's rows again (and uses its words)
    also: [
      ...computed,
      ...(r.intent.yesNo ? (['exists'] as const) : []),
      // (one record read, not one picked out of many by a ranking: a sum over a group is no top row)
      ...(o.rows.length === 1 && o.before <= 1 ? (['count', 'sum'] as const) : []),
      // (a first question has no previous answer: "the most of them" refers within it)
      // (nor does a follow-up that narrows the previous answer's rows: its pointers are at them)
      ...(r.folded || r.refined || ctx.history.length === 0 ? (['previous'] as const) : []),
      // ("her", "his": someone named in the question or said before, or in a story long enough to have told of them)
      ...(ctx.history.length > 0 || r.reading.named.length > 0 || words(r.message).length > PERSON_TOLD ? (['person'] as const) : []),
      // a list's answer states how many rows it holds
      // (not a ranking's first k: they are picked, not counted)
      ...(o.kind === 'list' && !featuresOf(plan).has('limit') ? (['listed'] as const) : []),
    ],
  });
  // ("quarries with a zeta flagged as primary": a yes/no field named, which the plan neither tests nor reads, is no condition honoured)
  const read = JSON.stringify(plan);
  const planTools = tools.filter((t) => read.includes(`"tool":"${t.name}"`));
  const flags = new Set(planTools.flatMap((t) => flagFieldNames(t.response_schemas?.success)).flatMap((f) => terms(fieldWords(f))));
  const honoured = new Set([...fieldWordsOf(plan), ...context, ...planTools.flatMap((t) => terms(fieldWords(t.name)))]);
  for (const w of tokens(r.message))
    if (isContent(w) && terms(w).some((t) => flags.has(t) && !honoured.has(t)) && !taken.has(w) && !acc.unused.some((u) => u.text === w))
      acc.unused.push({ text: w });
  // the quantity a total or average names must be the one the plan adds up ("total opp value" is no sum of revenue)
  // (a kind of record named with it, "opp value", must be the kind whose rows are added up)
  const asked = r.intent.aggregate;
  const summed = aggregatedFields(plan);
  if (asked && ['sum', 'avg', 'median'].includes(asked.op) && summed.length > 0) {
    const kinds = new Set(tools.flatMap(toolEntityTerms));
    const own = new Set(summed.flatMap((x) => [...terms(fieldWords(x.field)), ...entities(x.tool ?? '')]).flatMap(terms));
    // (only words that name a field or a kind of record: "tied up", "the ones" name no quantity)
    const fielded = new Set(tools.flatMap((t) => entities(t.name)).flatMap(terms));
    // (nor the words of a value the rows were filtered by: "prospecting pipeline")
    const values = new Set([...taken].flatMap(terms));
    const named = asked.hint
      .filter((h) => !values.has(h))
      .flatMap(terms)
      .filter((h) => !ANY_MEASURE.has(h) && fielded.has(h) && !values.has(h));
    const missed = named.filter((h) => !own.has(h));
    if (named.length > 0 && (missed.length === named.length || missed.some((h) => kinds.has(h))))
      acc.unused.push({ text: missed.join(' '), means: 'the quantity to add up' });
  }
  return {
    plan: explain(plan),
    rules: [
      ...acc.cues.filter((c) => c.used).map((c) => `${c.name}: "${c.words}"`),
      ...r.reading.fixes.map((f) => `spelling: "${f.from}" read as "${f.to}"`),
      ...r.reading.named.map((n) => `record named: "${n.label}"`),
    ],
    unused: acc.unused,
  };
}

/** Words that name money or an amount in general: any measure of the rows honours them. */
const ANY_MEASURE = new Set(terms('money dollars amount amounts worth size sizes total figure number count value'));

/** The fields a plan adds up or averages (its last grouping, or both sides of a computation), with the tool whose rows hold them. */
function aggregatedFields(plan: Request): { field: string; tool?: string }[] {
  const toolOf = (q: Query): string | undefined => q.from.tool ?? (q.from.query ? toolOf(q.from.query) : undefined);
  if ('compute' in plan) {
    const side = (v: Value): { field: string; tool?: string }[] =>
      typeof v === 'object' && 'agg' in v && v.agg.field
        ? [{ field: v.agg.field, tool: v.of?.query ? toolOf(v.of.query) : v.of?.tool }]
        : [];
    return [...side(plan.left), ...side(plan.right)];
  }
  const group = [...(plan.steps ?? [])].reverse().find((st) => 'group' in st);
  if (!group || !('group' in group)) return [];
  return group.group.aggs.flatMap((a) => (a.field && a.op !== 'count' ? [{ field: a.field, tool: toolOf(plan) }] : []));
}

/** How an answer that was not sure of itself opens (unusedLine here, doubtLine in answer/empty.ts). */
export const UNSURE_OPENINGS = ['I could not use ', 'I am not sure of this answer'];

/** The answer's first line when words were not used. */
export function unusedLine(unused: Unused[]): string {
  const list = unused.map((u) => `"${u.text}"${u.means ? ` (${u.means})` : ''}`).join(', ');
  return `I could not use ${list} of your question, so this answer does not take ${unused.length > 1 ? 'them' : 'it'} into account:`;
}

/** Whether a list tool is the caller's own ("my accounts"). */
function ownList(tools: AgentTool[], name: string): boolean {
  const t = tools.find((x) => x.name === name);
  return t !== undefined && subjectOf(t).mine;
}

/** The rule a reading carries when one app's list was guessed over another's, the answer's only doubt. */
const APP_GUESSED = 'app guessed';

/** One app's list guessed over another's (choose/plan.ts `otherApp`): not sure, and said as the one doubt. */
export function appGuessed(plan: Plan, out: PlanResult): PlanResult {
  if (!plan.otherApp || !plan.rival || out.confidence <= 0.5 || !out.reading) return out;
  const rule = `${APP_GUESSED}: ${plan.primary.tool.name} rather than ${plan.rival.name}`;
  return { ...out, confidence: 0.5, reading: { ...out.reading, rules: [...out.reading.rules, rule] } };
}

/** Whether an answer's only doubt is the app guessed (compose/parts.ts: a part of two questions may still be used). */
export const onlyAppGuessed = (r: PlanResult): boolean =>
  r.confidence === 0.5 && (r.reading?.rules.some((x) => x.startsWith(APP_GUESSED)) ?? false);
