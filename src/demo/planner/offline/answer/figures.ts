import type { Outcome } from '../run/execute.js';
import { applyFilters, type RowFilter } from '../run/filters.js';
import { NONE, orderRows, type Shaped } from '../run/shape.js';
import { LIST_FIELD } from '../run/lists.js';
import type { Order } from '../understand/intent.js';
import { fieldTerms, mainMeasure, numberOf, resolveField } from '../core/fields.js';
import { fieldSaid, fieldWords, formatNumber, formatValue, listWords } from '../core/format.js';
import { labelOf, type Row } from '../core/rows.js';
import { subjectOf } from '../choose/params.js';
import type { Worded } from './worded.js';
import { stateNameOf } from '../core/states.js';
import { terms } from '../core/tokenize.js';
import { ANSWER_RULES } from '../rules/answer-words.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { ORD } from './conditions.js';
import { runSteps, type Step } from '../../../query/index.js';

/**
 * Answers that are one figure about the rows rather than the rows: the share that matches,
 * a scalar the tool answered beside its rows, the group that leads, and the fields of a row
 * the question names beside the one it ranks by.
 */
/**
 * "what share of the leads are new": the rows that match as a part of the rows read; "what
 * share of my revenue is from CA": their sum of the measure as a part of the sum over all.
 */
/** Whether a filter was written where a share's whole is described ("among the closed deals, …"). */
export const inShareBase =
  (base: [number, number] | undefined) =>
  (f: RowFilter): boolean =>
    base !== undefined && f.at !== undefined && f.at >= base[0] && f.at < base[1];

export function shareText(o: Outcome, of?: string[], base?: [number, number], top?: Order): Worded | undefined {
  // "the share of the revenue the five largest bring": the part is the first k by the measure
  const ranked = top?.k !== undefined && of !== undefined;
  if ((o.filters.length === 0 && !ranked) || o.before === 0) return undefined;
  // ("the part of my zeta from my top 5 limas": the first k values of a field, which no ranking of the rows gives)
  const valuesRanked = ranked && o.read && top!.hint.length > 0 ? resolveField(o.read, top!.hint, { numeric: false }) : undefined;
  // (both lists of the kind read as one, "mine and third-party": the records of the kind, no list's own name)
  const both = o.filters.some((f) => f.field === LIST_FIELD);
  const own = subjectOf(o.tool);
  const subj = both ? { text: own.text.split(' ').at(-1)!, mine: false } : own;
  const whose = subj.mine ? 'your' : 'the';
  // "among the deals in Q3, which share is lost": the whole is the rows its own conditions keep
  const inBase = inShareBase(base);
  const wholeBy = o.filters.filter(inBase);
  // "the part of open deal value at accounts in asia": the related records that say which part were
  // read as the rows of both; no share of them is the one asked
  // (a condition said before the share is asked, "in banking, what share of …", scopes both)
  if (base && o.source?.filters.some((f) => f.at !== undefined && !inBase(f) && f.at > base[0])) return undefined;
  if (wholeBy.length > 0 && wholeBy.length < o.filters.length && o.read && !of) {
    const whole = applyFilters(o.read, wholeBy);
    if (whole.length === 0) return undefined;
    const partBy = o.filters.filter((f) => !inBase(f));
    // the part's conditions apply within the whole (two values of one field in the whole are either, not both)
    const part = applyFilters(whole, partBy);
    const pct = Math.round((part.length / whole.length) * 1000) / 10;
    return {
      response:
        `${pct}% of ${whose} ${subj.text} with ${wholeBy.map((f) => f.text).join(', ')}: ${formatNumber(part.length)} of ` +
        `${formatNumber(whole.length)} (${partBy.map((f) => f.text).join(', ')}).`,
      result: { share: part.length / whole.length, count: part.length, of: whole.length, rows: part },
      share: { part: [...wholeBy, ...partBy], whole: wholeBy },
    };
  }
  const conds = o.filters.map((f) => f.text).join(', ');
  const field = of && o.read ? (resolveField(o.read, of, { numeric: true }) ?? mainMeasure(o.read)) : undefined;
  if (field && o.read) {
    const sum = (rows: Row[]) => rows.reduce((s, r) => s + (numberOf(r[field]) ?? 0), 0);
    // a share whose whole has conditions of its own ("the pipeline in ohio, what part of it ..."): they keep the whole's rows too
    const split = !ranked && wholeBy.length > 0 && wholeBy.length < o.filters.length;
    const wholeRows = split ? applyFilters(o.read, wholeBy) : o.read;
    // (the rows of the first k values of a field, ranked by their total: "my top 5 limas")
    const values = valuesRanked ? topValues(o.rows, valuesRanked, field, top!.dir, top!.k!) : undefined;
    const kept = values
      ? o.rows.filter((r) => values.includes(String(r[valuesRanked!])))
      : ranked
        ? orderRows(o.rows, field, top!.dir).slice(0, top!.k)
        : o.rows;
    const part = sum(kept);
    const all = sum(wholeRows);
    const among = values ? ` ${fieldWords(valuesRanked!)} values, ${listWords(values)},` : '';
    if (all === 0) return undefined;
    const pct = Math.round((part / all) * 1000) / 10;
    return {
      response:
        `${pct}% of ${whose} ${fieldWords(field)} (${subj.text}): ${formatValue(field, part)} of ${formatValue(field, all)} ` +
        `(${ranked ? `the ${top!.dir === 'desc' ? 'top' : 'bottom'} ${top!.k}${among} by ${fieldWords(field)}` : conds}; ` +
        `${formatNumber(kept.length)} of ${formatNumber(split ? wholeRows.length : o.before)} ${subj.text}).`,
      result: { share: part / all, [field]: part, of: all, count: kept.length, rows: kept },
      share: {
        part: o.filters,
        whole: split ? wholeBy : [],
        field,
        ...(ranked ? { top: { field, dir: top!.dir, k: top!.k!, ...(values ? { by: valuesRanked } : {}) } } : {}),
      },
    };
  }
  const pct = Math.round((o.rows.length / o.before) * 1000) / 10;
  return {
    response: `${pct}% of ${whose} ${subj.text}: ${formatNumber(o.rows.length)} of ${formatNumber(o.before)} (${conds}).`,
    result: { share: o.rows.length / o.before, count: o.rows.length, of: o.before, rows: o.rows },
    share: { part: o.filters, whole: [] },
  };
}

/** The first k values of `by` when ranked by the total of `field` over their rows (the query layer's group, sort and limit). */
function topValues(rows: Row[], by: string, field: string, dir: 'asc' | 'desc', k: number): string[] {
  return runSteps(rows, topValueSteps(by, field, dir, k)).map((g) => String(g[by]));
}

/** The steps that give the first k values of `by` ranked by their total of `field` (ties by the value). */
export function topValueSteps(by: string, field: string, dir: 'asc' | 'desc', k: number): Step[] {
  return [
    { group: { by: [by], aggs: [{ op: 'sum', field, as: 'total' }] } },
    {
      sort: [
        { field: 'total', dir },
        { field: by, dir: 'asc' },
      ],
    },
    { limit: k },
  ];
}

export function countOf(o: Outcome): number {
  return o.complete || o.filters.length > 0 ? o.rows.length : (o.reportedTotal ?? o.rows.length);
}

/** "what is my coverage id": a scalar the tool answered beside its rows, when the question names it. */
export function extraField(o: Outcome, query: string[]): Worded | undefined {
  // envelope fields (total, page, ...) describe the list, not the records
  const key = Object.keys(o.extras ?? {}).find((k) => {
    if (ANSWER_RULES.listEnvelope.pattern.test(k)) return false;
    const ft = fieldTerms(k).filter((t) => t !== 'id');
    return ft.length > 0 && ft.every((t) => query.includes(t));
  });
  if (key === undefined) return undefined;
  const subj = subjectOf(o.tool);
  const value = o.extras![key];
  return {
    response:
      `${subj.mine ? 'Your' : 'The'} ${fieldWords(key)} is ${formatValue(key, value)}.\n` +
      `(${o.tool.name} answers it beside its ${formatNumber(countOf(o))} ${subj.text}.)`,
    result: { [key]: value },
  };
}

/** "; its probability is 45%": the fields of a row the question names, besides the one it ranks by. */
export function askedFields(row: Row, except: string, query: string[]): string {
  const when = query.includes('when');
  const asked = Object.keys(row).filter((f) => {
    const ft = fieldTerms(f);
    if (f === except || f === 'id' || ft.length === 0) return false;
    // "when does it close": the date field whose other words the question has (close_date)
    if (when && ANSWER_RULES.dateFieldEnd.pattern.test(f))
      return ft.filter((t) => !ANSWER_RULES.dateWord.pattern.test(t)).every((t) => query.includes(t));
    return ft.every((t) => query.includes(t));
  });
  return asked.length ? `; ${listWords(asked.map((f) => fieldSaid(f, row[f])))}` : '';
}

/** A group's key as data: the rows with no value of the field form the group of none (null), shown as "(none)". */
export const keyValue = (key: string): string | null => (key === NONE ? null : key);

/** "TX has the most of your accounts: 7 of 50 (next: CA with 6)." and the groups after it. */
export function winnerText(
  g: NonNullable<Shaped['groups']>,
  subject: string,
  your: string,
  cond: string,
  count: number,
  nameOf?: (field: string, id: unknown) => string | undefined,
  place?: number,
): Worded {
  const w = g.winner!;
  // groups keyed by a record's id are shown by its name ("McGlynn LLC (2)")
  const named = (key: string) => {
    const name = nameOf?.(g.field, SHAPE_RULES.digitsOnly.pattern.test(key) ? Number(key) : key) ?? nameOf?.(g.field, key);
    return name ? `${name} (${key})` : key;
  };
  const [first, second] = g.items;
  const metric = (it: { count: number; sum?: number }) =>
    w.by === 'avg' && g.measure
      ? formatValue(g.measure, (it.sum ?? 0) / (it.count || 1))
      : w.by === 'sum' && g.measure
        ? formatValue(g.measure, it.sum ?? 0)
        : `${formatNumber(it.count)}`;
  const kind = w.by === 'avg' ? 'average' : 'total';
  const size = w.dir === 'desc' ? (w.by === 'avg' ? 'highest' : 'largest') : w.by === 'avg' ? 'lowest' : 'smallest';
  const what =
    w.by !== 'count' && g.measure
      ? `the ${size} ${kind} ${fieldWords(g.measure)}`
      : `the ${w.dir === 'desc' ? 'most' : 'fewest'} ${your ? 'of your ' : ''}${subject}`;
  if (!first) return { response: `No ${subject} matched${cond}, so no ${fieldWords(g.field)} leads.`, result: { groups: [] } };
  // how far the first leads the runner-up ("2025 than 2024", "by how much it beats the runner-up"), said too
  const amount = (it: { count: number; sum?: number }) => (w.by === 'avg' ? (it.sum ?? 0) / (it.count || 1) : (it.sum ?? 0));
  const apart = second ? Math.round(Math.abs(amount(first) - amount(second)) * 100) / 100 : 0;
  const gap =
    second && w.by !== 'count' && g.measure
      ? `; a gap of ${formatValue(g.measure, apart)}`
      : second && w.by === 'count'
        ? `; a gap of ${formatNumber(Math.abs((first?.count ?? 0) - second.count))}`
        : '';
  // groups level with the first share the lead ("IL and MA tie for the most …"); the next after them runs second
  const tied = w.k && w.k > 1 ? [first] : g.items.filter((it) => metric(it) === metric(first));
  const after = g.items[tied.length];
  const runner =
    tied.length > 1
      ? after
        ? ` (next: ${named(after.key)} with ${metric(after)})`
        : ''
      : second
        ? ` (next: ${named(second.key)} with ${metric(second)}${gap})`
        : ' (the only one)';
  const shownTied = tied.slice(0, 10).map((it) => named(it.key));
  const moreTied = tied.length > 10 ? [`${formatNumber(tied.length - 10)} more`] : [];
  const leaders = tied.length > 1 ? `${listWords([...shownTied, ...moreTied])} tie for` : `${named(first.key)} has`;
  const of = w.by === 'count' ? ` of ${formatNumber(count)}` : ` over ${formatNumber(first.count)} ${subject}`;
  const total = (it: { count: number; sum?: number }) =>
    !g.measure
      ? ''
      : w.by === 'avg'
        ? `, average ${fieldWords(g.measure)} ${metric(it)}`
        : `, total ${fieldWords(g.measure)} ${formatValue(g.measure, it.sum ?? 0)}`;
  // "top 3 industries": those three groups only
  const lines = g.items.slice(0, w.k ?? 10).map((it) => `- ${named(it.key)}: ${formatNumber(it.count)} ${subject}${total(it)}`);
  // "the second most": the group at that place, and the one just ahead of it
  const at = place && place > 1 && !w.k ? g.items[place - 1] : undefined;
  const placed = at && `${named(at.key)} comes ${ORD[place!] ?? `#${place}`} for ${what}${cond}: ${metric(at)}`;
  const ahead = at && ` (one place above: ${named(g.items[place! - 2]!.key)} with ${metric(g.items[place! - 2]!)})`;
  return {
    response: [
      placed ? `${placed}${ahead}.` : `${leaders} ${what}${cond}: ${metric(first)}${tied.length > 1 ? ' each' : ''}${of}${runner}.`,
      `${fieldWords(g.field)} by ${w.by !== 'count' && g.measure ? `${kind} ${fieldWords(g.measure)}` : 'count'}:`,
      ...lines,
    ].join('\n'),
    result: {
      groups: g.items.map((it) => ({
        [g.field]: keyValue(it.key),
        count: it.count,
        ...(g.measure ? { [`total_${g.measure}`]: it.sum } : {}),
      })),
      rows: [],
      // the one group that leads, which a follow-up may point at ("… in that state")
      ...(at ? { leader: { field: g.field, value: at.key } } : tied.length === 1 ? { leader: { field: g.field, value: first.key } } : {}),
    },
    // (the lead over the runner-up, said: "by how much" is answered)
    ...(gap && !placed && tied.length === 1 ? { computes: ['difference' as const] } : {}),
  };
}

/** "which makes more, A or B": the one that leads named first, both figures, and the difference. */
export function compareText(rows: Row[], field: string, dir: 'asc' | 'desc', subject: string): Worded {
  const [a, b] = rows as [Row, Row];
  const name = (r: Row) => labelOf(r) ?? String(r.id);
  const x = numberOf(a[field]) ?? 0;
  const y = numberOf(b[field]) ?? 0;
  const words = fieldWords(field);
  const gap = formatValue(field, Math.abs(x - y));
  const head =
    x === y
      ? `${name(a)} and ${name(b)} have the same ${words}: ${formatValue(field, x)}.`
      : `${name(a)} has the ${dir === 'desc' ? 'higher' : 'lower'} ${words}: ${formatValue(field, x)}, ` +
        `${gap} ${dir === 'desc' ? 'more' : 'less'} than ${name(b)} (${formatValue(field, y)}).`;
  const rest = rows.length > 2 ? [`(${rows.length} ${subject} compared; the next is ${name(b)}.)`] : [];
  return { response: [head, ...rest].join('\n'), result: { leader: a, other: b, difference: Math.abs(x - y) }, computes: ['difference'] };
}

/** " (largest $9.6M, smallest $77,000)": the two ends a spread is taken between. */
export function spreadEnds(rows: Row[], a: { op: string; field: string }): string {
  if (a.op !== 'spread') return '';
  const nums = rows.map((r) => numberOf(r[a.field])).filter((n): n is number => n !== undefined);
  if (nums.length === 0) return '';
  return ` (largest ${formatValue(a.field, Math.max(...nums))}, smallest ${formatValue(a.field, Math.min(...nums))})`;
}

/**
 * "are the deals in peru worth more in all than those in chile": two groups weighed
 * in a yes/no question; yes when the group named first (`query`, the question's terms in order)
 * leads, no when the other leads or they are level. Undefined unless both are named.
 */
export function winnerVerdict(g: NonNullable<Shaped['groups']>, query: string[]): 'Yes' | 'No' | undefined {
  const [a, b] = g.items;
  if (!a || !b || g.items.length !== 2 || !g.winner) return undefined;
  const at = (key: string) => {
    const said = [key, stateNameOf(key) ?? ''].flatMap((k) => terms(k).slice(0, 1));
    const found = said.map((t) => query.indexOf(t)).filter((i) => i >= 0);
    return found.length > 0 ? Math.min(...found) : -1;
  };
  const [pa, pb] = [at(a.key), at(b.key)];
  if (pa < 0 || pb < 0) return undefined;
  const amount = (it: { count: number; sum?: number }) =>
    g.winner!.by === 'count' ? it.count : g.winner!.by === 'avg' ? (it.sum ?? 0) / (it.count || 1) : (it.sum ?? 0);
  if (amount(a) === amount(b)) return 'No';
  return pa < pb ? 'Yes' : 'No';
}
