import type { ValidationIssue } from '../shared/errors.js';

/**
 * Bounds on the args of every tool call, checked where a call enters the registry (HTTP
 * `POST /functions/call`, `/mcp` tools/call) and again before any schema validation: deeper
 * or larger args would exhaust the stack (JSON serialisation) or the thread on their way
 * to a tool. Real schemas stay far below the depth limit: the deepest arguments the
 * OpenAPI documents we test with describe (recursive schemas aside) are 8 levels for
 * GitHub's API and 11 for ReadMe's examples, the args object included.
 */
export const ARGS_MAX_DEPTH = 32;
/** Largest args, counted as compact JSON in UTF-8 (the request body may be larger: 5 MB). */
export const ARGS_MAX_BYTES = 1024 * 1024;

interface Frame {
  value: unknown;
  depth: number;
  key: string | number | null;
  parent: Frame | null;
}

const pathOf = (frame: Frame): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let f: Frame | null = frame; f && f.key !== null; f = f.parent) path.unshift(f.key);
  return path;
};

// the characters JSON escapes: control characters are the point here
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** Bytes of a string as JSON. */
function stringBytes(s: string): number {
  return NEEDS_ESCAPE.test(s) ? Buffer.byteLength(JSON.stringify(s)) : Buffer.byteLength(s) + 2;
}

/** Strings from this length on are counted by their bounds until the total may be over the limit (see argsBoundsIssues). */
const LONG = 256;
/** The most bytes JSON adds to a string's UTF-8 per UTF-16 unit (a control character `\u001f`: 6 instead of 1). */
const MOST_ADDED = 5;

function scalarBytes(v: unknown): number {
  if (typeof v === 'string') return stringBytes(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v).length : 4;
  if (typeof v === 'boolean') return v ? 4 : 5;
  return v === null ? 4 : 0;
}

/**
 * The first way raw args break the bounds (ARGS_MAX_DEPTH levels, ARGS_MAX_BYTES bytes, a
 * `__proto__` key anywhere), as issues located under `loc`; [] when within bounds. Runs
 * without recursion and stops at the first problem, so any body the HTTP layer accepts
 * is cheap to check. Call it on args as they were parsed: schema libraries drop a
 * `__proto__` key while copying.
 */
export function argsBoundsIssues(args: unknown, loc: (string | number)[] = ['body', 'args']): ValidationIssue[] {
  const tooLarge = (): ValidationIssue[] => [
    {
      loc,
      msg:
        `is larger than ${ARGS_MAX_BYTES.toLocaleString('en-US')} bytes ` +
        `(${ARGS_MAX_BYTES / 1024 / 1024} MiB) as JSON, the limit for tool arguments`,
      type: 'value_error',
    },
  ];
  // A long string counts at first as its UTF-8 bytes and quotes (what JSON makes of it is at least that
  // and at most MOST_ADDED bytes more per unit): scanning it for what JSON escapes took as long as the
  // rest of a call with a 100 KB argument. Whenever the total may be over the limit, the strings counted
  // so are counted exactly, so every check below compares the exact total when it matters.
  let bytes = 0;
  let slack = 0;
  const bounded: string[] = [];
  const over = (extra = 0): boolean => {
    if (bytes + slack + extra <= ARGS_MAX_BYTES) return false;
    for (const b of bounded) bytes += stringBytes(b) - Buffer.byteLength(b) - 2;
    bounded.length = 0;
    slack = 0;
    return bytes + extra > ARGS_MAX_BYTES;
  };
  const stack: Frame[] = [{ value: args, depth: 1, key: null, parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const v = frame.value;
    if (typeof v === 'string' && v.length >= LONG) {
      bytes += Buffer.byteLength(v) + 2;
      slack += MOST_ADDED * v.length;
      bounded.push(v);
      if (over()) return tooLarge();
      continue;
    }
    if (v === null || typeof v !== 'object') {
      bytes += scalarBytes(v);
      if (over()) return tooLarge();
      continue;
    }
    if (frame.depth > ARGS_MAX_DEPTH) {
      // located at the argument that holds it: the full path would be as deep as the problem
      return [
        {
          loc: [...loc, ...pathOf(frame).slice(0, 1)],
          msg:
            `is nested more than ${ARGS_MAX_DEPTH} levels deep; the limit for tool arguments is ` +
            `${ARGS_MAX_DEPTH} levels of objects and arrays`,
          type: 'value_error',
        },
      ];
    }
    const depth = frame.depth + 1;
    if (Array.isArray(v)) {
      // brackets and commas now; every element is at least one more byte
      bytes += 1 + Math.max(1, v.length);
      if (over(v.length)) return tooLarge();
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], depth, key: i, parent: frame });
      continue;
    }
    const keys = Object.keys(v);
    bytes += 1 + Math.max(1, keys.length);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (key === '__proto__') {
        return [
          {
            loc: [...loc, ...pathOf(frame), key],
            msg: "'__proto__' is not allowed as an argument name (it would replace the object's prototype)",
            type: 'value_error',
          },
        ];
      }
      bytes += stringBytes(key) + 1;
      stack.push({ value: (v as Record<string, unknown>)[key], depth, key, parent: frame });
    }
    if (over()) return tooLarge();
  }
  return [];
}
