import { alternation } from '../core/known.js';
import { SHOW_THEM } from '../lexicon/row-pointers.js';
import { INTENT_GROUP_RULES } from '../rules/intent-group.js';

/** "list them", "which are they?" (lexicon/row-pointers.ts SHOW_THEM): the whole message asks to see the previous rows. */
const SHOW = new RegExp(
  `^\\s*(?:(?:${alternation(SHOW_THEM.opens)})[\\s,]+)*` +
    `(?:(?:${alternation(SHOW_THEM.verbs)})\\s+(?:me\\s+)?(?:${alternation(SHOW_THEM.pointers)})` +
    `|${alternation(SHOW_THEM.asks)})(?:\\s+(?:all|please|pls|again))*\\s*[.!?]*\\s*$`,
  'i',
);

export function showsThem(text: string): boolean {
  return SHOW.test(text);
}

/** The message points at the previous answer: a pronoun, "which has", "there" or "it" said of it, "that" last, a bare count. */
export function pointsBack(text: string): boolean {
  const R = INTENT_GROUP_RULES;
  return (
    R.pronoun.pattern.test(text) ||
    R.whichHas.pattern.test(text) ||
    // "what deals are open there", "who works at it": the place is the previous answer's record
    // ("how many deals are there" only says they exist: no place)
    (R.thereLast.pattern.test(text) && !R.areThereLast.pattern.test(text)) ||
    R.it.pattern.test(text) ||
    // "which state is that in": the previous answer's record
    R.isThatLast.pattern.test(text) ||
    R.bareCount.pattern.test(text)
  );
}
