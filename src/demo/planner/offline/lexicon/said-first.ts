/**
 * What a question says before its "which": the field whose groups are ranked ("By city, which one …") or the records
 * one is picked from ("Among my lima firms, which ones …"), read as the words the other steps know
 * (understand/said-more.ts). Each list has the sentences it reads beside it (test/internals/reader-lexicon.test.ts).
 */

/**
 * "By city, which one shows the lowest deal count?": the field said first (or its plural), then "which one"; read
 * as "which city has the fewest lumen deals?".
 */
export const FIELD_FIRST: { leads: string[]; ones: string[]; examples: { said: string; reads: string }[] } = {
  leads: ['by', 'per', 'for each', 'across', 'among the', 'among', 'of the', 'of all', 'of all the', 'grouped by', 'broken down by'],
  ones: ['one', 'of them', 'of those', 'of these'],
  examples: [
    { said: 'By city, which one shows the lowest lumen deal count?', reads: 'which city shows the lowest lumen deal count?' },
    { said: 'per sector, what one shows the best score', reads: 'what sector shows the best score' },
    { said: 'Among cities, which one holds the top lumen count?', reads: 'which city holds the top lumen count?' },
    { said: 'of all the statuses, which one shows the most zeta leads', reads: 'which status shows the most zeta leads' },
  ],
};

/**
 * "Among my lima firms, which ones hold the most people?": the records said first, then "which"; read as
 * "which of my lima firms hold the most people?". Only when the words before the comma name a kind of record.
 */
export const RECORDS_FIRST: {
  leads: string[];
  owners: string[];
  ones: string[];
  verbs: string[];
  places: string[];
  examples: { said: string; reads: string }[];
  not: string[];
} = {
  leads: ['among', 'of', 'out of', 'from', 'within', 'across'],
  owners: ['my', 'our', 'the', 'all', 'all the', 'all of my', 'all of our', 'these', 'those'],
  ones: ['ones', 'one', 'of them', 'of those', 'of these'],
  /** Without "ones", a verb must follow "which" ("which holds …"); "which zeta grade …" asks of a field instead. */
  verbs: [
    ...['has', 'have', 'had', 'holds', 'hold', 'is', 'are', 'was', 'were', 'shows', 'show', 'gets', 'get', 'sees', 'see'],
    ...['carries', 'carry', 'brings', 'bring', 'owns', 'own', 'employs', 'employ', 'closes', 'close', 'lists', 'list'],
  ],
  /** Words that may follow the kind of record, saying where the records are ("the firms in lima"). */
  places: ['in', 'at', 'from', 'based', 'located'],
  examples: [
    { said: 'Among my lima firms, which ones hold the most people?', reads: 'which of my lima firms hold the most people?' },
    { said: 'out of the zeta deals, which one closes first', reads: 'which of the zeta deals closes first' },
    { said: 'Of the firms in Lima, which one has most people', reads: 'which of the firms in Lima has most people' },
  ],
  not: [
    'of the firms in lima, what percent are zeta',
    'among the people at lumen firms, which zeta grade shows up most',
    'of the regions where we keep zeta firms, which of them hold under 3',
  ],
};
