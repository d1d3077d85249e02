import { fieldSaid, fieldWords, formatValue, listWords } from '../core/format.js';
import { labelOf, type Row } from '../core/rows.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/** How one record, or records that share a name, read in an answer. */

/** The name of the record an id field of the rows refers to (`account_id` 2 -> McGlynn LLC). */
export type NameOf = (field: string, id: unknown) => string | undefined;

/** "Account 17 is Stanton LLC; its employee count is 640." — the fields the question names, first. */
export function recordText(rec: Row, one: string, focus: string[], nameOf?: NameOf): string {
  const label = labelOf(rec);
  // a reference to another record reads as that record's name ("its account is Acme Corp (acc_7)")
  const value = (f: string) => {
    const name = SHAPE_RULES.idFieldAnyCase.pattern.test(f) ? nameOf?.(f, rec[f]) : undefined;
    return name ? `${name} (${formatValue(f, rec[f])})` : formatValue(f, rec[f]);
  };
  const asked = focus.filter((f) => f in rec && f !== 'id').map((f) => fieldSaid(f, rec[f], value(f)));
  const idText = rec.id !== undefined ? ` ${String(rec.id)}` : '';
  const head = `${one.charAt(0).toUpperCase() + one.slice(1)}${idText}${label ? ` is ${label}` : ''}`;
  const fields = [...focus.filter((f) => f in rec), ...Object.keys(rec).filter((k) => !focus.includes(k))].map(
    (k) => `- ${fieldWords(k)}: ${formatValue(k, rec[k])}`,
  );
  return [`${head}${asked.length ? `; ${listWords(asked)}` : ''}.`, ...fields].join('\n');
}

/**
 * The names of the rows, each told apart when several share one ("Mateo Singh (Lumen Dynamics
 * Group)"): by the fields the question is about, else by the record each refers to.
 */
export function apart(rows: Row[], focus: string[], nameOf?: NameOf): string[] {
  const names = rows.map(labelOf).filter((l): l is string => l !== undefined);
  if (names.length < rows.length || new Set(names).size === names.length) return names;
  const differ = (f: string) => new Set(rows.map((r) => String(r[f]))).size > 1;
  const fields = Object.keys(rows[0] ?? {});
  const own = (f: string) => rows.every((r, i) => String(r[f]) === names[i]);
  const by = focus.filter((f) => f !== 'id' && differ(f) && !own(f));
  const told = by.length > 0 ? by : fields.filter((f) => SHAPE_RULES.linkedId.pattern.test(f) && differ(f)).slice(0, 1);
  const show = (r: Row, f: string) => {
    const name = SHAPE_RULES.idFieldAnyCase.pattern.test(f) ? nameOf?.(f, r[f]) : undefined;
    return name ?? formatValue(f, r[f]);
  };
  return rows.map((r, i) => (told.length ? `${names[i]} (${told.map((f) => show(r, f)).join(', ')})` : names[i]!));
}
