import { named, type Rules } from './rule.js';

/**
 * Reading in pipeline.ts: how a period's name reads, which of the message's words are said of a
 * record, and a company's legal ending.
 */
export const PIPELINE_RULES = named('PIPELINE_RULES', {
  yearName: { means: "a year's name (2025)", pattern: /^\d{4}$/, examples: ['2031'], not: ['20311', 'Q1 2031'] },
  halfName: { means: "a half year's name (H1 2025)", pattern: /^H[12] \d{4}$/, examples: ['H2 2031'], not: ['H3 2031', 'h1 2031'] },
  quarterName: { means: "a quarter's name (Q1 2025)", pattern: /^Q[1-4] \d{4}$/, examples: ['Q3 2031'], not: ['Q5 2031', 'q3 2031'] },
  monthName: { means: "a month's name (March 2025)", pattern: /^[A-Z][a-z]+ \d{4}$/, examples: ['June 2031'], not: ['june 2031'] },
  placeLead: {
    means: 'a word that puts a name after it (at, of, for, from)',
    pattern: /^(?:at|of|for|from)$/,
    examples: ['at', 'from'],
    not: ['fort'],
  },
  legalName: {
    means: "a company's legal ending (Inc, LLC, Ltd…)",
    pattern: /\s(?:inc|llc|ltd|corp|co|group|gmbh|plc|corporation|company|limited|holdings)\.?$/i,
    examples: ['Blue Pine Inc.', 'Nordlys GmbH'],
    not: ['Blue Pine', 'Incorporated'],
  },
  focusWord: {
    means: 'every word that asks where, about what or when',
    pattern: /\b(?:where|about|when)\b/g,
    examples: ['and when did it close'],
    not: ['whenever'],
  },
  whenAsked: {
    means: 'a question that opens by asking when',
    pattern: /^\s*(?:and\s+)?when\b/i,
    examples: ['and when was that', 'When'],
    not: ['so when'],
  },
} satisfies Rules);
