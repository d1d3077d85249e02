import { mainMeasure, numberOf, resolveField } from '../core/fields.js';
import { fieldWords, formatValue } from '../core/format.js';
import { terms } from '../core/tokenize.js';
import type { Row } from '../core/rows.js';
import type { Value } from '../../../query/index.js';
import type { RowFilter } from './filters.js';

/** Filters whose bound the rows themselves set: above or below their average, or an empty field. */
/** "above the average revenue": a bound at the average of the measure over these rows. */
export function averageFilter(
  rows: Row[],
  vs: { above: boolean; hint: string[]; factor?: number; multiple?: string },
): RowFilter | undefined {
  const field = resolveField(rows, vs.hint, { numeric: true }) ?? mainMeasure(rows);
  if (!field) return undefined;
  const nums = rows.map((r) => numberOf(r[field])).filter((n): n is number => n !== undefined);
  if (nums.length === 0) return undefined;
  const avg = nums.reduce((a, b) => a + b, 0) / nums.length;
  const op = vs.above ? 'gt' : 'lt';
  // ("more than 3x the average": that multiple of it)
  const factor = vs.factor ?? 1;
  const mean: Value = { agg: { op: 'avg', field } };
  const times = factor === 1 ? '' : `${vs.multiple ?? factor} (${factor} times) `;
  return {
    field,
    cond: { field, op, value: avg * factor },
    // the plan says how the bound is computed: the average over the rows the other conditions keep
    step: { where: { field, op, value: factor === 1 ? mean : { compute: 'product', left: mean, right: factor } } },
    text:
      `${fieldWords(field)} ${vs.above ? 'above' : 'below'} ${times}the average of ${formatValue(field, Math.round(avg * 100) / 100)}` +
      (factor === 1 ? '' : ` (${formatValue(field, Math.round(avg * factor * 100) / 100)})`),
  };
}

/** "with no close date": rows whose field holds nothing. */
export function emptyFilter(rows: Row[], words: string[]): RowFilter | undefined {
  const field = resolveField(rows, terms(words.join(' ')));
  if (!field) return undefined;
  return { field, cond: { field, op: 'empty' }, text: `no ${fieldWords(field)}` };
}
