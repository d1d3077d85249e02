/**
 * A follow-up that asks a figure of the records just shown in words of its own ("how many is
 * that", "what do those earn combined", "and per firm on average"): asked again as
 * "<figure> of <the previous question's subject>" (compose/figure-said.ts), like lexicon/refer.ts
 * BARE_FIGURES. A follow-up is read so only when all of it is said by these words: `leads` open
 * it, then one of the `shapes` (words of a shape are said in that order, each slot one of its
 * words or, when it holds '', none).
 */
export const FIGURE_SAID: {
  leads: string[];
  shapes: { figure: string; slots: string[][] }[];
  /** Two shapes said one after the other, joined by one of `joiners`: read as the figure `reads` (its answer says both). */
  pairs: { figures: [string, string]; reads: string }[];
  joiners: string[];
  /** Words by which a follow-up that narrows the rows of a figure asks for the rows, not the figure again ("now list the lima ones"). */
  listed: string[];
  examples: { before: string; said: string; reads: string }[];
} = {
  leads: ['and', 'so', 'ok', 'okay', 'then', 'now', 'right', 'great', 'thanks', 'cool'],
  shapes: [
    {
      // "how many is that", "how many do those make"
      figure: 'number',
      slots: [
        ['how many'],
        ['is', 'was', 'did', 'does', 'are', 'were', ''],
        ['that', 'it', 'this', 'those', 'these', 'they', 'them', 'there'],
        ['come to', 'make', 'amount to', 'add up to', 'total', 'come out to', 'in total', 'altogether', 'all told', ''],
      ],
    },
    {
      // "what do those earn combined", "and what sum is that"
      figure: 'total',
      slots: [
        ['what do', 'what does', 'how much do', 'how much does', 'what did', 'how much did', 'what are', 'what is'],
        ['they', 'those', 'these', 'that', 'it', 'this', 'them all', 'they all'],
        ['make', 'earn', 'bring in', 'come to', 'add up to', 'total', 'sum to', 'amount to', 'make together', 'worth'],
        ['altogether', 'all together', 'in total', 'combined', 'together', 'between them', 'in all', ''],
      ],
    },
    {
      // "and per firm on average?", "what about on average"
      figure: 'average',
      slots: [
        ['what about', 'how about', 'and', ''],
        ['per account', 'per record', 'per client', 'per company', 'per firm', 'each', 'per head', ''],
        ['on average', 'on avg', 'as an average', 'averaged'],
      ],
    },
  ],
  // (the total's answer names how many rows it adds up)
  pairs: [
    { figures: ['number', 'total'], reads: 'total' },
    { figures: ['total', 'number'], reads: 'total' },
  ],
  joiners: ['and', 'plus', 'also', 'and also'],
  listed: ['list', 'show', 'which', 'who', 'name', 'names', 'display', 'see', 'rows', 'records'],
  examples: [
    { before: 'list my firms in lima', said: 'so how many is that', reads: 'the number of my firms in lima' },
    { before: 'show the zeta clients', said: 'so how many were those plus how much did those earn', reads: 'the total of zeta clients' },
    { before: 'show the zeta clients', said: 'what do those earn combined?', reads: 'the total of zeta clients' },
    { before: 'the quito firms', said: 'ok and per client on average?', reads: 'the average of the quito firms' },
  ],
};

/**
 * "median and mean zeta across my quito firms": two figures of one set of records asked together
 * (compose/two-figures.ts): `figures` joined by one of `joins`, each asked on its own.
 */
export const TWO_FIGURES = {
  figures: ['median', 'mean', 'average', 'avg', 'total', 'sum', 'combined total'],
  joins: [',', 'and', '&', 'plus', 'vs', 'versus', 'as well as', 'and the', 'and also the', ', and'],
  examples: [
    { said: 'median and mean zeta across my quito firms', first: 'median', second: 'mean' },
    { said: 'the total & the average lima score', first: 'total', second: 'average' },
  ],
};

/**
 * "which quito firm holds the most zeta, and which has the least?": both ends of one ranking
 * asked together (compose/two-figures.ts): the question asked with each of `ends`, after one of `joins`.
 */
export const TWO_ENDS = {
  ends: ['highest', 'lowest', 'largest', 'smallest', 'biggest', 'most', 'least', 'top', 'bottom'],
  joins: ['which one has the', 'which one is the', 'which has the', 'which is the', 'what about the', 'also the', 'the'],
  examples: [{ said: 'which quito firm holds the most zeta, and which has the least?', first: 'most', second: 'least' }],
};
