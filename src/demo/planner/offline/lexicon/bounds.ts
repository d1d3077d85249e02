/**
 * Names that say a plan bounds its rows, read by answer/accounting.ts: a tool argument that
 * bounds what the tool returns, and a field that holds a date.
 */

/** Tool arguments that bound the rows a tool returns (`min_value`, `max_score`, `created_after`): a plan calling one has a bound. */
export const BOUND_ARGS = {
  prefixes: ['min_', 'max_'],
  suffixes: ['_min', '_max', '_from', '_to', '_after', '_before', '_since', '_until'],
};

/** Fields that hold dates: a condition on one bounds the rows in time. */
export const DATE_FIELDS = { suffixes: ['date', '_at', '_on'] };

/**
 * "globex compared with the mean revenue: what is the gap", "how far is initech from the typical
 * account": one record weighed against the average of the rows, asked as a gap with no direction
 * (understand/measures.ts; answered above or below by answer/one-record.ts). Both a word
 * before the average (`to`) and a word that asks for the gap (`asks`) must be said.
 */
export const AVERAGE_GAP: { to: string[]; asks: string[]; examples: string[] } = {
  to: ['vs', 'vs.', 'versus', 'compared to', 'compared with', 'from', 'against'],
  asks: ['how far', 'how much', 'gap', 'difference', 'off by', 'in dollars', 'distance'],
  examples: ['globex compared with the mean revenue: what is the gap', 'how far is initech from the typical account'],
};

/**
 * Amounts said in words with no digit ("below a million in sales", "half a million"): read as the
 * number (understand/plain.ts), so that a bound or a value can use them. Matched as whole words,
 * in any letter case.
 */
export const AMOUNT_WORDS: { said: string; as: string }[] = [
  { said: 'half a million', as: '500000' },
  { said: 'a quarter million', as: '250000' },
  { said: 'a quarter of a million', as: '250000' },
  { said: 'a million', as: '1000000' },
  { said: 'one million', as: '1000000' },
  { said: 'a billion', as: '1000000000' },
  { said: 'one billion', as: '1000000000' },
  { said: 'a thousand', as: '1000' },
  { said: 'half a billion', as: '500000000' },
];
export const AMOUNT_EXAMPLES: { said: string; reads: string }[] = [
  { said: 'clients below a million in sales', reads: 'clients below 1000000 in sales' },
  { said: 'deals above half a million', reads: 'deals above 500000' },
];

/**
 * A count's bound said after it ("five or more quito firms", "2 deals or fewer apiece"): read
 * as the same bound said before it ("at least five quito firms"; understand/plain.ts), which
 * the readers of counts know. Matched after a number in digits or words, past at most two words.
 */
export const COUNT_BOUND_AFTER: { said: string[]; as: string }[] = [
  { said: ['or more', 'or above', 'or over', 'plus'], as: 'at least' },
  { said: ['or fewer', 'or less', 'or under', 'or below'], as: 'at most' },
];
export const COUNT_BOUND_AFTER_EXAMPLES: { said: string; reads: string }[] = [
  { said: 'which zeta regions hold five or more quito firms', reads: 'which zeta regions hold at least five quito firms' },
  { said: 'regions with 3 leads or fewer apiece', reads: 'regions with at most 3 leads apiece' },
];

/** "zero closed-won opps": none of them, read as "no" before the words of records (understand/plain.ts), never before a digit. */
export const NONE_SAID: { words: string[]; as: string; examples: { said: string; reads: string }[] } = {
  words: ['zero', 'nil'],
  as: 'no',
  examples: [{ said: 'firms in peru with zero open deals', reads: 'firms in peru with no open deals' }],
};

/**
 * "between now and december 31", "from today through year end": a range of dates
 * that starts today, said with the day as "now" (understand/dates.ts todaySaid). The word is
 * written as today's date, so the range has both its ends (never a "now" dropped as filler,
 * which would leave every date before today in). `year` says the end of the year after such
 * a start: this year's. Each example is read so on 2026-11-25.
 */
export const FROM_TODAY: {
  leads: string[];
  now: string[];
  joins: string[];
  year: { said: string[]; as: string };
  examples: { said: string; reads: string }[];
} = {
  leads: ['between', 'from'],
  now: ['now', 'today', 'right now', 'this point', 'the present', 'here'],
  joins: ['and', 'to', 'through', 'thru', 'until', 'till', 'up to', 'up until'],
  year: {
    said: ['the end of the year', 'the year end', 'the year-end', 'year end', 'year-end', 'the close of the year'],
    as: 'this year',
  },
  examples: [
    {
      said: 'pipeline landing between now and december 31',
      reads: 'pipeline landing between November 25, 2026 and december 31',
    },
    { said: 'wins expected from today through year end', reads: 'wins expected from November 25, 2026 through this year' },
  ],
};

/**
 * "lima wins ytd", "quito deals quarter to date": from the first day of the current year,
 * quarter or month through today, read as that range written with both its dates
 * (understand/dates.ts todaySaid), which the readers of ranges know; and "between march 3 and
 * now": a range whose second end is today ("so far this year" stays the year: a record won is never
 * dated ahead). Each example is read so on 2026-11-25.
 */
export const TO_DATE: {
  said: Record<string, 'year' | 'quarter' | 'month'>;
  examples: { said: string; reads: string }[];
} = {
  said: {
    ...Object.fromEntries(
      (['year', 'quarter', 'month'] as const).flatMap((p) => [
        [`${p} to date`, p],
        [`${p}-to-date`, p],
        [`this ${p} to date`, p],
        [`since the start of the ${p}`, p],
        [`since the start of this ${p}`, p],
        [`since the beginning of the ${p}`, p],
        [`since the beginning of this ${p}`, p],
      ]),
    ),
    ytd: 'year',
    qtd: 'quarter',
    mtd: 'month',
  },
  examples: [
    { said: 'lima wins ytd', reads: 'lima wins from January 1, 2026 through November 25, 2026' },
    { said: 'quito deals quarter to date', reads: 'quito deals from October 1, 2026 through November 25, 2026' },
    { said: 'zeta deals between march 3 and now', reads: 'zeta deals between march 3 and November 25, 2026' },
    { said: 'zeta wins (march 3rd through today)', reads: 'zeta wins (from march 3rd through November 25, 2026)' },
  ],
};

/**
 * "closing before the end of the year", "by quarter end", "until month-end": a date bound at the close
 * of the current year, quarter or month, read as "before <the first day after it>" (understand/dates.ts
 * todaySaid), which the readers of bounds know (the period's end said as a word was dropped, and
 * the bound with it). Each example is read so on 2026-11-25.
 */
export const BY_PERIOD_END: {
  leads: string[];
  /** Said before a period's word ("the end of the year") and after it ("year end", "quarter-end"). */
  before: string[];
  after: string[];
  periods: Record<string, 'year' | 'quarter' | 'month'>;
  /** A period's end in one word. */
  short: Record<string, 'year' | 'quarter' | 'month'>;
  examples: { said: string; reads: string }[];
} = {
  leads: ['before', 'by', 'until', 'till', 'up to', 'prior to', 'ahead of'],
  before: ['the end of the', 'the end of this', 'end of the', 'end of this', 'end of', 'the close of the'],
  after: ['end', '-end'],
  periods: { year: 'year', 'fiscal year': 'year', quarter: 'quarter', qtr: 'quarter', month: 'month' },
  short: { eoy: 'year', eoq: 'quarter', eom: 'month' },
  examples: [
    { said: 'lima deals landing before the end of the year', reads: 'lima deals landing before January 1, 2027' },
    { said: 'quito deals due by quarter-end', reads: 'quito deals due before January 1, 2027' },
    { said: 'firms signing until month end', reads: 'firms signing before December 1, 2026' },
  ],
};

/**
 * "lima deals, close date in the past", "past their close date", "overdue": a date before today,
 * read as "close date before <today>" (understand/dates.ts todaySaid), which the readers of date
 * bounds know. `dated` are the words said of the date field
 * itself; `overdue` words name it by themselves (the date a record is due to close). Each example
 * is read so on 2026-11-25.
 */
export const PAST_DUE: { dated: string[]; past: string[]; overdue: string[]; as: string; examples: { said: string; reads: string }[] } = {
  dated: ['close date', 'close dates', 'closing date', 'closing dates', 'expected close'],
  past: [
    'in the past',
    'has passed',
    'have passed',
    'has already passed',
    'have already passed',
    'already passed',
    'is past',
    'before today',
  ],
  // ("there" typed for "their" too)
  overdue: ['overdue', 'past due', ...['their', 'there', 'its', 'the'].map((whose) => `past ${whose} close date`)],
  as: 'close date before',
  examples: [{ said: 'open lima deals, close date in the past', reads: 'open lima deals, close date before November 25, 2026' }],
};

/**
 * "is the mean zeta score above 50?": a yes-or-no question holding one figure (opened by one of
 * `figures`) to a number the user gives, by one of `bounds`; never a bound on the rows
 * (compose/figure-bound.ts). Each example is read so.
 */
export const FIGURE_BOUND: {
  leads: string[];
  figures: string[];
  bounds: Record<string, 'gt' | 'gte' | 'lt' | 'lte'>;
  examples: { said: string; figure: string; bound: string; number: string }[];
  /**
   * "do the quito quarries gross over 7 million between them?": the records' earnings (lexicon/said.ts EARNED_TOTAL) held
   * to a number, when one of `totals` follows it (else each record is: "do any … bring in more than $5m").
   */
  earned: { leads: string[]; totals: string[]; measures: string[]; examples: { said: string; records: string }[] };
} = {
  earned: {
    leads: ['do', 'does', 'did'],
    totals: ['in total', 'in all', 'altogether', 'all together', 'combined', 'together', 'between them', 'all told', 'total'],
    measures: ['revenue', 'in revenue', 'of revenue', 'annual revenue', 'in annual revenue', 'in sales', 'in value', 'in pipeline'],
    examples: [
      { said: 'do the quito quarries gross over 7 million between them?', records: 'the quito quarries' },
      { said: 'does the quito group make over 2 million combined in revenue', records: 'the quito group' },
    ],
  },
  leads: ['is', 'was', 'are', 'were'],
  figures: ['average', 'mean', 'avg', 'total', 'sum', 'combined', 'overall', 'median'],
  bounds: {
    ...{ above: 'gt', over: 'gt', 'more than': 'gt', 'greater than': 'gt', 'higher than': 'gt', 'bigger than': 'gt', 'larger than': 'gt' },
    ...{ below: 'lt', under: 'lt', 'less than': 'lt', 'lower than': 'lt', 'smaller than': 'lt', 'at least': 'gte', 'at most': 'lte' },
  },
  examples: [
    { said: 'is the mean zeta score above 50?', figure: 'the mean zeta score', bound: 'above', number: '50' },
    { said: 'was our total quito revenue under $2m', figure: 'our total quito revenue', bound: 'under', number: '$2m' },
  ],
};

/**
 * "and in Q3 2031?" after "… due between March and May 2031": a whole period said anew takes the
 * place of both ends of the range said before, from the word that opens the range (choose/followup.ts).
 */
export const RANGE_SAID_ANEW: { leads: string[]; examples: { before: string; said: string; reads: string }[] } = {
  leads: ['between', 'from'],
  examples: [{ before: 'zeta deals due between March and May 2031', said: 'and in Q3 2031?', reads: 'zeta deals due in Q3 2031' }],
};

/**
 * "which zones have a combined zeta above 5M", "zones with over 5M of my zeta": a bound on what a
 * group's rows add up to, never on each row (understand/numbers.ts boundsTotal, run/held.ts): one of
 * `before` among the two words before the number, or `after` the first word after it, in a question asking
 * for groups.
 */
export const TOTAL_BOUND = {
  before: ['combined', 'total', 'totaling', 'totalling', 'summed', 'aggregate', 'cumulative'],
  // (the first word after it, as read: "of my" is "my", "in total" is "total")
  after: ['my', 'our', 'total', 'combined', 'altogether', 'told'],
  examples: [
    { said: 'which zones have a combined zeta above 5M', number: '5M' },
    { said: 'zones with over 5M of my zeta', number: '5M' },
  ],
};

/**
 * "which zones hold over 5M of my zeta?": the groups kept by their totals, read first as the total
 * by that field asked of the planner (compose/groups-held.ts), in these words.
 */
export const GROUPS_HELD_ASKED = {
  as: 'total {measure} by {field}',
  examples: [{ measure: 'my zeta', field: 'zone', reads: 'total my zeta by zone' }],
};

/**
 * "over 2000 employees": a number said before one of these counts them, never a year (understand/extract.ts),
 * whatever its digits.
 */
export const COUNTED_NOT_YEAR = {
  nouns: ['employees', 'employee', 'staff', 'people', 'workers', 'headcount', 'seats', 'users', 'members', 'heads'],
  examples: ['firms with more than 2000 employees', 'quarries with over 1999 staff'],
};
