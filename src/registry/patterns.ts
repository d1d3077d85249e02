/**
 * Schema `pattern`s (and `patternProperties`) run on RE2's linear-time engine (re2js, pure
 * JavaScript), never on the backtracking RegExp engine: a match costs time proportional
 * to the input, so no argument can block the registry's only thread (ReDoS).
 *
 * - JSON Schema patterns are ECMA-262 regular expressions; the JavaScript escapes RE2 spells
 *   differently (`\uXXXX`, `\u{X}`, `\cX`) are translated;
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
  /** Why the registry does not check it (null: it does). */
  why: string | null;
}

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
    }
    out += c + next;
    i++;
  }
  return out;
}

function compile(pattern: string): Compiled {
  let hit = cache.get(pattern);
  if (hit) return hit;
  try {
    hit = { re: RE2JS.compile(toRe2Syntax(pattern)), why: null };
  } catch (err) {
    const why = BACKTRACKING_ONLY.test(pattern)
      ? 'backreferences and lookaround need a backtracking regex engine'
      : `its linear-time regex engine cannot run it (${(err as Error).message})`;
    hit = { re: null, why };
  }
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
    return this.compiled.re === null || this.compiled.re.test(s);
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
