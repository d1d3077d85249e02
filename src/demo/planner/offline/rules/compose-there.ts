import { named, type Rules } from './rule.js';
import { escapeRegExp } from '../core/known.js';
import { LEADER_POINTERS } from '../lexicon/refer.js';

/**
 * "there" pointing back at a place (compose/refer.ts, compose/previous-figures.ts,
 * choose/followup.ts): said last, said of records added, said after no verb of being, or said
 * inside a sentence before more of it ("list the zeta ones there under 5").
 */
const alt = (ws: string[]) => ws.map(escapeRegExp).join('|');

/** A please or thanks said after a last "there" (lexicon/refer.ts LEADER_POINTERS.tails). */
const TAILS = `(?:[\\s,]+(?:${LEADER_POINTERS.tails.map(escapeRegExp).join('|')}))?`;
/** Not after a verb of being ("how many are there"). */
const NOT_BEING = `(?<!\\b(?:${alt(LEADER_POINTERS.thereAfterVerbs)}))`;

export const THERE_RULES = named('THERE_RULES', {
  thereAtEnd: {
    means: '"there" said last, of a place the previous answer put first (the stop marks in the group)',
    pattern: new RegExp(`\\s+(?:${alt(LEADER_POINTERS.thereEndings)})${TAILS}\\s*([?.!]*)\\s*$`, 'i'),
    examples: [
      ['how many deals in there?', '?'],
      ['and the mean there, please.', '.'],
      ['and the firms over there', ''],
    ],
    not: ['there are firms'],
  },
  placeToo: {
    means: '"… in lima too" said last: the place was the other question\'s as well',
    pattern: /\b(?:too|as\s+well|also)\s*[?.!]*\s*$/i,
    examples: ['and how many crm firms in lima too?', 'the zeta ones in quito as well'],
    not: ['too many firms in lima'],
  },
  thereAdded: {
    means: '"there" (maybe "too") said of records added to a count, never after a verb of being ("the quito ones there too")',
    pattern: /(?<!\b(?:are|is|were|was|be)\s+)\bthere(?:\s+too|\s+as\s+well)?\b/i,
    examples: ['add the quito ones there too, then the total'],
    not: ['how many are there in all'],
  },
  therePointing: {
    means: '"there" said last after no verb of being ("firms there", not "how many are there")',
    pattern: new RegExp(`${NOT_BEING}\\s+(?:${alt(LEADER_POINTERS.thereEndings)})${TAILS}\\s*([?.!]*)\\s*$`, 'i'),
    examples: [['the open deals there?', '?']],
    not: ['how many are there?'],
  },
  whoIsThere: {
    means: '"who is there (then)?": the people at a place or a firm, "there" said last after "who is" (the stop marks in the group)',
    pattern: /(?<=\bwho(?:\s+is|'s|\s+else\s+is|\s+works))\s+there(?:\s+(?:then|now|again))?\s*([?.!]*)\s*$/i,
    examples: [
      ['who is there then?', '?'],
      ["ok, who's there", ''],
    ],
    not: ['who is there in lima?', 'is there a zeta officer?'],
  },
  thereWithin: {
    means: '"there" said of a place before more of the sentence, after no verb of being ("the zeta ones there under 5")',
    pattern: new RegExp(`${NOT_BEING}\\s+(?:${alt(LEADER_POINTERS.thereEndings)})(?=\\s+(?:${alt(LEADER_POINTERS.thereBefore)})\\b)`, 'i'),
    examples: ['list the zeta ones there under 5', 'the quarries there with a zeta'],
    not: ['are there any quarries under 5', 'is there one under 5'],
  },
} satisfies Rules);
