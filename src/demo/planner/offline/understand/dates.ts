import { alternation } from '../core/known.js';
import { BY_PERIOD_END, FROM_TODAY, PAST_DUE, TO_DATE } from '../lexicon/bounds.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { DATE_RULES } from '../rules/dates.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { MONTH_ALONE } from '../lexicon/calendar.js';
import { words } from '../core/tokenize.js';
/** How a date a message names bounds the rows, and the words for parts of a year. */
export type Comparator = 'gt' | 'gte' | 'lt' | 'lte' | 'eq';

/** Whether `a` stands to `b` as the comparator says ("gte": a >= b). */
export function compares(c: Comparator, a: number, b: number): boolean {
  return c === 'gt' ? a > b : c === 'gte' ? a >= b : c === 'lt' ? a < b : c === 'lte' ? a <= b : a === b;
}

/** A bound in words ("at least 4"). */
export const BOUND_WORDS: Record<Comparator, string> = { gt: 'over', gte: 'at least', lt: 'under', lte: 'at most', eq: 'exactly' };

/** "before June", "since 2024", "between January and March": how a date bounds the rows. */
const DATE_COMPARATORS: [RegExp, Comparator][] = [
  [DATE_RULES.rangeEndBefore.pattern, 'lte'],
  [DATE_RULES.sinceBefore.pattern, 'gte'],
  [DATE_RULES.beforeBefore.pattern, 'lt'],
  [DATE_RULES.afterBefore.pattern, 'gt'],
  [DATE_RULES.byBefore.pattern, 'lte'],
];

/** A month's name, in full or short ("march", "mar", "sept"), as a pattern with no boundaries of its own. */
export const MONTH_NAME = `(?:${[
  ...['jan(?:uary)?', 'feb(?:ruary)?', 'mar(?:ch)?', 'apr(?:il)?', 'may', 'june?', 'july?', 'aug(?:ust)?'],
  ...['sept?(?:ember)?', 'oct(?:ober)?', 'nov(?:ember)?', 'dec(?:ember)?'],
].join('|')})`;
/** A month as written at either end of a dash ("jan-jun", "march - may"). */
const MONTH_WORD = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const THROUGH_MONTH = new RegExp(`^\\s*(?:through|thru|until|till)\\s+${MONTH_WORD}\\b`, 'i');
/** "jan-jun": the first and the last month of a range written with a dash alone. */
const DASH_RANGE_START = new RegExp(`^\\s*[-–]\\s*${MONTH_WORD}\\b`, 'i');
const DASH_RANGE_END = new RegExp(`\\b${MONTH_WORD}\\s*[-–]\\s*$`, 'i');

export function dateComparator(text: string, start: number, end: number): Comparator | undefined {
  const head = text.slice(Math.max(0, start - 48), start).toLowerCase();
  if (DASH_RANGE_END.test(head)) return 'lte';
  if (DASH_RANGE_START.test(text.slice(end, end + 12)) && !DATE_RULES.rangeStartBefore.pattern.test(head)) return 'gte';
  // "between March and June", "from 2024 to 2025": the first end of a range ("deals from 2024" is the year itself)
  if (DATE_RULES.rangeStartBefore.pattern.test(head) && DATE_RULES.rangeJoinAfter.pattern.test(text.slice(end, end + 12))) return 'gte';
  // "sep through nov": a month before "through" another month is the range's first end
  if (THROUGH_MONTH.test(text.slice(end, end + 24))) return 'gte';
  return DATE_COMPARATORS.find(([re]) => re.test(head))?.[1];
}

/**
 * "made from 2021-05-02 to 2021-06-30": the second end of a range, joined to the first by
 * "and", "to" or a dash alone, is of the field the words before the first end name (and, for
 * amounts, `after`: the first end of the field the words after the second name).
 */
export function rangeEndsShared(
  ends: { start: number; end: number; before: string[]; after: string[]; comparator?: Comparator }[],
  text: string,
  after = false,
): void {
  const sorted = [...ends].sort((a, b) => a.start - b.start);
  for (const [i, m] of sorted.entries()) {
    const next = sorted[i + 1];
    const between = next ? text.slice(m.end, next.start) : '';
    if (m.comparator !== 'gte' || next?.comparator !== 'lte' || between.length > 12) continue;
    if (!DATE_RULES.rangeJoinAfter.pattern.test(`${between} `)) continue;
    next.before = m.before;
    // ("from 10 to 20 staff": the words after the second end say what the first bounds too)
    if (after) m.after = next.after;
  }
}

/** A month a message names, as far as the year of a range needs it. */
interface MonthNamed {
  month: number;
  year?: number;
  span?: number;
  comparator?: Comparator;
}

/** Gives the ends of ranges written without a year the year they are in (`months` in the order written). */
export function yearsOfRanges(months: MonthNamed[], years: number[] = []): void {
  // a range whose first end has no year ("from May 3 to June 9, 2024") takes the year written at its second end
  for (const [i, m] of months.entries()) {
    const next = months[i + 1];
    if (m.year === undefined && m.comparator === 'gte' && next?.comparator === 'lte' && next.year !== undefined)
      m.year = next.month >= m.month ? next.year : next.year - 1;
  }
  // an end of a range with no year, written beside a period of one year ("h1 2025 (jan-jun)"), is in that year
  for (const m of months) {
    if (m.year !== undefined || (m.comparator !== 'gte' && m.comparator !== 'lte')) continue;
    const period = months.find((p) => p.year !== undefined && p.span && m.month >= p.month && m.month < p.month + p.span);
    if (period) m.year = period.year;
  }
  // a range with no year at either end, the message naming one year only ("spring 2022 (march to may)"), is in that year
  for (const [i, m] of months.entries()) {
    const next = months[i + 1];
    if (years.length !== 1 || m.year !== undefined || m.comparator !== 'gte' || next?.comparator !== 'lte' || next.year !== undefined)
      continue;
    m.year = years[0]!;
    next.year = next.month >= m.month ? years[0]! : years[0]! + 1;
  }
}

export const QUARTER_WORDS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: 4,
  final: 4,
};
export const HALF_WORDS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, last: 2 };

/** "in the last 30 days", "over the next two weeks", "past 6 months". */
export const DAY_RUN = DATE_RULES.dayRun.pattern;

/** The run of days a DAY_RUN match covers, ending today (the past) or starting today (ahead), today included. */
export function dayRun(
  m: RegExpMatchArray,
  now: Date,
  numbers: Record<string, number>,
): { month: number; year: number; day: number; days: number } {
  const said = m[2]!.toLowerCase();
  const n = SHAPE_RULES.digitsOnly.pattern.test(said) ? Number(said) : said === 'a' ? 1 : (numbers[said] ?? 12);
  const unit = m[3]!.toLowerCase().replace(WORD_SHAPE_RULES.pluralS.pattern, '');
  const today = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
  const ahead = DATE_RULES.ahead.pattern.test(m[1]!);
  const end = new Date(today);
  if (unit === 'month') end.setUTCMonth(end.getUTCMonth() + (ahead ? n : -n));
  else end.setUTCDate(end.getUTCDate() + (ahead ? 1 : -1) * n * (unit === 'week' ? 7 : 1));
  const from = ahead ? today : end;
  const days = Math.round(Math.abs(end.getTime() - today.getTime()) / 86_400_000) + 1;
  return { month: from.getUTCMonth() + 1, year: from.getUTCFullYear(), day: from.getUTCDate(), days };
}

const nowWords = alternation(FROM_TODAY.now);
const FROM_NOW = new RegExp(
  `\\b(${alternation(FROM_TODAY.leads)})\\s+(?:${nowWords})\\s+(${alternation(FROM_TODAY.joins)})\\s+` +
    `(?:(${alternation(FROM_TODAY.year.said)})\\b)?`,
  'gi',
);

/** "ytd", "so far this quarter", and a range's second end said as now (lexicon/bounds.ts TO_DATE). */
const TO_DATE_SAID = new RegExp(`\\b(?:${alternation(Object.keys(TO_DATE.said))})\\b`, 'gi');
const TO_NOW = new RegExp(
  `\\b(${alternation(FROM_TODAY.leads)})\\s+([^,;:?]{1,40}?)\\s+(${alternation(FROM_TODAY.joins)})\\s+(?:${nowWords})\\b`,
  'gi',
);

/** "(january 1st through today)": a day of a month, then today as the range's second end, with no lead. */
const DAY_TO_NOW = new RegExp(
  `(?<!\\b(?:${alternation(FROM_TODAY.leads)})\\s+)\\b(${MONTH_NAME}\\s+\\d{1,2}(?:st|nd|rd|th)?)\\s+` +
    `(${alternation(FROM_TODAY.joins)})\\s+(?:${nowWords})\\b`,
  'gi',
);

/** "before the end of the year" (lexicon/bounds.ts BY_PERIOD_END): the period's end and which period. */
const PERIODS = alternation(Object.keys(BY_PERIOD_END.periods));
const BY_END = new RegExp(
  `\\b(?:${alternation(BY_PERIOD_END.leads)})\\s+(?:(?:${alternation(BY_PERIOD_END.before)})\\s+(${PERIODS})|` +
    `(?:the\\s+)?(${PERIODS})\\s*(?:${alternation(BY_PERIOD_END.after)})|(${alternation(Object.keys(BY_PERIOD_END.short))}))\\b`,
  'gi',
);
const periodOf = (said: string) => {
  const w = said.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' ');
  return BY_PERIOD_END.periods[w] ?? BY_PERIOD_END.short[w]!;
};
/** "close date already passed", "overdue" (lexicon/bounds.ts PAST_DUE). */
const DATED_PAST = new RegExp(
  `\\b(${alternation(PAST_DUE.dated)})\\s+(?:(?:is|was|are|were|that|which)\\s+)?(?:${alternation(PAST_DUE.past)})\\b` +
    // (never "in the past month": a period of its own)
    '(?!\\s+(?:\\d+\\s+|few\\s+)?(?:days?|weeks?|months?|quarters?|years?)\\b)',
  'gi',
);
const OVERDUE = new RegExp(`\\b(?:${alternation(PAST_DUE.overdue)})\\b`, 'gi');
const dateSaid = (d: Date) => `${d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;

/**
 * "from now till year end": today written as its date; the end of "the year" is this year's;
 * "before the end of the quarter": before the first day of the next one (lexicon/bounds.ts).
 */
export function todaySaid(text: string, now: Date): string {
  const day = dateSaid(now);
  const [y, m] = [now.getUTCFullYear(), now.getUTCMonth()];
  return text
    .replace(BY_END, (_m, first?: string, second?: string, short?: string) => {
      const period = periodOf((first ?? second ?? short)!);
      const next = period === 'year' ? 12 : period === 'quarter' ? Math.floor(m / 3) * 3 + 3 : m + 1;
      return `before ${dateSaid(new Date(Date.UTC(y, next, 1)))}`;
    })
    .replace(DATED_PAST, () => `${PAST_DUE.as} ${day}`)
    .replace(OVERDUE, () => `with a ${PAST_DUE.as} ${day}`)
    .replace(FROM_NOW, (_m, lead: string, join: string, year?: string) => `${lead} ${day} ${join} ${year ? FROM_TODAY.year.as : ''}`)
    .replace(TO_NOW, (_m, lead: string, start: string, join: string) => `${lead} ${start} ${join} ${day}`)
    .replace(DAY_TO_NOW, (_m, start: string, join: string) => `from ${start} ${join} ${day}`)
    .replace(TO_DATE_SAID, (said) => {
      const period = TO_DATE.said[said.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' ')]!;
      const first = period === 'year' ? 0 : period === 'quarter' ? Math.floor(m / 3) * 3 : m;
      return `from ${dateSaid(new Date(Date.UTC(y, first, 1)))} through ${day}`;
    });
}

/** Whether the words just around a month said alone look ahead or back (lexicon/calendar.ts MONTH_ALONE), else undefined. */
export function tenseAround(text: string, start: number, end: number): 'ahead' | 'behind' | undefined {
  const near = [...words(text.slice(Math.max(0, start - 40), start)).slice(-4), ...words(text.slice(end, end + 30)).slice(0, 2)];
  if (near.some((w) => MONTH_ALONE.past.includes(w))) return 'behind';
  if (near.some((w) => MONTH_ALONE.ahead.includes(w))) return 'ahead';
  return near.some((w) => MONTH_ALONE.behind.includes(w)) ? 'behind' : undefined;
}
