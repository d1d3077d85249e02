/**
 * More wordings read as the words the other readers know (the same shape as lexicon/asking.ts
 * SAID_OTHERWISE, read with it by understand/plain.ts), each with the sentences it reads.
 */
export const SAID_MORE: { name: string; said: string[]; as: string; examples: { said: string; reads: string }[] }[] = [
  {
    // "order the firms by headcount, top first": every row in that order (never the top row alone)
    name: 'top first',
    said: ['top first', 'top ones first', 'top one first', 'best first'],
    as: 'highest first',
    examples: [{ said: 'order the lima firms by headcount, top first', reads: 'order the lima firms by headcount, highest first' }],
  },
  {
    // "list out my quito firms": list them
    name: 'list out',
    said: ['list out', 'lay out', 'spell out'],
    as: 'list',
    examples: [{ said: 'list out my quito firms', reads: 'list my quito firms' }],
  },
  {
    // "which city do my firms rack up the most revenue in": have the most
    name: 'rack up',
    said: ['rack up', 'racks up', 'racked up', 'rake in', 'rakes in', 'pile up', 'piles up'],
    as: 'have',
    examples: [
      { said: 'which city do my lima firms rack up the most value in', reads: 'which city do my lima firms have the most value in' },
    ],
  },
];

/**
 * "break my lima firms down by city", "split the quito deals up by stage": a breakdown said as a
 * verb around the records. Read as "<records> broken down by" (understand/reworded.ts).
 */
export const BREAK_DOWN: { verbs: string[]; particles: string[]; as: string; examples: { said: string; reads: string }[] } = {
  verbs: ['break', 'split', 'bucket', 'slice', 'carve', 'group'],
  particles: ['down', 'up', 'out'],
  as: 'broken down by',
  examples: [
    { said: 'break my lima firms down by city, a tally for each', reads: 'my lima firms broken down by city, a tally for each' },
    { said: 'split the quito deals up by stage', reads: 'the quito deals broken down by stage' },
  ],
};

/**
 * "firms with somebody holding the CTO title", "anyone with a VP of Sales role": a person of that
 * title, said as the title's holder. Read as "a CTO title" (understand/reworded.ts), which the
 * readers of records having others know.
 */
export const TITLE_HOLDER: { persons: string[]; verbs: string[]; words: string[]; examples: { said: string; reads: string }[] } = {
  persons: ['somebody', 'someone', 'anybody', 'anyone', 'a person', 'a contact', 'people', 'a guy'],
  verbs: ['with', 'holding', 'having', 'who has', 'who holds'],
  words: ['title', 'job title', 'role', 'position'],
  examples: [
    { said: 'which lima firms have somebody holding the CTO title', reads: 'which lima firms have a CTO title' },
    { said: 'quito clients with anyone with a head of sales role', reads: 'quito clients with a head of sales title' },
  ],
};
