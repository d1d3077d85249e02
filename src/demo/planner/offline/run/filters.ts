import type { Comparator, Mention } from '../understand/extract.js';
import { fieldTerms, mainMeasure, numberOf, resolveField } from '../core/fields.js';
import { formatValue, fieldWords } from '../core/format.js';
import { fieldsOf, idField, isNumericField, type Row } from '../core/rows.js';
import type { AgentTool } from '../../../tools/types.js';
import { toolEntityTerms } from '../choose/params.js';

/**
 * Row filters from the mentions no parameter took: a state, a threshold, a month, a value
 * some field holds. A mention that fits no field of the rows is returned as ignored, so the
 * answer can say so rather than silently dropping it or returning nothing.
 */
export interface RowFilter {
  field: string;
  test(v: unknown): boolean;
  /** "state is CA", "value over $50,000" */
  text: string;
  /** The field must equal a value (state, text, a named record): several on one field are either-or. */
  equals?: boolean;
}

const CMP_TEXT: Record<Comparator, string> = { gt: 'over', gte: 'at least', lt: 'under', lte: 'at most', eq: 'equal to' };

function compare(c: Comparator, a: number, b: number): boolean {
  return c === 'gt' ? a > b : c === 'gte' ? a >= b : c === 'lt' ? a < b : c === 'lte' ? a <= b : a === b;
}

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : typeof v === 'number' ? String(v) : '');

function stateFilter(rows: Row[], m: Extract<Mention, { kind: 'state' }>): RowFilter | undefined {
  const fields = fieldsOf(rows).filter((f) => typeof rows.find((r) => r[f] !== undefined)?.[f] === 'string');
  const field =
    fields.find((f) => /state|province/i.test(f)) ??
    fields.find((f) => rows.some((r) => lower(r[f]) === m.code.toLowerCase() || lower(r[f]) === m.name.toLowerCase()));
  if (!field) return undefined;
  const wanted = new Set([m.code.toLowerCase(), m.name.toLowerCase()]);
  return {
    field,
    equals: true,
    test: (v) => wanted.has(lower(v)),
    text: `${fieldWords(field)} ${m.code}${m.name !== m.code ? ` (${m.name})` : ''}`,
  };
}

function textFilter(rows: Row[], text: string, before: string[]): RowFilter | undefined {
  const t = text.toLowerCase();
  const fields = fieldsOf(rows).filter((f) => !isNumericField(rows, f));
  const exact = fields.find((f) => rows.some((r) => lower(r[f]) === t));
  if (exact) return { field: exact, equals: true, test: (v) => lower(v) === t, text: `${fieldWords(exact)} ${text}` };
  const cue = before[before.length - 1];
  const named = cue
    ? (fields.find((f) => fieldTerms(f).includes(cue)) ??
      (['named', 'called'].includes(cue) ? fields.find((f) => /name|title/.test(f)) : undefined))
    : undefined;
  if (named) return { field: named, test: (v) => lower(v).includes(t), text: `${fieldWords(named)} containing "${text}"` };
  const partial = fields.find((f) => !/(^|_)id$/.test(f) && rows.some((r) => lower(r[f]).includes(t)));
  if (partial) return { field: partial, test: (v) => lower(v).includes(t), text: `${fieldWords(partial)} containing "${text}"` };
  return undefined;
}

function numberFilter(rows: Row[], m: Extract<Mention, { kind: 'number' }>): RowFilter | undefined {
  const named = resolveField(rows, [...m.before, ...m.after], { numeric: true });
  // a plain number beside a field's name ("a score of 100") is that field's value
  if (!m.comparator && !named) return undefined;
  const field = named ?? (m.unit === 'percent' ? undefined : mainMeasure(rows));
  if (!field) return undefined;
  const ratio = m.unit === 'percent' && rows.every((r) => (numberOf(r[field]) ?? 0) <= 1);
  const bound = ratio ? m.value / 100 : m.value;
  const c = m.comparator ?? 'eq';
  return {
    field,
    test: (v) => {
      const n = numberOf(v);
      return n !== undefined && compare(c, n, bound);
    },
    text: `${fieldWords(field)} ${CMP_TEXT[c]} ${formatValue(field, bound)}`,
  };
}

function dateFilter(rows: Row[], m: Extract<Mention, { kind: 'month' | 'year' }>): RowFilter | undefined {
  const fields = fieldsOf(rows).filter((f) => rows.some((r) => typeof r[f] === 'string' && /^\d{4}-\d{2}/.test(r[f] as string)));
  const others = fieldsOf(rows).filter((f) => !fields.includes(f));
  const field =
    resolveField(rows, [...m.before, ...m.after], { exclude: others }) ?? fields.find((f) => !/created|updated/.test(f)) ?? fields[0];
  if (!field || !fields.includes(field)) return undefined;
  const year = m.year;
  const month = m.kind === 'month' ? m.month : undefined;
  const prefix = `${year ?? ''}`;
  return {
    field,
    test: (v) => {
      if (typeof v !== 'string') return false;
      const [y, mo] = v.split('-');
      return (year === undefined || y === prefix) && (month === undefined || Number(mo) === month);
    },
    text: `${fieldWords(field)} in ${month ? `${monthName(month)} ` : ''}${year ?? ''}`.trim(),
  };
}

/** `of`: the tool the rows came from (a record named by name filters only rows of its own kind). */
export function filterFor(rows: Row[], m: Mention, of?: AgentTool): RowFilter | undefined {
  switch (m.kind) {
    case 'state':
      return stateFilter(rows, m);
    case 'text':
      return textFilter(rows, m.text, m.before);
    case 'id':
    case 'email':
      return textFilter(rows, m.text, m.before);
    case 'number':
      return numberFilter(rows, m);
    case 'month':
    case 'year':
      return dateFilter(rows, m);
    case 'entity': {
      // the named record's own row, by its id, in rows whose ids are of the same kind (none when it is not among them)
      // rows of another kind: the name as written, in whichever field holds it ("leads at McGlynn LLC": company)
      if (of && (of.app !== m.app || !toolEntityTerms(of).some((e) => m.entity.includes(e)))) return textFilter(rows, m.label, m.before);
      const key = idField(rows);
      const sample = key ? rows.find((r) => r[key] !== undefined)?.[key] : undefined;
      const prefix = (v: unknown) => String(v).replace(/\d+$/, '');
      if (!key || typeof sample !== typeof m.id || prefix(sample) !== prefix(m.id)) return undefined;
      return { field: key, equals: true, test: (v) => v === m.id, text: m.label };
    }
    default:
      return undefined;
  }
}

/**
 * Yes/no fields the message names ("primary contacts" -> is_primary true, "non-primary" or
 * "not primary" -> false), besides those an argument already sets.
 */
export function flagFilters(rows: Row[], words: string[], set: Record<string, unknown>): RowFilter[] {
  const out: RowFilter[] = [];
  for (const field of fieldsOf(rows)) {
    if (field in set || !rows.every((r) => r[field] === undefined || r[field] === null || typeof r[field] === 'boolean')) continue;
    const ft = fieldTerms(field).filter((t) => t !== 'is' && t !== 'has');
    const at = ft.length > 0 ? words.indexOf(ft[0]!) : -1;
    if (at < 0 || !ft.every((t, i) => words[at + i] === t)) continue;
    const negated = ['not', 'non', 'no'].includes(words[at - 1] ?? '');
    // a flag every row already has narrows nothing ("third-party" said of the third-party list)
    if (rows.every((r) => r[field] === !negated)) continue;
    out.push({ field, equals: true, test: (v) => v === !negated, text: `${fieldWords(field)} ${negated ? 'no' : 'yes'}` });
  }
  return out;
}

/** Every field's condition holds; two values for one field ("in NY and NJ") are either-or. */
export function applyFilters(rows: Row[], filters: RowFilter[]): Row[] {
  if (filters.length === 0) return rows;
  // equality filters on one field are alternatives; bounds ("over 50k", "under 100k") all hold
  const byField = new Map<string, RowFilter[]>();
  for (const [i, f] of filters.entries()) {
    const key = f.equals ? f.field : `#${i}`;
    byField.set(key, [...(byField.get(key) ?? []), f]);
  }
  const groups = [...byField.values()];
  return rows.filter((r) => groups.every((g) => g.some((f) => f.test(r[f.field]))));
}

function monthName(month: number): string {
  return new Date(2000, month - 1, 1).toLocaleString('en-US', { month: 'long' });
}
