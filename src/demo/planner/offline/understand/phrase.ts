import { isStopWord } from '../core/tokenize.js';
import { BEYOND } from '../lexicon/compose.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { VALUE_RULES } from '../rules/understand-values.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/** A capitalised phrase, minus leading command words ("Get", "Show") and tool vocabulary ("CRM"): its text and span. */
export function phrase(
  text: string,
  raw: string,
  start: number,
  vocabulary: Set<string>,
): { text: string; start: number; end: number } | null {
  const parts = raw.split(SHAPE_RULES.spaces.pattern);
  let s = start;
  const word = (w: string) => w.toLowerCase().replace(WORD_SHAPE_RULES.possessiveS.pattern, '');
  // ("Third-party …": a word whose hyphened parts are all the tools' words is theirs too)
  const known = (w: string) =>
    vocabulary.has(w) || (w.includes('-') && w.split(WORD_SHAPE_RULES.dashOrSpaceRun.pattern).every((x) => vocabulary.has(x)));
  while (parts.length > 0 && (isStopWord(word(parts[0]!)) || COMMAND.has(word(parts[0]!)) || known(word(parts[0]!)))) {
    s += parts[0]!.length + (text.slice(s + parts[0]!.length).match(WORD_SHAPE_RULES.spacesLead.pattern)?.[0].length ?? 0);
    parts.shift();
  }
  while (parts.length > 0 && (isStopWord(parts[parts.length - 1]!) || known(parts[parts.length - 1]!.toLowerCase()))) parts.pop();
  if (parts.length === 0) return null;
  const value = parts.join(' ');
  if (VALUE_RULES.loneI.pattern.test(value)) return null;
  return { text: value, start: s, end: s + value.length };
}

/** Words that open a request ("show", "please"): never the first word of a value. */
export const COMMAND = new Set([
  'get',
  'show',
  'list',
  'give',
  'find',
  'tell',
  'fetch',
  'display',
  'which',
  'what',
  'how',
  'who',
  'where',
  'create',
  'add',
  'make',
  'update',
  'change',
  'set',
  'delete',
  'remove',
  'count',
  'sum',
  'total',
  'top',
  'please',
  'hi',
  'hello',
  'hey',
  'could',
  'can',
  'would',
  'i',
  "i'd",
  'thanks',
  'thank',
  // a question that wants a yes or a no ("… ? Yes or no."): no value
  'yes',
  'no',
  'and',
  'now',
  'also',
  'ok',
  'okay',
  'register',
  'new',
  'open',
  'navigate',
  'go',
  'take',
  'search',
  'look',
  // a time said before the question ("Before I call Acme — …")
  'before',
  'after',
  'while',
  'once',
  // a figure asked for ("Median revenue of …", "Average deal size in …"), said first in capitals
  ...BEYOND.figures.flatMap((f) => f.words).filter((w) => !w.includes(' ')),
]);
