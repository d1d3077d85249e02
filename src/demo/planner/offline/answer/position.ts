import type { Outcome } from '../run/execute.js';
import type { Intent } from '../understand/intent.js';
import type { Mention } from '../understand/extract.js';
import { applyFilters } from '../run/filters.js';
import { shape } from '../run/shape.js';
import { idField, labelOf, type Row } from '../core/rows.js';
import { mainMeasure, numberOf, resolveField } from '../core/fields.js';
import { fieldWords, formatNumber, formatValue } from '../core/format.js';
import { subjectOf } from '../choose/params.js';
import type { Worded } from './worded.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/**
 * "Where does <record> rank by revenue": the named record's place among the rows it was
 * picked out of, ordered by the measure asked (the largest first unless asked otherwise),
 * with its neighbours.
 */
type Named = Extract<Mention, { kind: 'entity' }>;

/** 1st, 2nd, 3rd, 11th, 22nd: a place in an order. */
export const nth = (n: number): string => {
  const tens = n % 100;
  const unit = n % 10;
  const end = tens >= 11 && tens <= 13 ? 'th' : unit === 1 ? 'st' : unit === 2 ? 'nd' : unit === 3 ? 'rd' : 'th';
  return `${formatNumber(n)}${end}`;
};

export function positionText(o: Outcome, intent: Intent, named: Named[]): Worded | undefined {
  const read = o.read;
  if (!intent.position || o.kind !== 'list' || !read) return undefined;
  const key = idField(read);
  const n = key ? named.find((m) => read.some((r) => r[key] === m.id)) : undefined;
  if (!key || !n) return undefined;
  // every row but for the named record's own filter
  const pool = applyFilters(
    read,
    o.filters.filter((f) => !(f.equals && f.text === n.label)),
  );
  const order = intent.order ?? { dir: 'desc' as const, hint: [], singular: false, measureWords: [] };
  const hint = order.hint.length > 0 ? order.hint : (intent.by ?? []);
  const sh = shape(pool, {
    ...intent,
    order: { ...order, hint, k: undefined, kSpan: undefined, singular: false },
    ordinal: undefined,
    by: undefined,
    winner: undefined,
    aggregate: undefined,
    count: false,
    countOf: undefined,
    distinct: undefined,
    project: undefined,
    meanGroup: undefined,
  });
  if (!sh.order) return undefined;
  const at = sh.rows.findIndex((r) => r[key] === n.id);
  if (at < 0) return undefined;
  const { field, dir } = sh.order;
  const subj = subjectOf(o.tool);
  const line = (i: number) => {
    const r = sh.rows[i]!;
    return `${nth(i + 1)}. ${labelOf(r) ?? String(r[key])} (${String(r[key])}) — ${fieldWords(field)}: ${formatValue(field, r[field])}`;
  };
  const where = subj.mine ? ' in your territory' : '';
  const near = [];
  for (let i = Math.max(0, at - 2); i <= Math.min(sh.rows.length - 1, at + 2); i++) near.push(line(i));
  return {
    response: [
      `${n.label} ranks ${nth(at + 1)} of ${formatNumber(pool.length)} ${subj.text}${where} by ${fieldWords(field)} ` +
        `(${formatValue(field, sh.rows[at]![field])}), counting from the ${dir === 'desc' ? 'highest' : 'lowest'}.`,
      ...near,
    ].join('\n'),
    result: { rank: at + 1, of: pool.length, field, record: sh.rows[at] },
    plan: {
      filters: o.filters.filter((f) => !(f.equals && f.text === n.label)),
      steps: [{ rank: { field, dir, where: { field: key, op: 'eq', value: n.id } } }],
    },
  };
}

/**
 * "The outside account nearest to Nova Labs by revenue": among the rows the
 * named record was picked out of, the others ordered by how far their measure is from its
 * (the square of the gap, nearest first), the nearest named with the gap.
 */
export function nearestText(o: Outcome, intent: Intent, named: Named[]): Worded | undefined {
  const read = o.read;
  if (!intent.nearest || o.kind !== 'list' || !read) return undefined;
  const key = idField(read);
  // the named record among the rows read, else on another list ("of my accounts, the nearest to <a third-party one>")
  const n = key ? (named.find((m) => read.some((r) => r[key] === m.id)) ?? (named.length === 1 ? named[0] : undefined)) : undefined;
  if (!key || !n) return undefined;
  const filters = o.filters.filter((f) => !(f.equals && f.text === n.label));
  const pool = applyFilters(read, filters);
  const field = resolveField(pool, intent.words, { numeric: true }) ?? mainMeasure(pool);
  const target = field ? numberOf((read.find((r) => r[key] === n.id) ?? n.row)[field]) : undefined;
  if (!field || target === undefined) return undefined;
  const gap = (r: Row) => (numberOf(r[field]) ?? Infinity) - target;
  const others = pool
    .filter((r) => r[key] !== n.id && numberOf(r[field]) !== undefined)
    .sort((a, b) => gap(a) ** 2 - gap(b) ** 2 || String(labelOf(a)).localeCompare(String(labelOf(b))));
  const top = others[0];
  if (!top) return undefined;
  const name = `${intent.nearest.replace(SHAPE_RULES.spaceRuns.pattern, '_')}_gap`;
  const line = (r: Row) =>
    `- ${labelOf(r) ?? String(r[key])} (${String(r[key])}) — ${fieldWords(field)}: ${formatValue(field, r[field])}, ` +
    `${formatValue(field, Math.abs(gap(r)))} ${gap(r) >= 0 ? 'above' : 'below'}`;
  const subj = subjectOf(o.tool);
  return {
    response: [
      `${labelOf(top) ?? String(top[key])} is the closest to ${n.label} by ${fieldWords(field)}: ` +
        `${formatValue(field, top[field])} against ${formatValue(field, target)} (${formatValue(field, Math.abs(gap(top)))} apart, ` +
        `of ${formatNumber(others.length)} other ${subj.text}).`,
      ...others.slice(0, 3).map(line),
    ].join('\n'),
    result: [{ ...top, [`${name}_from`]: gap(top), [name]: gap(top) ** 2 }],
    plan: {
      filters,
      steps: [
        { where: { field: key, op: 'ne', value: n.id as string | number } },
        { where: { field, op: 'not_empty' } },
        { derive: { name: `${name}_from`, expr: { op: 'sub', args: [field, target] } } },
        { derive: { name, expr: { op: 'mul', args: [`${name}_from`, `${name}_from`] } } },
        { sort: [{ field: name, dir: 'asc' }] },
        { limit: 1 },
      ],
    },
  };
}
