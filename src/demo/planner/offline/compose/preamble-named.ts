import { NAMED_BEFORE } from '../lexicon/preamble.js';
import { escapeRegExp } from '../core/known.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { THERE_INSIDE } from '../lexicon/bridge.js';

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
export function namedBefore(question: string, name: string): string | undefined {
  let out = question;
  let found = false;
  for (const p of POINTERS)
    out = out.replace(p.re, () => {
      found = true;
      return p.as.replace('{n}', name);
    });
  return found ? out.replace(SHAPE_RULES.spaceRuns.pattern, ' ') : undefined;
}
