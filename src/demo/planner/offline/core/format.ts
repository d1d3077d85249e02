import type { Row } from './rows.js';
import { labelOf } from './rows.js';
import { FIELD_RULES } from '../rules/core-fields.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';

/** Number and value wording for answers: money with $ and separators, probabilities as %. */
const MONEY = FIELD_RULES.money.pattern;
const RATIO = FIELD_RULES.ratio.pattern;

export function isMoneyField(field: string): boolean {
  return MONEY.test(field) && !FIELD_RULES.countIdScore.pattern.test(field);
}

export function formatNumber(n: number): string {
  return Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

export function formatValue(field: string, v: unknown): string {
  if (typeof v === 'number') {
    if (FIELD_RULES.plainNumber.pattern.test(field)) return String(v);
    if (isMoneyField(field)) return `$${formatNumber(Math.round(v * 100) / 100)}`;
    if (RATIO.test(field) && v >= 0 && v <= 1) return `${Math.round(v * 1000) / 10}%`;
    return formatNumber(v);
  }
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (v === null || v === undefined) return '-';
  if (typeof v === 'object') return JSON.stringify(v);
  // ("2024-06-29T21:16:53.356Z": read as "2024-06-29 21:16 UTC")
  const stamp = typeof v === 'string' ? SHAPE_RULES.isoStamp.pattern.exec(v) : null;
  return stamp ? `${stamp[1]} ${stamp[2]} UTC` : String(v);
}

/** A month argument (1-12) read in words, with the year beside it when there is one: "November 2024". */
export function monthYear(args: Record<string, unknown>): string | undefined {
  const m = args.month;
  if (typeof m !== 'number' || !Number.isInteger(m) || m < 1 || m > 12) return undefined;
  const name = new Date(Date.UTC(2000, m - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return typeof args.year === 'number' ? `${name} ${args.year}` : name;
}

/** Field names read as words: `annual_revenue` → `annual revenue`. */
export function fieldWords(field: string): string {
  return field.replace(WORD_SHAPE_RULES.camelJoint.pattern, '$1 $2').replace(SHAPE_RULES.nameSeparators.pattern, ' ').toLowerCase();
}

/**
 * One field of a record said in a sentence: "its revenue is $2,000,000", and a yes/no field
 * named as a state ("is_third_party", "has_website") said as one: "it is not third party".
 */
export function fieldSaid(field: string, value: unknown, shown: string = formatValue(field, value)): string {
  const flag = FIELD_RULES.flagField.pattern.exec(fieldWords(field));
  if (flag && typeof value === 'boolean') return `it ${flag[1]!.toLowerCase()}${value ? '' : ' not'} ${flag[2]!.trim()}`;
  return `its ${fieldWords(field)} is ${shown}`;
}

const LABELS = ['name', 'title', 'first_name', 'last_name', 'full_name'];
const SKIP = FIELD_RULES.bookkeeping.pattern;

/** One row as a line: label (id), then the focus fields (those the question is about), then a few others. */
export function rowLine(row: Row, maxFields = 5, focus: string[] = []): string {
  const label = labelOf(row);
  const id = row.id ?? undefined;
  const head = label ? (id !== undefined && String(id) !== label ? `${label} (${String(id)})` : label) : id !== undefined ? String(id) : '';
  const shown = (k: string, v: unknown) => k !== 'id' && !LABELS.includes(k) && (typeof v !== 'object' || v === null);
  const first = focus.filter((k) => k in row && shown(k, row[k]));
  const rest = Object.keys(row).filter((k) => !first.includes(k) && shown(k, row[k]) && !SKIP.test(k));
  const parts = [...first, ...rest].slice(0, Math.max(maxFields, first.length)).map((k) => `${fieldWords(k)}: ${formatValue(k, row[k])}`);
  return [head, parts.join(', ')].filter(Boolean).join(' — ');
}

export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "opportunity" -> "opportunities", "contact" -> "contacts". */
export const pluralWord = (one: string): string =>
  FIELD_RULES.consonantY.pattern.test(one) ? `${one.slice(0, -1)}ies` : FIELD_RULES.sibilantEnd.pattern.test(one) ? `${one}es` : `${one}s`;

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}
