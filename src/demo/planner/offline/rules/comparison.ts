import { named, type Rules } from './rule.js';

/**
 * Two values weighed, or a change between two periods (understand/comparison.ts): the words that
 * weigh, the words that join the two sides, and the periods of one kind a change runs between.
 */
export const COMPARISON_RULES = named('COMPARISON_RULES', {
  comparative: {
    means: 'a comparative word (its first group: which one)',
    pattern: /\b(more|less|fewer|bigger|larger|higher|lower|greater|smaller)\b/,
    examples: [
      ['is acme bigger or globex', 'bigger'],
      ['fewer seats than last time', 'fewer'],
    ],
    not: ['the biggest one', 'lessons'],
  },
  yearNamed: {
    means: 'a year of this century or the last',
    pattern: /\b(?:19|20)\d{2}\b/g,
    examples: ['sales in 1999', 'by 2031'],
    not: ['code 2101', '12024'],
  },
  quarterNamed: {
    means: 'a quarter written q1 to q4',
    pattern: /\bq[1-4]\b/g,
    examples: ['booked in q2'],
    not: ['q5', 'q12'],
  },
  halfNamed: {
    means: 'a half year written h1 or h2',
    pattern: /\bh[12]\b/g,
    examples: ['h1 against h2'],
    not: ['h3', 'h12'],
  },
  gapAsked: {
    means: 'a gap or difference asked (how far the first leads)',
    pattern: /\b(?:gap|difference|diff|delta|how far apart|far apart)\b/,
    examples: ['the delta in seats', 'far apart in size'],
    not: ['gaps', 'different'],
  },
  betweenSides: {
    means: 'a word that joins the two sides of a gap',
    pattern: /\b(?:between|and|vs|versus)\b/,
    examples: ['ohio versus utah', 'acme and globex'],
    not: ['android'],
  },
  compared: {
    means: '"compare" or "compared"',
    pattern: /\bcompared?\b/,
    examples: ['compare the two', 'compared with june'],
    not: ['comparison'],
  },
  comparedSides: {
    means: 'a word that joins the two sides of a comparison',
    pattern: /\b(?:and|with|to|vs|versus)\b/,
    examples: ['set beside acme and globex', 'next to it'],
    not: ['within tomorrow'],
  },
  versus: {
    means: '"vs", "versus" or "against" (not "up against") then a space: two things set side by side',
    pattern: /\b(?:vs\.?|versus|(?<!\bup\s)against)\s/,
    examples: ['mine vs. theirs', 'mine versus theirs', 'lima against quito'],
    not: ['mine vs', 'against', 'how does it stack up against quito'],
  },
  weighedJoin: {
    means: 'a word that joins two values weighed ("or", "than", "vs")',
    pattern: /\b(?:or|than|versus|vs)\b/,
    examples: ['more than that', 'this or that'],
    not: ['order', 'thank'],
  },
  openBound: {
    means: '"or more", "and above": a threshold, not two values weighed',
    pattern: /\b(?:or|and)\s+(?:more|less|fewer|higher|lower|above|below|greater|bigger)\b/,
    examples: ['ten seats or more', '5m and above'],
    not: ['or morning'],
  },
  lesser: {
    means: 'a comparative that asks for the lesser value',
    pattern: /^(less|fewer|lower|smaller)$/,
    examples: [['fewer', 'fewer'], 'lower'],
    not: ['more', 'lowered'],
  },
} satisfies Rules);
