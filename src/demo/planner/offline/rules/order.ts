/**
 * Reading rules for order and top-k (understand/order.ts): superlatives of either direction, "sorted by",
 * "alphabetically", "ascending", the most recent.
 */
import { named, type Rules } from './rule.js';
import { alternation } from '../core/known.js';
import { NUMBER_WORDS } from '../lexicon/amounts.js';
import { BOTH_ENDS } from '../lexicon/asking.js';
import { RANK_DROPS } from '../lexicon/negation.js';
import { FLIPPED_END } from '../lexicon/previous.js';

/** Both ends of an order said ("biggest to smallest"): every row in that order (lexicon/asking.ts). */
const ENDS_WORDS = alternation([...BOTH_ENDS.desc, ...BOTH_ENDS.asc]);
/** A number of rows asked for, in digits or words. */
const COUNT_WORD = `(\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
/** "the five deals having the biggest value": the superlatives after the records ranked. */
const RANKED_BY = '(?:most|fewest|least|top|highest|lowest|largest|biggest|smallest|greatest)';

export const ORDER_RULES = named('ORDER_RULES', {
  desc: {
    means: 'a superlative that orders from the largest (or newest)',
    pattern: /\b(top|highest|largest|biggest|most|best|greatest|max(?:imum)?|richest|leading|latest|newest|recent)\b/,
    examples: [
      ['the top deal', 'top'],
      ['maximum', 'maximum'],
    ],
    not: ['topic'],
  },
  asc: {
    means: 'a superlative that orders from the smallest (or oldest)',
    pattern: /\b(bottom|lowest|smallest|least|worst|fewest|min(?:imum)?|cheapest|poorest|oldest|earliest)\b/,
    examples: [
      ['the lowest', 'lowest'],
      ['minimum', 'minimum'],
    ],
    not: ['bottomless'],
  },
  sortBy: {
    means: '"sorted by", "rank them by": an ordering asked',
    pattern: /\b(sort(?:ed)?|order(?:ed)?|rank(?:ed)?)\s+(?:(?:them|it|the|my|our|all|these|those)\s+)?(?:[a-z]+\s+){0,4}?by\b/,
    examples: [
      ['sorted by size', 'sorted'],
      ['rank them by', 'rank'],
      ['order the towns in my patch by', 'order'],
    ],
    not: ['sorted'],
  },
  boundWords: {
    means: '"at least", "at most", "min_\u2026": a bound, not a superlative',
    pattern: /\bat (least|most)\b|\b(min|max)_\w+/g,
    examples: [['at least 5', 'least'], 'max_revenue'],
    not: ['at best'],
  },
  alphabetical: {
    means: '"in alphabetical order", "a to z": sorted by the records\' names',
    pattern: /\b(?:alphabetical(?:ly)?|a\s*(?:to|-)\s*z|z\s*(?:to|-)\s*a)\b/,
    examples: ['alphabetically', 'a to z', 'z-a'],
    not: ['a to b'],
  },
  startsZ: {
    means: 'the order named starts at z',
    pattern: /^z/,
    examples: ['z to a'],
    not: ['a to z'],
  },
  reverseOrder: {
    means: '"reverse alphabetical", "reverse order": Z to A',
    pattern: /\breverse\s+(?:alphabetical|order)/,
    examples: ['reverse alphabetical', 'reverse order'],
    not: ['reverse'],
  },
  ascending: {
    means: '"ascending", "smallest first": the smallest first',
    pattern: /\b(ascending|asc|lowest first|smallest first)\b/,
    examples: [
      ['ascending', 'ascending'],
      ['smallest first', 'smallest first'],
    ],
    not: ['ascend'],
  },
  listingEndSaid: {
    means: '", highest zeta first": a superlative and the field it ranks by, said after a comma just before "first" (a listing\'s order)',
    pattern: /,\s*(?:the\s+)?(?:[a-z]+est|most|least|fewest)(?:\s+[a-z]+){1,2}\s+$/,
    examples: [', highest zeta ', ', most quarry staff '],
    not: ['newest deal ', 'which has the highest zeta '],
  },
  orderingWord: {
    means: '"first", "on top": the order of a listing, not one row',
    pattern: /^(?:first|last|on top|at the top)$/,
    examples: ['first', 'at the top'],
    not: ['second'],
  },
  recency: {
    means: '"latest", "most recent": ordered by a date',
    pattern: /\b(latest|newest|recent|recently|oldest|earliest)\b/,
    examples: [
      ['most recent', 'recent'],
      ['oldest', 'oldest'],
    ],
    not: ['recentness'],
  },
  oldest: {
    means: '"oldest", "earliest": oldest first',
    pattern: /\b(oldest|earliest)\b/,
    examples: [
      ['oldest', 'oldest'],
      ['earliest', 'earliest'],
    ],
    not: ['newest'],
  },
  descending: {
    means: '"descending", "z to a": a text field in reverse order',
    pattern: /\b(?:descending|desc|reverse|z\s*(?:to|-)\s*a)\b/,
    examples: ['descending', 'z to a'],
    not: ['describe'],
  },
  bothEnds: {
    means: '"biggest to smallest": both ends of an order said, every row in that order (lexicon/asking.ts BOTH_ENDS)',
    pattern: new RegExp(`\\b(${ENDS_WORDS})\\s*(?:${alternation(BOTH_ENDS.joins)})\\s*(?:the\\s+)?(${ENDS_WORDS})\\b`),
    examples: [
      ['largest to smallest', 'largest'],
      ['lowest - highest', 'lowest'],
    ],
    not: ['largest deals'],
  },
  kAfter: {
    means: '"top 5", "the first three": the number of rows asked for, after the superlative (never a period: "the last 3 months")',
    pattern: new RegExp(
      `\\b(?:top|bottom|first|last|highest|lowest|largest|biggest|smallest|latest|newest|oldest)\\s+${COUNT_WORD}\\b` +
        '(?![- ](?:days?|weeks?|months?|quarters?|qtrs?|years?|business days?)\\b)',
    ),
    examples: [
      ['top 5', '5'],
      ['the first three accounts', 'three'],
    ],
    not: ['the last 3 months'],
  },
  kWhich: {
    means: '"which 3 of my accounts", "show me the two deals": the number of rows asked for, before "of" or the records',
    pattern: new RegExp(`\\b(?:which|what|(?:list|show|give|get|find|name)(?:\\s+(?:me|us))?(?:\\s+the)?)\\s+${COUNT_WORD}(?=\\s+[a-z])`),
    examples: [
      ['which 3 of my', '3'],
      ['show me the two deals', 'two'],
    ],
    not: ['which deals'],
  },
  kWith: {
    means: '"the five deals having the biggest value": the number of rows asked for, before the records ranked',
    pattern: new RegExp(`\\bthe\\s+${COUNT_WORD}(?=\\s+[a-z]+(?:[\\s-]+[a-z]+){0,4}\\s+(?:with|having|by)\\s+the\\s+${RANKED_BY}\\b)`),
    examples: [
      ['the five deals with the biggest', 'five'],
      ['the 4 quarry firms in lima north with the most', '4'],
      ['the 2 reps by the most', '2'],
    ],
    not: ['the five deals'],
  },
  kBefore: {
    means: '"the 5 largest": the number of rows asked for, before the superlative',
    pattern: new RegExp(
      `\\b${COUNT_WORD}\\s+(?:top|bottom|highest|lowest|largest|biggest|smallest|best|worst|most|least|latest|newest|oldest|earliest)\\b`,
    ),
    examples: [
      ['5 largest', '5'],
      ['three most', 'three'],
    ],
    not: ['5 large'],
  },
  dropBefore: {
    means: '"excluding the top 2": a lead that leaves the ranked rows out, just before the ranking (lexicon/negation.ts RANK_DROPS)',
    pattern: new RegExp(`\\b(?:${alternation(RANK_DROPS.leads)})\\s+(?:the\\s+|my\\s+|our\\s+)?$`),
    examples: ['excluding the ', 'without '],
    not: ['excluding them'],
  },
  reversed: {
    means: 'the ranking before turned whole ("reverse that", "upside down"; lexicon/previous.ts FLIPPED_END.reversed)',
    pattern: new RegExp(`\\b(?:${alternation([...FLIPPED_END.reversed, ...FLIPPED_END.reversedToo])})\\b`, 'i'),
    examples: ['ok reverse that. which town is last?', 'now upside down'],
    not: ['reverse the deal', 'flip it to quito'],
  },
  span: {
    means: '"top to bottom", "highest to lowest": an order said from one end to the other, no end asked (FLIPPED_END.spans)',
    pattern: new RegExp(`[,\\s]*\\b(?:from\\s+)?(?:${alternation(FLIPPED_END.spans)})\\b`, 'gi'),
    examples: ['order the towns by zeta, top to bottom', 'towns from highest to lowest'],
    not: ['the top towns'],
  },
} satisfies Rules);
