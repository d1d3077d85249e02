import { mainMeasure, numberOf, resolveField } from '../core/fields.js';
import type { AggregateOp, Intent } from '../understand/intent.js';
import { fieldsOf, idField, isNumericField, labelOf, type Row } from '../core/rows.js';
import { canonical } from '../core/tokenize.js';
import { formatValue } from '../core/format.js';

/**
 * The operations a question asks of its rows: order and top-k, sum/average, group,
 * distinct values, one projected field. Each says which field it used, so the answer can
 * name it, and what it could not resolve.
 */
export interface Shaped {
  rows: Row[];
  order?: { field: string; dir: 'asc' | 'desc'; k?: number };
  aggregate?: { op: AggregateOp; field: string; value: number; over: number };
  groups?: {
    field: string;
    measure?: string;
    items: { key: string; count: number; sum?: number; /** The asked aggregate of the group ("total value by stage"). */ value?: number }[];
    /** "which region holds most …": the groups ranked by `by`, the leader first. */
    winner?: { by: 'count' | 'sum' | 'avg'; dir: 'asc' | 'desc'; k?: number };
  };
  /** "contacts per account on average": rows per group of `by`, averaged (the records looked up with none count as 0). */
  meanGroup?: { by: string; value: number; groups: number; rows: number };
  /** `held`: how many rows each value had to hold ("with at least 4 accounts each"). */
  distinct?: { field: string; values: string[]; held?: string };
  project?: { field: string; values: string[] };
  unresolved: string[];
}

export function orderRows(rows: Row[], field: string, dir: 'asc' | 'desc'): Row[] {
  const sign = dir === 'desc' ? -1 : 1;
  if (rows.some((r) => typeof r[field] === 'string')) {
    // dates (ISO text) order as text; rows without one go last
    const key = (r: Row) => (typeof r[field] === 'string' ? (r[field] as string) : undefined);
    return [...rows].sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
      return sign * x.localeCompare(y);
    });
  }
  return [...rows].sort((a, b) => sign * ((numberOf(a[field]) ?? -Infinity) - (numberOf(b[field]) ?? -Infinity)));
}

/** A date field: the one the hint names, else when the record was made, else the first. */
function dateField(rows: Row[], hint: string[]): string | undefined {
  const dates = fieldsOf(rows).filter((f) => rows.some((r) => typeof r[f] === 'string' && /^\d{4}-\d{2}-\d{2}/.test(r[f] as string)));
  const named = resolveField(rows, hint, { numeric: false });
  return (named && dates.includes(named) ? named : undefined) ?? dates.find((f) => /created/i.test(f)) ?? dates[0];
}

function orderField(rows: Row[], hint: string[], recency?: boolean, text?: boolean): string | undefined {
  if (recency) return dateField(rows, hint);
  const numeric = resolveField(rows, hint, { numeric: true });
  if (numeric || !text) return numeric ?? mainMeasure(rows);
  // "sorted by name": a text field; the records' names when the words name their label
  const field = resolveField(rows, hint, {});
  const label = rows[0] ? Object.keys(rows[0]).find((k) => labelOf(rows[0]!) === rows[0]![k]) : undefined;
  return field ?? (hint.includes('name') ? label : undefined) ?? mainMeasure(rows);
}

/** Words that ask for a size ("the biggest pipeline") rather than a number of rows ("the most accounts"). */
const SIZE_WORDS = /^(biggest|largest|smallest|highest|lowest|greatest|top|bottom)$/;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "the quarter with the biggest total": rows given the month (or year, quarter) of their date, when they have no such field. */
function withPeriod(rows: Row[], winner: string[]): Row[] {
  const unit = winner.length === 1 && /^(month|year|quarter)$/.test(winner[0]!) ? winner[0]! : undefined;
  if (!unit || rows.length === 0 || unit in rows[0]!) return rows;
  // the date of the business event (a close date), not when the record was written
  const dates = fieldsOf(rows).filter((f) => rows.some((r) => typeof r[f] === 'string' && /^\d{4}-\d{2}-\d{2}/.test(r[f] as string)));
  const date = dates.find((f) => !/created|updated/i.test(f)) ?? dates[0];
  if (!date) return rows;
  const key = (v: unknown) => {
    if (typeof v !== 'string' || !/^\d{4}-\d{2}/.test(v)) return undefined;
    const [y, m] = [v.slice(0, 4), Number(v.slice(5, 7))];
    return unit === 'year' ? y : unit === 'quarter' ? `Q${Math.ceil(m / 3)} ${y}` : `${MONTH_NAMES[m - 1]} ${y}`;
  };
  return rows.map((r) => ({ ...r, [unit]: key(r[date]) }));
}

/** "what region holds most deals": groups by that field, ranked by row count or by the sum of a measure. */
function winnerGroups(given: Row[], intent: Intent, keys?: { field: string; values: unknown[] }): Shaped['groups'] | undefined {
  const order = intent.order;
  if (!order || !intent.winner) return undefined;
  const rows = withPeriod(given, intent.winner);
  // a category ("state"), or the record an id field refers to ("which account has the most deals": account_id)
  const exact = intent.winner.length === 1 && rows[0] !== undefined && intent.winner[0]! in rows[0] ? intent.winner[0] : undefined;
  const field =
    exact ?? resolveField(rows, intent.winner, { numeric: false }) ?? resolveField(rows, intent.winner, { exclude: [idField(rows) ?? ''] });
  const sample = rows[0];
  if (!field || !sample || labelOf(sample) === sample[field] || field === idField(rows)) return undefined;
  const said = [...order.measureWords.map(canonical), ...order.hint];
  // "the largest number of accounts" counts rows; "the largest pipeline" sums the main measure
  const counting = said.some((w) => w === 'number' || w === 'count');
  const ids = fieldsOf(rows).filter((f) => f === idField(rows) || /(^|_)id$/.test(f));
  // "the region whose deal value totals the most": the quantity the question totals
  const totalled = intent.aggregate ? resolveField(rows, intent.aggregate.hint, { numeric: true, exclude: ids }) : undefined;
  const named = counting ? undefined : (resolveField(rows, said, { numeric: true, exclude: ids }) ?? totalled);
  const measure = named ?? (SIZE_WORDS.test(order.word ?? '') && !counting ? mainMeasure(rows) : undefined);
  // "the state with the highest average revenue": groups ranked by their mean
  const averaged = measure !== undefined && intent.aggregate?.op === 'avg';
  const by: 'count' | 'sum' | 'avg' = measure ? (averaged ? 'avg' : 'sum') : 'count';
  // rows with no value of the field ("state" of a foreign account) form no group that can win
  const items = group(rows, field, measure).filter((it) => it.key !== NONE);
  // the records looked up that have no rows at all lead a "fewest"
  if (keys?.field === field)
    for (const v of keys.values)
      if (!items.some((it) => it.key === String(v))) items.push({ key: String(v), count: 0, sum: measure ? 0 : undefined });
  const sign = order.dir === 'desc' ? -1 : 1;
  const size = (it: { count: number; sum?: number }) =>
    by === 'count' ? it.count : by === 'avg' ? (it.sum ?? 0) / (it.count || 1) : (it.sum ?? 0);
  items.sort((a, b) => sign * (size(a) - size(b)) || a.key.localeCompare(b.key));
  return { field, measure, items, winner: { by, dir: order.dir, k: order.k } };
}

function median(nums: number[]): number {
  if (nums.length === 0) return 0;
  const sorted = [...nums].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const NONE = '(none)';

function meanGroup(rows: Row[], intent: Intent, keys?: { field: string; values: unknown[] }): Shaped['meanGroup'] {
  const by = resolveField(rows, intent.by ?? [], {});
  if (!by || (isNumericField(rows, by) && !/(^|_)id$/i.test(by))) return undefined;
  const groups = new Set(rows.map((r) => r[by]).filter((v) => v !== undefined && v !== null && v !== ''));
  // a join's source records: every one of them is a group, those without rows too
  if (keys?.field === by) for (const v of keys.values) groups.add(v);
  if (groups.size === 0) return undefined;
  const counted = rows.filter((r) => groups.has(r[by])).length;
  return { by, value: counted / groups.size, groups: groups.size, rows: counted };
}

function group(rows: Row[], by: string, measure: string | undefined): { key: string; count: number; sum?: number }[] {
  const map = new Map<string, { key: string; count: number; sum?: number }>();
  for (const r of rows) {
    const key = r[by] === undefined || r[by] === null || r[by] === '' ? NONE : String(r[by]);
    const g = map.get(key) ?? { key, count: 0, sum: measure ? 0 : undefined };
    g.count++;
    if (measure) g.sum = (g.sum ?? 0) + (numberOf(r[measure]) ?? 0);
    map.set(key, g);
  }
  return [...map.values()];
}

/** A field of repeated values ("state", "industry") the words name: not the rows' id, not their name. */
function categoryField(rows: Row[], hint: string[]): string | undefined {
  const field = resolveField(rows, hint, { numeric: false });
  const sample = rows[0];
  if (!field || !sample || field === idField(rows) || labelOf(sample) === sample[field] || isNumericField(rows, field)) return undefined;
  if (!rows.every((r) => r[field] === undefined || r[field] === null || typeof r[field] === 'string')) return undefined;
  return new Set(rows.map((r) => r[field])).size < rows.length ? field : undefined;
}

export function shape(rows: Row[], intent: Intent, keys?: { field: string; values: unknown[] }): Shaped {
  const out: Shaped = { rows, unresolved: [] };
  const winner = winnerGroups(rows, intent, keys);
  if (winner) {
    out.groups = winner;
    return out;
  }
  const mean = intent.meanGroup ? meanGroup(rows, intent, keys) : undefined;
  if (mean) return { ...out, meanGroup: mean };
  // "how many employees do these accounts have": the sum of the field that holds the quantity
  const counted = intent.count && !intent.aggregate && intent.countOf ? resolveField(rows, intent.countOf, { numeric: true }) : undefined;
  if (counted) intent = { ...intent, aggregate: { op: 'sum', hint: intent.countOf! } };
  // "in how many states …": the number of different values of a field the rows hold, not of rows
  const kinds = intent.count && !counted && !intent.distinct && intent.countOf ? categoryField(rows, intent.countOf) : undefined;
  if (kinds) intent = { ...intent, distinct: intent.countOf };
  if (intent.aggregate) {
    // "total value", or a total of the records themselves ("total pipeline"): the main measure; never a field of other words
    const field =
      resolveField(rows, intent.aggregate.hint, { numeric: true }) ??
      (intent.aggregate.hint.some((h) => ['valu', 'revenu', 'amount'].includes(h)) || !resolveField(rows, intent.aggregate.hint, {})
        ? mainMeasure(rows)
        : undefined);
    if (field) {
      const weight = intent.aggregate.op === 'weighted' ? weightField(rows) : undefined;
      const nums = topRows(rows, intent, field)
        .map((r) => (weight ? weighted(r[field], r[weight]) : numberOf(r[field])))
        .filter((n): n is number => n !== undefined);
      const sum = nums.reduce((s, n) => s + n, 0);
      out.aggregate = {
        op: intent.aggregate.op,
        field,
        value: aggregateOf(intent.aggregate.op, nums, sum),
        over: nums.length,
      };
    } else out.unresolved.push(intent.aggregate.hint.join(' '));
  }
  // "deal count by month": rows given the period of their date when they hold no such field
  if (intent.by) rows = withPeriod(rows, intent.by);
  let by = intent.by ? resolveField(rows, intent.by, {}) : undefined;
  let orderHint = intent.order?.hint;
  // "by revenue" names what to rank by, never groups of amounts
  if (by && isNumericField(rows, by) && !/(^|_)id$/i.test(by)) {
    orderHint = intent.by;
    by = undefined;
  }
  if (by && out.aggregate) {
    // "total deal value by stage": the asked aggregate of each group, the largest first
    const { op, field } = out.aggregate;
    const byKey = new Map<string, number[]>();
    for (const r of rows) {
      const n = numberOf(r[field]);
      if (n === undefined) continue;
      const key = String(r[by] ?? '(none)');
      byKey.set(key, [...(byKey.get(key) ?? []), n]);
    }
    const items = [...byKey].map(([key, nums]) => {
      const sum = nums.reduce((t, n) => t + n, 0);
      return { key, count: nums.length, sum, value: aggregateOf(op, nums, sum) };
    });
    out.groups = { field: by, measure: field, items: items.sort((a, b) => b.value - a.value || a.key.localeCompare(b.key)) };
  } else if (by) {
    const measure = mainMeasure(rows);
    out.groups = { field: by, measure, items: group(rows, by, measure).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)) };
  }
  if (intent.order || orderHint) {
    const textDir = intent.order?.textDir;
    const field = orderField(rows, orderHint ?? [], intent.order?.recency, textDir !== undefined);
    if (field) {
      const dir = textDir && !intent.order?.recency && !isNumericField(rows, field) ? textDir : (intent.order?.dir ?? 'desc');
      const want = intent.order?.k ?? (intent.order?.singular ? 1 : undefined);
      const k = intent.ordinal && intent.ordinal > 0 ? Math.max(want ?? 0, intent.ordinal) : want;
      out.rows = orderRows(rows, field, dir);
      out.order = { field, dir, k };
    } else if (orderHint && orderHint.length > 0) out.unresolved.push(orderHint.join(' '));
  }
  if (intent.distinct) {
    const field = resolveField(rows, intent.distinct, { numeric: false });
    if (field) out.distinct = { field, values: [...new Set(out.rows.map((r) => String(r[field] ?? '')).filter(Boolean))].sort() };
  }
  if (intent.project) {
    const field = resolveField(rows, intent.project, {});
    // an amount is shown formatted, beside the record it belongs to ("Pioneer Motors Inc: $1,541,000")
    const amount = field !== undefined && isNumericField(rows, field);
    const values = out.rows
      .map((r) =>
        !field
          ? (labelOf(r) ?? '')
          : amount && r[field] != null
            ? `${labelOf(r) ?? String(r.id)}: ${formatValue(field, r[field])}`
            : String(r[field] ?? ''),
      )
      .filter(Boolean);
    out.project = { field: field ?? intent.project.join(' '), values };
  }
  return out;
}

/** "the sum over the 5 largest": the rows a ranking keeps (by what it names, else the field summed), or all. */
function topRows(rows: Row[], intent: Intent, field: string): Row[] {
  const order = intent.order;
  if (!order?.k || order.k < 2 || intent.winner || intent.by) return rows;
  const by = orderField(rows, order.hint, order.recency) ?? field;
  return orderRows(rows, by, order.dir).slice(0, order.k);
}

function aggregateOf(op: AggregateOp, nums: number[], sum: number): number {
  if (op === 'avg') return nums.length ? sum / nums.length : 0;
  if (op === 'median') return median(nums);
  if (op === 'spread') return nums.length ? Math.max(...nums) - Math.min(...nums) : 0;
  if (op === 'min') return nums.length ? Math.min(...nums) : 0;
  if (op === 'max') return nums.length ? Math.max(...nums) : 0;
  return sum;
}

/** The field that weighs each amount: a probability, likelihood or confidence (in percent or as a fraction). */
function weightField(rows: Row[]): string | undefined {
  return fieldsOf(rows).find((f) => /probab|likelihood|confidence|weight/i.test(f) && isNumericField(rows, f));
}

/** An amount times its probability (a figure over 1 is read as percent). */
function weighted(amount: unknown, probability: unknown): number | undefined {
  const a = numberOf(amount);
  const p = numberOf(probability);
  if (a === undefined || p === undefined) return undefined;
  return a * (p > 1 ? p / 100 : p);
}
