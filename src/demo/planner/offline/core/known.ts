import { isStopWord } from './tokenize.js';

/**
 * Patterns that find a known value (an enum value, an example a description quotes) in a
 * message as people write it: any letter case, a plural ending, small words left out
 * ("vice president sales"), and its leading words as initials ("CEO" for Chief Executive
 * Officer, "VP of Sales" for Vice President of Sales).
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function tokenPattern(tokens: string[]): string {
  return tokens
    .map((t, i) => {
      if (t === '&') return '(?:\\s*&|\\s+and)';
      if (isStopWord(t)) return `(?:\\s+${escape(t)})?`;
      // "closed-lost" is also written "closed lost"
      return `${i === 0 ? '' : '\\s+'}${escape(t).replace(/[-_]/g, '[\\s_-]?')}`;
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

const cache = new Map<string, RegExp[]>();

/** Regular expressions (global) matching `value` in a message, most literal first. */
export function knownValuePatterns(value: string): RegExp[] {
  const hit = cache.get(value);
  if (hit) return hit;
  const tokens = value.trim().split(/\s+/);
  const out = [new RegExp(`(?<![\\w])${tokenPattern(tokens)}(?:s|es)?(?![\\w])`, 'gi')];
  const a = acronym(tokens);
  if (a) {
    const first = a.rest[0];
    const rest = first === undefined ? '' : `${isStopWord(first) || first === '&' ? '' : '\\s+'}${tokenPattern(a.rest)}`;
    // bare two-letter initials only in capitals ("VP"); longer ones, or followed by the rest of the value, in any case
    out.push(new RegExp(`(?<![\\w])${a.letters}s?${rest}(?![\\w])`, a.letters.length > 2 || rest ? 'gi' : 'g'));
  }
  // "marketing directors" for Director of Marketing: a value of two words joined by a small word, the other way round
  const content = tokens.filter((t) => !isStopWord(t.toLowerCase()));
  if (tokens.length === 3 && content.length === 2 && /^[A-Za-z]+$/.test(content.join(''))) {
    const [a, b] = content as [string, string];
    out.push(new RegExp(`(?<![\\w])${escape(b)}\\s+${escape(a)}(?:s|es)?(?![\\w])`, 'gi'));
  }
  cache.set(value, out);
  return out;
}
