import type { Mention } from './extract.js';
import type { Row } from '../core/rows.js';

/** "the cfo's": a value said as the owner of what is asked (a word or three, then the possessive). */
const POSSESSED = /\bthe\s+((?:[a-z]+\s+){0,2}[a-z]+)['’]s\b/i;

/** "the cfo's phone" after a list of people: a value the message owns that the previous rows hold. */
export function ownerAsked(message: string, mentions: Mention[], rows: Row[]): boolean {
  const owner = POSSESSED.exec(message);
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
