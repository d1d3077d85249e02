/**
 * Reading rules for order and top-k (understand/order.ts): superlatives of either direction, "sorted by",
 * "alphabetically", "ascending", the most recent.
 */
import type { Rules } from './rule.js';

export const ORDER_RULES = {
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
    pattern: /\b(bottom|lowest|smallest|least|worst|fewest|min(?:imum)?|cheapest|oldest|earliest)\b/,
    examples: [
      ['the lowest', 'lowest'],
      ['minimum', 'minimum'],
    ],
    not: ['bottomless'],
  },
  sortBy: {
    means: '"sorted by", "rank them by": an ordering asked',
    pattern: /\b(sort(?:ed)?|order(?:ed)?|rank(?:ed)?)\s+(?:(?:them|it|the|my|our|all|these|those)\s+)?(?:[a-z]+\s+){0,3}?by\b/,
    examples: [
      ['sorted by size', 'sorted'],
      ['rank them by', 'rank'],
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
  orderingWord: {
    means: '"first", "on top": the order of a listing, not one row',
    pattern: /^(?:first|last|on top|at the top)$/,
    examples: ['first', 'at the top'],
    not: ['second'],
  },
  endsS: {
    means: 'a word ending in s (a plural: several rows)',
    pattern: /s$/,
    examples: ['deals'],
    not: ['deal'],
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
} satisfies Rules;
