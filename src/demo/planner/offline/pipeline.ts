import type { PlanContext, PlanResult } from '../types.js';
import { doubtfulEmpty, doubtLine, guessedWord } from './answer/empty.js';
import { directionChoice } from './understand/plain.js';
import { ignoredText, word } from './answer/answer.js';
import { decline, missingValues, outOfScope } from './answer/decline.js';
import { parameterChoices } from './answer/choices.js';
import { execute, type Outcome } from './run/execute.js';
import { focusFields } from './answer/focus.js';
import { nearestText, positionText } from './answer/position.js';
import { previousRows } from './choose/followup.js';
import type { Intent } from './understand/intent.js';
import type { Mention } from './understand/extract.js';
import { choosePlan, LACKING_TERMS, measured, unaskedDefaults, type Plan } from './choose/plan.js';
import { saysRecords } from './choose/evidence.js';
import { fieldWords } from './core/format.js';
import { isCommonWord } from './understand/spell.js';
import { holdsBusinessDate, schemaFieldNames } from './core/schema.js';
import { toolEntityTerms } from './choose/params.js';
import { resolveField } from './core/fields.js';
import { shape, type Shaped } from './run/shape.js';
import { heldGroups } from './run/held.js';
import { LIST_FIELD } from './run/lists.js';
import { countedBound, weighedField } from './run/outcome.js';
import { passes } from './run/filters.js';
import { changeRequest, queryOf, ratioRequest, rowsQuery, shareRequest } from './answer/plan-of.js';
import { changeText } from './answer/change.js';
import { otherKindLine } from './answer/kind.js';
import { perUnitText, versusAverageText } from './answer/one-record.js';
import { appGuessed, readingOf, unusedLine } from './answer/reading.js';
import { explain, type Expr, type Step } from '../../query/index.js';
import { NEGATION_TERMS } from './understand/negation.js';
import { FILLER } from './lexicon/filler.js';
import { CUES } from './lexicon/cues.js';

/** How a period's name reads for each kind of period the query layer derives ("2025", "Q1 2025", "March 2025"). */
const PERIOD_UNITS: [Extract<Expr, { period: string }>['period'], RegExp][] = [
  ['year', PIPELINE_RULES.yearName.pattern],
  ['half', PIPELINE_RULES.halfName.pattern],
  ['quarter', PIPELINE_RULES.quarterName.pattern],
  ['month', PIPELINE_RULES.monthName.pattern],
];
import { GENERIC_TERMS, plainTerms, terms } from './core/tokenize.js';
import { forgetNames, nameOfId } from './run/names.js';
import { askedAs } from './choose/followup.js';
import { labelOf } from './core/rows.js';
import { readMessage, type ReadMessage, type Reading } from './read.js';
import { PIPELINE_RULES } from './rules/pipeline.js';
import { SHAPE_RULES } from './rules/core-shapes.js';

const PHASE_WORDS = new Set(terms('open opened closed close won win lost lose losing pending active ongoing unclosed progress flight'));

/** The words of the cues that ask for a figure of this kind ("total", "sum", "adds up" for a sum). */
function figureWords(op: string): string[] {
  return CUES.filter((c) => c.needs.some((f) => f === op)).flatMap((c) => c.phrases.flatMap(terms));
}

/** Words of chat, asking and belonging (lexicon/filler.ts), stemmed, never through a synonym ("money" is no filler "value"). */
const FILLER_TERMS = new Set(FILLER.flatMap((f) => plainTerms(f.words.join(' '))));

/** "which month …": the groups asked for are periods of a date. */
const periodAsked = (intent: Intent): boolean => intent.winner?.length === 1 && PERIOD_UNITS.some(([u]) => u === intent.winner![0]);
/** Share of the message's content words that the plan accounts for. */
function coverage(message: string, query: string[], plan: Plan, intent: Intent, mentions: Mention[]): number {
  const explained = new Set([
    ...plan.primary.rank.matched,
    // the fields its records hold ("how much money": their value)
    ...schemaFieldNames(plan.primary.tool.response_schemas?.success).flatMap((f) => terms(fieldWords(f))),
    ...(plan.join?.source.kind === 'tool' ? plan.join.source.step.rank.matched : []),
    // the words of a value the message names are accounted for by the rows filtered on it
    ...mentions.flatMap((m) => (m.kind === 'text' && m.source === 'known' ? terms(m.text) : [])),
    // the words that ask for the figure the plan computes ("total", "avg")
    ...(intent.aggregate ? figureWords(intent.aggregate.op) : []),
    // and the words of a period ("q2 2024", "h1") by the dates the rows are held to
    ...mentions.flatMap((m) => (m.kind === 'month' || m.kind === 'year' ? terms(message.slice(m.start, m.end)) : [])),
    // and "accounts that have no open deals": the deals by the records that refer to the rows, "no" by their absence
    ...(measured({ intent, query, mentions })?.by ?? []),
    ...(intent.having ? LACKING_TERMS : []),
    // "which month saw the biggest …": the month of the dates its records hold
    ...(periodAsked(intent) && holdsBusinessDate(plan.primary.tool.response_schemas?.success) ? intent.winner! : []),
  ]);
  // the words of where a record is in its life ("still open", "won") are read as the phase filter
  const phase = intent.phase ? PHASE_WORDS : undefined;
  // (and the words that exclude a value: "leave out", "not counting")
  // (and words said in passing, "sitting there right now", which no tool is asked to explain, when others remain)
  const said = query.filter(
    (t) => !GENERIC_TERMS.has(t) && !SHAPE_RULES.digitsOnly.pattern.test(t) && !phase?.has(t) && !NEGATION_TERMS.has(t),
  );
  const meant = said.filter((t) => !FILLER_TERMS.has(t));
  const content = meant.length > 0 ? meant : said;
  // a question of names and comparatives alone ("which is bigger, A or B"): the records it names are its content
  // and a figure of the records in some phase ("closed won total"): the phase is the content
  if (content.length === 0)
    // (or of the records holding a value the tools list: "how much money is in prospecting right now")
    return intent.followUp ||
      mentions.some((m) => m.kind === 'entity') ||
      ((intent.phase || mentions.some((m) => m.kind === 'text' && m.source === 'known')) && (intent.aggregate || intent.count))
      ? 1
      : 0;
  return content.filter((t) => explained.has(t)).length / content.length;
}

function confidenceOf(plan: Plan, o: Outcome, sh: Shaped | undefined, cov: number, r: Reading, yesNo = false): number {
  let c = 0.95;
  if (r.fixes.length > 0) c -= 0.05;
  if (r.named.some((n) => n.fuzzy)) c -= 0.15;
  if (r.named.some((n) => n.rivals.length > 0)) c -= 0.2;
  if (plan.rival) c -= 0.2;
  // records named to be weighed, not all of them among the rows ranked (one of them on another list)
  if (new Set(r.named.map((n) => n.id)).size >= 2 && o.kind === 'list' && sh?.order && o.rows.length < r.named.length) c = Math.min(c, 0.5);
  // nothing found in a list assumed over another: the other may hold them ("accounts with more than 6 contacts")
  if (plan.rival && o.kind === 'list' && o.rows.length === 0) c = Math.min(c, 0.5);
  if (plan.primary.tool.readOnly && unaskedDefaults(plan.primary).length > 0) c -= 0.15;
  // ("are there under 40 quarries in lima?": the count said is weighed, not ignored)
  const counted = countedBound(o, yesNo);
  c -= 0.2 * o.ignored.filter((m) => m !== counted).length;
  // a value the question names that nothing used ("… and the Q3 push campaign" with one campaign read): part of it was dropped
  // (a yes/no question searched every field of the rows for the words no field took: those were used)
  const dropped = o.ignored.filter(
    (m) => m !== counted && (m.kind !== 'number' || m.comparator !== undefined) && !(yesNo && (m.kind === 'text' || m.kind === 'entity')),
  );
  if (dropped.length > 0) c = Math.min(c, 0.5);
  if (o.truncated || o.source?.capped) c -= 0.15;
  if (sh) c -= 0.2 * sh.unresolved.length;
  if (cov < 0.75) c -= 0.15;
  if (o.kind === 'error') c = Math.min(c, 0.5);
  return Math.max(0.05, Math.min(0.95, Math.round(c * 100) / 100));
}

function assumptions(plan: Plan, o: Outcome, sh: Shaped | undefined, r: Reading, intent: Intent): string[] {
  const out: string[] = [];
  if (r.fixes.length) out.push(`Read ${r.fixes.map((f) => `"${f.from}" as "${f.to}"`).join(', ')}.`);
  for (const n of r.named) {
    if (n.fuzzy) out.push(`Took "${n.text}" to be ${n.label} (${String(n.id)}), the closest name; say so if you meant another.`);
    if (n.rivals.length) out.push(`${n.rivals.length + 1} records are named ${n.label}; used ${String(n.id)}.`);
  }
  const notes = [...plan.primary.fill.notes, ...(plan.join?.source.kind === 'tool' ? plan.join.source.step.fill.notes : [])];
  if (notes.length) out.push(`Read ${notes.join(', ')}.`);
  const defaults = plan.primary.tool.readOnly ? unaskedDefaults(plan.primary) : [];
  if (defaults.length)
    out.push(
      `${plan.primary.tool.name} applied its defaults for what the question did not say: ` +
        `${defaults.map((d) => `${fieldWords(d.name)} ${d.value}`).join(', ')}.`,
    );
  if (plan.rival) out.push(`Assumed ${plan.primary.tool.name} rather than ${plan.rival.name}; name the data you want if that is wrong.`);
  // a yes/no question searched every field of the rows for the words no field took: they were used, not ignored
  const counted = countedBound(o, intent.yesNo);
  const ignored = (
    intent.yesNo && o.kind === 'list' ? o.ignored.filter((m) => m.kind !== 'text' && m.kind !== 'entity') : o.ignored
  ).filter((m) => m !== counted);
  if (ignored.length) out.push(`I could not use ${ignoredText(ignored)}: no parameter or field matched it, so it was ignored.`);
  if (sh?.unresolved.length) out.push(`No field matched "${sh.unresolved.join('", "')}", so I did not use it.`);
  if (o.truncated) out.push(`Only the first ${o.rows.length} rows were read (page limit); figures cover those rows.`);
  return out;
}

function errorAnswer(o: Outcome): string {
  const status = o.httpStatus ? ` (HTTP ${o.httpStatus})` : '';
  if (o.httpStatus === 404)
    return `Nothing was found: ${o.tool.name}${status} answered "${o.error}". Arguments: ${JSON.stringify(o.args)}.`;
  // held by the registry for a person's approval: not done, and not a failure either
  if (o.httpStatus === 202) return `Not done yet: ${o.error ?? "it waits for a person's approval."} Nothing else was run.`;
  return `The call to ${o.tool.name} failed${status}: ${o.error}. Nothing else was run.`;
}

/** The single reading of a message: read, planned, run and worded (the planner's readings start here: planner.ts). */
export async function answerApi(ctx: PlanContext): Promise<PlanResult> {
  const tools = ctx.tools.list().filter((t) => t.kind === 'api' || t.kind === 'browser');
  const r = await readMessage(ctx, tools);
  const { index, message, intent, mentions, query, reading, prevTurn } = r;
  if (outOfScope(ctx.message) || tools.length === 0) return decline(ctx.message, index.rank(query), tools);
  if (r.outOfReach) {
    const { kind, word: w } = r.outOfReach;
    const why =
      kind === 'action'
        ? `None of these tools can ${w} anything: they read, count and change the records they list, so I ran nothing.`
        : kind === 'field'
          ? `None of these tools holds "${w}": their records have no such field, so I ran nothing rather than guess.`
          : `None of these tools knows about ${w}, so I ran nothing.`;
    return decline(ctx.message, index.rank(query), tools, why);
  }
  const choices = parameterChoices(r.message, tools);
  if (choices) {
    ctx.emit({ type: 'plan', text: 'the values a parameter takes (no call)', planner: 'offline' });
    return choices;
  }
  if (r.refined) {
    ctx.emit({ type: 'plan', text: `narrow ${r.refined.source?.label ?? 'the previous rows'}`, planner: 'offline' });
    return finish(ctx, r, r.refined, [`Narrowed ${r.refined.source?.label ?? 'the previous answer'}.`], 0.9);
  }
  const chosen = choosePlan({
    intent,
    mentions,
    message,
    index,
    query,
    previous: intent.pronoun ? pickedRows(previousRows(prevTurn, tools), intent.ordinal) : undefined,
  });
  if ('reason' in chosen) {
    if (chosen.reason === 'missing' && chosen.missing && chosen.missing.rank.strong.length > 0)
      return missingValues(chosen.missing.tool, chosen.missing.fill.missing, chosen.ranked, tools, ctx.message);
    return decline(ctx.message, chosen.ranked, tools);
  }
  const plan = chosen;
  const cov = coverage(message, query, plan, intent, mentions);
  if (
    (plan.primary.rank.strong.length === 0 &&
      plan.primary.fill.strength < 4 &&
      !plan.join &&
      !saysRecords(plan, intent, mentions, message)) ||
    cov < 0.5
  )
    return decline(ctx.message, chosen.ranked, tools);
  const steps = plan.join
    ? `${plan.join.source.kind === 'tool' ? plan.join.source.step.tool.name : 'previous rows'} ` +
      `→ ${plan.primary.tool.name} by ${plan.join.param.name}`
    : plan.primary.tool.name;
  ctx.emit({
    type: 'plan',
    text:
      `${intent.write ? `${intent.write}: ` : ''}${steps} ` +
      `${JSON.stringify(plan.primary.fill.args)}${plan.leftovers.length ? `; filter by ${ignoredText(plan.leftovers)}` : ''}`,
    planner: 'offline',
  });
  const o = await execute(ctx, plan, intent, r.names);
  if (o.kind === 'write') forgetNames(ctx);
  if (o.kind === 'error') return { response: errorAnswer(o), result: null, confidence: confidenceOf(plan, o, undefined, cov, reading) };
  // a company named by a name no list holds ("Acme Widgets Ltd"): say so, rather than answer for every row
  // (or a capitalised name after "at", "of", "for" or a kind of record: "the CEO of Globex", "the lead Jane Roe",
  // that no word of the tools or of English is)
  const kinds = new Set(tools.flatMap(toolEntityTerms));
  const unknown = o.ignored.find(
    (m) =>
      m.kind === 'text' &&
      m.source === 'phrase' &&
      (LEGAL_NAME.test(m.text) ||
        ((PIPELINE_RULES.placeLead.pattern.test(m.before[m.before.length - 1] ?? '') || kinds.has(m.before[m.before.length - 1] ?? '')) &&
          m.text
            .split(SHAPE_RULES.spaces.pattern)
            .every(
              (w) => SHAPE_RULES.capitalFirst.pattern.test(w) && !isCommonWord(w.toLowerCase()) && !reading.fixes.some((f) => f.to === w),
            ))),
  );
  if (o.kind === 'list' && unknown && unknown.kind === 'text')
    return {
      response: `I couldn't find a record named "${unknown.text}": no record of these APIs has that name, so there is no data to show.`,
      result: [],
      confidence: 0.3,
    };
  const sh = o.kind === 'list' ? shapeOf(o, intent) : undefined;
  const out = appGuessed(
    plan,
    finish(
      ctx,
      r,
      o,
      assumptions(plan, o, sh, reading, intent),
      confidenceOf(plan, o, sh, cov, reading, intent.yesNo && o.kind === 'list'),
      sh,
    ),
  );
  // a figure over rows a default narrowed unasked ("min value 10000") is not the figure asked for: said first, not sure
  const narrowed = plan.primary.tool.readOnly && (intent.count || intent.aggregate || intent.share) ? unaskedDefaults(plan.primary) : [];
  if (narrowed.length === 0) return out;
  const kept = narrowed.map((d) => `${fieldWords(d.name)} ${d.value}`).join(', ');
  const tool = plan.primary.tool.name;
  const line = `I am not sure of this figure: ${tool} keeps only rows with ${kept} by default, which the question did not ask for.`;
  return { ...out, response: `${line}\n${out.response}`, confidence: Math.min(out.confidence, 0.5) };
}

/** "the CEO at the second one": of the previous rows, the one at that place (the last for -1). */
function pickedRows<T extends { rows: unknown[]; label: string }>(prev: T | undefined, ordinal: number | undefined): T | undefined {
  if (!prev || ordinal === undefined || prev.rows.length < 2) return prev;
  const at = ordinal === -1 ? prev.rows.length - 1 : ordinal - 1;
  const row = prev.rows[at];
  if (row === undefined) return prev;
  const name = labelOf(row as Record<string, unknown>);
  return { ...prev, rows: [row], label: `${name ?? 'the record'} (number ${at + 1} of the previous answer)` };
}

/** A name that ends in a legal form: the name of a company. */
const LEGAL_NAME = PIPELINE_RULES.legalName.pattern;

/** The rows shaped as asked; a superlative the join's source already applied ("at our smallest client") is not applied again. */
function shapeOf(o: Outcome, intent: Intent): Shaped {
  if (o.source?.ordered) return shape(o.rows, { ...intent, order: undefined }, o.source.keys);
  const w = weighed(o, owners(o, intent));
  const sh = heldGroups(shape(w.rows, w.intent, o.source?.keys, sureEmpty(o) ? o.read : undefined), o);
  return w.steps.length > 0 ? { ...sh, steps: [...w.steps, ...sh.steps] } : sh;
}

/**
 * "firms employing a CTO" answered from the CTOs themselves (no list of accounts chosen): the
 * accounts they belong to are the records asked for, their distinct ids (named), kept by how many
 * each holds when a count is asked ("two or more CTOs", run/held.ts).
 */
function owners(o: Outcome, intent: Intent): Intent {
  if (!intent.having || intent.lacking || intent.distinct || toolEntityTerms(o.tool).includes(intent.having)) return intent;
  const field = resolveField(o.rows, [intent.having, 'id']);
  return field && field !== 'id' ? { ...intent, distinct: terms(field.replace(SHAPE_RULES.underscores.pattern, ' ')) } : intent;
}

/** No row kept, and none of the conditions a guess or a word matched in text: the rows asked for are none (a total of $0). */
function sureEmpty(o: Outcome): boolean {
  return !o.filters.some((f) => f.guessed || 'text' in f.cond) && doubtfulEmpty(o, []) === undefined;
}

/**
 * "more leads from A or B": the field the two values are alternatives of is grouped, and the
 * larger group leads; periods ("2024 or 2025") are grouped by the period each row falls in.
 */
function weighed(o: Outcome, intent: Intent): { intent: Intent; rows: Outcome['rows']; steps: Step[] } {
  // "my accounts vs the third-party ones": the lists read together are the groups weighed
  if (intent.union && intent.compare && o.rows.some((r) => LIST_FIELD in r)) {
    // (the quantity a total names, when the comparison named none: "our revenue sum vs the outside sum")
    const holds = (h: string[] | undefined) => h !== undefined && resolveField(o.rows, h, { numeric: true }) !== undefined;
    const hint = [intent.order?.hint, intent.aggregate?.hint, intent.words].find(holds) ?? intent.order?.hint ?? [];
    const order = { dir: intent.compare, singular: true, measureWords: hint, ...intent.order, hint };
    return { intent: { ...intent, order, winner: [LIST_FIELD] }, rows: o.rows, steps: [] };
  }
  if (!intent.compare || !intent.order) return { intent, rows: o.rows, steps: [] };
  // (or the source's records: "deals in europe vs north america", the accounts' region lent to the deals)
  const lent = weighedField(o.source?.filters ?? []);
  const field = weighedField(o.filters) ?? (lent && o.rows.some((r) => lent in r) ? lent : undefined);
  if (!field) return { intent, rows: o.rows, steps: [] };
  const periods = o.filters.filter((f) => f.field === field && f.period);
  if (periods.length < 2) return { intent: { ...intent, winner: [field] }, rows: o.rows, steps: [] };
  const rows = o.rows.map((r) => ({ ...r, period: periods.find((f) => passes(f, r))?.period }));
  // periods of one kind (years, quarters, months) are a field the query layer derives from the date
  const unit = PERIOD_UNITS.find(([, re]) => periods.every((f) => re.test(f.period!)))?.[0];
  const steps: Step[] = unit ? [{ derive: { name: 'period', expr: { period: unit, of: field } } }] : [];
  return { intent: { ...intent, winner: ['period'] }, rows, steps };
}

/** The worded answer of an outcome, with what was assumed after it. */
function finish(ctx: PlanContext, r: ReadMessage, o: Outcome, notes: string[], confidence: number, shaped?: Shaped): PlanResult {
  const { message, reading, names } = r;
  // "is it above or below …": answered with the direction that holds, an empty list being the other one
  const choice = r.intent.yesNo || reading.named.length > 0 ? directionChoice(ctx.message) : undefined;
  const intent = choice ? { ...r.intent, choice, yesNo: true } : r.intent;
  const sh = shaped ?? (o.kind === 'list' ? shapeOf(o, intent) : undefined);
  const labels = new Map<string, string>(reading.named.map((n) => [String(n.id), n.label]));
  const focus = focusFields(o, sh, [...terms(message), ...(message.toLowerCase().match(PIPELINE_RULES.focusWord.pattern) ?? [])]);
  const worded =
    changeText(o, sh, message) ??
    positionText(o, intent, reading.named) ??
    nearestText(o, intent, reading.named) ??
    perUnitText(o, message) ??
    versusAverageText(o, intent, reading.named) ??
    word(o, sh ?? { rows: o.rows, unresolved: [], steps: [] }, intent, ctx.settings.demo.max_results, focus, {
      query: [...terms(message), ...(intent.mine ? ['my'] : []), ...(PIPELINE_RULES.whenAsked.pattern.test(message) ? ['when'] : [])],
      labels,
      nameOf: names ? (field, id) => nameOfId(names, o.tool.app, field, id) : undefined,
    });
  // the plan that was run, kept as a handle: a later question or a model's query names it as a source
  const counted = intent.count && o.kind === 'list' && !intent.yesNo;
  const request = worded.share
    ? shareRequest(ctx, o, worded.share)
    : worded.change
      ? changeRequest(ctx, o, worded.change)
      : worded.ratio
        ? ratioRequest(ctx, o, worded.ratio)
        : queryOf(ctx, o, sh, worded, counted);
  // the rows the answer was built on, kept as a handle: a later question or a model's query names them as a source
  // (a ranked list keeps its rows in rank order, the first k when the question asked for k)
  const ranked = sh?.order && !sh.aggregate && !sh.groups && !sh.distinct;
  const rows = ranked ? queryOf(ctx, o, sh) : rowsQuery(ctx, o);
  const kept = ranked ? sh!.rows.slice(0, sh!.order!.k ?? sh!.rows.length) : o.rows;
  const handle = rows ? ctx.results?.put(ctx.sessionId, { request: rows, rows: kept }) : undefined;
  // every word accounted for: what the plan did not use is said first, and the answer is not sure of itself
  const read = request ? readingOf(ctx, r, o, request, focus, worded.computes) : undefined;
  const doubt = choice
    ? undefined
    : doubtfulEmpty(
        o,
        reading.named.map((n) => n.label),
        // ("is X one of mine?": a record named that the rows read are not is the answer, no)
        !intent.yesNo,
      );
  const guess = doubt ? undefined : guessedWord(o);
  const other = otherKindLine(ctx.message, o, sh);
  const unsure = [
    ...(read && read.unused.length > 0 ? [unusedLine(read.unused)] : []),
    ...(doubt ? [doubtLine(doubt)] : []),
    ...(guess ? [guess] : []),
    ...(other ? [other] : []),
  ];
  const asked = askedAs(message, r.folded === true, r.refined !== undefined, r.prevTurn);
  return {
    response: [...unsure, worded.response, ...(notes.length ? ['', ...notes] : [])].join('\n'),
    result: worded.result,
    confidence: unsure.length > 0 ? Math.min(confidence, 0.5) : confidence,
    ...(read ? { reading: read } : {}),
    ...(worded.total !== undefined ? { total: worded.total } : {}),
    ...(o.kind === 'list' || o.kind === 'single' ? { rowsOf: o.tool.name } : {}),
    ...(asked !== undefined ? { asked } : {}),
    ...(request ? { plans: [{ json: request, text: explain(request) }] } : {}),
    ...(handle ? { handle } : {}),
  };
}
