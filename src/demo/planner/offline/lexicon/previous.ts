/**
 * Follow-ups that ask again of the previous answer's figure: its exact count, or the part of it
 * that comes from some records (compose/exact-previous.ts, compose/previous-figures.ts).
 */
/**
 * "how many exactly?" after an answer that ranked groups or gave one count (compose/exact-previous.ts):
 * that figure said again (the first group's). `leads` may open it; `asks` with `exact` before or after
 * it (a kind of record may follow `asks`), or one of `nouns`.
 */
export const EXACT_PREVIOUS = {
  leads: ['and', 'so', 'ok', 'okay', 'but', 'sorry', 'hmm', "what's", 'what is', 'give me', 'tell me'],
  asks: ['how many', 'what number of', 'the number of', 'the count of'],
  exact: ['exactly', 'precisely', 'to be exact', 'to be precise', 'in exact numbers', 'exact'],
  nouns: ['the exact number', 'the exact count', 'the exact figure', 'the precise number', 'the precise count', 'the exact amount'],
  examples: [
    { before: 'which region holds the most quarries', said: 'How many quarries exactly?', kind: 'quarries' },
    { before: 'which region holds the most quarries', said: 'ok, exactly how many?', kind: '' },
    { before: 'which region holds the most quarries', said: "what's the exact number?", kind: '' },
  ],
};

/**
 * "how much of it came from zeta firms?" after a figure (compose/previous-figures.ts): the
 * question before asked again of those records. `leads`, then `from`, then the records.
 */
export const PART_OF_PREVIOUS = {
  leads: ['how much of that', 'how much of it', 'how much of this', 'how much of the total', 'how much of that total'],
  from: ['comes from', 'come from', 'came from', 'is from', 'is at', 'is with', 'sits with', 'sits at'],
  examples: [{ before: 'the total zeta of open lima deals', said: 'How much of it came from quito firms?', records: 'quito firms' }],
};
