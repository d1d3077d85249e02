import type { PlanContext } from '../../types.js';
import type { AgentTool } from '../../../tools/types.js';
import type { Mention } from '../understand/extract.js';
import type { Intent } from '../understand/intent.js';
import type { Join, Plan } from '../choose/plan.js';
import { fieldsOf, idField, isOwnField, isRecord, labelOf, type Row } from '../core/rows.js';
import { fetchRows } from './fetch.js';
import { readAll } from './lists.js';
import { applyFilters, filtersCond, flagFilters, passes, type RowFilter } from './filters.js';
import { keptOf, orderRows } from './shape.js';
import { mergeValues } from './merge.js';
import { resolveField, mainMeasure } from '../core/fields.js';
import { toolEntityTerms } from '../choose/params.js';
import { canonical } from '../core/tokenize.js';
import { fieldWords, pluralWord } from '../core/format.js';
import { holdsBusinessDate } from '../core/schema.js';
import { splitFilters, unanswered, type Outcome } from './outcome.js';
import { COUNT_BOUND_WORDS, type Query, type QuerySource, type Step } from '../../../query/index.js';
import { compares } from '../understand/dates.js';

/**
 * A join: the source step's rows (filtered and ordered where they hold the field, or the
 * previous answer's rows), then the primary tool for their ids: called once per id (at most
 * JOIN_LIMIT), or, for many ids and a list that does not need one, read once and kept to
 * those ids. "accounts that have a CTO" answers with the source records that have a match.
 */
export const JOIN_LIMIT = 50;
/** Above this many ids, a list that does not need the id is read once and filtered, rather than called per id. */
const FEW_IDS = 10;
const JOIN_CONCURRENCY = 4;

async function mapLimited<T, R>(items: T[], n: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  return out;
}

async function sourceRows(ctx: PlanContext, join: Join, intent: Intent, leftovers: Mention[], primary: AgentTool) {
  const src = join.source;
  let rows: Row[];
  let calls = 0;
  let lists: QuerySource[] | undefined;
  if (src.kind === 'rows') rows = src.rows;
  else {
    const f = await readAll(ctx, src.step.tool, src.step.fill.args, 'all', intent);
    calls += f.calls;
    if (!f.ok) return { error: f.error, httpStatus: f.httpStatus, calls };
    rows = f.rows;
    lists = f.read;
  }
  // a period ("last quarter") dates the asked records when they have a date of their own business (a close date),
  // not when their source was written
  const dated = holdsBusinessDate(primary.response_schemas?.success);
  const isPeriod = (m: Mention) => m.kind === 'month' || m.kind === 'year';
  // "deals over 100k at tech accounts": an amount said of the asked records is theirs, not their source's
  // (so is one said after them with no other kind named between: "deals in negotiation worth over 1m in emea")
  const kinds = toolEntityTerms(primary);
  // (a family name is said of people: "my contacts with the surname walker" keeps contacts, not accounts)
  const surname = (m: Mention) => m.kind === 'text' && m.before.at(-1) === canonical('ending') && m.before.at(-2) === canonical('name');
  const theirs = (m: Mention) =>
    (m.kind === 'number' &&
      (m.before.slice(-3).some((w) => kinds.includes(canonical(w))) || (m.of !== undefined && kinds.includes(m.of)))) ||
    (dated && isPeriod(m)) ||
    surname(m);
  const split = splitFilters(
    rows,
    leftovers.filter((m) => !theirs(m)),
    join.source.kind === 'tool' ? join.source.step.tool : undefined,
  );
  const filters = split.filters;
  const rest = [...split.rest, ...leftovers.filter(theirs)];
  const read = rows;
  rows = applyFilters(rows, filters);
  let ordered: string | undefined;
  // "which of our clients holds the most people" ranks the joined rows' groups, not the source rows
  // "the biggest deal in a region" ranks the joined rows (deals), not the source rows (the region's accounts)
  // ("the largest deals at german firms, by value": the deals are ranked, by their value)
  const rankedWords = [...(intent.order?.measureWords ?? []), ...(intent.order?.ranked ?? [])];
  const ranksPrimary = rankedWords.some((w) => toolEntityTerms(primary).includes(canonical(w)));
  // "the people at our 3rd biggest client": the one record at that place, not the first
  const at = intent.order?.singular && !intent.having && intent.ordinal !== undefined && intent.ordinal > 1 ? intent.ordinal - 1 : 0;
  // (two values weighed, "won vs lost in Europe", rank no source record)
  if (intent.order && !intent.winner && !ranksPrimary && !intent.compare) {
    // "my biggest account": ranked by the field named, else by the rows' main measure
    const field = resolveField(rows, intent.order.hint, { numeric: true }) ?? mainMeasure(rows);
    const k = keptOf(intent.order);
    if (field) {
      // ("the biggest client employing a CTO": ranked after the having, not before)
      rows = orderRows(rows, field, intent.order.dir).slice(at, intent.having ? rows.length : at + (k ?? rows.length));
      ordered = field;
    }
  }
  const k = keptOf(intent.order);
  const key = idField(rows);
  const query: Query = {
    from: lists?.[0] ?? (src.kind === 'tool' ? { tool: src.step.tool.name, args: src.step.fill.args } : previousSource(ctx, src.rows)),
    steps: [
      ...(lists ?? []).slice(1).map((other): Step => ({ union: { with: other, ...(key ? { key } : {}) } })),
      ...(filters.length > 0 ? [{ where: filtersCond(filters) } as Step] : []),
      ...(ordered
        ? [
            { sort: [{ field: ordered, dir: intent.order!.dir }] } as Step,
            ...(k !== undefined ? [{ limit: k, ...(at ? { offset: at } : {}) } as Step] : []),
          ]
        : []),
    ],
  };
  const place = ordered && at > 0 ? at + 1 : undefined;
  return { rows, read, filters, rest, ordered, orderDir: intent.order?.dir, place, calls, query, together: (lists?.length ?? 0) > 1 };
}

/**
 * The previous answer's rows as a source: its handle when it has one, else the rows themselves (and
 * when that answer gave the different values of a field: its rows are the values, while the handle
 * keeps the records they came from).
 */
export function previousSource(ctx: PlanContext, rows: Row[]): QuerySource {
  const prev = ctx.history.at(-1);
  const values = Array.isArray(prev?.result) && prev.result.length > 0 && prev.result.every((r) => !isRecord(r));
  return prev?.handle && !values ? { handle: prev.handle } : { rows };
}

export async function runJoin(ctx: PlanContext, plan: Plan & { join: Join }, intent: Intent): Promise<Outcome> {
  const { primary, join } = plan;
  const src = await sourceRows(ctx, join, intent, plan.leftovers, primary.tool);
  const label = join.source.kind === 'rows' ? join.source.label : join.source.step.tool.name;
  const base = {
    tool: primary.tool,
    args: primary.fill.args,
    truncated: false,
    ignored: [] as Mention[],
    filters: [] as RowFilter[],
    before: 0,
  };
  if ('error' in src && src.error !== undefined)
    return { ...base, kind: 'error', rows: [], error: src.error, httpStatus: src.httpStatus, calls: src.calls, complete: false };
  const s = src as Exclude<typeof src, { error: string | undefined; httpStatus: number | undefined; calls: number }> & {
    rows: Row[];
    /** The source's rows before its filters. */
    read: Row[];
    filters: RowFilter[];
    rest: Mention[];
    ordered?: string;
    orderDir?: 'asc' | 'desc';
    place?: number;
    calls: number;
    query: Query;
  };
  const key = idField(s.rows);
  const ids = key ? [...new Set(s.rows.map((r) => r[key]).filter((v) => v !== undefined && v !== null))] : [];
  let calls = s.calls;
  let capped = false;
  let all: Row[];
  const others = Object.fromEntries(Object.entries(primary.fill.args).filter(([k]) => k !== join.param.name));
  let from: QuerySource = {
    tool: primary.tool.name,
    args: others,
    for_each: { arg: join.param.name, of: { query: s.query }, field: key ?? 'id', limit: JOIN_LIMIT },
  };
  const lent: Step[] = [];
  const whole = ids.length > FEW_IDS && !join.param.required ? await fetchRows(ctx, primary.tool, primary.fill.args, 'all') : undefined;
  if (whole?.ok && !whole.truncated && whole.rows.some((r) => join.param.name in r)) {
    // many ids and a list that can be read without one: read it once, keep the rows of those ids
    calls += whole.calls;
    const wanted = new Set(ids.map(String));
    all = whole.rows.filter((r) => wanted.has(String(r[join.param.name])));
    from = { tool: primary.tool.name, args: primary.fill.args };
    lent.push({ intersect: { with: { query: s.query }, on: { left: join.param.name, right: key! } } });
  } else {
    if (whole) calls += whole.calls;
    capped = ids.length > JOIN_LIMIT;
    const parts = await mapLimited(ids.slice(0, JOIN_LIMIT), JOIN_CONCURRENCY, async (id) => {
      const f = await fetchRows(ctx, primary.tool, { ...primary.fill.args, [join.param.name]: id }, 'all');
      calls += f.calls;
      return f.rows.map((r) => (join.param.name in r ? r : { ...r, [join.param.name]: id }));
    });
    const flat = parts.flat();
    all = mergeValues(flat, join.param.name);
    // values read for several ids are one value each ({title}): the plan says so
    if (all !== flat) lent.push({ distinct: fieldsOf(all) });
  }
  // "the state most of my contacts work in": a field only the source records hold groups them
  if (key && all.length > 0 && unanswered(all, intent, s.filters)) {
    const before = new Set(fieldsOf(all));
    all = withSourceFields(all, s.rows, key, join.param.name);
    const added = fieldsOf(all).filter((f) => !before.has(f));
    if (added.length > 0) lent.push({ join: { with: { query: s.query }, on: { left: join.param.name, right: key }, fields: added } });
  }
  const split = splitFilters(all, s.rest, primary.tool);
  // a field a value already filters ("closed-won") is not filtered again by the phase the words name
  // (one a value is left out of still is: "open deals, excluding the ones in negotiation")
  const taken = {
    ...primary.fill.args,
    ...Object.fromEntries(split.filters.filter((x) => !('not' in x.cond)).map((x) => [x.field, true])),
  };
  const filters = [...split.filters, ...flagFilters(all, intent, taken)];
  const rest = split.rest;
  const rows = applyFilters(all, filters);
  // "accounts that have a CTO": the source records with at least one matching joined record are the answer
  const srcTool = join.source.kind === 'tool' ? join.source.step.tool : undefined;
  const narrowed = [
    ...filters.map((f) => f.text),
    ...Object.entries(primary.fill.args)
      .filter(([k]) => k !== join.param.name)
      .map(([k, v]) => `${fieldWords(k)} ${String(v)}`),
  ];
  if (srcTool && key && intent.having && toolEntityTerms(srcTool).includes(intent.having) && narrowed.length > 0) {
    // "accounts with 2 or more CTOs": each source record's matches counted against the number (extract.ts countsValue)
    const counted = rest.find((m): m is Extract<Mention, { kind: 'number' }> => m.kind === 'number' && m.countsValue !== undefined);
    const count = counted ? { op: counted.comparator ?? 'eq', value: counted.value } : undefined;
    const n = new Map<unknown, number>();
    for (const r of rows) n.set(r[join.param.name], (n.get(r[join.param.name]) ?? 0) + 1);
    const enough = (id: unknown) => (count ? compares(count.op, n.get(id) ?? 0, count.value) : n.has(id));
    const have = [...n.keys()].filter(enough) as (string | number)[];
    if (counted) rest.splice(rest.indexOf(counted), 1);
    const lead = count
      ? `${COUNT_BOUND_WORDS[count.op]} ${count.value} ${pluralWord(toolEntityTerms(primary.tool).at(-1) ?? 'record')} of `
      : '';
    // the plan says it as records having (or lacking) a joined record that passes the joined rows' filters
    const step: Step = {
      exists: {
        in: from,
        on: { left: key, right: join.param.name },
        ...(filters.length > 0 ? { where: filtersCond(filters) } : {}),
        ...(intent.lacking ? { negate: true } : {}),
        ...(count ? { count } : {}),
      },
    };
    const having: RowFilter = intent.lacking
      ? { field: key, cond: { field: key, op: 'not_in', values: have }, text: `with no ${lead}${narrowed.join(', ')}`, step }
      : { field: key, cond: { field: key, op: 'in', values: have }, text: `with ${lead}${narrowed.join(', ')}`, step };
    const kept = s.rows.filter((r) => passes(having, r)).slice(0, s.ordered ? (keptOf(intent.order) ?? s.rows.length) : s.rows.length);
    const args = join.source.kind === 'tool' ? join.source.step.fill.args : {};
    const conds = [...s.filters, having];
    // (the rows before every condition: a share's whole is those its own conditions keep)
    const read = s.ordered ? s.rows : s.read;
    return {
      ...base,
      tool: srcTool,
      args,
      kind: 'list',
      rows: kept,
      before: read.length,
      read,
      filters: conds,
      ignored: rest,
      calls,
      complete: !capped,
    };
  }
  return {
    ...base,
    kind: 'list',
    rows,
    before: all.length,
    read: all,
    filters,
    ignored: rest,
    calls,
    complete: !capped,
    from,
    steps: lent,
    source: {
      tool: join.source.kind === 'tool' ? join.source.step.tool : undefined,
      args: join.source.kind === 'tool' ? join.source.step.fill.args : undefined,
      count: s.rows.length,
      looked: capped ? JOIN_LIMIT : ids.length,
      label,
      filters: s.filters,
      ordered: s.ordered,
      orderDir: s.orderDir,
      ...(s.place ? { place: s.place } : {}),
      capped,
      ...(s.together ? { together: true } : {}),
      keys: { field: join.param.name, values: capped ? ids.slice(0, JOIN_LIMIT) : ids },
      ...(s.rows.length === 1 && labelOf(s.rows[0]!) ? { one: labelOf(s.rows[0]!) } : {}),
    },
  };
}

/** The joined rows given the fields of the source record each belongs to that they lack (its state, its industry). */
function withSourceFields(rows: Row[], source: Row[], key: string, ref: string): Row[] {
  const byId = new Map(source.map((r) => [String(r[key]), r]));
  const own = new Set(fieldsOf(rows));
  const added = fieldsOf(source).filter((f) => !own.has(f) && f !== key && !isOwnField(f));
  if (added.length === 0) return rows;
  return rows.map((r) => {
    const src = byId.get(String(r[ref]));
    return src ? { ...r, ...Object.fromEntries(added.map((f) => [f, src[f]])) } : r;
  });
}
