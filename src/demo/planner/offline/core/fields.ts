import { isMoneyField, fieldWords } from './format.js';
import { fieldsOf, isNumericField, type Row } from './rows.js';
import { terms } from './tokenize.js';
import { FIELD_RULES } from '../rules/core-fields.js';

/** Matching the user's words to the fields of result rows. */
export function fieldTerms(field: string): string[] {
  return terms(fieldWords(field));
}

/** The field whose name best matches the hint words (all hint words matched beat some). */
export function resolveField(rows: Row[], hint: string[], opts: { numeric?: boolean; exclude?: string[] } = {}): string | undefined {
  if (hint.length === 0) return undefined;
  let best: { field: string; score: number } | undefined;
  for (const f of fieldsOf(rows)) {
    if (opts.exclude?.includes(f)) continue;
    if (opts.numeric !== undefined && isNumericField(rows, f) !== opts.numeric) continue;
    const ft = fieldTerms(f);
    const hits = hint.filter((h) => ft.includes(h)).length;
    if (hits === 0) continue;
    const score = hits * 10 - (ft.length - hits);
    if (!best || score > best.score) best = { field: f, score };
  }
  return best?.field;
}

/** The number a question is most likely about: a money field, else the first numeric non-id field. */
export function mainMeasure(rows: Row[]): string | undefined {
  const numeric = fieldsOf(rows).filter((f) => isNumericField(rows, f) && !FIELD_RULES.notMeasure.pattern.test(f));
  return numeric.find(isMoneyField) ?? numeric[0];
}

export function numberOf(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}
