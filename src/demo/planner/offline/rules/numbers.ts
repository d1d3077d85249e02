import { named, type Rules } from './rule.js';

/**
 * Numbers as bounds (understand/numbers.ts): the words of a bound said just before a number (the
 * text read ends where the number starts) or just after it, and what may stand between a number
 * and the value whose records it counts.
 */
export const NUMBER_RULES = named('NUMBER_RULES', {
  spelledYear: {
    means: '"twenty twenty-five": a year of this century said in words (the tens word, then maybe a unit word, in the groups)',
    pattern:
      /\b(?:twenty|two\s+thousand(?:\s+and)?)[\s-]+(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty)(?:[\s-]+(one|two|three|four|five|six|seven|eight|nine))?\b/gi,
    examples: [['closing in march twenty twenty five', 'twenty']],
    not: ['twenty five deals', 'twenty deals'],
  },
  rangeUpperEnd: {
    means: 'the upper end of a range comes next: "between 1m and", "from 10 to"',
    pattern: /\b(?:between|from)\s+(?:\S+\s+){1,3}?(?:and|to|-)\s*$/,
    examples: ['deals between 5 and ', 'seats from 10 to'],
    not: ['from 10 ', 'between 1 2 3 4 and '],
  },
  betweenEnd: {
    means: 'text ending in "between": the lower end of a range comes next',
    pattern: /\bbetween\s*$/,
    examples: ['a value between '],
    not: ['between us'],
  },
  amountRangeUpperEnd: {
    means: 'an amount then "to" or a dash: the upper end of a range written with no "from"',
    pattern: /\$?\s?\d[\d.,]*\s?(?:k|m|mm|mn|mil|mill|b|bn|thousand|million|billion)?\s*(?:to|-|–)\s*\$?\s*$/,
    examples: ['$200k to $', 'budgets of 3-', '1.5 million – '],
    not: ['3 deals to '],
  },
  atLeastBefore: {
    means: 'a lower bound said just before a number ("at least", "minimum of", ">=")',
    pattern: /(?:at least|no less than|not less than|minimum(?: of)?|min\.?|>=|≥|or more|and up|upwards of|from)\s*$/,
    examples: ['scores of at least ', 'minimum of', 'upwards of '],
    not: ['at least one of '],
  },
  atMostBefore: {
    means: 'an upper bound said just before a number ("at most", "max", "<=")',
    pattern: /(?:at most|no more than|not more than|maximum(?: of)?|max\.?|<=|≤|up to|or less)\s*$/,
    examples: ['no more than ', 'max. ', 'up to'],
    not: ['up to them '],
  },
  overBefore: {
    means: 'a strict lower bound said just before a number ("over", "more than", ">")',
    pattern:
      /(?:over|above|more than|greater than|bigger than|larger than|higher than|exceeding|exceeds?|clears?|clearing|surpass(?:es)?|>)\s*$/,
    examples: ['seats above ', 'revenue that clears ', 'surpasses'],
    not: ['over them '],
  },
  underBefore: {
    means: 'a strict upper bound said just before a number ("under", "less than", "<")',
    pattern: /(?:under|below|less than|smaller than|lower than|fewer than|<)\s*$/,
    examples: ['fewer than ', 'priced below'],
    not: ['under review '],
  },
  exactlyBefore: {
    means: 'an exact value said just before a number',
    pattern: /(?:equal to|exactly|=)\s*$/,
    examples: ['exactly ', 'score ='],
    not: ['exactly so '],
  },
  orMoreAfter: {
    means: '"or more", "+" just after a number: a lower bound',
    pattern: /^\s*(?:or more|and up|\+|or higher|or above)/,
    examples: [' or more seats', '+ deals', ' and up'],
    not: [' more or less'],
  },
  orLessAfter: {
    means: '"or less", "or fewer" just after a number: an upper bound',
    pattern: /^\s*(?:or less|or fewer|or lower|or below)/,
    examples: [' or fewer staff', ' or below'],
    not: [' less or'],
  },
  toNumberAfter: {
    means: '"to" or a dash and a number just after a number: the lower end of a range',
    pattern: /^\s*(?:to|-|–)\s*\$?\s?\d/,
    examples: [' to $40k', '-9 seats'],
    not: [' to them'],
  },
  countGap: {
    means: 'what may stand between a number and the value it counts ("2 or more cfos", "3+ ctos")',
    pattern: /^\s*(?:(?:or|and)\s+(?:more|less|fewer|over|above|up)\s+|\+\s*)?$/i,
    examples: [' ', ' or more ', '+ ', ' AND UP '],
    not: [' big '],
  },
} satisfies Rules);
