import type { Outcome } from '../run/execute.js';
import type { Intent } from '../understand/intent.js';
import type { Mention } from '../understand/extract.js';
import { applyFilters } from '../run/filters.js';
import { shape } from '../run/shape.js';
import { idField, labelOf } from '../core/rows.js';
import { fieldWords, formatNumber, formatValue } from '../core/format.js';
import { subjectOf } from '../choose/params.js';
import type { Worded } from './worded.js';

/**
 * "Where does <record> rank by revenue": the named record's place among the rows it was
 * picked out of, ordered by the measure asked (the largest first unless asked otherwise),
 * with its neighbours.
 */
type Named = Extract<Mention, { kind: 'entity' }>;

const nth = (n: number): string => {
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
