/**
 * A follow-up that edits the previous question instead of asking a new one (choose/edits.ts):
 * one value put in another's place ("swap zeta for lima", "make it quito instead of lima",
 * "make that under 9 million"), a value added beside it ("widen that to include quito", "now
 * include 2031 as well"), or a condition taken away ("drop the revenue filter"). Each is read
 * as the follow-up the reader knows: "what about <new>", "include <new> too", or the previous
 * question without the condition. The forms are rules/edits.ts.
 */
export const EDITS: {
  /** Verbs of a swap said with both values: "swap <old> for <new>", "replace <old> with <new>". */
  swaps: string[];
  /** Between the old value and the new one. */
  swapJoins: string[];
  /** Verbs of a swap said with the new value only: "make that <new>", "switch it to <new>". */
  makes: string[];
  /** Verbs of a value added: "widen that to include <new>", "now include <new> as well" (never "add": a record to make). */
  widens: string[];
  /** Verbs of a condition taken away: "drop the revenue filter". */
  drops: string[];
  /** Rows taken away by a bound ("drop anything under 9 million"): what names them, and each bound with the one that keeps the rest. */
  rows: string[];
  keepRest: Record<string, string>;
  /** Words that name a condition on a place or a period: "drop the location filter", "forget the date part". */
  placeWords: string[];
  periodWords: string[];
  /** What a condition is called: "the revenue filter", "the employee condition". */
  conditions: string[];
  /** Words that tie a condition taken away to what it is of ("… with more than 9 staff"): taken away with it. */
  links: string[];
  /** The words of a count asked after an edit ("…, how many now?", ". total count?"): the question asked as a count. */
  countWords: string[];
  /** Opening words that say nothing more ("ok", "now", "actually"). */
  leads: string[];
  examples: { before: string; said: string; reads: string }[];
} = {
  // (never "change" or "set": "change the close date of deal 9 to may" is a change to make, held for a yes)
  swaps: ['swap', 'switch', 'replace', 'trade', 'exchange', 'substitute'],
  swapJoins: ['for', 'with', 'to', 'into', 'by'],
  makes: [
    'make that',
    'make it',
    'make those',
    'switch that to',
    'switch it to',
    'switch to',
    'swap that to',
    'swap it to',
    'swap that for',
    'swap to',
  ],
  widens: [
    'widen that to include',
    'widen it to include',
    'widen that to',
    'widen it to',
    'widen to',
    'expand that to include',
    'expand it to include',
    'expand to',
    'include',
    'also include',
  ],
  drops: ['drop', 'remove', 'forget', 'lose', 'ignore', 'take off', 'take away', 'get rid of', 'skip', 'lift', 'clear'],
  rows: ['anything', 'everything', 'those', 'the ones', 'any', 'all', 'all the ones', 'any ones', 'whatever is', 'whatever'],
  keepRest: {
    ...{ under: 'at least', below: 'at least', 'less than': 'at least', 'lower than': 'at least', 'smaller than': 'at least' },
    ...{ over: 'at most', above: 'at most', 'more than': 'at most', 'higher than': 'at most', 'bigger than': 'at most' },
  },
  placeWords: ['state', 'location', 'place', 'where'],
  periodWords: ['date', 'year', 'period', 'time', 'when'],
  conditions: [
    'filter',
    'condition',
    'criterion',
    'criteria',
    'limit',
    'cutoff',
    'cut-off',
    'restriction',
    'requirement',
    'part',
    'bit',
    'constraint',
    'bound',
    'threshold',
  ],
  links: [
    'only those with',
    'only the ones with',
    'those with',
    'the ones with',
    'with',
    'having',
    'that have',
    'which have',
    'in',
    'from',
    'of',
    'for',
    'at',
    'above',
    'only',
  ],
  countWords: [
    'how',
    'many',
    'total',
    'count',
    'whats',
    'what',
    's',
    'the',
    'now',
    'altogether',
    'in',
    'all',
    'is',
    'that',
    'number',
    'of',
    'there',
    'are',
    'then',
  ],
  leads: ['ok', 'okay', 'now', 'actually', 'and', 'then', 'so', 'hmm', 'wait', 'no', 'please', 'pls'],
  examples: [
    { before: 'quarries from zeta only', said: 'swap zeta for lima', reads: 'what about lima' },
    { before: 'firms in quito', said: 'actually make it lima instead of quito', reads: 'what about lima' },
    { before: 'firms under 1 million', said: 'make that under 9 million', reads: 'what about under 9 million' },
    { before: 'firms in quito', said: 'widen that to include lima, how many altogether?', reads: 'include lima too, how many altogether?' },
    { before: 'zeta deals in 2031', said: 'now include 2032 as well', reads: 'include 2032 too' },
    { before: 'my quito firms above $5M rev', said: 'drop the revenue filter. how many?', reads: 'my quito firms how many?' },
    { before: 'my quito firms', said: 'drop anything under 9 million', reads: 'only the ones at least 9 million' },
  ],
};
