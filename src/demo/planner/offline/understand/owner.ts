import type { Mention } from './extract.js';
import type { Row } from '../core/rows.js';
import { VALUE_RULES } from '../rules/understand-values.js';

/** "the cfo's": a value said as the owner of what is asked (a word or three, then the possessive). */
const POSSESSED = VALUE_RULES.possessed.pattern;

/** "the cfo's phone" after a list of people: a value the message owns that the previous rows hold. */
export function ownerAsked(message: string, mentions: Mention[], rows: Row[]): boolean {
  // ("the guy who's a zeta analyst": that value's holder, as "the zeta analyst's" is)
  const owner = VALUE_RULES.oneWho.pattern.exec(message) ?? POSSESSED.exec(message);
  if (!owner || rows.length === 0) return false;
  return mentions.some(
    (m) =>
      m.kind === 'text' &&
      m.source === 'known' &&
      m.start >= owner.index &&
      m.end <= owner.index + owner[0].length &&
      rows.some((r) => Object.values(r).includes(m.text)),
  );
}
