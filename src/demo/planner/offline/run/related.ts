import type { PlanContext } from '../../types.js';
import type { AgentTool } from '../../../tools/types.js';
import type { Mention } from '../understand/extract.js';
import { narrowingDefault, toolEntityTerms } from '../choose/params.js';
import { fieldsOf, idField, type Row } from '../core/rows.js';
import { fetchRows } from './fetch.js';
import { filterFor, passes, phaseFilter, type RowFilter } from './filters.js';
import type { Phase } from '../understand/phase.js';
import { COUNT_BOUND_WORDS, type Step } from '../../../query/index.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { HAVING, HAVING_ARTICLES, VALUE_HAD } from '../lexicon/having.js';
import { canonical } from '../core/tokenize.js';

const ARTICLES = new Set(HAVING_ARTICLES.filter((a) => !a.includes(' ')));
const HAVING_LAST = new Set(HAVING.phrases.map((p) => canonical(p.split(' ').at(-1)!)));
/**
 * Whether a related value is said as lacked (true) or had (false) by the words just before it
 * (lexicon/having.ts VALUE_HAD); undefined when they say neither.
 */
export function lackedBefore(before: string[]): boolean | undefined {
  const b = [...before];
  while (b.length > 0 && ARTICLES.has(b[b.length - 1]!)) b.pop();
  const last = b[b.length - 1];
  if (last === undefined) return undefined;
  if (VALUE_HAD.lacking.includes(last)) return true;
  if (!HAVING_LAST.has(last)) return undefined;
  return VALUE_HAD.negators.includes(b[b.length - 2] ?? '');
}

/**
 * Rows measured by the records that refer to them, read from another list of the same app:
 * "accounts with exactly 3 contacts" counts each account's contacts (a `contact_count`
 * field the number then filters), "accounts that have a CTO" keeps the accounts with at
 * least one contact the value matches ("without a CTO": none). Only for mentions the rows themselves cannot use.
 */
export interface Related {
  rows: Row[];
  filters: RowFilter[];
  rest: Mention[];
  calls: number;
  /** What was lent to the rows, as query steps (a count of related records per row). */
  steps: Step[];
}

/**
 * Lists of the app that can be read whole, other than `tool`'s own kind: none needs an argument,
 * and none narrows its rows by a default ("contacts of accounts with a deal over 10000" is not
 * every contact, so counting on it would count too few).
 */
function otherLists(ctx: PlanContext, tool: AgentTool): AgentTool[] {
  const own = toolEntityTerms(tool);
  return ctx.tools
    .list()
    .filter(
      (t) =>
        t !== tool &&
        t.kind === 'api' &&
        t.readOnly &&
        t.app === tool.app &&
        !t.parameters.some((p) => p.required || narrowingDefault(p) !== undefined) &&
        !toolEntityTerms(t).some((e) => own.includes(e)),
    );
}

/** The field of `related` rows that holds ids of `rows` (`account_id`). */
function refField(related: Row[], ids: Set<unknown>, kinds: string[]): string | undefined {
  const own = idField(related);
  const holds = (f: string) => f !== own && related.some((r) => ids.has(r[f]));
  // a field named for the rows' kind (`account_id`) before any other whose values happen to look like their ids (a probability of 5)
  const named = fieldsOf(related).filter((f) => SHAPE_RULES.linkedId.pattern.test(f));
  // (a field not named so only when its values are no numbers: a headcount of 5311 is no contact's id)
  const unnamed = (f: string) => holds(f) && related.every((r) => typeof r[f] !== 'number');
  return (
    named.find((f) => holds(f) && kinds.some((k) => f.toLowerCase().startsWith(k))) ?? named.find(holds) ?? fieldsOf(related).find(unnamed)
  );
}

export async function withRelated(
  ctx: PlanContext,
  tool: AgentTool,
  rows: Row[],
  rest: Mention[],
  having: boolean,
  lacking = false,
  /** "accounts with no open deals": the point of life of the related records, when the rows have none of their own. */
  phase?: Phase,
  /** The words of the question: the phase is said only of a kind of record it names. */
  said: string[] = [],
): Promise<Related> {
  const key = idField(rows);
  const out: Related = { rows, filters: [], rest, calls: 0, steps: [] };
  if (!key || (rest.length === 0 && !phase)) return out;
  const ids = new Set(rows.map((r) => r[key]));
  const lists = otherLists(ctx, tool);
  for (const list of lists) {
    const kinds = toolEntityTerms(list);
    const counting = out.rest.filter((m) => m.kind === 'number' && m.counts !== undefined && kinds.includes(m.counts));
    // a value stands for a related record only when the question asks for records having one, or names a value a tool lists
    const values = out.rest.filter((m) => m.kind === 'text' && (having || m.source === 'known'));
    // (the phase alone, "with no open deals", is said of a kind of record the question names)
    const phaseKind = phase && kinds.some((k) => said.includes(k)) ? phase : undefined;
    const phaseHere = phaseKind && values.length === 0 && counting.length === 0 ? phaseKind : undefined;
    if (counting.length === 0 && values.length === 0 && !phaseHere) continue;
    const f = await fetchRows(ctx, list, {}, 'all');
    out.calls += f.calls;
    if (!f.ok || f.truncated) continue;
    const ref = refField(f.rows, ids, toolEntityTerms(tool));
    // ("contacts with no account": the rows hold the other list's ids, each row one of them or none, counted the other way)
    const otherKey = idField(f.rows);
    // (only when that list holds every record of its kind: "my accounts" are not all the accounts a contact may be at)
    const whole = lists.filter((t) => toolEntityTerms(t).join() === kinds.join()).length === 1;
    const back =
      ref || !otherKey || !whole || counting.length === 0 ? undefined : refField(rows, new Set(f.rows.map((r) => r[otherKey])), kinds);
    const link = ref ? { left: key, right: ref } : back && otherKey ? { left: back, right: otherKey } : undefined;
    if (!link) continue;
    const { left, right } = link;
    const used = new Set<Mention>();
    // "2 or more CTOs": the related records of a value counted, the value then used by the count
    const byValue = ref ? countedValue(out.rest, f.rows, list) : undefined;
    // "at least 2 open deals": the related records counted only at that point of life
    const phasedCount = counting.length > 0 && phaseKind ? phaseFilter(f.rows, phaseKind, {}) : undefined;
    const countOn = byValue?.filter ?? phasedCount;
    if (counting.length > 0 || byValue) {
      const n = new Map<unknown, number>();
      for (const r of f.rows) if (!countOn || passes(countOn, r)) n.set(r[right], (n.get(r[right]) ?? 0) + 1);
      const counts = byValue ? byValue.field : (counting[0] as { counts: string }).counts;
      const field = `${counts}_count`;
      out.rows = out.rows.map((r) => ({ ...r, [field]: n.get(r[left]) ?? 0 }));
      out.steps.push(
        {
          join: {
            with: {
              query: {
                from: { tool: list.name },
                steps: [...(countOn ? [{ where: countOn.cond }] : []), { group: { by: [right], aggs: [{ op: 'count', as: field }] } }],
              },
            },
            on: { left, right },
            fields: [field],
            keep: 'all',
          },
        },
        { derive: { name: field, expr: { op: 'coalesce', args: [field, 0] } } },
      );
      for (const m of byValue ? [byValue.number] : counting) {
        const filter = byValue ? valueCountFilter(byValue, field) : filterFor(out.rows, m, tool);
        if (!filter) continue;
        out.filters.push(phasedCount ? { ...filter, text: `${filter.text} (${phasedCount.text})`, words: phasedCount.words } : filter);
        used.add(m);
      }
      if (byValue) used.add(byValue.value);
      if (phasedCount) phase = undefined;
    }
    // the rows that have (or lack) a related record the filter keeps, as a membership and as its query step
    const byRelated = (filter: RowFilter, lacks = lacking): RowFilter => {
      const having = [...new Set(f.rows.filter((r) => passes(filter, r)).map((r) => r[ref!] as string | number))];
      const kind = kinds[kinds.length - 1];
      const step: Step = { exists: { in: { tool: list.name }, on: { left: key, right: ref! }, where: filter.cond, negate: lacks } };
      return lacks
        ? { field: key, cond: { field: key, op: 'not_in', values: having }, text: `with no ${kind} of ${filter.text}`, step }
        : { field: key, cond: { field: key, op: 'in', values: having }, text: `with a ${kind} of ${filter.text}`, step };
    };
    if (!ref) {
      out.rest = out.rest.filter((m) => !used.has(m));
      continue;
    }
    const phased = phaseHere ? phaseFilter(f.rows, phaseHere, {}) : undefined;
    if (phased) {
      out.filters.push(byRelated(phased));
      phase = undefined;
    }
    for (const m of values) {
      const filter = filterFor(f.rows, m, list);
      if (!filter?.equals) continue;
      // ("a CTO but no CEO": each value with its own having or lacking, when the words before it say which)
      out.filters.push(byRelated(filter, (values.length > 1 ? lackedBefore(m.before) : undefined) ?? lacking));
      used.add(m);
    }
    out.rest = out.rest.filter((m) => !used.has(m));
  }
  return out;
}

interface ValueCount {
  number: Extract<Mention, { kind: 'number' }>;
  value: Mention;
  filter: RowFilter;
  /** The counted records' field name, from the value ("chief_technology_officer"). */
  field: string;
}

/** "2 or more CTOs" (extract.ts countsValue): the number, the value's mention and its filter on `list`'s rows. */
function countedValue(rest: Mention[], rows: Row[], list: AgentTool): ValueCount | undefined {
  for (const m of rest) {
    if (m.kind !== 'number' || !m.countsValue) continue;
    const value = rest.find((v) => v.kind === 'text' && v.text === m.countsValue);
    const filter = value ? filterFor(rows, value, list) : undefined;
    if (value && filter?.equals)
      return { number: m, value, filter, field: m.countsValue.toLowerCase().replace(WORD_SHAPE_RULES.nonWordRun.pattern, '_') };
  }
  return undefined;
}

function valueCountFilter(v: ValueCount, field: string): RowFilter {
  const c = v.number.comparator ?? 'eq';
  return { field, cond: { field, op: c, value: v.number.value }, text: `${COUNT_BOUND_WORDS[c]} ${v.number.value} of ${v.filter.text}` };
}
