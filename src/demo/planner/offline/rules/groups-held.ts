/**
 * Reading rules for totals held to a bound: groups kept by what their rows add up to
 * (compose/groups-held.ts): "which zones hold over 5M of my zeta", "zones with a combined zeta
 * above 5M", "zones where my zeta is under 5M", each with the groups' field (a plural), the
 * measure, and the bound with its number; and one total asked yes or no ("does the zeta of my
 * quito firms add up to over 5M?", compose/figure-bound.ts).
 */
import { named, type Rules } from './rule.js';

const BOUND = '(?<bound>more\\s+than|over|above|at\\s+least|at\\s+most|less\\s+than|under|below|fewer\\s+than)';
const NUMBER = '(?<num>\\$?\\d[\\d,]*(?:\\.\\d+)?\\s*(?:k|m|mm|mn|b|bn|million|billion|thousand)?)';
const FIELD = '(?<field>[a-z]+(?:ies|s))';
const END = '\\s*[?.!]*\\s*$';

export const GROUPS_HELD_RULES = named('GROUPS_HELD_RULES', {
  holdOver: {
    means: 'groups whose rows add up past a bound, the measure said after it ("which zones hold over 5M of my zeta")',
    pattern: new RegExp(
      `^\\s*(?:which|what)\\s+${FIELD}\\s+(?:have|has|hold|holds|bring\\s+in|make|earn|carry|account\\s+for)\\s+` +
        `(?:a\\s+)?${BOUND}\\s+${NUMBER}\\s+(?:of|in)\\s+(?<measure>.+?)${END}`,
      'i',
    ),
    examples: [['which zones hold over 5M of my zeta', 'zones'], 'what regions have at least 2m in quito output'],
    not: ['which zones have over 5 quarries', 'which zones hold the most zeta'],
  },
  combinedOver: {
    means: 'groups whose rows add up past a bound, a total said first ("zones with a combined zeta above 5M among my quarries")',
    pattern: new RegExp(
      `^\\s*(?:which|what|the|list\\s+the|show\\s+the)?\\s*${FIELD}\\s+(?:have|has|with|where|whose)\\s+(?:a\\s+|the\\s+)?` +
        `(?:combined|total|summed|aggregate)\\s+(?<measure>[a-z ]+?)\\s+(?:is\\s+|are\\s+)?${BOUND}\\s+${NUMBER}` +
        `(?:\\s+(?<rest>.+?))?${END}`,
      'i',
    ),
    examples: [['zones with a combined zeta above 5M among my quarries', 'zones'], 'which regions have total lima over 2m'],
    not: ['zones with zeta above 5M', 'which zones have the most zeta'],
  },
  mineUnder: {
    means: 'groups where one\'s own measure adds up past a bound ("zones where my zeta is under 5M")',
    pattern: new RegExp(
      `^\\s*(?:which|what|the)?\\s*${FIELD}\\s+(?:where|in\\s+which)\\s+(?<measure>(?:my|our)\\s+[a-z ]+?)\\s+` +
        `(?:is|are|totals?|comes?\\s+to|adds?\\s+up\\s+to)\\s+${BOUND}\\s+${NUMBER}${END}`,
      'i',
    ),
    examples: [['zones where my zeta is under 5M', 'zones'], 'regions in which our lima totals over $2m'],
    not: ['zones where zeta is under 5M'],
  },
  ofMineUnder: {
    means: 'one\'s own groups whose rows add up past a bound ("which of my zones come in under 5M in total zeta")',
    pattern: new RegExp(
      `^\\s*(?:which|what)\\s+of\\s+(?<mine>my|our)\\s+${FIELD}\\s+(?:come\\s+in|come|are|sit|fall|land|end\\s+up)\\s+` +
        `${BOUND}\\s+${NUMBER}\\s+` +
        `(?:in\\s+)?(?:total\\s+|combined\\s+)?(?<measure>[a-z ]+?)${END}`,
      'i',
    ),
    examples: [['which of my zones come in under 5M in total zeta?', 'my'], 'what of our regions sit over $2m in lima'],
    not: ['which of my zones have the most zeta'],
  },
  addsUp: {
    means: 'one total held to a number, yes or no ("does the zeta of my quito firms add up to over 5M"): the figure, bound, number',
    pattern: new RegExp(
      `^\\s*(?:does|do|did|will|would)\\s+(?:the\\s+)?(?<figure>.+?)\\s+(?:add\\s+up\\s+to|come\\s+to|amount\\s+to|sum\\s+to|total)\\s+` +
        `${BOUND}\\s+${NUMBER}(?:\\s+(?:in\\s+total|combined|together|between\\s+them))?${END}`,
      'i',
    ),
    examples: [['does the zeta of my quito firms add up to over 5M?', 'zeta of my quito firms'], 'do lima mills come to under $2m'],
    not: ['do my quito firms have over 5 mills', 'which zones add up to over 5M'],
  },
} satisfies Rules);
