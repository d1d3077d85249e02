import type { CmpOp, Cond } from './language.js';
import type { Row } from './rows.js';

/**
 * What a condition of the query language means, in one place: every filter either planner
 * runs is evaluated here. Text compares in any letter case; a number and a numeric text
 * compare as numbers; dates (ISO text) compare as text. A row without the field fails every
 * test but `empty`, `ne`, `not_in` and `not_contains`.
 */
export type ResolvedCond = Exclude<Cond, { op: CmpOp }> | { field: string; op: CmpOp; value: string | number | boolean | null };

export function numberOf(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

const lower = (v: unknown): string =>
  typeof v === 'string' ? v.toLowerCase() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
const missing = (v: unknown) => v === undefined || v === null || v === '';

/** -1, 0, 1, or undefined when the two cannot be ordered. */
function order(a: unknown, b: unknown): number | undefined {
  const x = numberOf(a);
  const y = numberOf(b);
  if (x !== undefined && y !== undefined && (typeof a === 'number' || typeof b === 'number')) return x === y ? 0 : x < y ? -1 : 1;
  if (typeof a === 'string' && typeof b === 'string') {
    const p = a.toLowerCase();
    const q = b.toLowerCase();
    return p === q ? 0 : p < q ? -1 : 1;
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  return undefined;
}

function equal(a: unknown, b: unknown): boolean {
  if (missing(a) || missing(b)) return missing(a) && missing(b);
  return order(a, b) === 0;
}

/** Two ways of writing one value: any letter case, and words given as their initials ("VP of Sales", "Vice President of Sales"). */
export function sameValue(a: string, b: string): boolean {
  const x = a
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const y = b
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const walk = (i: number, j: number): boolean => {
    if (i === x.length || j === y.length) return i === x.length && j === y.length;
    if (x[i] === y[j] && walk(i + 1, j + 1)) return true;
    // one word of either side is the initials of the next words of the other
    for (const [p, q, short, long] of [
      [i, j, x, y],
      [j, i, y, x],
    ] as const) {
      const w = short[p]!;
      if (w.length < 2 || w.length > 4) continue;
      const run = long.slice(q, q + w.length);
      if (
        run.length === w.length &&
        run.map((r) => r[0]).join('') === w &&
        (short === x ? walk(i + 1, j + w.length) : walk(i + w.length, j + 1))
      )
        return true;
    }
    return false;
  };
  return a.toLowerCase() === b.toLowerCase() || walk(0, 0);
}

/** A word of the text begins with `part` ("Liam" is no part of "Williams"). */
function hasWord(text: string, part: string): boolean {
  const t = text.toLowerCase();
  const p = part.toLowerCase();
  for (let i = t.indexOf(p); i >= 0; i = t.indexOf(p, i + 1)) if (i === 0 || !/[a-z0-9]/.test(t[i - 1]!)) return true;
  return false;
}

/** Whether a value passes a condition on its field (`field` itself is read by `matches`). */
export function test(cond: Exclude<ResolvedCond, { all: Cond[] } | { any: Cond[] } | { not: Cond }>, v: unknown): boolean {
  switch (cond.op) {
    case 'eq':
      return equal(v, cond.value);
    case 'ne':
      return !equal(v, cond.value);
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      if (missing(v) || cond.value === null) return false;
      const o = order(v, cond.value);
      if (o === undefined) return false;
      return cond.op === 'gt' ? o > 0 : cond.op === 'gte' ? o >= 0 : cond.op === 'lt' ? o < 0 : o <= 0;
    }
    case 'in':
      return cond.values.some((x) => equal(v, x));
    case 'not_in':
      return !cond.values.some((x) => equal(v, x));
    case 'contains':
      return !missing(v) && lower(v).includes(cond.text.toLowerCase());
    case 'not_contains':
      return missing(v) || !lower(v).includes(cond.text.toLowerCase());
    case 'starts_with':
      return !missing(v) && lower(v).startsWith(cond.text.toLowerCase());
    case 'has_word':
      return !missing(v) && hasWord(lower(v), cond.text);
    case 'ends_with_word': {
      // the last word ("Walker" of "Priya Walker"), not the end of a longer one ("Ashwalker")
      const t = cond.text.toLowerCase();
      const s = missing(v) ? '' : lower(v).trimEnd();
      return s.endsWith(t) && (s.length === t.length || !/[\p{L}\p{N}]/u.test(s.charAt(s.length - t.length - 1)));
    }
    case 'between': {
      if (missing(v)) return false;
      const lo = order(v, cond.from);
      const hi = order(v, cond.to);
      return lo !== undefined && hi !== undefined && lo >= 0 && (cond.to_exclusive ? hi < 0 : hi <= 0);
    }
    case 'empty':
      return missing(v);
    case 'not_empty':
      return !missing(v);
    case 'same':
      return typeof v === 'string' && sameValue(v, cond.value);
    case 'month':
      return typeof v === 'string' && /^\d{4}-\d{2}/.test(v) && Number(v.slice(5, 7)) === cond.value;
  }
}

/** Whether a row passes a condition whose computed values are resolved. */
export function matches(cond: ResolvedCond | Cond, row: Row): boolean {
  if ('all' in cond) return cond.all.every((c) => matches(c, row));
  if ('any' in cond) return cond.any.some((c) => matches(c, row));
  if ('not' in cond) return !matches(cond.not, row);
  if (
    (cond.op === 'eq' || cond.op === 'ne' || cond.op === 'gt' || cond.op === 'gte' || cond.op === 'lt' || cond.op === 'lte') &&
    isComputed(cond.value)
  )
    throw new Error('a computed value must be resolved before rows are tested');
  return test(cond as Parameters<typeof test>[0], row[cond.field]);
}

export const isComputed = (v: unknown): boolean => v !== null && typeof v === 'object';
