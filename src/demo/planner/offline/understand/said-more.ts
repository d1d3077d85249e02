import { PLACE_BY } from '../lexicon/ranked.js';
import { FIELD_FIRST, RECORDS_FIRST } from '../lexicon/said-first.js';
import { MONTH_NAMES, WEEK_OF } from '../lexicon/calendar.js';
import { COMMON_AFTER, TOP_ALONE } from '../lexicon/commonest.js';
import { alternation } from '../core/known.js';
import { NEGATION_LEADS } from '../lexicon/negation.js';
import {
  CONVERTS_BEST,
  HOW_SHOWN,
  IF_DROPPED,
  KEYWORD_TOTAL,
  LEFT_OUT_AFTER,
  NEGATED_BOUND,
  PLACES_PLUS,
  RANK_MEASURE_AGAIN,
  SAME_FOR,
  SHORT_TOTAL,
  COUNT_WHEN_JOINED,
  FIGURES_FIRST,
  STATE_COUNTRY_ASIDE,
  WHICH_IS_LAST,
  WHICH_ARE_ON,
  WHICH_BY_ASIDE,
} from '../lexicon/said-more.js';
import { NUMBER_WORDS } from './order.js';
import { findStates } from '../core/states.js';
import { canonical, RECORD_KINDS, words } from '../core/tokenize.js';
import { FOLDED_BY } from '../lexicon/said-more.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { VALUE_RULES } from '../rules/understand-values.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/** "excluding any firm below $2M" (lexicon/said-more.ts NEGATED_BOUND). */
const NEGATED_BOUND_RE = new RegExp(
  `\\b(?:${alternation(NEGATION_LEADS.map((l) => l.words))})\\s+((?:(?:${alternation(NEGATED_BOUND.between)})\\s+){0,4})` +
    `(${alternation(NEGATED_BOUND.flips.flatMap((f) => f.said))})\\s+(?=\\$?\\d)`,
  'gi',
);
const flipOf = (said: string) =>
  NEGATED_BOUND.flips.find((f) => f.said.includes(said.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' ')))!.as;

/** "the zeta grade that's most common" (lexicon/commonest.ts COMMON_AFTER): the field after the commonest said. */
const COMMON_AFTER_RE = new RegExp(
  `\\bthe\\s+([a-z]+(?:\\s+[a-z]+)?)\\s+(?:${alternation(COMMON_AFTER.relatives)})\\s+(${alternation(COMMON_AFTER.ends)})\\s+` +
    `(${alternation(COMMON_AFTER.adjectives)})\\b`,
  'gi',
);

/** "top zeta grade" (lexicon/commonest.ts TOP_ALONE): a field named alone after a word for the first. */
const TOP_ALONE_RE = new RegExp(
  `^\\s*(?:(?:${alternation(TOP_ALONE.asks)})\\s+)?(?:(?:${alternation(TOP_ALONE.owners)})\\s+)?(?:${alternation(TOP_ALONE.leads)})\\s+` +
    `([a-z]+(?:\\s+[a-z]+)?)(\\s*[?.!]*\\s*)$`,
  'i',
);

/** "Among my lima firms, which ones hold …" (lexicon/said-first.ts RECORDS_FIRST). */
const RECORDS_FIRST_RE = new RegExp(
  `^\\s*(?:${alternation(RECORDS_FIRST.leads)})\\s+((?:${alternation(RECORDS_FIRST.owners)})\\s+[a-z][a-z' -]*?)\\s*,\\s*(which)` +
    `(\\s+(?:${alternation(RECORDS_FIRST.ones)}))?(?=\\s+([a-z]+))`,
  'i',
);
/** The records said first: a kind of record within its first three words, only a place said after it. */
function recordsSaid(records: string): boolean {
  const ws = records.toLowerCase().split(SHAPE_RULES.spaces.pattern);
  const at = ws.findIndex((w) => RECORD_KINDS.has(canonical(w)));
  return at >= 1 && at <= 3 && (at === ws.length - 1 || RECORDS_FIRST.places.includes(ws[at + 1]!));
}
const recordsFirst = (m: string, records: string, which: string, ones: string | undefined, next: string) =>
  recordsSaid(records) && (ones || RECORDS_FIRST.verbs.includes(next.toLowerCase())) ? `${which.toLowerCase()} of ${records}` : m;

/** "the first week of March 2026" (lexicon/calendar.ts WEEK_OF): the month's name or its first three letters, then a year. */
const WEEK_OF_RE = new RegExp(
  `\\b(?:(?:in|during|over|for|within)\\s+)?(?:the\\s+)?(${alternation([...Object.keys(WEEK_OF.days), ...WEEK_OF.last])})` +
    `\\s+week\\s+of\\s+` +
    `([a-z]{3,9})\\.?\\s+((?:19|20)\\d{2})\\b`,
  'gi',
);
function weekOf(said: string, week: string, month: string, year: string): string {
  const m = MONTH_NAMES.words.findIndex((w) => w === month.toLowerCase() || w.slice(0, 3) === month.toLowerCase());
  if (m < 0) return said;
  const name = MONTH_NAMES.words[m]!.charAt(0).toUpperCase() + MONTH_NAMES.words[m]!.slice(1);
  const end = new Date(Date.UTC(Number(year), m + 1, 0)).getUTCDate();
  const [from, to] = WEEK_OF.days[week.toLowerCase()] ?? [end - 6, end];
  return `between ${name} ${from}, ${year} and ${name} ${to}, ${year}`;
}

/** "By city, which one shows …" (lexicon/said-first.ts FIELD_FIRST). */
const FIELD_FIRST_RE = new RegExp(
  `^\\s*(?:${alternation(FIELD_FIRST.leads)})\\s+(?:the\\s+)?([a-z]+)\\s*,\\s*(which|what)\\s+(?:${alternation(FIELD_FIRST.ones)})\\b`,
  'i',
);

/** "cities", "statuses": a field named in the plural, as its name. */
function singular(word: string): string {
  if (WORD_SHAPE_RULES.pluralIesAnyCase.pattern.test(word)) return word.slice(0, -3) + 'y';
  if (WORD_SHAPE_RULES.pluralOfHiss.pattern.test(word)) return word.slice(0, -2);
  return WORD_SHAPE_RULES.pluralPlainS.pattern.test(word) ? word.slice(0, -1) : word;
}

/** ", Lima excluded" (lexicon/said-more.ts LEFT_OUT_AFTER). */
const LEFT_OUT_RE = new RegExp(
  `,\\s*([A-Z][\\w.&'-]*(?:\\s+(?:and|or|&)?\\s*[A-Z][\\w.&'-]*){0,2})\\s+(?:${alternation(LEFT_OUT_AFTER.words)})(?=\\s*[,.?!]|\\s*$)`,
  'g',
);

/** "(zeta ones should not be counted)" (lexicon/said-more.ts LEFT_OUT_AFTER.bracketed). */
const BRACKET_LEFT_OUT_RE = new RegExp(
  `\\(\\s*((?:[\\w'’&.-]+\\s+){0,3}[\\w'’&.-]+)\\s+(?:${alternation(LEFT_OUT_AFTER.bracketed)})\\s*[.!]?\\s*\\)`,
  'gi',
);

/** ", deals over $1M excluded": a bound left out said after it (lexicon/said-more.ts LEFT_OUT_AFTER), read as its other side. */
const BOUND_LEFT_OUT_RE = new RegExp(
  `,\\s*((?:[a-z-]+\\s+){0,2})(${alternation(NEGATED_BOUND.flips.flatMap((f) => f.said))})\\s+(\\$?\\d[\\w.,$]*)\\s+` +
    `(?:${alternation(LEFT_OUT_AFTER.words)})(?=\\s*[,.?!]|\\s*$)`,
  'gi',
);

/** "in NE plus KS" (lexicon/said-more.ts PLACES_PLUS). */
const PLACES_PLUS_RE = new RegExp(
  `\\b(${alternation(PLACES_PLUS.leads)})\\s+([A-Z][\\w.-]*)\\s+(?:${alternation(PLACES_PLUS.joins)})\\s+` +
    '([A-Z][\\w.-]*)\\b(?=\\s*(?:[,.;:?!)]|$))',
  'g',
);

/** ", as a single figure", "(1 decimal)" (lexicon/said-more.ts HOW_SHOWN). */
const SHOWN = alternation(HOW_SHOWN.said);
// (only last in the sentence or its clause: "A as a multiple of B" is a question of its own)
const HOW_SHOWN_RE = new RegExp(`\\s*\\(\\s*(?:${SHOWN})\\s*\\)|\\s*,?\\s*\\b(?:${SHOWN})\\b(?=\\s*(?:[,.;:?!)]|$))`, 'gi');

/** What is said of how a figure is shown, each phrase in turn from the end ("as a multiple, rounded to 2 decimals"). */
function shown(text: string): string {
  let out = text;
  for (let t = out.replace(HOW_SHOWN_RE, ''); t !== out; t = t.replace(HOW_SHOWN_RE, '')) out = t;
  return out;
}

/** "same count for X" (lexicon/said-more.ts SAME_FOR). */
const SAME_FOR_RE = new RegExp(`\\b(?:the\\s+)?(?:${alternation(SAME_FOR.said)})\\b`, 'gi');

/** "if I drop my four biggest firms, …" (lexicon/said-more.ts IF_DROPPED). */
const COUNT = `(?:\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const IF_DROPPED_RE = new RegExp(
  `^\\s*(?:${alternation(IF_DROPPED.leads)})\\s+(?:${alternation(IF_DROPPED.verbs)})\\s+(my|our|the)\\s+(${COUNT})\\s+` +
    `([a-z]+est)\\s+([a-z-]+(?:\\s+[a-z-]+)?)\\s*,\\s*(.+)$`,
  'i',
);
const REST_RE = new RegExp(`\\b(?:of\\s+)?(?:${alternation(IF_DROPPED.rest)})(?:\\s+(?:ones|of them))?\\b`, 'i');
const COMES_TO_RE = new RegExp(
  `\\bwhat\\s+(?:does|do|did|would|will)\\s+(the\\s+(?:${alternation(IF_DROPPED.figures)})\\b.+?)\\s+` +
    `(?:${alternation(IF_DROPPED.comesTo)})\\b`,
  'i',
);

function ifDropped(text: string): string {
  const m = IF_DROPPED_RE.exec(text);
  if (!m) return text;
  const [, owner, k, end, kind, rest] = m;
  if (!REST_RE.test(rest!)) return text;
  const asked = rest!.replace(REST_RE, `of ${owner!.toLowerCase()} ${kind} excluding the ${k} ${end}`);
  return asked.replace(COMES_TO_RE, '$1');
}

/** "which channel converts the best, defined as …" (lexicon/said-more.ts CONVERTS_BEST). */
const CONVERTS_RE = new RegExp(
  `\\b(?:${alternation(CONVERTS_BEST.verbs)})\\s+(${alternation(Object.keys(CONVERTS_BEST.ends))})\\b` +
    `(\\s*,?\\s*(?:${alternation(CONVERTS_BEST.definedBy)})\\s+[^,;?]*?(?:won|convert[a-z]*)\\b[^,;?]*)?`,
  'gi',
);

const LEAD_WORDS = new RegExp(`\\b(?:${alternation(CONVERTS_BEST.leadWords)})\\b`, 'i');

/** "my 6 largest firms (by revenue)" after "revenue of" (lexicon/said-more.ts RANK_MEASURE_AGAIN). */
const RANK_AGAIN_RE = new RegExp(
  `\\b((?:top|bottom)\\s+${COUNT}|${COUNT}\\s+[a-z]+est)(\\s+[a-z-]+(?:\\s+[a-z-]+)?)\\s*(\\(\\s*)?` +
    `(?:${alternation(RANK_MEASURE_AGAIN.leads)})\\s+([a-z]+)\\s*(?:\\))?(?=\\s*[,.?!]|\\s*$)`,
  'gi',
);

function rankAgain(text: string): string {
  return text.replace(RANK_AGAIN_RE, (m, rank: string, what: string, _p, measure: string, at: number) =>
    new RegExp(`\\b${measure}\\b`, 'i').test(text.slice(0, at)) ? `${rank}${what}` : m,
  );
}

/** "add A to B: grand total?" (lexicon/said-more.ts SHORT_TOTAL). */
const SHORT_TOTAL_RE = new RegExp(
  `^(\\s*(?:please\\s+)?(?:${alternation(SHORT_TOTAL.verbs)})\\b.+?\\s*(?:[-–—:,;]|\\s-)\\s*)` +
    `(?:${alternation(SHORT_TOTAL.said)})(\\s*[?.!]*\\s*)$`,
  'i',
);

/** "number of X when you pool A with B" (lexicon/said-more.ts COUNT_WHEN_JOINED). */
const COUNT_WHEN_RE = new RegExp(
  `^\\s*(?:${alternation(COUNT_WHEN_JOINED.leads)})\\s+(.+?)\\s+(?:when|if|once)\\s+(?:${alternation(COUNT_WHEN_JOINED.persons)})\\s+` +
    `(?:${alternation(COUNT_WHEN_JOINED.verbs)})\\s+(.+?)\\s+(?:${alternation(COUNT_WHEN_JOINED.joins)})\\s+` +
    '(.+?)(?:\\s+together)?(\\s*[?.!]*\\s*)$',
  'i',
);

/** "Two numbers please: …" (lexicon/said-more.ts FIGURES_FIRST). */
const FIGURES_FIRST_RE = new RegExp(
  `^\\s*(?:(?:${alternation(FIGURES_FIRST.topics)})\\s+([^:,]{2,30}?)[,\\s]+)?(?:(?:${alternation(FIGURES_FIRST.needs)})\\s+)?` +
    `(?:${alternation(FIGURES_FIRST.said)})\\s*:\\s*`,
  'i',
);
const TOPIC_POINTER = new RegExp(`\\s+(?:${alternation(FIGURES_FIRST.pointers)})\\b`, 'i');

const COUNTING = new RegExp(`\\b(?:${alternation(FIGURES_FIRST.counting)})\\b`, 'i');

function figuresFirst(text: string): string {
  const m = FIGURES_FIRST_RE.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length);
  const parts = VALUE_RULES.firstAndRest.pattern.exec(rest);
  // ("For Lima, two counts: my quarries there, and …": each part is of that place)
  const of = (part: string) => {
    if (!m[1]) return part;
    const bare = part.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '');
    return TOPIC_POINTER.test(bare) ? bare.replace(TOPIC_POINTER, ` in ${m[1]}`) : `${bare} in ${m[1]}`;
  };
  if (!parts) return m[1] ? text : rest;
  return !COUNTING.test(rest) ? `how many ${of(parts[1]!)}, and how many ${of(parts[2]!)}` : m[1] ? text : rest;
}

/** "Utah (US)" (lexicon/said-more.ts STATE_COUNTRY_ASIDE). */
const COUNTRY_ASIDE_RE = new RegExp(`\\s*\\(\\s*(?:${alternation(STATE_COUNTRY_ASIDE.said)})\\s*\\)`, 'gi');

function stateCountry(text: string): string {
  if (text.search(COUNTRY_ASIDE_RE) < 0) return text;
  const ends = new Set(findStates(text).map((h) => h.end));
  return text.replace(COUNTRY_ASIDE_RE, (m, at: number) => (ends.has(at) ? '' : m));
}

/** "In which city is the pipeline smallest?" (lexicon/said-more.ts WHICH_IS_LAST). */
const WHICH_IS_LAST_RE = new RegExp(
  // (a topic may be said first, before a comma: "for my quarries, in which city is …")
  `^(\\s*(?:[^,;:?]{2,60}[,;:]\\s+)?)(?:in\\s+)?(which|what)\\s+([a-z]+)\\s+` +
    `(?:${alternation(WHICH_IS_LAST.verbs)})\\s+(?!(?:my|our)\\b)(?:the\\s+)?` +
    `([a-z][a-z -]{1,60}?)\\s+(?:the\\s+)?(${alternation(WHICH_IS_LAST.superlatives)})(\\s*[?.!]*\\s*)$`,
  'i',
);

function whichIsLast(text: string): string {
  return text.replace(WHICH_IS_LAST_RE, (m, lead: string, which: string, field: string, what: string, sup: string, end: string) =>
    RECORD_KINDS.has(canonical(field.toLowerCase())) ||
    WHICH_IS_LAST.notFields.includes(field.toLowerCase()) ||
    VALUE_RULES.articleOrOwn.pattern.test(what)
      ? m
      : `${lead}${which.toLowerCase()} ${field} has the ${sup.toLowerCase()} ${what}${end}`,
  );
}

/** "in which city are my quarries weakest on mean headcount?" (lexicon/said-more.ts WHICH_ARE_ON). */
const WHICH_ARE_ON_RE = new RegExp(
  `^\\s*(?:in\\s+)?(which|what)\\s+([a-z]+)\\s+(?:${alternation(WHICH_ARE_ON.verbs)})\\s+((?:${alternation(WHICH_ARE_ON.owners)})\\s+` +
    `[a-z][a-z -]{1,40}?)\\s+(?:the\\s+)?(${alternation(Object.keys(WHICH_ARE_ON.ends))})\\s+(?:${alternation(WHICH_ARE_ON.leads)})\\s+` +
    `([a-z][a-z -]{1,40}?)(\\s*[?.!]*\\s*)$`,
  'i',
);

/** "Which city, by deal count, has the fewest?" (lexicon/said-more.ts WHICH_BY_ASIDE). */
const WHICH_BY_ASIDE_RE = new RegExp(
  `^\\s*(which|what)\\s+([a-z]+)\\s*,\\s*(?:${alternation(WHICH_BY_ASIDE.leads)})\\s+([^,]{2,60}?)\\s*,\\s*` +
    `(?:${alternation(WHICH_BY_ASIDE.verbs)})\\s+(?:the\\s+)?(${alternation(Object.keys(WHICH_BY_ASIDE.ends))})(\\s*[?.!]*\\s*)$`,
  'i',
);

/** "revenue, averaged by state: …" (lexicon/said-more.ts FOLDED_BY). */
const FOLDED_BY_RE = new RegExp(
  `^(\\s*)((?:[\\w-]+\\s+){0,3}[\\w-]+)\\s*,\\s*(${alternation(Object.keys(FOLDED_BY.verbs))})\\s+(?=(?:by|per|across)\\s)`,
  'i',
);

/** "which zeta places third by count of quarries", "which lima zeta is 2nd by …" (lexicon/ranked.ts PLACE_BY). */
const PLACE_BY_RE = new RegExp(
  `\\b(which|what)\\s+([a-z]+(?:\\s+[a-z]+)?)\\s+(?:${alternation(PLACE_BY.verbs)})\\s+(?:the\\s+)?(${alternation(PLACE_BY.places)})\\s+` +
    `(?:${alternation(PLACE_BY.joins)})\\s+(?:(${alternation(PLACE_BY.counts)})\\s+)?([a-z][a-z -]{1,40}?)(\\s*[?.!]*\\s*)$`,
  'i',
);

/** Wordings said otherwise (lexicon/said-more.ts), read as the words the other readers know. */
/** "lima revenue mine" (lexicon/said-more.ts KEYWORD_TOTAL): the total of the measure asked. */
function keywordTotal(text: string): string {
  const ws = words(text);
  const k = KEYWORD_TOTAL;
  // (never of records named, "firms below a million in sales", a listing)
  const asks = ws.some((w) => k.not.includes(w) || RECORD_KINDS.has(canonical(w)));
  return ws.length <= k.most && ws.some((w) => k.measures.includes(w)) && !asks ? `${k.as} ${text}` : text;
}

export function saidMore(text: string): string {
  return whichIsLast(stateCountry(rankAgain(ifDropped(figuresFirst(shown(keywordTotal(text)))))))
    .replace(FOLDED_BY_RE, (_m, lead: string, what: string, verb: string) => `${lead}${FOLDED_BY.verbs[verb.toLowerCase()]!} ${what} `)
    .replace(SHORT_TOTAL_RE, `$1${SHORT_TOTAL.as}$2`)
    .replace(COUNT_WHEN_RE, (_m, what: string, a: string, b: string, end: string) => `how many ${what} in ${a} and ${b} combined${end}`)
    .replace(NEGATED_BOUND_RE, (_m, between: string, bound: string) => `${between}${flipOf(bound)} `)
    .replace(
      WHICH_BY_ASIDE_RE,
      (_m, which: string, field: string, measure: string, end: string, tail: string) =>
        `${which.toLowerCase()} ${field} has the ${WHICH_BY_ASIDE.ends[end.toLowerCase()]} ${measure}${tail}`,
    )
    .replace(
      WHICH_ARE_ON_RE,
      (_m, which: string, field: string, what: string, end: string, measure: string, tail: string) =>
        `${which.toLowerCase()} ${field} has the ${WHICH_ARE_ON.ends[end.toLowerCase()]} ${measure} among ${what}${tail}`,
    )
    .replace(
      PLACE_BY_RE,
      (_m, which: string, field: string, place: string, count: string | undefined, what: string, end: string) =>
        `${which.toLowerCase()} ${field} has the ${place.toLowerCase()} ${count ? 'most' : 'highest'} ${what}${end}`,
    )
    .replace(COMMON_AFTER_RE, (_m, field: string, end: string, adjective: string) => `the ${end} ${adjective} ${field}`)
    .replace(TOP_ALONE_RE, (m, field: string, end: string) =>
      RECORD_KINDS.has(canonical(field.split(SHAPE_RULES.spaces.pattern).at(-1)!)) ? m : `${TOP_ALONE.as} ${field}${end}`,
    )
    .replace(WEEK_OF_RE, weekOf)
    .replace(RECORDS_FIRST_RE, recordsFirst)
    .replace(FIELD_FIRST_RE, (_m, field: string, which: string) => `${which.toLowerCase()} ${singular(field)}`)
    .replace(LEFT_OUT_RE, (_m, value: string) => `, excluding ${value}`)
    .replace(BRACKET_LEFT_OUT_RE, (_m, what: string) => `(excluding ${what})`)
    .replace(BOUND_LEFT_OUT_RE, (_m, what: string, bound: string, amount: string) => `, ${what}${flipOf(bound)} ${amount}`)
    .replace(PLACES_PLUS_RE, '$1 $2 or $3')
    .replace(SAME_FOR_RE, SAME_FOR.as)
    .replace(CONVERTS_RE, (m, end: string, defined?: string) =>
      // (a definition over other records, "its decided deals ending won", is another rate: left as said)
      defined && !LEAD_WORDS.test(defined)
        ? m
        : `has the ${CONVERTS_BEST.ends[end.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' ')]} percentage of won leads`,
    );
}
