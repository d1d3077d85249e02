import { alternation } from '../core/known.js';
import { SHOW_THEM } from '../lexicon/row-pointers.js';

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
