import { isStopWord } from './tokenize.js';
import { DISCIPLINES, TITLE_TAIL_UNSAID } from '../lexicon/titles.js';
import { PLACES_SAID } from '../lexicon/places-said.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/**
 * Patterns that find a known value (an enum value, an example a description quotes) in a
 * message as people write it: any letter case, a plural ending, small words left out
 * ("vice president sales"), and its leading words as initials ("CEO" for Chief Executive
 * Officer, "VP of Sales" for Vice President of Sales).
 */
/** `s` as a regular expression that matches it literally. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase as a pattern: its words escaped, any run of spaces or hyphens between them. */
export const phrasePattern = (p: string) =>
  p
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join('[\\s-]+');

/** Phrases as one alternation (no group), longest first. */
/** An e-mail address as people write one. */
export const EMAIL = SHAPE_RULES.email.pattern;

/** Phrases as one alternation (no group), longest first, each word escaped and any run of spaces between them; empty phrases left out. */
export const spacedAlternation = (ps: string[]) =>
  [...ps]
    .filter((p) => p !== '')
    .sort((a, b) => b.length - a.length)
    .map((p) => p.split(SHAPE_RULES.spaces.pattern).map(escapeRegExp).join('\\s+'))
    .join('|');

export const alternation = (ps: string[]) =>
  [...ps]
    .sort((x, y) => y.length - x.length)
    .map(phrasePattern)
    .join('|');

function tokenPattern(tokens: string[]): string {
  return tokens
    .map((t, i) => {
      if (t === '&') return '(?:\\s*&|\\s+and)';
      if (isStopWord(t)) return `(?:\\s+${escapeRegExp(t)})?`;
      // "closed-lost" is also written "closed lost"
      const word = escapeRegExp(t).replace(/[-_]/g, '[\\s_-]?');
      // a plural value is also written in the singular ("Pharmaceuticals": a pharmaceutical company)
      const last = i === tokens.length - 1 && /^[a-z]{4,}[^su]s$/i.test(t) ? `${word.slice(0, -1)}s?` : word;
      return `${i === 0 ? '' : '\\s+'}${last}`;
    })
    .join('');
}

/** Initials of the leading run of content words (at least two) and the tokens after it. */
function acronym(tokens: string[]): { letters: string; rest: string[] } | undefined {
  let n = 0;
  while (n < tokens.length && /^[a-z]/i.test(tokens[n]!) && !isStopWord(tokens[n]!)) n++;
  if (n < 2) return undefined;
  return {
    letters: tokens
      .slice(0, n)
      .map((t) => t[0]!.toUpperCase())
      .join(''),
    rest: tokens.slice(n),
  };
}

const acronyms = new Map<string, RegExp | undefined>();

/** The initials of a value's leading words in lower case ("cio" of Chief Information Officer), if it has them. */
export function initialsOf(tokens: string[]): string | undefined {
  return acronym(tokens)?.letters.toLowerCase();
}

/**
 * The value's leading words as initials ("CEO", "CIOs", "VP of Sales"): bare two-letter
 * initials only in capitals ("VP"); longer ones, or followed by the rest of the value, in any
 * case. `minLetters` leaves out initials shorter than that.
 */
export function acronymPattern(tokens: string[], minLetters = 2): RegExp | undefined {
  const key = `${minLetters} ${tokens.join(' ')}`;
  if (acronyms.has(key)) return acronyms.get(key);
  const a = acronym(tokens);
  const first = a?.rest[0];
  const rest = !a || first === undefined ? '' : `${isStopWord(first) || first === '&' ? '' : '\\s+'}${tokenPattern(a.rest)}`;
  const re =
    a && a.letters.length >= minLetters
      ? new RegExp(`(?<![\\w])${a.letters}s?${rest}(?![\\w])`, a.letters.length > 2 || rest ? 'gi' : 'g')
      : undefined;
  acronyms.set(key, re);
  return re;
}

const cache = new Map<string, RegExp[]>();

/** Regular expressions (global) matching `value` in a message, most literal first. */
export function knownValuePatterns(value: string): RegExp[] {
  const hit = cache.get(value);
  if (hit) return hit;
  const tokens = value.trim().split(/\s+/);
  // ("North American" of North America: a place of several words said as its adjective)
  const ending = tokens.length > 1 && /a$/i.test(value) ? '(?:s|es|n|ns)?' : '(?:s|es)?';
  const out = [new RegExp(`(?<![\\w])${tokenPattern(tokens)}${ending}(?![\\w])`, 'gi')];
  const a = acronymPattern(tokens);
  if (a) out.push(a);
  // "marketing directors" for Director of Marketing: a value of two words joined by a small word, the other way round
  const content = tokens.filter((t) => !isStopWord(t.toLowerCase()));
  if (tokens.length === 3 && content.length === 2 && /^[A-Za-z]+$/.test(content.join(''))) {
    const [a, b] = content as [string, string];
    out.push(new RegExp(`(?<![\\w])${escapeRegExp(b)}\\s+${escapeRegExp(a)}(?:s|es)?(?![\\w])`, 'gi'));
  }
  // "data science" for Data Scientist: a role's last word said as its field of work (lexicon/titles.ts)
  const field = tokens.length > 1 ? DISCIPLINES.of[tokens.at(-1)!.toLowerCase()] : undefined;
  if (field) out.push(new RegExp(`(?<![\\w])${tokenPattern(tokens.slice(0, -1))}\\s+(?:${field.join('|')})(?![\\w])`, 'gi'));
  // "the chief executive" for Chief Executive Officer: a title said without its last word (lexicon/titles.ts)
  const tail = tokens.at(-1)!.toLowerCase();
  if (tokens.length > 2 && TITLE_TAIL_UNSAID.words.includes(tail))
    out.push(new RegExp(`(?<![\\w])${tokenPattern(tokens.slice(0, -1))}(?![\\w])(?!\\s+${escapeRegExp(tail)})`, 'gi'));
  // "asia" for Asia Pacific: a place said by a shorter name (lexicon/places-said.ts)
  const also = PLACES_SAID.of[value.toLowerCase()];
  if (also) out.push(new RegExp(`(?<![\\w])(?<!\\b(?:${PLACES_SAID.notAfter.join('|')})[\\s-]+)(?:${alternation(also)})(?![\\w])`, 'gi'));
  cache.set(value, out);
  return out;
}
