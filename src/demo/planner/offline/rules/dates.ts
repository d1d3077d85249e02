import { named, type Rules } from './rule.js';

/**
 * Dates as bounds (understand/dates.ts): the words before a date that say how it bounds the rows
 * (the text read ends where the date starts), the words after it, and runs of days ("the last 30
 * days").
 */
export const DATE_RULES = named('DATE_RULES', {
  rangeEndBefore: {
    means: 'the second end of a range comes next: "between march and", "from 2024 to"',
    pattern: /\b(?:between|from)\s+(?:\S+\s+){1,4}?(?:and|to|through|until|till|-)\s*(?:the\s+end\s+of\s+)?$/,
    examples: ['deals between june and ', 'from q1 through the end of '],
    not: ['from june '],
  },
  sinceBefore: {
    means: 'a date is the first day counted: "since", "starting in", "as of"',
    pattern:
      /\b(?:since|starting(?:\s+(?:in|from|with))?|beginning(?:\s+(?:in|with))?|on or after|as of)\s*(?:the\s+(?:start|beginning)\s+of\s+)?$/,
    examples: ['leads since ', 'starting from the beginning of ', 'as of'],
    not: ['since then '],
  },
  beforeBefore: {
    means: 'a date the rows fall before: "before", "prior to"',
    pattern: /\b(?:before|prior to|earlier than|ahead of|sooner than)\s*(?:the\s+(?:start|beginning)\s+of\s+)?$/,
    examples: ['closed prior to ', 'before the start of '],
    not: ['before we '],
  },
  afterBefore: {
    means: 'a date the rows fall after: "after", "later than"',
    pattern: /\b(?:after|later than|past)\s*(?:the\s+end\s+of\s+)?$/,
    examples: ['signed after ', 'later than the end of '],
    not: ['after that '],
  },
  byBefore: {
    means: 'the last day counted: "until", "by", "no later than"',
    pattern:
      /\b(?:until|till|through|thru|by|no later than|up to|on or before|by the end of|to the end of|not later than)\s*(?:the\s+end\s+of\s+)?$/,
    examples: ['due by ', 'open until the end of ', 'thru'],
    not: ['by region '],
  },
  rangeStartBefore: {
    means: 'text ending in "between" or "from": the first end of a range comes next',
    pattern: /\b(?:between|from)\s*$/,
    examples: ['deals from ', 'between'],
    not: ['from them '],
  },
  rangeJoinAfter: {
    means: 'a word after a date that joins it to the second end of a range',
    pattern: /^\s*(?:and|to|through|until|till|-)\s/i,
    examples: [' and july', ' TO 2026', ' - may'],
    not: [' or june', '-may'],
  },
  dayRun: {
    means: 'a run of days, weeks or months from today ("the past 9 days"): which way, how many, which unit',
    pattern:
      /\b(?:(?:in|over|within|during|for)\s+)?(?:the\s+)?(last|past|previous|next|coming|upcoming)\s+(\d{1,3}|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(days?|weeks?|months?)\b/gi,
    examples: [['signed over the past 9 days', 'past'], ['due within the coming two weeks', 'coming'], 'the NEXT A MONTH'],
    not: ['the last 5 years', 'the next few days'],
  },
  ahead: {
    means: 'a run of days that starts today and runs ahead',
    pattern: /next|coming|upcoming/i,
    examples: ['next', 'Upcoming'],
    not: ['past', 'last'],
  },
} satisfies Rules);
