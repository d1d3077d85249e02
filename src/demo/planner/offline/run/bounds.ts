import { mainMeasure, numberOf, resolveField } from '../core/fields.js';
import { fieldWords, formatValue } from '../core/format.js';
import { terms } from '../core/tokenize.js';
import type { Row } from '../core/rows.js';
import type { RowFilter } from './filters.js';

/** Filters whose bound the rows themselves set: above or below their average, or an empty field. */
/** "above the average revenue": a bound at the average of the measure over these rows. */
export function averageFilter(rows: Row[], vs: { above: boolean; hint: string[] }): RowFilter | undefined {
  const field = resolveField(rows, vs.hint, { numeric: true }) ?? mainMeasure(rows);
  if (!field) return undefined;
  const nums = rows.map((r) => numberOf(r[field])).filter((n): n is number => n !== undefined);
  if (nums.length === 0) return undefined;
  const avg = nums.reduce((a, b) => a + b, 0) / nums.length;
  const op = vs.above ? 'gt' : 'lt';
  return {
    field,
    cond: { field, op, value: avg },
    // the plan says how the bound is computed: the average over the rows the other conditions keep
    step: { where: { field, op, value: { agg: { op: 'avg', field } } } },
    text: `${fieldWords(field)} ${vs.above ? 'above' : 'below'} the average of ${formatValue(field, Math.round(avg * 100) / 100)}`,
  };
}

/** "with no close date": rows whose field holds nothing. */
export function emptyFilter(rows: Row[], words: string[]): RowFilter | undefined {
  const field = resolveField(rows, terms(words.join(' ')));
  if (!field) return undefined;
  return { field, cond: { field, op: 'empty' }, text: `no ${fieldWords(field)}` };
}
