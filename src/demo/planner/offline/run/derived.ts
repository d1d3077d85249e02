import { resolveField } from '../core/fields.js';
import { fieldsOf, labelOf, type Row } from '../core/rows.js';
import { runSteps, type Step } from '../../../query/index.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { RUN_RULES } from '../rules/run-fields.js';
import { NAME_PARTS } from '../lexicon/name-parts.js';

/**
 * Fields the query layer derives when the words group or rank by one the rows lack: the
 * month (year, quarter) of the rows' date, or a category written inside their names ("by
 * deal type": the part of a deal's name after " - "). The step is added to `steps`, and the
 * rows come back with the field.
 */
export function withDerived(rows: Row[], words: string[], steps: Step[]): Row[] {
  const step = periodStep(rows, words) ?? namePartStep(rows, words);
  if (!step) return rows;
  steps.push(step);
  return runSteps(rows, [step]);
}

/** "the quarter with the biggest total": the month (or year, quarter) of the business event's date. */
function periodStep(rows: Row[], words: string[]): Step | undefined {
  const unit = words.length === 1 && RUN_RULES.period.pattern.test(words[0]!) ? (words[0]! as 'month' | 'year' | 'quarter') : undefined;
  if (!unit || rows.length === 0 || unit in rows[0]!) return undefined;
  // the date of the business event (a close date), not when the record was written
  const dates = fieldsOf(rows).filter((f) => rows.some((r) => typeof r[f] === 'string' && SHAPE_RULES.isoDay.pattern.test(r[f] as string)));
  const date = dates.find((f) => !SHAPE_RULES.createdUpdatedAnyCase.pattern.test(f)) ?? dates[0];
  return date ? { derive: { name: unit, expr: { period: unit, of: date } } } : undefined;
}

/** "by deal type" when no field is a type: the part of the rows' names after a separator, when those parts repeat. */
function namePartStep(rows: Row[], words: string[]): Step | undefined {
  const kind = words.find((w) => NAME_PARTS.kinds.includes(w));
  const sample = rows[0];
  if (!kind || !sample || kind in sample || resolveField(rows, [kind], { numeric: false })) return undefined;
  const label = Object.keys(sample).find((k) => typeof sample[k] === 'string' && labelOf(sample) === sample[k]);
  if (!label) return undefined;
  const names = rows.map((r) => r[label]).filter((v): v is string => typeof v === 'string');
  for (const sep of NAME_PARTS.separators) {
    const parts = names.filter((n) => n.includes(sep)).map((n) => n.slice(n.lastIndexOf(sep) + sep.length).trim());
    if (parts.length < NAME_PARTS.share * rows.length) continue;
    if (parts.length / new Set(parts).size < NAME_PARTS.repeat) return undefined;
    return { derive: { name: kind, expr: { part: 'after', of: label, sep } } };
  }
  return undefined;
}
