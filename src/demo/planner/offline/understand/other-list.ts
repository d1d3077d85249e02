import { SUBJECT_FLIPS } from '../lexicon/negation.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { canonical, RECORD_KINDS, words } from '../core/tokenize.js';

/** The words that name the list other than the caller's own ("third party", "3rd-party"): lexicon/negation.ts. */
const OTHER_LIST = SUBJECT_FLIPS.find((f) => f.means === 'my own')!.said;

/** Lower case, every run of other characters one space, a space at each end: words found whole by `includes`. */
const spaced = (text: string) => ` ${text.toLowerCase().replace(WORD_SHAPE_RULES.nonWordRun.pattern, ' ')} `;

/**
 * Whether a message names the other list ("my third-party accounts"): its possessive then says
 * nothing of which list is read, the other list's name does.
 */
export function namesOtherList(message: string): boolean {
  const text = spaced(message);
  return OTHER_LIST.some((w) => text.includes(spaced(w)));
}

/**
 * Whether the other list's name says which records are asked for: it stands right before a kind
 * of record ("3rd party firms do I hold"). "Do I have" is then no sign of the caller's own list;
 * it is when the other list is only the other side of a weighing ("… than their list").
 */
export function otherListAsked(message: string): boolean {
  const ws = spaced(message);
  return OTHER_LIST.some((w) => {
    const said = spaced(w);
    const at = ws.indexOf(said);
    const next = at < 0 ? undefined : words(ws.slice(at + said.length))[0];
    return next !== undefined && (next === 'ones' || next === 'one' || RECORD_KINDS.has(canonical(next)));
  });
}
