import { findRows, isRecord, type Row, type RowSet } from '../../../query/rows.js';
export { findRows, isRecord, type Row, type RowSet } from '../../../query/rows.js';
import { FIELD_RULES } from '../rules/core-fields.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/** The field that identifies a row (`id`, or the first `*_id`/`*Id` field). */
export function idField(rows: Row[]): string | undefined {
  const keys = fieldsOf(rows);
  return (
    keys.find((k) => k === 'id') ??
    keys.find((k) => SHAPE_RULES.idOrCamelId.pattern.test(k) && !FIELD_RULES.parentId.pattern.test(k)) ??
    keys.find((k) => SHAPE_RULES.idOrCamelId.pattern.test(k))
  );
}

/** The field that names a row for a human (name, title, full name, subject, ...). */
export function labelOf(row: Row): string | undefined {
  for (const k of ['name', 'title', 'full_name', 'fullName', 'display_name', 'subject', 'label']) {
    if (typeof row[k] === 'string' && row[k]) return row[k] as string;
  }
  const first = row.first_name ?? row.firstName;
  const last = row.last_name ?? row.lastName;
  if (typeof first === 'string' || typeof last === 'string') return [first, last].filter(Boolean).join(' ');
  if (Object.keys(row).length === 1 && 'value' in row) return String(row.value);
  return undefined;
}

/**
 * Fields that say which record a row is and when it was written (ids, names, contact details,
 * timestamps): never lent to the rows that refer to it.
 */
export const isOwnField = (f: string): boolean => FIELD_RULES.ownField.pattern.test(f);

export function fieldsOf(rows: Row[]): string[] {
  const seen = new Set<string>();
  for (const r of rows.slice(0, 50)) for (const k of Object.keys(r)) seen.add(k);
  return [...seen];
}

export function isNumericField(rows: Row[], field: string): boolean {
  const vals = rows
    .slice(0, 50)
    .map((r) => r[field])
    .filter((v) => v !== null && v !== undefined);
  return vals.length > 0 && vals.every((v) => typeof v === 'number');
}

/** Whether a field holds kinds that rows share (a country, a department): at most a third as many values as rows holding it. */
export function sharedKinds(rows: Row[], field: string): boolean {
  const held = rows.map((r) => r[field]).filter((v): v is string => typeof v === 'string' && v !== '');
  return held.length >= 3 && new Set(held.map((v) => v.toLowerCase())).size * 3 <= held.length;
}

/** The rows an answer's result was built on: the list it is, or the rows it holds beside a figure; none otherwise. */
export function answerRows(result: unknown): RowSet | undefined {
  return Array.isArray(result) ? findRows(result) : isRecord(result) && result.rows !== undefined ? findRows(result.rows) : undefined;
}
