/**
 * Reading rules for the shape of one word or run of text, shared by the parts of the reader that ask what a
 * question wants (understand/intent.ts, plain.ts, extract.ts, winner.ts, measures.ts, order.ts).
 */
import type { Rules } from './rule.js';

export const TOKEN_RULES = {
  digits: {
    means: 'the word is a number written in digits',
    pattern: /^\d+$/,
    examples: ['42', '7'],
    not: ['4th', 'q2', 'ten'],
  },
  spaces: {
    means: 'a run of white space, to be said as one space',
    pattern: /\s+/g,
    examples: ['two  words', 'a\tb'],
    not: ['oneword'],
  },
  anySpace: {
    means: 'white space between words, where text is cut into words',
    pattern: /\s+/,
    examples: ['acme corp', 'a\nb'],
    not: ['acme'],
  },
} satisfies Rules;
