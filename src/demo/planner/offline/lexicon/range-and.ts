/**
 * "revenue between $3M and $40M", "deals from 2 to 9 million": the "and" of a range joins its two
 * ends, never two questions (compose/match.ts). `leads` open a range; a part that ends within
 * `reach` words after one is the range's first end. `examples` are read as one question.
 */
export const RANGE_AND: { leads: string[]; reach: number; examples: string[] } = {
  leads: ['between', 'betwixt'],
  reach: 3,
  examples: [
    'number of banks in the asia region with employees between 200 and 900',
    'count of zeta firms with annual revenue between $3M and $40M',
    'lumen firms whose headcount is between 40 and 80',
  ],
};
