import { SUBJECT_FLIPS } from '../lexicon/negation.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';

/** The words that name the list other than the caller's own ("third party", "3rd-party"): lexicon/negation.ts. */
const OTHER_LIST = SUBJECT_FLIPS.find((f) => f.means === 'my own')!.said;

/**
 * Whether a message names the other list ("my third-party accounts"): its possessive then says
 * nothing of which list is read, the other list's name does.
 */
export function namesOtherList(message: string): boolean {
  const text = ` ${message.toLowerCase().replace(WORD_SHAPE_RULES.nonWordRun.pattern, ' ')} `;
  return OTHER_LIST.some((w) => text.includes(` ${w.replace(WORD_SHAPE_RULES.nonWordRun.pattern, ' ')} `));
}
