import { canonical, words } from '../core/tokenize.js';
import type { Comparator } from './dates.js';
import type { Mention } from './mention.js';
import { NUMBER_WORDS } from './order.js';
import { NUMBER_RULES } from '../rules/numbers.js';
import { TOTAL_BOUND } from '../lexicon/bounds.js';

/**
 * Numbers as bounds (understand/extract.ts): the words of a bound said before or after a
 * number, the words around a mention, and numbers that count records ("2 or more CTOs").
 */

const COMPARATORS: [RegExp, Comparator][] = [
  // the upper end of a range: "between 1M and 2M", "from 10 to 20"
  [NUMBER_RULES.rangeUpperEnd.pattern, 'lte'],
  [NUMBER_RULES.betweenEnd.pattern, 'gte'],
  // "$500k to $1.5M", "2-3 million": the upper end of a range written with no "from"
  [NUMBER_RULES.amountRangeUpperEnd.pattern, 'lte'],
  [NUMBER_RULES.atLeastBefore.pattern, 'gte'],
  [NUMBER_RULES.atMostBefore.pattern, 'lte'],
  [NUMBER_RULES.overBefore.pattern, 'gt'],
  [NUMBER_RULES.underBefore.pattern, 'lt'],
  [NUMBER_RULES.exactlyBefore.pattern, 'eq'],
];

/** The words of a bound said before a number, and the little words around them. */
export const BOUND_WORDS = new Set(
  'at least most more less fewer than over under above below exactly equal to of greater higher lower up is are a an the'.split(' '),
);

export function context(text: string, start: number, end: number, bound = false): { before: string[]; after: string[] } {
  // for a number, the words of a bound just before it ("a zeta of at least 80") say nothing of what is bounded: skipped
  const near = words(text.slice(Math.max(0, start - 60), start));
  const all = near.length;
  while (bound && near.length > 0 && BOUND_WORDS.has(near[near.length - 1]!)) near.pop();
  const before = near.slice(near.length < all ? -2 : -4).map(canonical);
  const after = words(text.slice(end, end + 40))
    .slice(0, 3)
    .map(canonical);
  return { before, after };
}

export function comparatorBefore(text: string, start: number): Comparator | undefined {
  const head = text.slice(Math.max(0, start - 40), start).toLowerCase();
  return COMPARATORS.find(([re]) => re.test(head))?.[1];
}

/** Where the bound said just before a number starts ("over" of "score over 80"), or undefined when none is. */
export function comparatorStart(text: string, start: number): number | undefined {
  const from = Math.max(0, start - 40);
  const head = text.slice(from, start).toLowerCase();
  for (const [re] of COMPARATORS) {
    const m = re.exec(head);
    if (m) return from + m.index;
  }
  return undefined;
}

export function comparatorAfter(text: string, end: number): Comparator | undefined {
  const tail = text.slice(end, end + 16).toLowerCase();
  if (NUMBER_RULES.orMoreAfter.pattern.test(tail)) return 'gte';
  if (NUMBER_RULES.orLessAfter.pattern.test(tail)) return 'lte';
  // the lower end of a range written with no "from" ("$500k to $1.5M")
  if (NUMBER_RULES.toNumberAfter.pattern.test(tail)) return 'gte';
  return undefined;
}

/** A number of records in words ("no contacts", "a single deal", "three leads"). */
export const COUNT_WORDS: Record<string, number> = { zero: 0, no: 0, single: 1, ...NUMBER_WORDS };
const AVERAGING = canonical('averaging');
/** "averaging over $5M": a number bounding the average of some rows, never each row (run/held.ts, run/filters.ts). */
export function boundsAverage(m: { comparator?: Comparator; before: string[] }): boolean {
  return m.comparator !== undefined && m.before.slice(-2).includes(AVERAGING);
}

/** "a combined revenue above $5M", "over $5M of my revenue": a number bounding what some rows add up to (lexicon/bounds.ts). */
export function boundsTotal(m: { comparator?: Comparator; before: string[]; after: string[] }): boolean {
  if (m.comparator === undefined) return false;
  return (
    TOTAL_BOUND.before.map(canonical).some((w) => m.before.slice(-2).includes(w)) ||
    TOTAL_BOUND.after.map(canonical).includes(m.after[0] ?? '')
  );
}

/** A bound on a count ("at least"), then a count written in digits or in words ("5", "five"), as a pattern. */
export const COUNT_BOUND = '(?:at least|more than|over|fewer than|less than|under|exactly)';
export const COUNT_NUMBER = `(?:\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;

/** Between a number and the value whose records it counts ("2 or more CTOs"). */
const COUNT_GAP = NUMBER_RULES.countGap.pattern;

/** "2 or more CTOs", "two CFOs": a plain number said just before a known value counts records of that value. */
export function valuesCounted(text: string, out: Mention[]): void {
  const before = (v: Mention) => out.filter((m) => m.end <= v.start).sort((a, b) => b.end - a.end)[0];
  for (const v of [...out]) {
    if (v.kind !== 'text' || v.source !== 'known') continue;
    const m = before(v);
    if (m?.kind === 'number') {
      if (m.unit === 'plain' && !m.counts && !m.ref && Number.isInteger(m.value) && COUNT_GAP.test(text.slice(m.end, v.start)))
        m.countsValue = v.text;
      continue;
    }
    // a number written in words, which only a kind of record makes a mention of its own
    const word = new RegExp(`\\b(${Object.keys(COUNT_WORDS).join('|')})(\\s+(?:or\\s+(?:more|less|fewer)\\s+)?)$`, 'i').exec(
      text.slice(m?.end ?? 0, v.start),
    );
    if (!word) continue;
    const s = (m?.end ?? 0) + word.index;
    const e = s + word[1]!.length;
    const value = COUNT_WORDS[word[1]!.toLowerCase()]!;
    const comparator = comparatorBefore(text, s) ?? comparatorAfter(text, e);
    // ("no CFO" lacks one; "one CTO" has one: only "more than one" counts)
    if (word[1]!.toLowerCase() === 'no' || (word[1]!.toLowerCase() === 'one' && !comparator)) continue;
    out.push({
      kind: 'number',
      value,
      raw: word[1]!,
      unit: 'plain',
      comparator,
      ref: false,
      countsValue: v.text,
      start: s,
      end: e,
      ...context(text, s, e),
    });
  }
}
