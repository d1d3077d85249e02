import { FIRST_SAID } from './asking.js';

/**
 * "smallest on top", "biggest at the top": which end of an order comes first, said as its place
 * in the list. Read as "<end> first" (understand/reworded.ts), which the readers of orders know:
 * every row in that order, never the first row alone.
 */
export const END_ON_TOP: { ends: string[]; places: string[]; examples: { said: string; reads: string }[] } = {
  ends: FIRST_SAID.ends,
  places: ['on top', 'on the top', 'at the top', 'at top', 'up top'],
  examples: [
    { said: 'line up my peru firms by headcount, smallest on top', reads: 'line up my peru firms by headcount, smallest first' },
    {
      said: 'order the quito prospects by score, highest up top',
      reads: 'order the quito prospects by score, highest first',
    },
  ],
};

/**
 * "what do my lima clients make in revenue", "what does the proposal pipeline bring in": the
 * money the records earn, added up. Read as "summed revenue of …" (the deals' value
 * when the records are deals; understand/reworded.ts). A person or "we" earning is no record's
 * figure and is left as said.
 */
export const EARNED_TOTAL: {
  leads: string[];
  verbs: string[];
  measures: string[];
  persons: string[];
  dealWords: string[];
  as: { revenue: string; value: string };
  examples: { said: string; reads: string }[];
} = {
  leads: ['what do', 'what does', 'what did', 'how much do', 'how much does', 'how much did'],
  verbs: [
    ...['make', 'earn', 'bring in', 'brings in', 'bring', 'generate', 'gross', 'pull in', 'rake in', 'take in', 'produce'],
    ...['add up to', 'come to', 'amount to', 'total'],
  ],
  /** Said after the verb ("make in revenue", "earn in sales a year"): the money, already read. */
  measures: ['in revenue', 'in sales', 'in dollars', 'in money', 'in turnover', 'a year', 'per year', 'annually', 'yearly'],
  persons: ['we', 'i', 'you', 'they', 'it', 'he', 'she', 'them', 'us'],
  dealWords: ['deal', 'deals', 'opportunity', 'opportunities', 'opp', 'opps', 'pipeline'],
  as: { revenue: 'summed revenue of', value: 'summed value of' },
  examples: [
    { said: 'what do my lima clients make in revenue', reads: 'summed revenue of my lima clients' },
    { said: 'how much does the media group in peru bring in a year?', reads: 'summed revenue of the media group in peru?' },
    { said: 'what did the quito deals come to', reads: 'summed value of the quito deals' },
    { said: 'what did we make in march', reads: 'what did we make in march' },
  ],
};

/**
 * "leaving out ohio, what do the rest of my clients make": after a value left out, "the rest of"
 * the records is the records without it, which the exclusion already says. Dropped
 * (understand/reworded.ts) only when a negation lead (lexicon/negation.ts) comes before it;
 * elsewhere ("acme against the rest of my clients") it names a part of its own and is kept.
 */
export const REST_AFTER_EXCLUSION: { words: string[]; examples: { said: string; reads: string }[] } = {
  words: ['the rest of', 'the remainder of', 'what remains of', 'whatever is left of', 'what is left of', "what's left of"],
  examples: [
    { said: 'leaving out lima, what do the rest of my banks make', reads: 'leaving out lima, summed revenue of my banks' },
    { said: 'how does zeta stack up next to the rest of my banks', reads: 'how does zeta stack up next to the rest of my banks' },
  ],
};

/**
 * "the five biggest deals (by amount) at peruvian firms": the measure of a ranking said in a
 * parenthesis, read as said without it (understand/reworded.ts), so it stays the ranking's.
 */
export const MEASURE_ASIDE: { leads: string[]; examples: { said: string; reads: string }[] } = {
  leads: ['by', 'ranked by', 'sorted by', 'ordered by', 'in terms of', 'measured by'],
  examples: [
    {
      said: 'name the four costliest deals (by amount) at peruvian firms',
      reads: 'name the four costliest deals by amount at peruvian firms',
    },
  ],
};
