import type { Outcome } from '../run/execute.js';
import type { RowFilter } from '../run/filters.js';
import type { Shaped } from '../run/shape.js';
import { changeAsked } from '../understand/comparison.js';
import { fieldWords, formatNumber, formatValue } from '../core/format.js';
import { subjectOf } from '../choose/params.js';
import type { Agg } from '../../../query/index.js';
import type { Worded } from './worded.js';

/** Where a period's dates begin, to put the two periods in time order. */
function startOf(f: RowFilter): string {
  const c = f.cond;
  return 'from' in c ? String(c.from) : 'value' in c ? String(c.value) : (f.period ?? '');
}

/**
 * "How much did won value grow from 2024 to 2025", "q1 vs q2: % change": the figure of each of
 * the two periods weighed, the earlier first, then the difference and the percent change; the
 * plan is that change computed between the two periods' rows (plan-of.ts changeRequest).
 * Undefined unless a change is asked and the rows were weighed in exactly two periods.
 */
export function changeText(o: Outcome, sh: Shaped | undefined, message: string): Worded | undefined {
  const g = sh?.groups;
  if (!changeAsked(message.toLowerCase()) || o.kind !== 'list' || !g?.winner || g.items.length > 2) return undefined;
  const periods = o.filters.filter((f) => f.period);
  if (periods.length !== 2) return undefined;
  const [from, to] = [...periods].sort((a, b) => startOf(a).localeCompare(startOf(b))) as [RowFilter, RowFilter];
  const by = g.winner.by;
  const field = by === 'count' ? undefined : g.measure;
  if (by !== 'count' && !field) return undefined;
  const figure = (f: RowFilter) => {
    const it = g.items.find((x) => x.key === f.period);
    if (!it) return 0;
    return by === 'count' ? it.count : by === 'avg' ? (it.sum ?? 0) / (it.count || 1) : (it.sum ?? 0);
  };
  const a = figure(from);
  const b = figure(to);
  const say = (n: number) => (field ? formatValue(field, Math.round(n * 100) / 100) : formatNumber(n));
  const subj = subjectOf(o.tool).text;
  const what = field ? `The ${by === 'avg' ? 'average' : 'total'} ${fieldWords(field)} of ${subj}` : `The number of ${subj}`;
  const others = o.filters.filter((f) => !f.period).map((f) => f.text);
  const cond = others.length ? ` (${others.join(', ')})` : '';
  const pct = a === 0 ? undefined : Math.round(((b - a) / a) * 1000) / 10;
  const way = b > a ? 'up' : b < a ? 'down' : 'unchanged';
  const gap = way === 'unchanged' ? '' : `: ${way} ${say(Math.abs(b - a))}${pct !== undefined ? ` (${pct > 0 ? '+' : ''}${pct}%)` : ''}`;
  const agg: Agg = by === 'count' ? { op: 'count' } : { op: by === 'avg' ? 'avg' : 'sum', field: field! };
  return {
    response:
      `${what}${cond} went from ${say(a)} in ${from.period} to ${say(b)} in ${to.period}${gap}` +
      `${way === 'unchanged' ? ' (no change)' : ''}${pct === undefined ? ` (no percent change from ${say(0)})` : ''}.`,
    result: { from: { period: from.period, value: a }, to: { period: to.period, value: b }, change: b - a, percent_change: pct ?? null },
    change: { agg, base: o.filters.filter((f) => !f.period), from, to },
  };
}
