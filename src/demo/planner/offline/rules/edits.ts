/**
 * Reading rules for a follow-up that edits the previous question (lexicon/edits.ts; choose/edits.ts):
 * the new value in the group `fresh`, the old one in `old`, a condition's words in `what`, and what is
 * asked after the edit in `rest`.
 */
import { named, type Rules } from './rule.js';
import { spacedAlternation as alt } from '../core/known.js';
import { EDITS } from '../lexicon/edits.js';

const LEAD = `^\\s*(?:(?:${alt(EDITS.leads)})[\\s,]+)*`;
/** What is asked after the edit, after a stop or a comma ("…, how many now?"). */
const REST = '(?<rest>\\s*[,.;:?!].*)?$';
/** A value said in an edit: no stop or comma inside it. */
const VALUE = '[^,.;:?!]+?';

export const EDIT_RULES = named('EDIT_RULES', {
  swapBoth: {
    means: 'a swap said with both values ("swap zeta for lima"): the old value, then the new one',
    pattern: new RegExp(
      `${LEAD}(?:${alt(EDITS.swaps)})\\s+(?:out\\s+)?(?:the\\s+)?(?<old>${VALUE})` +
        `\\s+(?:${alt(EDITS.swapJoins)})\\s+(?:the\\s+)?(?<fresh>${VALUE})(?:\\s+instead)?${REST}`,
      'i',
    ),
    examples: [['swap zeta for lima, whats the count', 'zeta'], 'now replace quito with lima', 'switch the zeta ones to lima'],
    not: ['change the close date of deal 9 to may', 'swap'],
  },
  insteadOf: {
    means: 'a swap said as the new value instead of the old ("make it lima instead of quito"): the new value, then the old one',
    pattern: new RegExp(
      `${LEAD}(?:(?:make|switch)\\s+(?:it|that|this|them|those)\\s+(?:to\\s+)?)?(?:the\\s+)?(?<fresh>${VALUE})` +
        `\\s+instead\\s+of\\s+(?:the\\s+)?(?<old>${VALUE})${REST}`,
      'i',
    ),
    examples: [['actually make it lima instead of quito', 'lima'], 'zeta instead of the lima ones?'],
    not: ['lima in place of quito'],
  },
  makeTo: {
    means: 'a swap said with the new value only ("make that under 9 million", "swap that to lima"): the new value',
    pattern: new RegExp(`${LEAD}(?:${alt(EDITS.makes)})\\s+(?:the\\s+)?(?<fresh>${VALUE})(?:\\s+instead)?${REST}`, 'i'),
    examples: [['make that under 9 million', 'under 9 million'], 'ok swap that to zeta engineers'],
    not: ['make a note of it'],
  },
  widen: {
    means: 'a value added beside the previous question\'s ("widen that to include lima", "now include 2032 as well"): the new value',
    pattern: new RegExp(`${LEAD}(?:${alt(EDITS.widens)})\\s+(?<fresh>${VALUE})(?:\\s+(?:as\\s+well|too|also))?${REST}`, 'i'),
    examples: [['widen that to include lima, how many altogether?', 'lima'], 'now include 2032 as well'],
    not: ['widen'],
  },
  dropCondition: {
    means: 'a condition taken away ("drop the revenue filter"): the words that name it',
    pattern: new RegExp(
      `${LEAD}(?:${alt(EDITS.drops)})\\s+(?:the\\s+|that\\s+|this\\s+)?(?<what>${VALUE})\\s+(?:${alt(EDITS.conditions)})s?\\b(?<rest>.*)$`,
      'i',
    ),
    examples: [['drop the zeta filter. total count?', 'zeta'], 'ok now remove the lima condition and count them'],
    not: ['drop the zeta firms'],
  },
  dropRows: {
    means: 'rows taken away by a bound ("drop anything under 9 million"): the bound said, then the amount',
    pattern: new RegExp(
      `${LEAD}(?:${alt([...EDITS.drops, 'exclude', 'filter out', 'cut', 'leave out'])})\\s+(?:${alt(EDITS.rows)})\\s+` +
        `(?:(?:that|which)\\s+(?:is|are)\\s+)?(?<bound>${alt(Object.keys(EDITS.keepRest))})\\s+(?<amount>${VALUE})${REST}`,
      'i',
    ),
    examples: [['drop anything under 9 million', 'under'], 'ok remove the ones above $2M, then total them'],
    not: ['drop the zeta filter'],
  },
  restLead: {
    means: 'the stops and the "and" or "then" that open what is asked after an edit (", and how many?")',
    pattern: /^\s*(?:[,.;:?!]\s*)*(?:(?:and|then|so)\s+)?/i,
    examples: ['. total count?', ', and how many now'],
    not: [],
  },
} satisfies Rules);
