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
];
