import { countriesNamed } from '../core/countries.js';
import { OUR_STATE } from '../lexicon/mine.js';
import { PLAIN_RULES } from '../rules/plain.js';
import { numbersInWords } from './amounts.js';
import { correctSpelling, type Lexicon } from './spell.js';

/**
 * The previous question as a follow-up changes it: spelled right, its numbers said in words written
 * as digits ("over five million"), "our ohio accounts" read as the caller's own (lexicon/mine.ts
 * OUR_STATE) and "US states" as states in the United States, as the question itself was read.
 */
export function askedAgain(text: string, lexicon: Lexicon, known: (country: string) => boolean): string {
  const said = numbersInWords(correctSpelling(text, lexicon).text).replace(PLAIN_RULES.ourState.pattern, `${OUR_STATE.as} `);
  return countriesNamed(said, known).text;
}
