import { ROLE_AFTER, TOTAL_LAST, YES_NO } from '../lexicon/asking.js';
import { pointsBack, showsThem } from './show-them.js';
import { POINTING } from '../lexicon/refer.js';
import { canonical, isStopWord, RECORD_KINDS, terms, words } from '../core/tokenize.js';
import { writeAsked, type WriteKind } from './write.js';
import { relatedAsked } from './having.js';
import { WHICH_OF_THEM } from '../lexicon/having.js';
import { PHASE_WORDS, phasesAsked, type Phase } from './phase.js';
import { listPart, unionAsked } from './union.js';
import { MEASURE, boundsAndShares, measureIn, spreadAsked, weightedAsked } from './measures.js';
import { ORDINALS, DESC, ASC, hintAfter, parseOrder, type Order } from './order.js';
import { COUNT_BOUND, COUNT_NUMBER } from './numbers.js';
import { COMPARATIVE, comparison } from './comparison.js';
import { winnerField } from './winner.js';
import { INTENT_RULES } from '../rules/intent.js';
import { INTENT_GROUP_RULES } from '../rules/intent-group.js';
import { ORDER_RULES } from '../rules/order.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

const WHICH_OF_THEM_WORDS = WHICH_OF_THEM.phrases.map((p) => words(p));
/** The words that ask for the record nearest a named one (lexicon/asking.ts). */
const NEAREST_RE = INTENT_GROUP_RULES.nearest.pattern;
export type { Order } from './order.js';

/**
 * What the message asks to do with the rows, independent of any tool: write or read,
 * count, sum/average, order and top-k, group, distinct values, a projected field, and
 * follow-up cues (an ordinal, a pronoun pointing at the last answer).
 */
export type AggregateOp = 'sum' | 'avg' | 'median' | 'min' | 'max' | 'spread' | 'weighted';

export type { WriteKind };

export interface Intent {
  write?: WriteKind;
  count: boolean;
  aggregate?: { op: AggregateOp; hint: string[] };
  /** "contacts per account on average": the mean number of rows per group of `by`. */
  meanGroup?: boolean;
  order?: Order;
  /** "by region", "per state": a field to group by, or to order by when numeric. */
  by?: string[];
  /** "which states", "what industries": values of a field. */
  distinct?: string[];
  /** "names of", "the emails of": the one field the user wants. */
  project?: string[];
  /** "all", "every": the whole list is wanted. */
  all: boolean;
  /** 1-based position asked for ("the second one"). */
  ordinal?: number;
  /** Refers to the previous answer ("their", "them", "those"). */
  pronoun: boolean;
  /** "list them", "which are they?": the previous answer's rows, shown again whole. */
  shown?: boolean;
  /** The message is a bare follow-up ("and the second one?", "what about Texas?"). */
  followUp: boolean;
  /** "which of those have …" after a list: the previous records that have a related one are the answer. */
  whichOfThem?: boolean;
  /** "what region holds most deals", "the country with the least": the field whose leading value is asked. */
  winner?: string[];
  /** "any clients of mine in Ohio?", "does it have a CTO?": answered yes or no first. */
  yesNo: boolean;
  /** "are all of them above $1M?": a yes only when every record meets the condition said last (answer/every.ts). */
  every?: boolean;
  /** "above or below": the two directions offered, answered with the one that holds. */
  choice?: [string, string];
  /** "do I have", "of mine": the caller's own records. */
  mine: boolean;
  /** "what share of …", "what percentage of …": the matching rows as a part of all. */
  share: boolean;
  /** "above the average revenue": the rows whose measure is past the average of the rows. */
  vsAverage?: { above: boolean; hint: string[] };
  /** "what share of my revenue …": the share is of the sum of this measure, not of the row count. */
  shareOf?: string[];
  /** Where in the message the whole of a share is described ("among my Ohio clients, …"): its conditions make the whole. */
  shareBase?: [number, number];
  /** "how many employees": the word counted (summed instead when a numeric field of the rows is named by it). */
  countOf?: string[];
  /** The message's words (canonical), for flags it names ("primary contacts"). */
  words: string[];
  /** "just those in Ohio", "only the ones above $3M": narrows the previous answer's rows. */
  refine: boolean;
  /** "open deals", "closed tickets", "deals we won": where in its life a record is. */
  phase?: Phase;
  /** The point of life the whole of a share is at ("among the closed deals"), when the part is at another. */
  basePhase?: Phase;
  /** "leaving out the ones they lost": records at that point of life left out, and the words that said so. */
  phaseLeftOut?: { phase: Phase; words: string[] };
  /** "more leads from A or from B", "which makes more, A or B": values weighed against each other. */
  compare?: 'desc' | 'asc';
  /** "accounts that have a CTO": the records asked for are those with a related record (canonical noun). */
  having?: string;
  /** "accounts without a CEO", "with no CFO on record": the records asked for are those with no such related record. */
  lacking?: boolean;
  /** "deals with no close date": the words of a field whose empty rows are asked for. */
  empty?: string[];
  /** "mine plus every 3rd-party one, as one", "all 100 accounts": every list of the kind, read as one. */
  union: boolean;
  /** "of mine plus the 3rd-party lot, what part is 3rd-party": the list a share of both lists is of, and where it is named. */
  listPart?: { mine: boolean; at: number };
  /** "where does <record> rank by revenue", "what position is it in": the place of a named record among the rows. */
  position: boolean;
  /** "the account closest to <record> in revenue": the word that asks for the record nearest a named one (lexicon/asking.ts). */
  nearest?: string;
}

/** "our #1 customer", "the number one deal": the first by rank, read as "top". */
export function plainRanks(message: string): string {
  return message.replace(INTENT_RULES.numberOne.pattern, '$1top');
}

/**
 * The quantity named before a total said last; with a verb of money coming in and none named, the rows' money
 * (lexicon/asking.ts TOTAL_LAST).
 */
function earned(ws: string[]): string[] {
  const named = measureIn(ws);
  // (of rows only pointed at, the figure of the previous rows is read apart: compose/figure-said.ts)
  const pointed = ws.some((w) => POINTING.words.includes(w)) && !ws.some((w) => RECORD_KINDS.has(canonical(w)));
  return named.length > 0 || pointed || !ws.some((w) => TOTAL_LAST.earning.includes(w)) ? named : ['value'];
}

export function parseIntent(message: string): Intent {
  const text = message.toLowerCase();
  const ws = words(text);
  const kindless = !ws.some((w) => RECORD_KINDS.has(canonical(w)));
  const intent: Intent = {
    count: false,
    all: INTENT_RULES.all.pattern.test(text),
    pronoun: false,
    followUp: false,
    yesNo: false,
    words: terms(message),
    share:
      INTENT_RULES.shareOf.pattern.test(text) ||
      INTENT_RULES.shareWholeFirst.pattern.test(text) ||
      INTENT_RULES.shareWhat.pattern.test(text),
    union: unionAsked(text),
    position: INTENT_RULES.position.pattern.test(text),
    // "do I have", "accounts I cover", "of mine"; "we" is the company ("did we win"), unless it covers or manages
    mine: INTENT_RULES.mine.pattern.test(text),
    // ("excluding texas" alone: the previous rows narrowed; never a question naming its records, "excluding texas, how many deals")
    refine:
      INTENT_RULES.refine.pattern.test(text) ||
      INTENT_RULES.onlyAfter.pattern.test(text) ||
      INTENT_RULES.atListAfter.pattern.test(text) ||
      // (or a short one that is only a condition, "closing in 2026")
      (kindless && (INTENT_RULES.leftOutFirst.pattern.test(text) || (INTENT_RULES.conditionOnly.pattern.test(text) && ws.length <= 6))),
  };

  intent.write = writeAsked(text, ws);

  Object.assign(intent, boundsAndShares(text, ws, intent.share));
  intent.count = INTENT_RULES.count.pattern.test(text);
  // "how many employees do …": a count of a quantity the rows hold, summed when a field holds it
  const many = INTENT_RULES.howManyOf.pattern.exec(text) ?? INTENT_RULES.totalNumberOf.pattern.exec(text);
  if (many) intent.countOf = [canonical(many[1]!)];

  // ("the typical size …? give me the median": a figure named after "typical" is the one asked)
  const aggs = [...text.matchAll(new RegExp(INTENT_RULES.aggregate.pattern.source, 'g'))];
  const stated = aggs.find((m) => m[1] !== 'typical' && (m[1] === 'median' || INTENT_RULES.averageWord.pattern.test(m[1]!)));
  const agg = aggs[0]?.[1] === 'typical' && stated ? stated : INTENT_RULES.aggregate.pattern.exec(text);
  if (agg && !INTENT_RULES.totalNumber.pattern.test(text)) {
    const op: AggregateOp = agg[1] === 'median' ? 'median' : INTENT_RULES.averageWord.pattern.test(agg[1]!) ? 'avg' : 'sum';
    const at = ws.indexOf(agg[1]!);
    // "average number of employees": the quantity after "number of"
    // the words of a stage ("closed-lost") narrow the rows; they name no quantity
    // a period after it ("total for q2 2024") narrows the rows; it names no quantity
    const raw = (ws[at + 1] === 'number' && ws[at + 2] === 'of' ? hintAfter(ws, at + 2) : hintAfter(ws, at)).filter(
      (w) => !INTENT_RULES.periodToken.pattern.test(w),
    );
    const hint = raw.filter((w) => !INTENT_RULES.phaseToken.pattern.test(w));
    if (raw.length > 0 && hint.length === 0) hint.push('value');
    // "deal value …, summed": the quantity named before the word
    // "total of <narrowing values> <records> value": the quantity named a few words on, past the values that narrow it
    const later = measureIn(ws.slice(at + 1, at + 8));
    const named =
      hint.length > 0
        ? later.length > 0 && !hint.some((h) => MEASURE.test(h))
          ? later
          : hint
        : agg[1] === 'summed' || agg[1] === 'adds' || at === ws.length - 1 || INTENT_RULES.totalSaidLast.pattern.test(text)
          ? earned(ws.slice(0, at))
          : [];
    // "overall" alone is no total ("the 2nd smallest overall"): only before the quantity it adds up
    // "<quantity> adds up": the quantity is named before the verb; "… adds up to the highest headcount": after it
    // "closed won total": the money of the deals in that phase
    if (named.length === 0 && ws.slice(0, at).some((w) => PHASE_WORDS.has(w))) named.push('value');
    if (agg[1] === 'adds') {
      const before = measureIn(ws.slice(0, at));
      named.splice(0, named.length, ...(before.length > 0 ? before : later));
    }
    // "the count of leads overall": a count, not a total of something
    // "the top five overall by revenue": across everything, ranked; no total
    const loose =
      ((agg[1] === 'overall' || (intent.count && INTENT_RULES.totalToken.pattern.test(agg[1]!))) && !named.some((h) => MEASURE.test(h))) ||
      (agg[1] === 'overall' && ws[at + 1] === 'by');
    if (named.length > 0 && !loose) intent.aggregate = { op, hint: named };
  }
  // "the pipeline total", "the worth of our pipeline", "closed-won value", "open deal value": the deals' value added up
  // (not a bound on it: "won deal value over 50k")
  const pipeline = INTENT_RULES.pipelineValue.pattern.exec(text);
  if (!intent.aggregate && pipeline && !intent.count && !intent.order)
    intent.aggregate = { op: 'sum', hint: [canonical(pipeline[1] ?? pipeline[2]!)] };
  // "open pipeline for acme", "what's the pipeline with acme": the money of those deals (the deals listed beneath)
  else if (!intent.aggregate && !intent.count && !intent.share && INTENT_RULES.pipelineFor.pattern.test(text))
    intent.aggregate = { op: 'sum', hint: ['value'] };
  const spread = spreadAsked(text, ws, DESC.test(text) && ASC.test(text));
  if (spread && !intent.count) intent.aggregate = { op: 'spread', hint: spread };
  const weighted = weightedAsked(text, ws);
  if (weighted && !intent.count) intent.aggregate = { op: 'weighted', hint: weighted };
  // "zeta revenue for lima and quito together": the quantity named, added up
  const together = !intent.aggregate && !intent.count && INTENT_RULES.togetherAfterAnd.pattern.test(text) ? measureIn(ws) : [];
  if (together.length > 0) intent.aggregate = { op: 'sum', hint: together };
  const howMuch = INTENT_RULES.howMuch.pattern.exec(text);
  // "how much revenue": that quantity; "how much won business": the rows' money (never "how much is my top quarry")
  if (!intent.aggregate && howMuch && !comparison(text) && !INTENT_RULES.howMuchIsOne.pattern.test(text)) {
    const named = MEASURE.test(howMuch[1]!) ? [canonical(howMuch[1]!)] : measureIn(ws.slice(ws.indexOf(howMuch[1]!)));
    intent.aggregate = { op: 'sum', hint: named.length > 0 ? named : ['value'] };
  }

  // ("a typical lima firm, size in employees": the size said in that measure)
  const sized = intent.aggregate?.hint.includes(canonical('size')) ? INTENT_RULES.sizeIn.pattern.exec(text) : null;
  if (sized) intent.aggregate = { ...intent.aggregate!, hint: [canonical(sized[1]!)] };
  // "whats my revenue across lima": one's own quantity over the rows that place keeps, added up
  const own = INTENT_RULES.ownMeasure.pattern.exec(text);
  if (!intent.aggregate && !intent.count && !intent.share && own && MEASURE.test(canonical(own[1]!)))
    intent.aggregate = { op: 'sum', hint: [canonical(own[1]!)] };

  // the average there is the bound, not the figure asked for
  if (intent.vsAverage) delete intent.aggregate;
  intent.compare = intent.vsAverage ? undefined : comparison(text);
  intent.order = parseOrder(text, ws);
  // "the 3 largest, both lists combined": the lists combined, then ranked; no total
  if (
    intent.union &&
    intent.order &&
    intent.aggregate &&
    INTENT_RULES.combined.pattern.test(text) &&
    !INTENT_RULES.totalOrSum.pattern.test(text)
  )
    delete intent.aggregate;
  // "when was our last sale", "the last time we closed one": the most recent row by its date
  const lastTime = INTENT_RULES.lastTime.pattern.test(text);
  // (a deal won, lost or closed is dated by when it closed)
  const closing = INTENT_RULES.closing.pattern.test(text) ? [canonical('close')] : [];
  if (!intent.order && lastTime)
    intent.order = { dir: 'desc', hint: closing, singular: true, measureWords: [], recency: true, word: 'latest' };
  if (!intent.order && intent.compare) {
    // "which makes more money, A or B": the larger of the two by the measure named after the comparative
    const at = ws.findIndex((w) => COMPARATIVE.test(w) || INTENT_RULES.gapToken.pattern.test(w));
    // "higher revenue", "revenue gap": the measure after the word, else before it
    // (a change between periods names no comparative: the measure it names, "open pipeline" its value)
    const hint =
      at < 0
        ? ws.includes('pipeline')
          ? ['valu']
          : measureIn(ws)
        : hintAfter(ws, at).filter((w) => !INTENT_RULES.linkToken.pattern.test(w));
    if (hint.length === 0 && at > 0 && !isStopWord(ws[at - 1]!)) hint.push(canonical(ws[at - 1]!));
    intent.order = { dir: intent.compare, hint, singular: true, word: ws[at], measureWords: hint };
  }
  // "the most sales managers": a measure's word before a role is a word of a job title (lexicon/asking.ts ROLE_AFTER)
  const titled = new Set(ws.filter((w, i) => MEASURE.test(canonical(w)) && ROLE_AFTER.roles.includes(ws[i + 1] ?? '')).map(canonical));
  if (intent.order && titled.size > 0) {
    const keep = (h: string[]) => h.filter((w) => !titled.has(canonical(w)));
    intent.order = { ...intent.order, hint: keep(intent.order.hint), measureWords: keep(intent.order.measureWords) };
  }
  if (intent.order) intent.winner = winnerField(text);
  // "best month for won dollars": the field ranked said right after the superlative, the measure after "for"/"by"
  const ranked = intent.winner?.map(canonical);
  if (intent.order && ranked && intent.order.hint.every((h) => ranked.includes(h))) {
    const after = INTENT_RULES.forMeasure.pattern.exec(text);
    const measure = after ? measureIn(words(after[1]!)) : [];
    if (measure.length > 0) intent.order = { ...intent.order, hint: measure, measureWords: measure };
  }
  // "the most open pipeline": the deals' money, not their number (the word reads as the deals themselves)
  if (intent.order && INTENT_RULES.mostPipeline.pattern.test(text))
    intent.order = { ...intent.order, measureWords: ['valu'], hint: ['valu'] };
  // (a question that says it wants a yes or a no, or asks so after a dash or colon: "acme — is it mine?")
  const marked = YES_NO.marks.some((m) => text.includes(m));
  // ("are the deals in peru worth more in all than those in chile": a total weighed is a yes or a no too)
  const weighed = intent.compare !== undefined && INTENT_GROUP_RULES.than.pattern.test(text);
  intent.yesNo =
    !intent.count &&
    (!intent.aggregate || weighed) &&
    // "is acme bigger than nova": a comparison with "than" asks whether it holds
    (!intent.order || (intent.compare !== undefined && INTENT_GROUP_RULES.than.pattern.test(text))) &&
    (marked || INTENT_GROUP_RULES.yesNoOpener.pattern.test(text)) &&
    // ("is acme mine or third party", "is it won or lost": a choice between two, which no yes answers)
    !(!marked && !INTENT_GROUP_RULES.any.pattern.test(text) && INTENT_GROUP_RULES.choiceLast.pattern.test(text));
  if (intent.yesNo && INTENT_GROUP_RULES.everyAsked.pattern.test(text)) intent.every = true;

  const by = INTENT_GROUP_RULES.groupBy.pattern;
  for (const m of text.matchAll(by)) {
    const hint = words(m[1]!)
      .filter((w) => !isStopWord(w))
      .map(canonical);
    if (hint.length > 0 && !(intent.order && intent.order.hint.join() === hint.join())) intent.by = hint;
  }
  // "per third-party account", "each of my big accounts": the words before the record noun say which records, the groups are the records
  const RECORDS = new Set(['account', 'contact', 'lead', 'opportunity']);
  // (not past a word that ends the group's words: "per region for deals" groups by region)
  // ("split by region - typical size of each deal": the field said as the grouping keeps it)
  const grouping = INTENT_GROUP_RULES.groupedBy.pattern.exec(text);
  for (const m of text.matchAll(INTENT_GROUP_RULES.perRecord.pattern)) {
    if (RECORDS.has(canonical(m[1]!))) intent.by = [canonical(m[1]!)];
  }
  if (grouping && !RECORDS.has(canonical(grouping[1]!))) intent.by = [canonical(grouping[1]!)];
  // "a status breakdown of …", "the stage mix": the field named before the word groups the rows
  const breakdown = INTENT_GROUP_RULES.breakdown.pattern.exec(text);
  if (!intent.by && breakdown && !isStopWord(breakdown[1]!)) intent.by = [canonical(breakdown[1]!)];
  // "how many contacts per account on average": the mean size of the groups
  // "mean contacts per account": the mean of a kind of record per group is the mean size of the groups too
  const meanOfKind = INTENT_GROUP_RULES.meanOfKind.pattern.exec(text);
  // ("the average won amount per account", asked of deals: each account's total averaged, run/shape.ts)
  const perRecordMean = intent.by?.length === 1 && RECORDS.has(intent.by[0]!) && intent.aggregate?.op === 'avg';
  if (intent.by && (INTENT_GROUP_RULES.onAverage.pattern.test(text) || RECORDS.has(canonical(meanOfKind?.[1] ?? '')) || perRecordMean))
    intent.meanGroup = true;
  // "quarry revenue per city, top 3": the groups ranked by the measure said before them, when the order names none
  if (intent.order && !intent.winner && intent.order.hint.length === 0 && intent.order.k && intent.by?.length) {
    const measure = measureIn(ws.slice(0, Math.max(0, ws.indexOf(intent.order.word ?? ''))));
    const by = intent.by.filter((w) => w !== canonical(intent.order!.word ?? '') && !measure.includes(w));
    if (measure.length > 0 && by.length > 0)
      Object.assign(intent, { winner: by, order: { ...intent.order, hint: measure, measureWords: measure } });
  }

  const have = INTENT_GROUP_RULES.whichHave.pattern.exec(text);
  const holds = have && RECORDS.has(canonical(have[2]!)) && !RECORDS.has(canonical(have[1]!)) ? have : null;
  const which = INTENT_GROUP_RULES.whichValues.pattern.exec(text) ?? INTENT_GROUP_RULES.valuesCanTake.pattern.exec(text) ?? holds;
  // ("what revenue do they sum to": the quantity of a total, not its values)
  const summed = intent.aggregate?.hint.includes(canonical(which?.[1] ?? ''));
  if (which && !INTENT_GROUP_RULES.of.pattern.test(which[1]!) && !summed) intent.distinct = words(which[1]!).map(canonical);
  // "which states hold at least 5 of my accounts": the values of a field, kept by how many rows hold them
  const held = new RegExp(
    `\\b(?:which|what)\\s+([a-z]+)\\s+(?:have|has|hold|holds|contain|contains)\\s+${COUNT_BOUND}?\\s*${COUNT_NUMBER}\\b`,
  ).exec(text);
  // ("what regions have crm firms averaging above 900 staff": kept by the average of their rows, run/held.ts)
  const averaged = INTENT_GROUP_RULES.averagedHeld.pattern.exec(text);
  const kept = held ?? (averaged && !RECORD_KINDS.has(canonical(averaged[1]!)) ? averaged : null);
  if (kept && !intent.distinct) intent.distinct = [canonical(kept[1]!)];
  const distinctWord = INTENT_GROUP_RULES.distinctWord.pattern.exec(text);
  if (distinctWord) intent.distinct = words(distinctWord[1]!).map(canonical);

  const proj = INTENT_GROUP_RULES.project.pattern.exec(text);
  if (proj) intent.project = words(proj[1]!).map(canonical);
  else if (INTENT_GROUP_RULES.names.pattern.test(text)) intent.project = [canonical('name')];

  // "the next one", "the last"; never "next month", "last year", "the next 60 days" (periods), "third party",
  // nor "first 4" (a number of rows: order.ts)
  const ord = new RegExp(
    `\\b(${Object.keys(ORDINALS).join('|')}|last)\\b(?![- ](?:part|quarter|half|month|week|year|day|qtr|fiscal|time|\\d+\\b))` +
      '(?![- ](?:\\d+|[a-z]+)[- ](?:days?|weeks?|months?|quarters?|years?|qtrs?)\\b)',
  ).exec(text);
  // "biggest first", "newest last": the order of a listing, not one row
  const listing =
    ord &&
    [INTENT_GROUP_RULES.listingEnd, ORDER_RULES.listingEndSaid].some((r) => r.pattern.test(text.slice(0, ord.index))) &&
    INTENT_GROUP_RULES.firstOrLast.pattern.test(ord[1]!);
  if (ord && !listing && !(lastTime && ord[1] === 'last')) intent.ordinal = ord[1] === 'last' ? -1 : ORDINALS[ord[1]!];
  // ("who is last among the quarries on worth": the place's measure said after "on")
  const on = intent.ordinal !== undefined && !intent.order && !intent.by ? INTENT_RULES.placeOn.pattern.exec(text) : null;
  if (on) intent.by = words(on[1]!).map(canonical);
  // "which quarry is last by worth": the one record at the other end of that order (the last of a previous answer's rows
  // is "the last one" alone, which orders nothing); "which one is first by close date": the earliest, never groups of dates
  const end = intent.ordinal === -1 ? 'last' : intent.ordinal === 1 && !intent.order ? 'first' : undefined;
  const ends = intent.order ?? (intent.by && { dir: 'desc' as const, hint: intent.by, singular: true, measureWords: [] });
  if (end && ends && ends.k === undefined && !ends.recency) {
    const dir = end === 'last' ? (ends.dir === 'desc' ? 'asc' : 'desc') : ends.dir;
    Object.assign(intent, { order: { ...ends, dir, singular: true, end }, by: undefined, ordinal: undefined });
    // ("which zeta is last on worth": the zeta whose records' worth is least)
    intent.winner = winnerField(text);
    if (intent.winner) intent.distinct = undefined;
  }
  // "ranked #3 by revenue", "number 2 by value": a rank written as a number
  const rank = INTENT_GROUP_RULES.rankNumber.pattern.exec(text);
  if (rank) {
    const digits = (rank[1] ?? rank[2])!;
    const at = rank.index + rank[0].indexOf(digits);
    const by = ws.indexOf('by');
    const order = intent.order ?? { dir: 'desc' as const, hint: by >= 0 ? hintAfter(ws, by) : [], singular: true, measureWords: [] };
    intent.order = { ...order, kSpan: [at, at + digits.length] };
    if (intent.by?.join() === intent.order.hint.join()) intent.by = undefined;
    intent.ordinal = Number(digits);
  }
  intent.pronoun = pointsBack(text);
  // ("how many: how much is the zeta worth …", a total asked again as a count: the count only)
  if (intent.count && INTENT_RULES.countOnly.pattern.test(text)) intent.aggregate = undefined;
  if (showsThem(text)) Object.assign(intent, { shown: true, pronoun: true });
  Object.assign(intent, phasesAsked(text, intent.shareBase));
  const part = intent.union && intent.share ? listPart(text) : undefined;
  if (part) intent.listPart = part;
  intent.nearest = NEAREST_RE.exec(text)?.[1]?.replace(SHAPE_RULES.spaceRuns.pattern, ' ');
  Object.assign(intent, relatedAsked(text));
  intent.followUp = INTENT_GROUP_RULES.followUp.pattern.test(text) || (intent.ordinal !== undefined && ws.length <= 6);
  const opened = ws.findIndex((w) => !WHICH_OF_THEM.openers.includes(w));
  intent.whichOfThem = WHICH_OF_THEM_WORDS.some((p) => p.every((w, i) => ws[opened + i] === w));
  return intent;
}
