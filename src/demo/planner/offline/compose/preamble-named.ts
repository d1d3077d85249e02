import { NAMED_BEFORE, POINTED_PHRASE } from '../lexicon/preamble.js';
import { isStopWord, words } from '../core/tokenize.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { escapeRegExp } from '../core/known.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { THERE_INSIDE } from '../lexicon/bridge.js';
import { sentencesOf } from './sentences.js';

/** ("is there any …": a "there" after a verb of being points at nothing) */
const NOT_AFTER = `(?<!\\b(?:${THERE_INSIDE.being.join('|')})\\s+)`;
const POINTERS = [...NAMED_BEFORE.pointers]
  .sort((a, b) => b.words.length - a.words.length)
  // (the lookbehind only before "there": "what are their deals" points at the record)
  .map((p) => ({
    ...p,
    re: new RegExp(`${p.words.includes('there') ? NOT_AFTER : ''}\\b${p.words.split(' ').map(escapeRegExp).join('\\s+')}\\b`, 'gi'),
  }));

/**
 * "Quarry tour at the Lima Mill on friday. Which zeta deals are open there, and how old is the
 * firm?": the question with every pointer at the one record the sentences
 * before it name read as that record's name (lexicon/preamble.ts NAMED_BEFORE); undefined when it
 * points at nothing.
 */
export function namedBefore(question: string, name: string, subjectOnly = false): string | undefined {
  let out = question;
  let found = false;
  // (subjectOnly: only a pointer that is the record itself, "where are they based?", never "their names", which may be its people's)
  for (const p of POINTERS.filter((x) => !subjectOnly || NAMED_BEFORE.subjects.includes(x.words)))
    out = out.replace(p.re, () => {
      found = true;
      return p.as.replace('{n}', name);
    });
  return found ? out.replace(SHAPE_RULES.spaceRuns.pattern, ' ') : undefined;
}

/**
 * "… pinged me about the zeta officer's phone at Lima Mill. Could you dig it up?": the
 * last phrase said before the question (lexicon/preamble.ts POINTED_PHRASE), asked, when the
 * question's last clause only points at it and asks to find or tell; undefined otherwise.
 */
export function pointedPhrase(message: string): string | undefined {
  const sentences = sentencesOf(message);
  if (sentences.length < 2) return undefined;
  const last = sentences.at(-1)!;
  const clause = last.slice(Math.max(last.lastIndexOf(','), last.lastIndexOf(';')) + 1);
  const ws = words(clause);
  const points = POINTED_PHRASE.pointers.some((p) => ` ${ws.join(' ')} `.includes(` ${p} `));
  const pointer = new Set(POINTED_PHRASE.pointers.flatMap((p) => p.split(' ')));
  if (!points || !ws.every((w) => pointer.has(w) || POINTED_PHRASE.asks.includes(w) || isStopWord(w))) return undefined;
  const before = sentences.slice(0, -1).join(' ');
  const at = Math.max(...POINTED_PHRASE.opens.map((o) => before.toLowerCase().lastIndexOf(` ${o} `)));
  if (at < 0) return undefined;
  const phrase = before.slice(at + 1).replace(COMPOSE_TEXT_RULES.markEnds.pattern, '');
  return words(phrase).length > 1 ? POINTED_PHRASE.as.replace('{p}', phrase) : undefined;
}
