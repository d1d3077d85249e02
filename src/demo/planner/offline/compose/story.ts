import { words } from '../core/tokenize.js';
import { STORY } from '../lexicon/preamble.js';
import { preambleOf } from './preamble.js';

/** A run of capitalised words (a name), then the rest of the sentence. */
const NAMED_FIRST = /^\s*((?:[A-Z][\w&.'’-]*)(?:\s+(?:of|and|&)?\s*[A-Z][\w&.'’-]*)*)\s+(\S+)/;
const CAPITALISED = /(?<=\s)[A-Z][a-z]/;

/**
 * "Grace Hill is one of my contacts. Which state is her company in?": the question with its
 * pointer read as the name said before it ("Which state is Grace Hill's company in?"), or
 * undefined when the message is not told that way (lexicon/preamble.ts STORY).
 */
export function storyQuestion(message: string): string | undefined {
  const p = preambleOf(message);
  if (!p) return undefined;
  const named = NAMED_FIRST.exec(message.slice(0, p.rest));
  if (!named || !STORY.verbs.includes(named[2]!.toLowerCase())) return undefined;
  const question = message.slice(p.rest).trim();
  // (a question that names something else in capitals past its first word is about that)
  if (CAPITALISED.test(question)) return undefined;
  const ws = words(question);
  const pointers = ws.filter((w) => STORY.pointers.includes(w));
  if (pointers.length !== 1) return undefined;
  const at = new RegExp(`\\b${pointers[0]}\\b`, 'i').exec(question)!;
  return `${question.slice(0, at.index)}${named[1]}'s${question.slice(at.index + at[0].length)}`;
}
