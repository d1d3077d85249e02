/**
 * "same but by value" after a count, "now by count" after a total: the previous question asked
 * again for another figure of the same records (compose/measure-switch.ts). `leads` open the
 * follow-up, `links` join the measure, `counts` name a count; anything else said there must be
 * a measure the rows hold. `total` and `count` are how the previous question is asked again.
 */
export const MEASURE_SWITCH = {
  leads: ['same but', 'the same but', 'same thing but', 'same', 'now', 'ok now', 'and', 'and now', 'but', 'then'],
  links: ['by', 'in', 'for', 'as'],
  ends: ['instead', 'this time', 'please'],
  counts: ['count', 'number', 'numbers', 'volume', 'headcount', 'how many'],
  /** Before a count of the records asked ("as a count of quarries", "the number of quarries"). */
  articles: ['a', 'an', 'the'],
  /** A total asked again as a count: its word and measure replaced by `number` when a join follows ("total zeta of"). */
  instead: { totals: ['total', 'combined', 'overall', 'aggregate'], joins: ['of', 'for', 'across', 'from', 'in'], number: 'number' },
  /** "and per account?" after a total: the same measure on average per record (`per` then the kind, or nothing). */
  perRecord: {
    opens: ['on average per', 'average per', 'per', 'on average', 'the average', 'average', 'each on average'],
    as: 'on average: {asked}',
  },
  /** "and by zeta?" after "which town holds the fewest quarries": the count's end said of the measure's total instead. */
  rankedCount: { ends: { most: 'most', fewest: 'least', least: 'least' } as Record<string, string>, as: '{end} total {measure}' },
  total: 'total {measure} of: {asked}',
  count: 'how many: {asked}',
  examples: [
    {
      before: 'how many zeta quarries close in q1?',
      said: 'same but by value',
      reads: 'total value of: how many zeta quarries close in q1?',
    },
    { before: 'total value of the lima quarries', said: 'now by count instead', reads: 'number of the lima quarries' },
    { before: 'which town holds the fewest firms?', said: 'and by value?', reads: 'which town holds the least total value?' },
    { before: 'total value of the lima quarries', said: 'and per quarry?', reads: 'on average: total value of the lima quarries' },
    {
      before: 'total value of my lima quarries?',
      said: 'now as a count of quarries.',
      reads: 'number of my lima quarries?',
    },
    {
      before: 'what is the pipeline value for quarries in 2025?',
      said: 'and the number of quarries instead',
      reads: 'how many: what is the pipeline value for quarries in 2025?',
    },
  ],
};
