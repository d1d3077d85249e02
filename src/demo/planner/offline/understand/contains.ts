import { CONTAINS } from '../lexicon/contains.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/**
 * "accounts with 'tech' in the name", "whose names include the word pioneer": a word the
 * records' name must hold, read as `name containing "<word>"` (the rows' name holds those letters).
 */
const alt = (ws: string[]) => ws.map((w) => w.replace(SHAPE_RULES.spaceRuns.pattern, '\\s+')).join('|');
const WORD = `(?:the\\s+(?:word|words|phrase)\\s+)?["'“‘]?([\\w&][\\w &'-]{0,40}?)["'”’]?`;
const BEFORE = new RegExp(`\\b(?:${alt(CONTAINS.verbs)})\\s+${WORD}\\s+(?:${alt(CONTAINS.places)})\\b`, 'gi');
// (never after "same": "the same name as" or "with" another record is a name shared, not one holding the words)
const AFTER = new RegExp(
  `(?<!\\b(?:same|identical)\\s+)\\b(?:whose\\s+|with\\s+|where\\s+(?:the\\s+)?)?` +
    `(?:${alt(CONTAINS.names)})\\s+(?:${alt(CONTAINS.verbs)})\\s+${WORD}` +
    '(?=\\s*(?:[,.?!;]|$|\\s+(?:and|or|in|at|from|with|that|who|which)\\b))',
  'gi',
);

const SURNAME = new RegExp(
  `\\b(?:the\\s+|a\\s+)?(?:${alt(CONTAINS.surnames)})\\s+(?:(?:${alt(CONTAINS.surnameLinks)})\\s+)?["'“‘]?([\\w'-]+)["'”’]?`,
  'gi',
);

export function namesContaining(text: string): string {
  const as = (_m: string, word: string) => `name containing "${word.trim()}"`;
  return text
    .replace(SURNAME, (_m, word: string) => `name ending "${word}"`)
    .replace(BEFORE, as)
    .replace(AFTER, as);
}
