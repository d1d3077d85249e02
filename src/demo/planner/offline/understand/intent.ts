import { NEAREST, ROLE_AFTER, YES_NO } from '../lexicon/asking.js';
import { alternation } from '../core/known.js';
import { canonical, isStopWord, RECORD_KINDS, terms, words } from '../core/tokenize.js';
import { writeAsked, type WriteKind } from './write.js';
import { relatedAsked } from './having.js';
import { WHICH_OF_THEM } from '../lexicon/having.js';

const WHICH_OF_THEM_WORDS = WHICH_OF_THEM.phrases.map((p) => words(p));
import { PHASE_WORDS, phasesAsked, type Phase } from './phase.js';
import { unionAsked } from './union.js';
import { MEASURE, boundsAndShares, measureIn, spreadAsked, weightedAsked } from './measures.js';
import { ORDINALS, DESC, ASC, hintAfter, parseOrder, type Order } from './order.js';
import { COUNT_BOUND, COUNT_NUMBER } from './numbers.js';
import { COMPARATIVE, comparison } from './comparison.js';
import { winnerField } from './winner.js';

/** The words that ask for the record nearest a named one (lexicon/asking.ts), compiled once. */
const NEAREST_RE = new RegExp(`\\b(${alternation(NEAREST.words)})\\b`);
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
  /** The message is a bare follow-up ("and the second one?", "what about Texas?"). */
  followUp: boolean;
  /** "which of those have …" after a list: the previous records that have a related one are the answer. */
  whichOfThem?: boolean;
  /** "what region holds most deals", "the country with the least": the field whose leading value is asked. */
  winner?: string[];
  /** "any clients of mine in Ohio?", "does it have a CTO?": answered yes or no first. */
  yesNo: boolean;
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
  /** "mine and third-party together", "all 100 accounts": every list of the kind, read as one. */
  union: boolean;
  /** "where does <record> rank by revenue", "what position is it in": the place of a named record among the rows. */
  position: boolean;
  /** "the account closest to <record> in revenue": the word that asks for the record nearest a named one (lexicon/asking.ts). */
  nearest?: string;
}

/** "our #1 customer", "the number one deal": the first by rank, read as "top". */
export function plainRanks(message: string): string {
  return message.replace(/(^|[\s(])(?:#\s*1|number one|no\.?\s*1)(?=\s+[a-z])/gi, '$1top');
}

export function parseIntent(message: string): Intent {
  const text = message.toLowerCase();
  const ws = words(text);
  const intent: Intent = {
    count: false,
    all: /\b(all|every|each|entire|whole)\b/.test(text),
    pronoun: false,
    followUp: false,
    yesNo: false,
    words: terms(message),
    share:
      /\b(?:percent(?:age)?|share|fraction|proportion)\s+of\b|%\s+of\b/.test(text) ||
      /^\s*(?:of|among|out of)\s+[^,]+,\s*(?:what|which|how many)\s+(?:percent(?:age)?|share|fraction|proportion|%)(?![a-z])/.test(text) ||
      /\b(?:what|which)\s+(?:percent(?:age)?|share|fraction|proportion|%)(?![a-z])/.test(text),
    union: unionAsked(text),
    position:
      /\b(?:where|how)\s+(?:does|do|did|is|are|would|will)\b.*\b(?:rank|stand|place)\b|\bwhere\s+(?:does|do|did|would|will)\b.*\b(?:land|fall|sit)s?\b.*\brank(?:ing|ed)?\b|\b(?:sort|order|rank)\b.*\bwhere\s+(?:does|do|did|would|will)\s+(?:it|they|that)\s+(?:land|fall|sit|end up)\b|\b(?:what|which)\s+(?:is\s+)?(?:the\s+|its\s+|their\s+)?(?:rank(?:ing)?|position|place|spot)\b|\b(?:rank(?:ing)?|position)\s+of\b|['’]s\s+(?:rank(?:ing)?|position)\b|\b(?:what|which)(?:['’]s|\s+is)?\s+(?:its|their)\s+(?:[a-z-]+\s+){0,2}(?:rank(?:ing)?|position)\b/.test(
        text,
      ),
    // "do I have", "accounts I cover", "of mine"; "we" is the company ("did we win"), unless it covers or manages
    mine: /\bi\s+(?:have|own|manage|cover|hold|handle)\b|\bwe\s+(?:own|manage|cover|handle)\b|\b(?:do|did|have)\s+i\b|\bof (?:mine|ours)\b|\bbelongs?\s+to\s+(?:me|us)\b/.test(
      text,
    ),
    refine:
      /^\s*(?:only|just|(?:but|keep) (?:only|just)|of (?:those|these|them)|among (?:those|these|them)|which of (?:those|these|them)|filter (?:those|these|them|it|to|down to|for)|narrow|keep (?:the|those|these|them))\b|^\s*(?:and\s+)?(?:only\s+)?the ones\b/.test(
        text,
      ),
  };

  intent.write = writeAsked(text, ws);

  Object.assign(intent, boundsAndShares(text, ws, intent.share));
  intent.count = /\bhow many\b|\bnumber of\b|#\s*of\b|\bcount\b|\bhow much \w+s\b/.test(text);
  // "how many employees do …": a count of a quantity the rows hold, summed when a field holds it
  const many = /\bhow many\s+([a-z]+)/.exec(text) ?? /\b(?:total|combined|overall) number of\s+([a-z]+)/.exec(text);
  if (many) intent.countOf = [canonical(many[1]!)];

  const agg = /\b(total|sum|summed|combined|overall|aggregate|average|averages|avg|mean|median|adds)\b(?:\s+of)?/.exec(text);
  if (agg && !/\b(?:total|combined|overall) number\b/.test(text)) {
    const op: AggregateOp = agg[1] === 'median' ? 'median' : /average|avg|mean/.test(agg[1]!) ? 'avg' : 'sum';
    const at = ws.indexOf(agg[1]!);
    // "average number of employees": the quantity after "number of"
    // the words of a stage ("closed-lost") narrow the rows; they name no quantity
    // a period after it ("total for q2 2024") narrows the rows; it names no quantity
    const raw = (ws[at + 1] === 'number' && ws[at + 2] === 'of' ? hintAfter(ws, at + 2) : hintAfter(ws, at)).filter(
      (w) => !/^[qh]\d$/.test(w),
    );
    const hint = raw.filter((w) => !/^(?:clos|close|closed|won|lost|open|pend|pending|activ|active)$/.test(w));
    if (raw.length > 0 && hint.length === 0) hint.push('value');
    // "deal value …, summed": the quantity named before the word
    // "total of <narrowing values> <records> value": the quantity named a few words on, past the values that narrow it
    const later = measureIn(ws.slice(at + 1, at + 8));
    const named =
      hint.length > 0
        ? later.length > 0 && !hint.some((h) => MEASURE.test(h))
          ? later
          : hint
        : agg[1] === 'summed' || agg[1] === 'adds' || at === ws.length - 1
          ? measureIn(ws.slice(0, at))
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
      ((agg[1] === 'overall' || (intent.count && /^(?:total|combined)$/.test(agg[1]!))) && !named.some((h) => MEASURE.test(h))) ||
      (agg[1] === 'overall' && ws[at + 1] === 'by');
    if (named.length > 0 && !loose) intent.aggregate = { op, hint: named };
  }
  // "the pipeline total", "the worth of our pipeline", "closed-won value", "open deal value": the deals' value added up
  // (not a bound on it: "won deal value over 50k")
  const pipeline =
    /\b(?:pipeline|(?:closed[\s-]*)?(?:won|lost)|open)\s+(?:(?:deals?|opportunit(?:y|ies)|opps?)\s+)?(value|amount|worth|total|size)\b(?!\s+(?:over|above|under|below|of\s+(?:at|more|less|over|under)|greater|less|more|between|>|<|\$?\d))|\b(value|amount|worth|size)\s+of\s+(?:the\s+|all\s+|our\s+|my\s+)?pipeline\b/.exec(
      text,
    );
  if (!intent.aggregate && pipeline && !intent.count && !intent.order)
    intent.aggregate = { op: 'sum', hint: [canonical(pipeline[1] ?? pipeline[2]!)] };
  // "open pipeline for acme", "what's the pipeline with acme": the money of those deals (the deals listed beneath)
  else if (!intent.aggregate && !intent.count && !intent.share && /\bpipeline\s+(?:for|at|with|from|in)\b/.test(text))
    intent.aggregate = { op: 'sum', hint: ['value'] };
  const spread = spreadAsked(text, ws, DESC.test(text) && ASC.test(text));
  if (spread && !intent.count) intent.aggregate = { op: 'spread', hint: spread };
  const weighted = weightedAsked(text, ws);
  if (weighted && !intent.count) intent.aggregate = { op: 'weighted', hint: weighted };
  const howMuch = /\bhow much\s+(\w+)/.exec(text);
  // "how much revenue": that quantity; "how much won business": the rows' money
  if (!intent.aggregate && howMuch && !comparison(text)) {
    const named = MEASURE.test(howMuch[1]!) ? [canonical(howMuch[1]!)] : measureIn(ws.slice(ws.indexOf(howMuch[1]!)));
    intent.aggregate = { op: 'sum', hint: named.length > 0 ? named : ['value'] };
  }

  // the average there is the bound, not the figure asked for
  if (intent.vsAverage) delete intent.aggregate;
  intent.compare = intent.vsAverage ? undefined : comparison(text);
  intent.order = parseOrder(text, ws);
  // "the 3 largest, both lists combined": the lists combined, then ranked; no total
  if (intent.union && intent.order && intent.aggregate && /\bcombined\b/.test(text) && !/\b(?:total|sum)\b/.test(text))
    delete intent.aggregate;
  // "when was our last sale", "the last time we closed one": the most recent row by its date
  const lastTime = /\bwhen\s+(?:did|was|were|have|has|had)\b[^?]*?\blast\b|\b(?:the\s+)?last\s+time\b/.test(text);
  // (a deal won, lost or closed is dated by when it closed)
  const closing = /\b(?:win|won|lose|lost|close|closed|sign|signed)\b/.test(text) ? [canonical('close')] : [];
  if (!intent.order && lastTime)
    intent.order = { dir: 'desc', hint: closing, singular: true, measureWords: [], recency: true, word: 'latest' };
  if (!intent.order && intent.compare) {
    // "which makes more money, A or B": the larger of the two by the measure named after the comparative
    const at = ws.findIndex((w) => COMPARATIVE.test(w) || /^(?:gap|difference|diff|delta)$/.test(w));
    // "higher revenue", "revenue gap": the measure after the word, else before it
    // (a change between periods names no comparative: the measure it names, "open pipeline" its value)
    const hint =
      at < 0 ? (ws.includes('pipeline') ? ['valu'] : measureIn(ws)) : hintAfter(ws, at).filter((w) => !/^(?:between|in|of)$/.test(w));
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
    const after = /\b(?:for|by|in terms of)\s+(.+)$/.exec(text);
    const measure = after ? measureIn(words(after[1]!)) : [];
    if (measure.length > 0) intent.order = { ...intent.order, hint: measure, measureWords: measure };
  }
  // "the most open pipeline": the deals' money, not their number (the word reads as the deals themselves)
  if (intent.order && /\b(?:most|largest|biggest|highest|least|smallest|lowest)\s+(?:[a-z]+\s+)?pipeline\b/.test(text))
    intent.order = { ...intent.order, measureWords: ['valu'], hint: ['valu'] };
  // (a question that says it wants a yes or a no, or asks so after a dash or colon: "acme — is it mine?")
  const marked = YES_NO.marks.some((m) => text.includes(m));
  // ("are the deals in peru worth more in all than those in chile": a total weighed is a yes or a no too)
  const weighed = intent.compare !== undefined && /\bthan\b/.test(text);
  intent.yesNo =
    !intent.count &&
    (!intent.aggregate || weighed) &&
    // "is acme bigger than nova": a comparison with "than" asks whether it holds
    (!intent.order || (intent.compare !== undefined && /\bthan\b/.test(text))) &&
    (marked || /(?:^\s*(?:(?:and|so|but)\s+)?|[—–:,]\s*|\s-\s+)(?:is|are|do|does|did|has|have|any|was|were)\b/.test(text)) &&
    // ("is acme mine or third party", "is it won or lost": a choice between two, which no yes answers)
    !(
      !marked &&
      !/\bany\b/.test(text) &&
      /\b[a-z-]+\s+or\s+(?!more\b|less\b|fewer\b|above\b|below\b|over\b|under\b|not\b|so\b|higher\b|lower\b|greater\b|better\b|worse\b|equal\b)(?:[a-z0-9-]+\s+){0,3}[a-z0-9-]+[\s?.!]*$/.test(
        text,
      )
    );

  const by =
    /\b(?:by|per|(?:for|in|across|within) (?:each|every)|each(?= (?!of\b|one\b))|each of (?:my|our|the|your|these|those)|grouped by|broken (?:down|out) by|split by)\s+([a-z]+(?:\s+[a-z]+)?)/g;
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
  const grouping = /\b(?:grouped|broken (?:down|out)|split)\s+by\s+([a-z]+)/.exec(text);
  for (const m of text.matchAll(
    /\b(?:per|each|every)\s+(?:(?!(?:for|in|of|at|from|with|that|which|across)\b)[a-z]+[\s-]+){1,2}([a-z]+)\b/g,
  )) {
    if (RECORDS.has(canonical(m[1]!))) intent.by = [canonical(m[1]!)];
  }
  if (grouping && !RECORDS.has(canonical(grouping[1]!))) intent.by = [canonical(grouping[1]!)];
  // "a status breakdown of …", "the stage mix": the field named before the word groups the rows
  const breakdown = /\b([a-z]+)\s+(?:breakdown|break-down|split|distribution|mix)\b/.exec(text);
  if (!intent.by && breakdown && !isStopWord(breakdown[1]!)) intent.by = [canonical(breakdown[1]!)];
  // "how many contacts per account on average": the mean size of the groups
  // "mean contacts per account": the mean of a kind of record per group is the mean size of the groups too
  const meanOfKind = /\b(?:average|avg|mean|typical)\s+([a-z]+)\s+(?:per|for each|by)\b/.exec(text);
  if (
    intent.by &&
    (/\bon (?:average|avg)\b|\baveraged\b|\b(?:average|avg|mean|typical)\s+(?:(?:number|count)\b|#)/.test(text) ||
      RECORDS.has(canonical(meanOfKind?.[1] ?? '')))
  )
    intent.meanGroup = true;

  const which =
    /\b(?:what|which|list(?: the)?|show(?: me)?(?: the)?|all(?: the)?)\s+(?:different\s+|distinct\s+|unique\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:are there|exist|do|does|are|is|appear|occur)\b/.exec(
      text,
    );
  if (which && !/\bof\b/.test(which[1]!)) intent.distinct = words(which[1]!).map(canonical);
  // "which states have at least 5 of my accounts": the values of a field, kept by how many rows hold them
  const held = new RegExp(
    `\\b(?:which|what)\\s+([a-z]+)\\s+(?:have|has|hold|holds|contain|contains)\\s+${COUNT_BOUND}?\\s*${COUNT_NUMBER}\\b`,
  ).exec(text);
  // ("what regions have crm firms averaging above 900 staff": kept by the average of their rows, run/held.ts)
  const averaged =
    /\b(?:which|what)\s+([a-z]+)\s+(?:have|has|hold|holds)\s+[^?]*?\baverag(?:e|es|ing)\s+(?:over|above|under|below|more|less|at)\b/.exec(
      text,
    );
  const kept = held ?? (averaged && !RECORD_KINDS.has(canonical(averaged[1]!)) ? averaged : null);
  if (kept && !intent.distinct) intent.distinct = [canonical(kept[1]!)];
  const distinctWord = /\b(?:distinct|unique|different)\s+([a-z]+(?:\s+[a-z]+)?)/.exec(text);
  if (distinctWord) intent.distinct = words(distinctWord[1]!).map(canonical);

  const proj =
    /\b(?:the\s+)?(names?|emails?|e-mails?|phones?|phone numbers?|ids?|titles?|job titles?|revenues?|states?|regions?|industr(?:y|ies)|websites?)(?:\s+address(?:es)?)?\s+(?:of|for)\b/.exec(
      text,
    );
  if (proj) intent.project = words(proj[1]!).map(canonical);
  else if (/\bnames\b/.test(text)) intent.project = [canonical('name')];

  // "the next one", "the last"; never "next month", "last year", "the next 60 days" (periods), "third party"
  const ord = new RegExp(
    `\\b(${Object.keys(ORDINALS).join('|')}|last)\\b(?![- ](?:part|quarter|half|month|week|year|day|qtr|fiscal|time))` +
      '(?![- ](?:\\d+|[a-z]+)[- ](?:days?|weeks?|months?|quarters?|years?|qtrs?)\\b)',
  ).exec(text);
  // "biggest first", "newest last": the order of a listing, not one row
  const listing = ord && /\b[a-z]+(?:est|top|bottom)\s+$/.test(text.slice(0, ord.index)) && /^(?:first|last)$/.test(ord[1]!);
  if (ord && !listing && !(lastTime && ord[1] === 'last')) intent.ordinal = ord[1] === 'last' ? -1 : ORDINALS[ord[1]!];
  // "ranked #3 by revenue", "number 2 by value": a rank written as a number
  const rank = /(?:#\s*|\b(?:no\.?|number)\s+)(\d{1,2})\s+(?:(?:[a-z]+\s+){1,2}by|by|in|on)\b|\branked\s+#?\s*(\d{1,2})\b/.exec(text);
  if (rank) {
    const digits = (rank[1] ?? rank[2])!;
    const at = rank.index + rank[0].indexOf(digits);
    const by = ws.indexOf('by');
    const order = intent.order ?? { dir: 'desc' as const, hint: by >= 0 ? hintAfter(ws, by) : [], singular: true, measureWords: [] };
    intent.order = { ...order, kSpan: [at, at + digits.length] };
    if (intent.by?.join() === intent.order.hint.join()) intent.by = undefined;
    intent.ordinal = Number(digits);
  }
  intent.pronoun =
    /\b(their|them|those|these|they|its|he|she|him|his|her|hers|that one|this one|which ones?|the ones|that account|those accounts|the same)\b/.test(
      text,
    ) ||
    /^\s*(?:and\s+)?which (?:has|have|is|are)\b|\b(?:only|just) the (?:[a-z-]+ ){1,3}ones\b/.test(text) ||
    // "what deals are open there", "who works at it": the place is the previous answer's record
    // ("how many deals are there" only says they exist: no place)
    (/\bthere\s*[?.!]*\s*$/.test(text) && !/\b(?:are|is|were|was)\s+there\s*[?.!]*\s*$/.test(text)) ||
    /\bit\b/.test(text) ||
    // "which state is that in": the previous answer's record
    /\b(?:is|was|are|were)\s+(?:that|this)(?:\s+(?:in|at|from|for|based|located))?\s*[?.!]*\s*$/.test(text);
  Object.assign(intent, phasesAsked(text, intent.shareBase));
  intent.nearest = NEAREST_RE.exec(text)?.[1]?.replace(/\s+/g, ' ');
  Object.assign(intent, relatedAsked(text));
  intent.followUp = /^\s*(and|what about|how about|also|same for|then)\b/.test(text) || (intent.ordinal !== undefined && ws.length <= 6);
  intent.whichOfThem = WHICH_OF_THEM_WORDS.some((p) => p.every((w, i) => ws[i] === w));
  return intent;
}
