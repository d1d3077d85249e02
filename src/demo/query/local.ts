import { matches, numberOf, type ResolvedCond } from './cond.js';
import { QueryError } from './errors.js';
import type { Agg, Compute, Cond, Expr, Step, Value } from './language.js';
import type { Row } from './rows.js';

/**
 * The steps of the query language that need no source (where with a bound computed over the
 * rows themselves, derive, group, sort, limit, select, distinct, rank), run synchronously
 * over rows in memory: the executor runs them for every request, and the offline planner
 * shapes its rows with them, so each figure an answer states is computed here.
 */
export const key = (v: unknown): string => (typeof v === 'string' ? v.toLowerCase() : JSON.stringify(v ?? null));

export function lend(right: Row, left: Row, fields: string[] | undefined, prefix: string | undefined): Row {
  const names = fields ?? Object.keys(right);
  return Object.fromEntries(names.filter((f) => prefix !== undefined || !(f in left)).map((f) => [`${prefix ?? ''}${f}`, right[f]]));
}

export const aggName = (a: Agg): string => a.as ?? (a.op === 'count' && !a.field ? 'count' : `${a.op}_${a.field ?? 'rows'}`);

function median(nums: number[]): number {
  if (nums.length === 0) return 0;
  const sorted = [...nums].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One aggregate over rows; sums and averages over the rows whose field holds a number. */
export function aggregate(a: Agg, rows: Row[]): number | unknown[] {
  if (a.op === 'count') return a.field ? rows.filter((r) => r[a.field!] !== undefined && r[a.field!] !== null).length : rows.length;
  if (!a.field) throw new QueryError(`${a.op} needs a field`);
  const f = a.field;
  if (a.op === 'count_distinct' || a.op === 'values') {
    const seen = new Map<string, unknown>();
    for (const r of rows) if (r[f] !== undefined && r[f] !== null && r[f] !== '') seen.set(key(r[f]), r[f]);
    return a.op === 'count_distinct' ? seen.size : [...seen.values()].sort((x, y) => String(x).localeCompare(String(y)));
  }
  const nums = rows.map((r) => numberOf(r[f])).filter((n): n is number => n !== undefined);
  const sum = nums.reduce((s, n) => s + n, 0);
  if (a.op === 'sum') return sum;
  if (a.op === 'avg') return nums.length ? sum / nums.length : 0;
  if (a.op === 'median') return median(nums);
  if (a.op === 'min') return nums.length ? Math.min(...nums) : 0;
  return nums.length ? Math.max(...nums) : 0;
}

export function compute(c: Compute, a: number, b: number): number {
  if (c.compute === 'difference') return a - b;
  if (c.compute === 'sum') return a + b;
  if (c.compute === 'product') return a * b;
  if (b === 0) throw new QueryError(`the ${c.compute} divides by zero (its right side is 0)`);
  return c.compute === 'share' ? (a / b) * 100 : a / b;
}

const QUARTER = (m: number) => Math.ceil(m / 3);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function evaluate(e: Expr, r: Row): unknown {
  if (typeof e === 'number') return e;
  if (typeof e === 'string') return r[e];
  if ('literal' in e) return e.literal;
  if ('period' in e) {
    const v = r[e.of];
    if (typeof v !== 'string' || !/^\d{4}-\d{2}/.test(v)) return null;
    const m = Number(v.slice(5, 7));
    return e.period === 'year'
      ? v.slice(0, 4)
      : e.period === 'half'
        ? `H${m <= 6 ? 1 : 2} ${v.slice(0, 4)}`
        : e.period === 'quarter'
          ? `Q${QUARTER(m)} ${v.slice(0, 4)}`
          : `${MONTHS[m - 1]} ${v.slice(0, 4)}`;
  }
  if ('part' in e) {
    const v = r[e.of];
    if (typeof v !== 'string') return null;
    const at = e.part === 'after' ? v.lastIndexOf(e.sep) : v.indexOf(e.sep);
    if (at < 0) return null;
    return (e.part === 'after' ? v.slice(at + e.sep.length) : v.slice(0, at)).trim() || null;
  }
  if (e.op === 'coalesce') {
    const first = evaluate(e.args[0], r);
    return first === undefined || first === null || first === '' ? evaluate(e.args[1], r) : first;
  }
  const a = numberOf(evaluate(e.args[0], r));
  const b = numberOf(evaluate(e.args[1], r));
  if (a === undefined || b === undefined) return null;
  if (e.op === 'add') return a + b;
  if (e.op === 'sub') return a - b;
  if (e.op === 'mul') return a * b;
  return b === 0 ? null : a / b;
}

/** Rows in order of the keys; missing values last, text in any letter case, numbers as numbers. */
export function sortRows(rows: Row[], by: { field: string; dir: 'asc' | 'desc' }[]): Row[] {
  return rows
    .map((r, i) => ({ r, i }))
    .sort((x, y) => {
      for (const { field, dir } of by) {
        const a = x.r[field];
        const b = y.r[field];
        const am = a === undefined || a === null || a === '';
        const bm = b === undefined || b === null || b === '';
        if (am || bm) {
          if (am !== bm) return am ? 1 : -1;
          continue;
        }
        const na = numberOf(a);
        const nb = numberOf(b);
        const o =
          na !== undefined && nb !== undefined && typeof a !== 'string'
            ? na - nb
            : String(a).toLowerCase().localeCompare(String(b).toLowerCase());
        if (o !== 0) return dir === 'desc' ? -o : o;
      }
      return x.i - y.i;
    })
    .map((x) => x.r);
}

/** A condition whose computed values are over the rows themselves ("above the average"), resolved. */
export function resolveLocal(c: Cond, rows: Row[]): ResolvedCond {
  if ('all' in c) return { all: c.all.map((x) => resolveLocal(x, rows)) };
  if ('any' in c) return { any: c.any.map((x) => resolveLocal(x, rows)) };
  if ('not' in c) return { not: resolveLocal(c.not, rows) };
  if ('value' in c && c.value !== null && typeof c.value === 'object') return { ...c, value: localValue(c.value, rows) } as ResolvedCond;
  return c as ResolvedCond;
}

function localValue(v: Value, rows: Row[]): number {
  if (typeof v === 'number') return v;
  if ('compute' in v) return compute(v, localValue(v.left, rows), localValue(v.right, rows));
  if (v.of) throw new QueryError('a value read from another source needs the executor (Executor.run)');
  const where = v.agg.where ? resolveLocal(v.agg.where, rows) : undefined;
  const n = aggregate(v.agg, where ? rows.filter((r) => matches(where, r)) : rows);
  if (typeof n !== 'number') throw new QueryError(`${v.agg.op} gives no single number to compare or compute with`);
  return n;
}

export function groupRows(by: string[], aggs: Agg[], rows: Row[], wheres: (ResolvedCond | undefined)[]): Row[] {
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const k = key(by.map((f) => r[f] ?? null));
    const g = groups.get(k);
    if (g) g.push(r);
    else groups.set(k, [r]);
  }
  if (by.length === 0 && groups.size === 0) groups.set('', []);
  return [...groups.values()].map((g) => {
    const out: Row = Object.fromEntries(by.map((f) => [f, g[0]?.[f] ?? null]));
    for (const [i, a] of aggs.entries()) out[aggName(a)] = aggregate(a, wheres[i] ? g.filter((r) => matches(wheres[i]!, r)) : g);
    return out;
  });
}

/** One step over rows in memory; undefined for a step that reads another source (the executor runs those). */
export function localStep(step: Step, rows: Row[]): Row[] | undefined {
  if ('where' in step) {
    const c = resolveLocal(step.where, rows);
    return rows.filter((r) => matches(c, r));
  }
  if ('derive' in step) return rows.map((r) => ({ ...r, [step.derive.name]: evaluate(step.derive.expr, r) }));
  if ('group' in step)
    return groupRows(
      step.group.by,
      step.group.aggs,
      rows,
      step.group.aggs.map((a) => (a.where ? resolveLocal(a.where, rows) : undefined)),
    );
  if ('sort' in step) return sortRows(rows, step.sort);
  if ('limit' in step) return rows.slice(step.offset ?? 0, (step.offset ?? 0) + step.limit);
  if ('select' in step) return rows.map((r) => Object.fromEntries(step.select.map((f) => [f, r[f]])));
  if ('distinct' in step) {
    const seen = new Map<string, Row>();
    for (const r of rows) {
      const picked = Object.fromEntries(step.distinct.map((f) => [f, r[f]]));
      if (step.distinct.every((f) => picked[f] === undefined || picked[f] === null || picked[f] === '')) continue;
      const k = key(step.distinct.map((f) => picked[f]));
      if (!seen.has(k)) seen.set(k, picked);
    }
    return sortRows(
      [...seen.values()],
      step.distinct.map((field) => ({ field, dir: 'asc' as const })),
    );
  }
  if ('rank' in step) {
    const { field, dir, where } = step.rank;
    const ranked = sortRows(
      rows.filter((r) => numberOf(r[field]) !== undefined || typeof r[field] === 'string'),
      [{ field, dir }],
    );
    const c = resolveLocal(where, rows);
    return ranked.flatMap((r, at) => (matches(c, r) ? [{ ...r, rank: at + 1, of: ranked.length }] : []));
  }
  return undefined;
}

/** Steps over rows in memory, in order (the offline planner's shaping); a step that reads a source is a QueryError. */
export function runSteps(rows: Row[], steps: Step[]): Row[] {
  let out = rows;
  for (const [i, step] of steps.entries()) {
    const next = localStep(step, out);
    if (!next) throw new QueryError(`step ${i + 1} reads another source: run it with Executor.run`);
    out = next;
  }
  return out;
}
