/**
 * Schema `pattern`s (and `patternProperties`) run on RE2's linear-time engine (re2js, pure
 * JavaScript), never on the backtracking RegExp engine: a match costs time proportional
 * to the input, so no argument can block the registry's only thread (ReDoS).
 *
 * - JSON Schema patterns are ECMA-262 regular expressions; the JavaScript escapes RE2 spells
 *   differently (`\uXXXX`, `\u{X}`, `\cX`) are translated;
 * - what real descriptions write that is not valid with the Unicode flag is read as it is
 *   meant: an escaped letter without a meaning is that letter (as without the flag), Java's
 *   POSIX classes (`\p{Alpha}`, `\p{Print}`, `\p{IsLetter}`) are RE2's;
 * - one character class repeated as the whole pattern (`^[a-z0-9]{1,4096}$`) is checked as
 *   the class plus a length check (exact, and fast: RE2 would need a state per count, and
 *   refuses counts above 1000); elsewhere a count above 1000 has its upper bound left
 *   unenforced (and the tool's record says so);
 * - a pattern RE2 cannot run (backreferences, lookahead, lookbehind) or cannot parse is
 *   not enforced by the registry: the check passes (the tool's own service still
 *   validates), and the tool's record says so in its constraints (`patternNotChecked`).
 */
import type { CodeOptions } from 'ajv';
import { RE2JS } from 're2js';

type RegExpEngine = NonNullable<CodeOptions['regExp']>;
type RegExpLike = ReturnType<RegExpEngine>;

interface Compiled {
  re: RE2JS | null;
  /** Why the registry does not (fully) check it (null: it does). */
  why: string | null;
  /** Length bounds in code points checked beside `re` (a repetition above RE2's limit). */
  lengths?: [number, number];
}

/** Java's POSIX character classes (ASCII) as RE2's. */
const POSIX: Record<string, string> = {
  Lower: 'lower',
  Upper: 'upper',
  ASCII: 'ascii',
  Alpha: 'alpha',
  Digit: 'digit',
  Alnum: 'alnum',
  Punct: 'punct',
  Graph: 'graph',
  Print: 'print',
  Blank: 'blank',
  Cntrl: 'cntrl',
  XDigit: 'xdigit',
  Space: 'space',
};
/** Letters RE2 gives a meaning after a backslash. */
const RE2_ESCAPES = new Set([...'afnrtvdDsSwWbBAzxpPQEC']);
const MAX_REPEAT = 1000;
const ATOM = String.raw`(?:\.|\[(?:\\.|[^\]\\])*\]|\\[pP]\{[A-Za-z_]+\}|\\[A-Za-z])`;
/** `^ATOM{m,n}$`: one character class repeated, the whole pattern. */
const WHOLE_REPEAT = new RegExp(String.raw`^\^(${ATOM})\{(\d+)(?:(,)(\d*))?\}\$$`);

const CACHE_LIMIT = 5000;
const cache = new Map<string, Compiled>();

const BACKTRACKING_ONLY = /\\[1-9]|\\k<|\(\?<?[=!]/;

/** The pattern in RE2 syntax: JavaScript's \uXXXX (surrogate pairs joined), \u{X} and \cX become \x{X}. */
function toRe2Syntax(p: string): string {
  let out = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    const next = p[i + 1];
    if (c !== '\\' || next === undefined) {
      out += c;
      continue;
    }
    if (next === 'u') {
      const braced = /^\{([0-9a-fA-F]{1,6})\}/.exec(p.slice(i + 2, i + 10));
      if (braced) {
        out += `\\x{${braced[1]}}`;
        i += 1 + braced[0].length;
        continue;
      }
      const hex = /^[0-9a-fA-F]{4}/.exec(p.slice(i + 2, i + 6));
      if (hex) {
        let cp = parseInt(hex[0], 16);
        i += 5;
        const low = cp >= 0xd800 && cp <= 0xdbff ? /^\\u(d[c-f][0-9a-f]{2})/i.exec(p.slice(i + 1, i + 7)) : null;
        if (low) {
          cp = 0x10000 + ((cp - 0xd800) << 10) + (parseInt(low[1]!, 16) - 0xdc00);
          i += 6;
        }
        out += `\\x{${cp.toString(16)}}`;
        continue;
      }
    } else if (next === 'c' && /^[A-Za-z]$/.test(p[i + 2] ?? '')) {
      out += `\\x{${(p.charCodeAt(i + 2) % 32).toString(16)}}`;
      i += 2;
      continue;
    } else if ((next === 'p' || next === 'P') && p[i + 2] === '{') {
      const name = /^\{(?:Is)?([A-Za-z_]+)\}/.exec(p.slice(i + 2));
      const posix = name ? POSIX[name[1]!] : undefined;
      if (name && (posix || name[0].startsWith('{Is'))) {
        const negated = next === 'P';
        const inClass = insideClass(p, i);
        if (posix) out += inClass ? `[:${negated ? '^' : ''}${posix}:]` : `[${negated ? '^' : ''}[:${posix}:]]`;
        else out += `\\${next}{${name[1]}}`;
        i += 1 + name[0].length;
        continue;
      }
    } else if (/[A-Za-z]/.test(next) && !RE2_ESCAPES.has(next) && next !== 'u' && next !== 'c' && next !== 'k') {
      // without the Unicode flag, an escaped letter with no meaning is the letter itself
      out += next;
      i++;
      continue;
    }
    out += c + next;
    i++;
  }
  return out;
}

/** Whether position `at` of a pattern is inside a bracketed class. */
function insideClass(p: string, at: number): boolean {
  let inside = false;
  for (let i = 0; i < at; i++) {
    if (p[i] === '\\') i++;
    else if (p[i] === '[') inside = true;
    else if (p[i] === ']') inside = false;
  }
  return inside;
}

/** Repetitions above RE2's limit with their upper bound left out (`{0,4096}` -> `{0,}`). */
const withoutLargeBounds = (re2: string) =>
  re2.replace(/\{(\d+)(,?)(\d*)\}/g, (m, lo: string, comma: string, hi: string) => {
    const min = Number(lo);
    const max = comma ? (hi === '' ? Infinity : Number(hi)) : min;
    if (max <= MAX_REPEAT) return m;
    return `{${Math.min(min, MAX_REPEAT)},}`;
  });

function compileNew(pattern: string): Compiled {
  // one character class repeated, the whole pattern: the class, and the length counted (the
  // same test, and RE2 compiles and runs a counted repetition slowly: ~1,000 states for {1,1000})
  const whole = WHOLE_REPEAT.exec(pattern);
  if (whole) {
    try {
      const min = Number(whole[2]);
      const max = whole[3] ? (whole[4] === '' ? Infinity : Number(whole[4])) : min;
      return { re: RE2JS.compile(`^${toRe2Syntax(whole[1]!)}*$`), why: null, lengths: [min, max] };
    } catch {
      // the class itself is the problem: reported below
    }
  }
  const re2 = toRe2Syntax(pattern);
  try {
    return { re: RE2JS.compile(re2), why: null };
  } catch (err) {
    if (BACKTRACKING_ONLY.test(pattern)) return { re: null, why: 'backreferences and lookaround need a backtracking regex engine' };
    try {
      const relaxed = withoutLargeBounds(re2);
      if (relaxed !== re2)
        return {
          re: RE2JS.compile(relaxed),
          why: `repetition counts above ${MAX_REPEAT} are not enforced by its linear-time regex engine`,
        };
    } catch {
      // not that either
    }
    return { re: null, why: `its linear-time regex engine cannot run it (${(err as Error).message})` };
  }
}

function compile(pattern: string): Compiled {
  let hit = cache.get(pattern);
  if (hit) return hit;
  hit = compileNew(pattern);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(pattern, hit);
  return hit;
}

/** Why the registry does not check this pattern, or undefined when it does. */
export function patternNotChecked(pattern: string): string | undefined {
  return compile(pattern).why ?? undefined;
}

class LinearPattern implements RegExpLike {
  constructor(
    private readonly source: string,
    private readonly compiled: Compiled,
  ) {}

  test(s: string): boolean {
    const { re, lengths } = this.compiled;
    if (re === null) return true;
    if (lengths) {
      let n = 0;
      for (const _ of s) n++;
      if (n < lengths[0] || n > lengths[1]) return false;
    }
    return re.test(s);
  }

  /** Ajv shares compiled patterns by this key. */
  toString(): string {
    return `/${this.source}/`;
  }
}

/** Ajv's `code.regExp` option: patterns compiled for RE2 (the `u` flag is RE2's default behaviour). */
export const linearRegExp: RegExpEngine = Object.assign((pattern: string) => new LinearPattern(pattern, compile(pattern)), {
  code: 'linearRegExp',
});
