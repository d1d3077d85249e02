import type { Step } from '../../../query/index.js';
import type { Outcome } from '../run/execute.js';
import { applyFilters, filtersCond } from '../run/filters.js';
import { inShareBase } from './figures.js';
import type { Intent } from '../understand/intent.js';
import { resolveField } from '../core/fields.js';
import { fieldWords, formatNumber, formatValue, listWords } from '../core/format.js';
import { idField, type Row } from '../core/rows.js';
import { subjectOf } from '../choose/params.js';
import type { Worded } from './worded.js';

/**
 * A share asked per group ("win rate by region", "the source whose leads most often end
 * qualified"): within each value of the field, the rows of the part against the rows
 * of the whole, the groups ranked by that share. The whole is the rows its own conditions keep
 * (written apart: "among the closed deals"), else every row read; the part adds the others.
 */
export function groupShareText(o: Outcome, intent: Intent): Worded | undefined {
  const hint = intent.by ?? intent.winner;
  const read = o.read;
  if (!hint || !read || read.length === 0 || intent.shareOf || o.filters.length === 0) return undefined;
  const field = resolveField(read, hint, { numeric: false });
  if (!field || field === idField(read)) return undefined;
  const inBase = inShareBase(intent.shareBase);
  const wholeBy = o.filters.filter(inBase);
  const partBy = o.filters.filter((f) => !inBase(f));
  // (the part's conditions on the grouped field itself would make every share 0 or 100%)
  if (partBy.length === 0 || partBy.some((f) => f.field === field)) return undefined;
  const whole = wholeBy.length > 0 ? applyFilters(read, wholeBy) : read;
  const groups = new Map<string, { part: number; whole: number }>();
  for (const r of whole) {
    const key = r[field];
    if (typeof key !== 'string' || key === '') continue;
    const g = groups.get(key) ?? { part: 0, whole: 0 };
    g.whole++;
    groups.set(key, g);
  }
  for (const r of applyFilters(whole, partBy)) {
    const g = groups.get(r[field] as string);
    if (g) g.part++;
  }
  if (groups.size < 2) return undefined;
  const dir = intent.order?.dir ?? 'desc';
  const share = (g: { part: number; whole: number }) => (g.part / g.whole) * 100;
  const ranked = [...groups].sort(
    ([ka, a], [kb, b]) => (dir === 'desc' ? share(b) - share(a) : share(a) - share(b)) || ka.localeCompare(kb),
  );
  const pct = (g: { part: number; whole: number }) => `${formatNumber(Math.round(share(g) * 10) / 10)}%`;
  const subj = subjectOf(o.tool).text;
  const partWords = listWords(partBy.map((f) => f.text));
  const whose = wholeBy.length > 0 ? `the ${subj} with ${listWords(wholeBy.map((f) => f.text))}` : `all ${subj}`;
  const line = (k: string, g: { part: number; whole: number }) => `- ${k}: ${pct(g)} (${formatNumber(g.part)} of ${formatNumber(g.whole)})`;
  const [topKey, top] = ranked[0]!;
  const head = intent.winner
    ? `${topKey} has the ${dir === 'desc' ? 'highest' : 'lowest'} share with ${partWords}: ${pct(top)} of ${whose} there ` +
      `(${formatNumber(top.part)} of ${formatNumber(top.whole)}).`
    : `The share with ${partWords} of ${whose}, by ${fieldWords(field)}:`;
  const rows: Row[] = ranked.map(([k, g]) => ({ [field]: k, part: g.part, whole: g.whole, share: share(g) }));
  const steps: Step[] = [
    {
      group: {
        by: [field],
        aggs: [
          { op: 'count', where: filtersCond(partBy), as: 'part' },
          { op: 'count', as: 'whole' },
        ],
      },
    },
    { derive: { name: 'share', expr: { op: 'mul', args: [{ op: 'div', args: ['part', 'whole'] }, 100] } } },
    { sort: [{ field: 'share', dir }] },
  ];
  return {
    response: [head, ...(intent.winner ? [`By ${fieldWords(field)}:`] : []), ...ranked.map(([k, g]) => line(k, g))].join('\n'),
    result: rows,
    plan: { filters: wholeBy, steps },
  };
}

/**
 * "share of won value by region": each group's part of a measure's total over the rows the
 * question keeps, the groups ranked by it (the whole is every kept row, the part a group's).
 */
export function groupPartsText(o: Outcome, intent: Intent): Worded | undefined {
  const hint = intent.by ?? intent.winner;
  const rows = o.rows as Row[];
  if (!hint || !intent.shareOf || rows.length === 0) return undefined;
  const field = resolveField(rows, hint, { numeric: false });
  const measure = resolveField(rows, intent.shareOf, { numeric: true });
  if (!field || !measure || field === idField(rows) || field === measure) return undefined;
  const sums = new Map<string, number>();
  for (const r of rows) {
    const key = r[field];
    const v = r[measure];
    if (typeof key !== 'string' || key === '' || typeof v !== 'number') continue;
    sums.set(key, (sums.get(key) ?? 0) + v);
  }
  const total = [...sums.values()].reduce((a, b) => a + b, 0);
  if (sums.size < 2 || total === 0) return undefined;
  const dir = intent.order?.dir ?? 'desc';
  const ranked = [...sums].sort(([ka, a], [kb, b]) => (dir === 'desc' ? b - a : a - b) || ka.localeCompare(kb));
  const pct = (v: number) => `${formatNumber(Math.round((v / total) * 1000) / 10)}%`;
  const cond = o.filters.length > 0 ? ` (${o.filters.map((f) => f.text).join(', ')})` : '';
  const what = `${fieldWords(measure)}${cond}`;
  const [topKey, top] = ranked[0]!;
  const of = `${formatValue(measure, top)} of ${formatValue(measure, total)}`;
  const head = intent.winner
    ? `${topKey} has the ${dir === 'desc' ? 'largest' : 'smallest'} share of the ${what}: ${pct(top)} (${of}).`
    : `The share of the ${what}, by ${fieldWords(field)}, of ${formatValue(measure, total)} in all:`;
  const steps: Step[] = [
    { group: { by: [field], aggs: [{ op: 'sum', field: measure, as: 'part' }] } },
    { derive: { name: 'share', expr: { op: 'mul', args: [{ op: 'div', args: ['part', total] }, 100] } } },
    { sort: [{ field: 'share', dir }] },
  ];
  return {
    response: [head, ...ranked.map(([k, v]) => `- ${k}: ${pct(v)} (${formatValue(measure, v)})`)].join('\n'),
    result: ranked.map(([k, v]) => ({ [field]: k, part: v, whole: total, share: (v / total) * 100 })),
    plan: { filters: o.filters, steps },
  };
}
