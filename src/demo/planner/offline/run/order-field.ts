import { mainMeasure, resolveField } from '../core/fields.js';
import { fieldsOf, isNumericField, labelOf, type Row } from '../core/rows.js';
import type { Order } from '../understand/order.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { RUN_RULES } from '../rules/run-fields.js';

/** The field rows are ordered by, and which way: the measure the words name (highest first unless asked otherwise). */
export function orderOf(rows: Row[], order: Order | undefined, hint: string[]): { field: string; dir: 'asc' | 'desc' } | undefined {
  const textDir = order?.textDir;
  // ("which deal is last by close date": a place in time, the latest, where the last of an amount is its smallest)
  const dated = order?.end ? dateField(rows, hint, true) : undefined;
  if (dated) return { field: dated, dir: order?.end === 'last' ? 'desc' : 'asc' };
  const field = orderField(rows, hint, order?.recency, textDir !== undefined);
  if (!field) return undefined;
  return { field, dir: textDir && !order?.recency && !isNumericField(rows, field) ? textDir : (order?.dir ?? 'desc') };
}

/** A date field: the one the hint names, else when the record was made, else the first (only the one named, when `named`). */
function dateField(rows: Row[], hint: string[], named = false): string | undefined {
  const dates = fieldsOf(rows).filter((f) => rows.some((r) => typeof r[f] === 'string' && SHAPE_RULES.isoDay.pattern.test(r[f] as string)));
  const field = resolveField(rows, hint, { numeric: false });
  if (named) return field && dates.includes(field) ? field : undefined;
  return (field && dates.includes(field) ? field : undefined) ?? dates.find((f) => RUN_RULES.createdAnyCase.pattern.test(f)) ?? dates[0];
}

export function orderField(rows: Row[], hint: string[], recency?: boolean, text?: boolean): string | undefined {
  if (recency) return dateField(rows, hint);
  const numeric = resolveField(rows, hint, { numeric: true });
  if (numeric || !text) return numeric ?? mainMeasure(rows);
  // "sorted by name": a text field; the records' names when the words name their label
  const field = resolveField(rows, hint, {});
  const label = rows[0] ? Object.keys(rows[0]).find((k) => labelOf(rows[0]!) === rows[0]![k]) : undefined;
  return field ?? (hint.includes('name') ? label : undefined) ?? mainMeasure(rows);
}
