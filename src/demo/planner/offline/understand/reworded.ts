import { alternation } from '../core/known.js';
import { EARNED_TOTAL, END_ON_TOP, MEASURE_ASIDE, REST_AFTER_EXCLUSION } from '../lexicon/said.js';
import { NEGATION_LEADS } from '../lexicon/negation.js';

/** "smallest on top": the end said first (lexicon/said.ts END_ON_TOP). */
const END_ON_TOP_RE = new RegExp(`\\b(${alternation(END_ON_TOP.ends)})\\s+(?:${alternation(END_ON_TOP.places)})\\b`, 'gi');

/** "what do my lima clients make in revenue": the total of what they earn (lexicon/said.ts EARNED_TOTAL). */
const EARNED_RE = new RegExp(
  `\\b(?:${alternation(EARNED_TOTAL.leads)})\\s+(?!(?:${alternation(EARNED_TOTAL.persons)})\\b)([^,;:?.!]{2,80}?)\\s+` +
    `(?:${alternation(EARNED_TOTAL.verbs)})\\b(?:\\s+(?:${alternation(EARNED_TOTAL.measures)})\\b)*`,
  'gi',
);
/** "the rest of" after a value left out (lexicon/said.ts REST_AFTER_EXCLUSION). */
const EXCLUDED_BEFORE = new RegExp(`\\b(?:${alternation(NEGATION_LEADS.map((l) => l.words))})\\b`, 'i');
const REST_RE = new RegExp(`\\b(?:${alternation(REST_AFTER_EXCLUSION.words)})\\s+`, 'gi');
/** "(by amount)" after a ranking (lexicon/said.ts MEASURE_ASIDE). */
const MEASURE_ASIDE_RE = new RegExp(`\\s*\\(\\s*((?:${alternation(MEASURE_ASIDE.leads)})\\s+[a-z][a-z -]{0,30}?)\\s*\\)`, 'gi');
const DEAL_WORDS = new RegExp(`\\b(?:${alternation(EARNED_TOTAL.dealWords)})\\b`, 'i');

/** Orders and totals said in other words, read as the words the readers know. */
export function reworded(text: string): string {
  return text
    .replace(REST_RE, (m, at: number, all: string) => (EXCLUDED_BEFORE.test(all.slice(0, at)) ? '' : m))
    .replace(MEASURE_ASIDE_RE, (_m, aside: string) => ` ${aside}`)
    .replace(END_ON_TOP_RE, (_m, end: string) => `${end.toLowerCase()} first`)
    .replace(EARNED_RE, (_m, what: string) => `${DEAL_WORDS.test(what) ? EARNED_TOTAL.as.value : EARNED_TOTAL.as.revenue} ${what}`);
}
