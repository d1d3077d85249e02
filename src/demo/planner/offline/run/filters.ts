import { beyondDir } from '../understand/beyond.js';
import { isNegated } from '../understand/negation.js';
import { boundsAverage } from '../understand/numbers.js';
import { abbreviates, type Comparator, type Mention } from '../understand/extract.js';
import type { Intent } from '../understand/intent.js';
import type { Phase } from '../understand/phase.js';
import { fieldTerms, mainMeasure, numberOf, resolveField } from '../core/fields.js';
import { formatValue, fieldWords, pluralWord } from '../core/format.js';
import { fieldsOf, idField, isNumericField, sharedKinds, type Row } from '../core/rows.js';
import { canonical, terms } from '../core/tokenize.js';
import type { AgentTool } from '../../../tools/types.js';
import { toolEntityTerms } from '../choose/params.js';
import { matches, sameValue, type Cond, type Step } from '../../../query/index.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { RUN_RULES } from '../rules/run-fields.js';
import { FIELD_RULES } from '../rules/core-fields.js';
import { DATE_CMP_TEXT, period } from './period.js';

/** Whether a row passes a filter (the query layer evaluates its condition). */
export const passes = (f: RowFilter, row: Row): boolean => matches(f.cond, row);

/**
 * Row filters from the mentions no parameter took: a state, a threshold, a month, a value
 * some field holds. A mention that fits no field of the rows is returned as ignored, so the
 * answer can say so rather than silently dropping it or returning nothing.
 */
export interface RowFilter {
  field: string;
  /** The condition in the query language (src/demo/query): what the filter keeps, evaluated by the query layer. */
  cond: Cond;
  /**
   * How the plan states the filter when a condition on its field says it less well (records that have,
   * or lack, a related record: an `exists` step); the condition still decides which rows are kept.
   */
  step?: Step;
  /** Words of the question the filter honours that its condition does not spell (a phase: "open" for the open stages). */
  words?: string[];
  /** "state is CA", "value over $50,000" */
  text: string;
  /** The field was guessed from the values (a word of the question found in some field), not named by the question. */
  guessed?: boolean;
  /** The field must equal a value (state, text, a named record): several on one field are either-or. */
  equals?: boolean;
  /** A date filter for one period ("2024", "Q1 2025"): its name, for weighing periods against each other. */
  period?: string;
  /** The period was said in a list with the one before it ("in 2025 and 2026"). */
  listed?: boolean;
  /** Where the message wrote the condition (the mention's start). */
  at?: number;
}

const CMP_TEXT: Record<Comparator, string> = { gt: 'over', gte: 'at least', lt: 'under', lte: 'at most', eq: 'equal to' };

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : typeof v === 'number' ? String(v) : '');

function stateFilter(rows: Row[], m: Extract<Mention, { kind: 'state' }>): RowFilter | undefined {
  const fields = fieldsOf(rows).filter((f) => typeof rows.find((r) => r[f] !== undefined && r[f] !== null)?.[f] === 'string');
  const field =
    fields.find((f) => RUN_RULES.stateField.pattern.test(f)) ??
    fields
      // (never a name: "contacts in Florida" are not the people whose first name is Florida)
      .filter((f) => !RUN_RULES.nameField.pattern.test(f) && !RUN_RULES.surnameField.pattern.test(f))
      .find((f) => rows.some((r) => lower(r[f]) === m.code.toLowerCase() || lower(r[f]) === m.name.toLowerCase()));
  if (!field) return undefined;
  return {
    field,
    equals: true,
    cond: { field, op: 'in', values: [...new Set([m.code, m.name])] },
    text: `${fieldWords(field)} ${m.code}${m.name.toUpperCase() !== m.code ? ` (${m.name})` : ''}`,
  };
}

export { sameValue } from '../../../query/index.js';

function textFilter(rows: Row[], text: string, before: string[], after: string[] = [], known?: string): RowFilter | undefined {
  const t = text.toLowerCase();
  const fields = fieldsOf(rows).filter((f) => !isNumericField(rows, f));
  // "name ending 'walker'" (understand/contains.ts): the family name field, else the name's last word
  if (before.at(-1) === canonical('ending') && before.at(-2) === canonical('name')) {
    const field = fields.find((f) => RUN_RULES.surnameField.pattern.test(f)) ?? fields.find((f) => RUN_RULES.nameField.pattern.test(f));
    if (field) return { field, cond: { field, op: 'ends_with_word', text }, text: `last name ${text}` };
  }
  const exact = fields.find((f) => rows.some((r) => lower(r[f]) === t));
  if (exact) return { field: exact, equals: true, cond: { field: exact, op: 'eq', value: text }, text: `${fieldWords(exact)} ${text}` };
  // the value written another way in these rows ("VP of Sales"), or, in the field it belongs to, held by no row
  const several = SHAPE_RULES.space.pattern.test(text.trim());
  const field =
    known !== undefined && fields.includes(known)
      ? known
      : several
        ? fields.find((f) => rows.some((r) => typeof r[f] === 'string' && sameValue(r[f] as string, text)))
        : undefined;
  if (field) return { field, equals: true, cond: { field, op: 'same', value: text }, text: `${fieldWords(field)} ${text}` };
  // "UK": the one value of several words those capitals abbreviate ("United Kingdom"), in a field of
  // kinds rows share (a country), never one each row has its own of (an address)
  if (RUN_RULES.initialsValue.pattern.test(text)) {
    const abbreviated = (f: string) =>
      new Set(rows.map((r) => r[f]).filter((v): v is string => typeof v === 'string' && abbreviates(text, v)));
    const hits = fields.filter((f) => sharedKinds(rows, f)).flatMap((f) => [...abbreviated(f)].map((v) => ({ f, v })));
    // several fields hold such a value: the one the words around it name ("the HR department")
    const near = [...before, ...after];
    const named = hits.filter((h) => fieldTerms(h.f).some((t) => near.includes(t)));
    const pick = hits.length === 1 ? hits : named.length === 1 ? named : [];
    if (pick.length === 1) {
      const { f, v } = pick[0]!;
      return { field: f, equals: true, cond: { field: f, op: 'eq', value: v }, text: `${fieldWords(f)} ${v}` };
    }
  }
  // a word of the same family as one value ("European": Europe, "Indian": India)
  if (!SHAPE_RULES.space.pattern.test(t) && t.length >= 5) {
    const kin = (v: string) => {
      const l = v.toLowerCase();
      return (t.startsWith(l) && t.length - l.length <= 3) || (l.startsWith(t) && l.length - t.length <= 2);
    };
    const hits = fields.flatMap((f) =>
      [...new Set(rows.map((r) => r[f]).filter((v): v is string => typeof v === 'string' && v.length >= 4 && kin(v)))].map((v) => ({
        f,
        v,
      })),
    );
    if (hits.length === 1) {
      const { f, v } = hits[0]!;
      return { field: f, equals: true, cond: { field: f, op: 'eq', value: v }, text: `${fieldWords(f)} ${v}` };
    }
  }
  const cue = before[before.length - 1];
  // "name containing 'tech'" (understand/contains.ts): the name holds the letters anywhere ("Biotech" too)
  if (cue === canonical('containing') && before[before.length - 2] === canonical('name')) {
    const field = fields.find((f) => RUN_RULES.nameField.pattern.test(f)) ?? fields.find((f) => RUN_RULES.nameOrTitle.pattern.test(f));
    if (field) return { field, cond: { field, op: 'contains', text }, text: `${fieldWords(field)} containing "${text}"` };
  }
  const named = cue
    ? (fields.find((f) => fieldTerms(f).includes(cue)) ??
      (['named', 'called'].includes(cue) ? fields.find((f) => RUN_RULES.nameOrTitle.pattern.test(f)) : undefined))
    : undefined;
  // (a word of the field, from its start: "Liam" is no part of "Williams")
  const word = (field: string): Cond => ({ field, op: 'has_word', text: t });
  const holds = (v: unknown) => matches(word('v'), { v });
  if (named) return { field: named, cond: word(named), text: `${fieldWords(named)} containing "${text}"` };
  const partial = fields.find((f) => !SHAPE_RULES.idField.pattern.test(f) && rows.some((r) => holds(r[f])));
  if (partial) return { field: partial, cond: word(partial), text: `${fieldWords(partial)} containing "${text}"`, guessed: true };
  return undefined;
}

const COUNT_LAST = new Set(terms('count tally total'));

function numberFilter(rows: Row[], m: Extract<Mention, { kind: 'number' }>): RowFilter | undefined {
  // "3 contacts" counts related records: a field of that count (added by the related-rows step), never an amount of these rows
  if (m.counts) {
    const field = fieldsOf(rows).find((f) => f === `${m.counts}_count`);
    if (!field) return undefined;
    const c = m.comparator ?? 'eq';
    return {
      field,
      cond: { field, op: c, value: m.value },
      text: `${CMP_TEXT[c]} ${m.value} ${pluralWord(fieldWords(m.counts))}`,
    };
  }
  // "2 or more CTOs": a number of records of a value, which no amount of these rows is
  if (m.countsValue) return undefined;
  // "averaging over $5M": a bound on the average of some rows, never on each row (run/held.ts)
  if (boundsAverage(m)) return undefined;
  // (an id is no amount: "above 250k at accounts in …" is not a bound on the account's id)
  // ("lost deals over 1m count": a count asked at the end, no field named after the number)
  const after = m.after.length === 1 && COUNT_LAST.has(m.after[0]!) ? [] : m.after;
  // (the word said just after the number names its field first: "at firms with over 500 staff" is no bound on the firm's id)
  const ids = fieldsOf(rows).filter((f) => SHAPE_RULES.idFieldAnyCase.pattern.test(f));
  const named =
    resolveField(rows, after, { numeric: true, exclude: ids }) ??
    resolveField(rows, [...m.before, ...after], { numeric: true, exclude: ids });
  // a plain number beside a field's name ("a score of 100") is that field's value
  if (!m.comparator && !named) return undefined;
  const field = named ?? (m.unit === 'percent' ? undefined : mainMeasure(rows));
  if (!field) return undefined;
  // ("probability above 50": a ratio's bound said without its % sign, which no value from 0 to 1 reaches)
  const percent = m.unit === 'percent' || (m.unit === 'plain' && m.value > 1 && m.value <= 100 && FIELD_RULES.ratio.pattern.test(field));
  const ratio = percent && rows.every((r) => (numberOf(r[field]) ?? 0) <= 1);
  const bound = ratio ? m.value / 100 : m.value;
  const c = m.comparator ?? 'eq';
  return {
    field,
    cond: { field, op: c, value: bound },
    text: `${fieldWords(field)} ${CMP_TEXT[c]} ${formatValue(field, bound)}`,
  };
}

function dateFilter(rows: Row[], m: Extract<Mention, { kind: 'month' | 'year' }>): RowFilter | undefined {
  const fields = fieldsOf(rows).filter((f) => rows.some((r) => typeof r[f] === 'string' && RUN_RULES.rowDate.pattern.test(r[f] as string)));
  const others = fieldsOf(rows).filter((f) => !fields.includes(f));
  const field =
    resolveField(rows, [...m.before, ...m.after], { exclude: others }) ??
    fields.find((f) => !SHAPE_RULES.createdUpdated.pattern.test(f)) ??
    fields[0];
  if (!field || !fields.includes(field)) return undefined;
  const p = period(m);
  const c = m.comparator ?? 'eq';
  const cond: Cond =
    c === 'lt'
      ? { field, op: 'lt', value: p.from }
      : c === 'gt'
        ? { field, op: 'gte', value: p.to }
        : c === 'gte'
          ? { field, op: 'gte', value: p.from }
          : c === 'lte'
            ? { field, op: 'lt', value: p.to }
            : { field, op: 'between', from: p.from, to: p.to, to_exclusive: true };
  return {
    field,
    cond,
    text: `${fieldWords(field)} ${DATE_CMP_TEXT[c]} ${p.text}`,
    ...(c === 'eq' ? { period: p.text, ...(m.listed ? { listed: true } : {}) } : {}),
  };
}

/**
 * "larger than Acme Corp", "accounts above Acme": the rows past the named record on
 * its measure (the field named before the comparison, else the rows' main one).
 */
function rivalFilter(rows: Row[], m: Extract<Mention, { kind: 'entity' }>): RowFilter | undefined {
  const dir = beyondDir(m);
  if (!dir) return undefined;
  const field = resolveField(rows, m.before, { numeric: true }) ?? mainMeasure(rows);
  const bound = field ? numberOf(m.row[field]) : undefined;
  if (!field || bound === undefined) return undefined;
  return {
    field,
    cond: { field, op: dir, value: bound },
    text: `${fieldWords(field)} ${dir === 'gt' ? 'over' : 'under'} ${m.label}'s ${formatValue(field, bound)}`,
  };
}

/** `of`: the tool the rows came from (a record named by name filters only rows of its own kind). */
export function filterFor(rows: Row[], m: Mention, of?: AgentTool): RowFilter | undefined {
  const f = valueFilter(rows, m, of);
  // "other than USD", "not in Texas": the rows without the value
  if (!f || !isNegated(m)) return f;
  return { field: f.field, cond: { not: f.cond }, text: `not ${f.text}`, ...(f.at !== undefined ? { at: f.at } : {}) };
}

function valueFilter(rows: Row[], m: Mention, of?: AgentTool): RowFilter | undefined {
  switch (m.kind) {
    case 'state':
      return stateFilter(rows, m);
    case 'text':
      return textFilter(rows, m.text, m.before, m.after, m.source === 'known' ? m.field : undefined);
    case 'id':
    case 'email':
      return textFilter(rows, m.text, m.before);
    case 'number':
      return numberFilter(rows, m);
    case 'month':
    case 'year':
      return dateFilter(rows, m);
    case 'entity': {
      const beyond = rivalFilter(rows, m);
      if (beyond) return beyond;
      // the named record's own row, by its id, in rows whose ids are of the same kind (none when it is not among them)
      // rows of another kind: the name as written, in whichever field holds it ("leads at McGlynn LLC": company)
      if (of && (of.app !== m.app || !toolEntityTerms(of).some((e) => m.entity.includes(e)))) return textFilter(rows, m.label, m.before);
      const key = idField(rows);
      const sample = key ? rows.find((r) => r[key] !== undefined)?.[key] : undefined;
      const prefix = (v: unknown) => String(v).replace(RUN_RULES.trailingDigits.pattern, '');
      if (!key || typeof sample !== typeof m.id || prefix(sample) !== prefix(m.id)) return undefined;
      // a name several records of the list hold (one person at several accounts): all of them
      return { field: key, equals: true, cond: { field: key, op: 'in', values: [...new Set([m.id, ...m.twins])] }, text: m.label };
    }
    default:
      return undefined;
  }
}

/**
 * Yes/no fields the message names ("primary contacts" -> is_primary true, "non-primary" or
 * "not primary" -> false), and where in its life a record is ("open deals"), besides the
 * fields an argument already sets.
 */
export function flagFilters(
  rows: Row[],
  intent: Pick<Intent, 'words' | 'phase' | 'union' | 'basePhase' | 'shareBase' | 'phaseLeftOut'>,
  set: Record<string, unknown>,
): RowFilter[] {
  const { words } = intent;
  const out: RowFilter[] = [];
  // "mine and third-party": the words name both values of the flag, which then narrows nothing
  for (const field of intent.union ? [] : fieldsOf(rows)) {
    if (field in set || !rows.every((r) => r[field] === undefined || r[field] === null || typeof r[field] === 'boolean')) continue;
    const ft = fieldTerms(field).filter((t) => t !== 'is' && t !== 'has');
    const at = ft.length > 0 ? words.indexOf(ft[0]!) : -1;
    if (at < 0 || !ft.every((t, i) => words[at + i] === t)) continue;
    const negated = ['not', 'non', 'no'].includes(words[at - 1] ?? '');
    // a flag every row already has narrows nothing ("third-party" said of the list of third-party firms)
    if (rows.every((r) => r[field] === !negated)) continue;
    out.push({ field, equals: true, cond: { field, op: 'eq', value: !negated }, text: `${fieldWords(field)} ${negated ? 'no' : 'yes'}` });
  }
  const phase = intent.phase ? phaseFilter(rows, intent.phase, set) : undefined;
  if (phase) out.push({ ...phase, words: PHASE_WORDS[intent.phase!] });
  // "leaving out the ones they lost": the other values of that field
  const left = intent.phaseLeftOut ? phaseFilter(rows, intent.phaseLeftOut.phase, set) : undefined;
  if (left && 'op' in left.cond && left.cond.op === 'in') {
    const text = `not ${fieldWords(left.field)} ${left.cond.values.join(' or ')}`;
    out.push({ field: left.field, cond: { not: left.cond }, text, words: intent.phaseLeftOut!.words });
  }
  const whole = intent.basePhase ? phaseFilter(rows, intent.basePhase, phase ? set : {}) : undefined;
  if (whole && intent.shareBase) out.push({ ...whole, at: intent.shareBase[0], words: PHASE_WORDS[intent.basePhase!] });
  return out;
}

const TERMINAL = RUN_RULES.terminal.pattern; // values that end a record's life: a deal closed (won or lost), a ticket resolved
const PHASE_TEST: Record<Phase, (v: string) => boolean> = {
  open: (v) => !TERMINAL.test(v),
  closed: (v) => TERMINAL.test(v),
  won: (v) => TERMINAL.test(v) && RUN_RULES.won.pattern.test(v.replace(RUN_RULES.nameSeparator.pattern, ' ')),
  lost: (v) => TERMINAL.test(v) && RUN_RULES.lost.pattern.test(v.replace(RUN_RULES.nameSeparator.pattern, ' ')),
};

/** The words that name a point of a record's life ("open", "lost"), said of the filter that keeps it. */
const PHASE_WORDS: Record<Phase, string[]> = {
  open: ['open', 'active', 'pending', 'live', 'current', 'ongoing', 'pipeline'],
  closed: ['closed', 'close', 'finished', 'decided', 'done', 'completed'],
  won: ['won', 'win', 'wins', 'winning', 'booked', 'converted'],
  lost: ['lost', 'lose', 'loss', 'losses', 'losing'],
};

/** "open deals": the field of a few values, some of which end a record's life (a stage, a status), filtered by them. */
export function phaseFilter(rows: Row[], phase: Phase, set: Record<string, unknown>): RowFilter | undefined {
  for (const field of fieldsOf(rows)) {
    if (field in set || isNumericField(rows, field)) continue;
    const values = [...new Set(rows.map((r) => r[field]).filter((v): v is string => typeof v === 'string'))];
    if (values.length < 2 || values.length > 15 || !values.some((v) => TERMINAL.test(v)) || values.every((v) => TERMINAL.test(v))) continue;
    const test = PHASE_TEST[phase];
    const kept = values.filter(test);
    if (kept.length === 0 || kept.length === values.length) continue;
    return {
      field,
      cond: { field, op: 'in', values: kept },
      text: `${fieldWords(field)} ${kept.length <= 3 ? kept.join(' or ') : phase}`,
    };
  }
  // rows all at one point of their life ("has it won any?" asked of open deals): the field named like a stage
  const named = fieldsOf(rows).find((f) => !(f in set) && RUN_RULES.phaseField.pattern.test(f) && !isNumericField(rows, f));
  if (named) {
    const kept = [...new Set(rows.map((r) => r[named]).filter((v): v is string => typeof v === 'string' && PHASE_TEST[phase](v)))];
    // no row is at that point of its life: the condition still says which point ("won"), and keeps none of them
    const cond: Cond = kept.length > 0 ? { field: named, op: 'in', values: kept } : { field: named, op: 'has_word', text: phase };
    return { field: named, cond, text: `${fieldWords(named)} ${phase}` };
  }
  return undefined;
}

/** Every field's condition holds; two values for one field ("in NY and NJ") are either-or. */
export function applyFilters(rows: Row[], filters: RowFilter[]): Row[] {
  if (filters.length === 0) return rows;
  const cond = filtersCond(filters);
  return rows.filter((r) => matches(cond, r));
}

/** Two whole periods of one field said in a list that share no day ("in 2025 and 2026"): either-or, as two values are. */
const range = (c: Cond) => ('op' in c && c.op === 'between' ? c : undefined);
const apart = (a: RowFilter, b: RowFilter) => {
  const [x, y] = [range(a.cond), range(b.cond)];
  return x !== undefined && y !== undefined && (String(x.to) <= String(y.from) || String(y.to) <= String(x.from));
};

/**
 * Filters as one condition of the query language: equality filters on one field are alternatives, and so are
 * whole periods of one field that share no day; bounds ("over 50k", "under 100k") all hold.
 */
export function filtersCond(filters: RowFilter[]): Cond {
  const byField = new Map<string, RowFilter[]>();
  const periods = filters.filter((f) => f.period !== undefined);
  const listed = periods.some((f) => f.listed);
  const either = (f: RowFilter) =>
    f.equals ||
    (listed &&
      f.period !== undefined &&
      periods.some((o) => o !== f && o.field === f.field) &&
      periods.every((o) => o === f || o.field !== f.field || apart(o, f)));
  for (const [i, f] of filters.entries()) {
    const key = either(f) ? f.field : `#${i}`;
    byField.set(key, [...(byField.get(key) ?? []), f]);
  }
  const parts = [...byField.values()].map((g): Cond => (g.length === 1 ? g[0]!.cond : { any: g.map((f) => f.cond) }));
  return parts.length === 1 ? parts[0]! : { all: parts };
}
