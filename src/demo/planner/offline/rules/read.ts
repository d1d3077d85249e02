import { named, type Rules } from './rule.js';

/**
 * Reading in read.ts: the words the tools hold, a count field, and what a follow-up asks of the
 * previous answer (which of them, the first one, what share of them).
 */
export const READ_RULES = named('READ_RULES', {
  countField: {
    means: 'a field that counts records of a kind (deals_count)',
    pattern: /^[a-z]+_count$/i,
    examples: ['deals_count'],
    not: ['count', 'open_deals_count'],
  },
  whatOfThem: {
    means: "a follow-up that opens with 'what' or 'which'",
    pattern: /^\s*(?:and\s+)?(?:what|which)\b/i,
    examples: ['and which is it', 'What'],
    not: ['so what'],
  },
  ordinalOne: {
    means: "one of a list by its place ('the second one', 'the 3rd one')",
    pattern: /\b(?:first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))\s+one\b/i,
    examples: ['the last one', 'the 12th one'],
    not: ['first ones', 'one of the first'],
  },
  ofThem: {
    means: 'a follow-up that asks how many or what share of them are so',
    pattern:
      /^\s*(?:and\s+|so\s+)?(?:how many|how much of (?:that|it|this|those|them|these)|which|what share|what percent(?:age)?|any)\s+(?:are|is|were|was|have|has|had|do|does|did|came|come|comes|sit|sits|work|works|belong|belongs|fall|falls)\b/i,
    examples: [
      'so how many are open',
      'what percentage were won',
      'how many have over 90 staff',
      'so how much of them were lima',
      'how many came in via zeta',
    ],
    not: ['how many deals are open'],
  },
  whichOneRanked: {
    means: '"and which of them logs the fewest?": only the other end of a ranking asked, naming nothing else',
    pattern:
      /^\s*(?:and\s+)?(?:which|what)(?:\s+one|\s+of\s+(?:them|those|these))?(?:\s+[a-z]+){0,2}\s+the\s+(?:most|least|fewest|biggest|smallest|largest|lowest|highest|best|worst)\s*[?.!]*\s*$/i,
    examples: ['and which of them logs the fewest?', 'which zeta posts the lowest', 'what of them shows the best'],
    not: ['which zeta holds the most deals', 'the least'],
  },
  wholeSaid: {
    means: '"smallest one overall?" after "my top 3": a ranking of the whole the question before asked of, not of the rows it kept',
    pattern: /\b(?:overall|across the board|out of (?:all|everything)|of (?:all|everything)|in the whole (?:list|lot|book))\s*[?.!]*\s*$/i,
    examples: ['smallest one overall?', 'and the biggest of all', 'lowest quarry across the board'],
    not: ['the smallest of them all', 'overall revenue of the first one'],
  },
  stopMarks: {
    means: 'every run of commas and stop marks (read as a space)',
    pattern: /[,?.!]+/g,
    examples: ['which ones?'],
    not: ['which ones'],
  },
} satisfies Rules);
