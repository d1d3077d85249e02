// Names of the days and months: capitalised in questions, yet never the name of a record.

/** Names of the days: capitalised, never a record's name ("the zeta call on Tuesday", "Friday's review"). */
export const DAY_NAMES: { words: string[]; examples: string[] } = {
  words: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  examples: ['the zeta call on Tuesday', "numbers for Friday's quito review"],
};

/** Names of the months: capitalised, never a record's name ("the March review"); their first three letters read as the month. */
export const MONTH_NAMES: { words: string[]; examples: string[] } = {
  words: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  examples: ['prepping the March quito review', 'zeta deals closing in sept'],
};

/**
 * A month said without a year ("deals closing in sept") is the nearest one the words around it
 * point to (run/period.ts): after `ahead` (the deal is yet to close), this month or a later one,
 * so the next year's when the month has passed; after `behind`, this month or an earlier one, so
 * last year's when it is still to come; else this year's. The answer says the year it read.
 */
export const MONTH_ALONE = {
  ahead: [
    'closing',
    'close',
    'closes',
    'due',
    'expected',
    'expect',
    'scheduled',
    'slated',
    'upcoming',
    'coming',
    'will',
    'planned',
    'next',
  ],
  behind: ['closed', 'won', 'lost', 'created', 'signed', 'booked', 'converted', 'last', 'past'],
  /** Words of a past question that outweigh the rest ("did we close in sept"). */
  past: ['did', 'was', 'were', 'had'],
  examples: [
    { said: 'zeta deals closing in sept', in: 'the next September' },
    { said: 'zeta deals won in sept', in: 'the last September' },
  ],
};

/**
 * "the first week of March 2026": days of one month, read as a range of dates ("between March 1, 2026 and March 7, 2026");
 * `days` are the first and last day of each week said, `last` the week that ends the month.
 */
export const WEEK_OF: { days: Record<string, [number, number]>; last: string[]; examples: { said: string; reads: string }[] } = {
  days: {
    first: [1, 7],
    '1st': [1, 7],
    second: [8, 14],
    '2nd': [8, 14],
    third: [15, 21],
    '3rd': [15, 21],
    fourth: [22, 28],
    '4th': [22, 28],
  },
  last: ['last', 'final'],
  examples: [
    {
      said: 'zeta quarries opened during the 1st week of March 2026',
      reads: 'zeta quarries opened between March 1, 2026 and March 7, 2026',
    },
    { said: 'signed during the last week of feb 2028?', reads: 'signed between February 23, 2028 and February 29, 2028?' },
  ],
};
