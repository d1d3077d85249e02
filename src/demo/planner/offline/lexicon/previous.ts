/**
 * Follow-ups that ask again of the previous answer: its exact count, the part of its figure that
 * comes from some records, or its other end (compose/exact-previous.ts, compose/previous-figures.ts,
 * compose/flipped.ts).
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
    { before: 'the region with the most quarries is which', said: 'How many quarries exactly?', kind: 'quarries' },
    { before: 'the region with the most quarries is which', said: 'ok, exactly how many?', kind: '' },
    { before: 'the region with the most quarries is which', said: "what's the exact number?", kind: '' },
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

/**
 * "and which turns out worst by that measure?" after "which source converts best": the question
 * before asked again with its end turned (compose/flipped.ts), when it says one of `ends` and the
 * question before says its opposite; `leads`, `verbs` and `same` may be said around it.
 */
export const FLIPPED_END = {
  ends: {
    best: ['worst'],
    worst: ['best'],
    highest: ['lowest'],
    lowest: ['highest', 'most'],
    largest: ['smallest'],
    biggest: ['smallest'],
    smallest: ['largest', 'biggest', 'most'],
    most: ['least', 'fewest'],
    least: ['most'],
    fewest: ['most'],
    strongest: ['weakest'],
    weakest: ['strongest'],
    top: ['bottom', 'smallest', 'lowest'],
    bottom: ['top', 'biggest', 'largest', 'highest'],
    last: ['top', 'first'],
  } as Record<string, string[]>,
  /**
   * Ends that ask for the bottom of a ranking said with no end of its own ("rank the towns by zeta",
   * then "which comes last?"): that ranking, the other way round (`bottomFirst` said after it).
   */
  bottoms: ['last', 'bottom', 'lowest', 'smallest', 'worst', 'least', 'fewest'],
  bottomFirst: 'smallest first',
  /** An order said from one end to the other ("top to bottom"): the ranking's own direction, no end asked. */
  spans: ['top to bottom', 'highest to lowest', 'largest to smallest', 'biggest to smallest', 'high to low', 'most to least'],
  /** A ranking asked again turned whole ("reverse that", "upside down"; understand/flipped-end.ts). */
  reversed: ['reverse it', 'reverse that', 'reverse the order', 'reverse the list', 'reverse the ranking', 'in reverse order'],
  reversedToo: ['the other way round', 'the other way around', 'invert the order', 'upside down'],
  /** The word put in place of the opposite said before, when not the end itself ("bottom" after "biggest first": smallest). */
  turned: { biggest: 'smallest', largest: 'smallest', highest: 'lowest', smallest: 'biggest', lowest: 'highest', most: 'fewest' } as Record<
    string,
    string
  >,
  /** Ends of a count ("the most of my firms"): the other end said in other words ("and the smallest?") is the fewest. */
  counts: ['most', 'fewest', 'least'],
  leads: ['and', 'so', 'ok', 'okay', 'now', 'then', 'what about', 'how about', 'but'],
  same: [
    ...['on that same measure', 'on the same measure', 'by the same measure', 'on that measure', 'by that measure', 'on the same basis'],
    ...['of that list', 'of the list', 'on that list', 'of that ranking', 'in that ranking'],
  ],
  examples: [
    {
      before: 'which zeta group converts best',
      said: 'and which one turns out worst by that measure?',
      reads: 'which zeta group converts worst',
    },
  ],
};
