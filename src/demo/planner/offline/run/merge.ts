import { fieldsOf, idField, labelOf, type Row } from '../core/rows.js';

/**
 * Rows with no identity of their own (`{title}` per account) are values, not records: the
 * same value read for several ids of a join is one value. Merged by label, sorted, without
 * the join key; rows that carry an id are left as they are.
 */
export function mergeValues(rows: Row[], joinKey: string): Row[] {
  const own = fieldsOf(rows).filter((k) => k !== joinKey);
  if (rows.length === 0 || idField(rows.map((r) => pick(r, own))) !== undefined) return rows;
  const seen = new Map<string, Row>();
  for (const r of rows) {
    const label = labelOf(r);
    if (label !== undefined && !seen.has(label)) seen.set(label, pick(r, own));
  }
  if (seen.size === 0) return rows;
  return [...seen.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, r]) => r);
}

function pick(row: Row, keys: string[]): Row {
  return Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]]));
}
