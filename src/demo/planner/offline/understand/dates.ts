/** How a date a message names bounds the rows, and the words for parts of a year. */
export type Comparator = 'gt' | 'gte' | 'lt' | 'lte' | 'eq';

/** "before June", "since 2024", "between January and March": how a date bounds the rows. */
const DATE_COMPARATORS: [RegExp, Comparator][] = [
  [/\b(?:between|from)\s+(?:\S+\s+){1,4}?(?:and|to|through|until|till|-)\s*(?:the\s+end\s+of\s+)?$/, 'lte'],
  [
    /\b(?:since|starting(?:\s+(?:in|from|with))?|beginning(?:\s+(?:in|with))?|on or after|as of)\s*(?:the\s+(?:start|beginning)\s+of\s+)?$/,
    'gte',
  ],
  [/\b(?:before|prior to|earlier than|ahead of|sooner than)\s*(?:the\s+(?:start|beginning)\s+of\s+)?$/, 'lt'],
  [/\b(?:after|later than|past)\s*(?:the\s+end\s+of\s+)?$/, 'gt'],
  [
    /\b(?:until|till|through|thru|by|no later than|up to|on or before|by the end of|to the end of|not later than)\s*(?:the\s+end\s+of\s+)?$/,
    'lte',
  ],
];

export function dateComparator(text: string, start: number, end: number): Comparator | undefined {
  const head = text.slice(Math.max(0, start - 48), start).toLowerCase();
  // "between March and June", "from 2024 to 2025": the first end of a range ("deals from 2024" is the year itself)
  if (/\b(?:between|from)\s*$/.test(head) && /^\s*(?:and|to|through|until|till|-)\s/i.test(text.slice(end, end + 12))) return 'gte';
  return DATE_COMPARATORS.find(([re]) => re.test(head))?.[1];
}

export const QUARTER_WORDS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: 4,
  final: 4,
};
export const HALF_WORDS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, last: 2 };
