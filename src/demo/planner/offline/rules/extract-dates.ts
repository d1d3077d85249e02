/**
 * Reading rules for the dates a message names (understand/extract.ts): months with a day or a year, quarters and
 * halves of a year, this or next month, years.
 */
import { named, type Rules } from './rule.js';

export const EXTRACT_DATE_RULES = named('EXTRACT_DATE_RULES', {
  month: {
    means: 'a month by name or cut short, with a day and a year when written',
    pattern:
      /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?(?:\s+(\d{1,2})(?:st|nd|rd|th)?\b)?(?:\s*,?\s*((?:19|20)\d{2}))?/gi,
    examples: [['march 3rd, 2025', 'march'], ['Sept', 'Sept'], 'jan 2024'],
    not: ['junk', 'maybe'],
  },
  dayFirstAfterLink: {
    means: '"from 2 june to 9 july": a day said before its month after a word that opens a date (read as "june 2")',
    pattern:
      /\b(between|from|to|and|on|since|until|till|through|thru|before|after|by|starting|ending)\s+(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/gi,
    examples: [
      ['from 2 june', 'from'],
      ['and 31st of March', 'and'],
    ],
    not: ['top 3 march deals', 'between 1 and 5'],
  },
  dayFirstWithYear: {
    means: '"9 july 2025": a day said before its month and a year after (read as "july 9 2025")',
    pattern:
      /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?\s*,?\s*((?:19|20)\d{2})\b/gi,
    examples: [
      ['31 March 2025', '31'],
      ['the 2nd of june, 2024', '2'],
    ],
    not: ['3 march deals', 'march 2025'],
  },
  quarterThenYear: {
    means: 'after a quarter with no year, a second quarter with its year ("\u2026 to q2 2025"): that year',
    pattern:
      /^\s*(?:to|through|thru|until|-|–|and|or|vs\.?|versus|compared (?:to|with)|against)\s+(?:the\s+)?(?:q[1-4]|(?:first|1st|second|2nd|third|3rd|fourth|4th)\s+quarter)(?:\s+of)?\s*,?\s*((?:19|20)\d{2})\b/i,
    examples: [
      [' to q2 2025', '2025'],
      [' vs the third quarter of 2024', '2024'],
    ],
    not: [' to q2'],
  },
  lastOrPrevious: {
    means: 'the word says the period before',
    pattern: /^(?:last|previous)$/i,
    examples: ['last', 'Previous'],
    not: ['lasts'],
  },
  next: {
    means: 'the word says the period after',
    pattern: /^next$/i,
    examples: ['next', 'Next'],
    not: ['nextel'],
  },
  quarter: {
    means: 'a quarter of a year ("q1 2025", "the third quarter of 2023", "last quarter of this year")',
    pattern:
      /\b(?:q([1-4])|(first|1st|second|2nd|third|3rd|fourth|4th|last|final)\s+quarter)(?:\s+of)?\s*,?\s*(?:fy\s*)?(?:((?:19|20)\d{2})|(?:the\s+)?(this|last|previous|next)\s+year)?\b/gi,
    examples: [['q3 2025', '3'], 'second quarter of 2024', 'the last quarter of this year'],
    not: ['q5'],
  },
  lastOrFinal: {
    means: 'the quarter word is "last" or "final"',
    pattern: /^(last|final)$/i,
    examples: [
      ['final', 'final'],
      ['last', 'last'],
    ],
    not: ['finally'],
  },
  half: {
    means: 'a half of a year ("h2 2025", "first half of next year")',
    pattern:
      /\b(?:h([12])|(first|1st|second|2nd|last)\s+half)(?:\s+of)?\s*,?\s*(?:((?:19|20)\d{2})|(?:the\s+)?(this|last|previous|next)\s+year)?\b/gi,
    examples: [['h2 2025', '2'], 'first half of next year'],
    not: ['h3'],
  },
  last: {
    means: 'the word is "last"',
    pattern: /^last$/i,
    examples: ['last', 'LAST'],
    not: ['lastly'],
  },
  relativePeriod: {
    means: '"next month", "this year": a period said from today',
    pattern: /\b(this|next|last|previous|coming|current)\s+(?:calendar\s+)?(month|year|quarter|week)\b/gi,
    examples: [['next month', 'next'], ['this calendar year', 'this'], 'previous week'],
    not: ['next day'],
  },
  forward: {
    means: 'the word says a period after today ("next", "coming")',
    pattern: /next|coming/i,
    examples: ['coming', 'next'],
    not: ['this'],
  },
  backward: {
    means: 'the word says a period before today ("last", "previous")',
    pattern: /last|previous/i,
    examples: ['last', 'previous'],
    not: ['this'],
  },
  yearDigits: {
    means: 'a number that is a year',
    pattern: /^(19|20)\d{2}$/,
    examples: [
      ['2024', '20'],
      ['1987', '19'],
    ],
    not: ['2100', '202'],
  },
} satisfies Rules);
