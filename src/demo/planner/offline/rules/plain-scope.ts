/**
 * Reading rules for words that say what a question is asked among, around the question itself
 * (understand/plain.ts): "closed zeta deals only: …" said first, a quarter's months said again in brackets.
 */
import { named, type Rules } from './rule.js';
import { MONTH_NAMES } from '../lexicon/calendar.js';

const MONTH_STARTS = MONTH_NAMES.words.map((m) => `${m.slice(0, 3)}[a-z]*`).join('|');

export const PLAIN_SCOPE_RULES = named('PLAIN_SCOPE_RULES', {
  namedAs: {
    means: '"the Andes, meaning Lima plus Quito": a name of the asker\'s own for places said after it, dropped (the places read)',
    pattern:
      /\b(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2},?\s+(?:meaning|i\.e\.,?|namely|aka|that is,?)\s+(?=[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s*(?:,|\+|&|\band\b|\bplus\b))/g,
    examples: ['the Andes, meaning Lima plus Quito', 'the Coast, i.e. LI, QU and ZE'],
    not: ['the andes, meaning lima', 'Lima, meaning the town'],
  },
  periodGloss: {
    means: '"quarries dug in q2 2023 (april to june)": a quarter\'s months said again in brackets, dropped',
    pattern: new RegExp(
      `(\\bq[1-4]\\s+(?:of\\s+)?\\d{4}|\\b\\d{4}\\s+q[1-4]|` +
        `\\b(?:first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter\\s+(?:of\\s+)?\\d{4})` +
        `\\s*\\((?=[^()]*\\b(?:${MONTH_STARTS})\\b)[^()]{0,60}\\)`,
      'gi',
    ),
    examples: ['quarries dug in q2 2023 (april to june)', 'lima quarries in 2025 q1 (jan-mar)'],
    not: ['zeta deals in Q3 2024 (the lima ones)', 'in march (q1 2024)'],
  },
  onlyFirst: {
    means: '"closed zeta deals only: what share …": the records said first, then "only", are what the question is asked among',
    pattern: /^\s*((?:[a-z][a-z'-]*\s+){0,3}[a-z][a-z'-]*)\s+only\s*[:—–,]\s*/i,
    examples: ['closed zeta deals only: what share did we win', 'lima quarries only, how many'],
    not: ['only closed deals: what share', 'is it the only one'],
  },
} satisfies Rules);
