import type { PlanContext } from '../../types.js';
import type { AgentTool } from '../../../tools/types.js';
import type { Mention } from '../understand/extract.js';
import { callTool, fetchRows, type Need } from './fetch.js';
import { readAll } from './lists.js';
import { applyFilters, averageFilter, emptyFilter, filterFor, flagFilters, passes, type RowFilter } from './filters.js';
import type { Intent } from '../understand/intent.js';
import type { Join, Plan } from '../choose/plan.js';
import { fieldsOf, findRows, idField, isOwnField, isRecord, labelOf, type Row } from '../core/rows.js';
import { orderRows } from './shape.js';
import { mergeValues } from './merge.js';
import { withReferencedFields, type NameIndex } from './names.js';
import { withRelated } from './related.js';
import { fieldTerms, mainMeasure, resolveField } from '../core/fields.js';
import { toolEntityTerms } from '../choose/params.js';
import { canonical } from '../core/tokenize.js';
import { fieldWords } from '../core/format.js';
import { schemaFieldNames } from '../core/schema.js';

/**
 * Runs a plan: the source step of a join (filtered and ordered where its rows hold the
 * field), one call per source row into the primary tool (bounded), or the primary tool
 * alone; then the row filters the leftover mentions make.
 */
export const JOIN_LIMIT = 50;
/** Above this many ids, a list that does not need the id is read once and filtered, rather than called per id. */
const FEW_IDS = 10;
const JOIN_CONCURRENCY = 4;

export interface Outcome {
  kind: 'list' | 'single' | 'write' | 'error';
  tool: AgentTool;
  args: Record<string, unknown>;
  rows: Row[];
  /** Rows before the row filters (for "0 of N" wording). */
  before: number;
  /** The rows read, before the row filters (a share of a sum weighs the kept rows against them). */
  read?: Row[];
  /** The total the tool reported when not every row was read (counts without reading). */
  reportedTotal?: number;
  filters: RowFilter[];
  ignored: Mention[];
  truncated: boolean;
  source?: {
    tool?: AgentTool;
    args?: Record<string, unknown>;
    count: number;
    looked: number;
    label: string;
    filters: RowFilter[];
    ordered?: string;
    orderDir?: 'asc' | 'desc';
    capped: boolean;
    /** The ids the join looked up, under the field the rows hold them in (groups with no rows count 0). */
    keys?: { field: string; values: unknown[] };
    /** The name of the one record the join started from ("our smallest client": its name). */
    one?: string;
  };
  /** Scalar fields the tool answered beside its rows (`coverage_id`). */
  extras?: Row;
  record?: Row;
  error?: string;
  httpStatus?: number;
  calls: number;
  /** The rows were read in full (filters, sums and orders are over everything). */
  complete: boolean;
}

function needFor(intent: Intent, leftovers: Mention[]): Need {
  return leftovers.length > 0 ||
    intent.order ||
    intent.aggregate ||
    intent.vsAverage ||
    intent.empty ||
    intent.by ||
    intent.distinct ||
    intent.project ||
    intent.all
    ? 'all'
    : 'page';
}

/** Filters each mention can make on these rows; the rest is returned. */
function splitFilters(rows: Row[], mentions: Mention[], of: AgentTool | undefined): { filters: RowFilter[]; rest: Mention[] } {
  const filters: RowFilter[] = [];
  const rest: Mention[] = [];
  for (const m of mentions) {
    const f = rows.length > 0 ? filterFor(rows, m, of) : undefined;
    if (f) filters.push({ ...f, at: m.start });
    else rest.push(m);
  }
  return { filters, rest };
}

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
  if (src.kind === 'rows') rows = src.rows;
  else {
    const f = await readAll(ctx, src.step.tool, src.step.fill.args, 'all', intent);
    calls += f.calls;
    if (!f.ok) return { error: f.error, httpStatus: f.httpStatus, calls };
    rows = f.rows;
  }
  // a period ("last quarter") dates the asked records when they have a date of their own business (a close date),
  // not when their source was written
  const dated = schemaFieldNames(primary.response_schemas?.success).some((f) => /date|_at$/.test(f) && !/created|updated/.test(f));
  const isPeriod = (m: Mention) => m.kind === 'month' || m.kind === 'year';
  // "deals over 100k at tech accounts": an amount said of the asked records is theirs, not their source's
  const kinds = toolEntityTerms(primary);
  const theirs = (m: Mention) =>
    (m.kind === 'number' && m.before.slice(-3).some((w) => kinds.includes(canonical(w)))) || (dated && isPeriod(m));
  const split = splitFilters(
    rows,
    leftovers.filter((m) => !theirs(m)),
    join.source.kind === 'tool' ? join.source.step.tool : undefined,
  );
  const filters = split.filters;
  const rest = [...split.rest, ...leftovers.filter(theirs)];
  rows = applyFilters(rows, filters);
  let ordered: string | undefined;
  // "which of our clients holds the most people" ranks the joined rows' groups, not the source rows
  // "the biggest deal in a region" ranks the joined rows (deals), not the source rows (the region's accounts)
  const ranksPrimary = intent.order?.measureWords.some((w) => toolEntityTerms(primary).includes(canonical(w))) ?? false;
  // (two values weighed, "won vs lost in Europe", rank no source record)
  if (intent.order && !intent.winner && !ranksPrimary && !intent.compare) {
    // "my biggest account": ranked by the field named, else by the rows' main measure
    const field = resolveField(rows, intent.order.hint, { numeric: true }) ?? mainMeasure(rows);
    const k = intent.order.k ?? (intent.order.singular ? 1 : undefined);
    if (field) {
      rows = orderRows(rows, field, intent.order.dir).slice(0, k ?? rows.length);
      ordered = field;
    }
  }
  return { rows, filters, rest, ordered, orderDir: intent.order?.dir, calls };
}

async function runJoin(ctx: PlanContext, plan: Plan & { join: Join }, intent: Intent): Promise<Outcome> {
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
    filters: RowFilter[];
    rest: Mention[];
    ordered?: string;
    orderDir?: 'asc' | 'desc';
    calls: number;
  };
  const key = idField(s.rows);
  const ids = key ? [...new Set(s.rows.map((r) => r[key]).filter((v) => v !== undefined && v !== null))] : [];
  let calls = s.calls;
  let capped = false;
  let all: Row[];
  const whole = ids.length > FEW_IDS && !join.param.required ? await fetchRows(ctx, primary.tool, primary.fill.args, 'all') : undefined;
  if (whole?.ok && !whole.truncated && whole.rows.some((r) => join.param.name in r)) {
    // many ids and a list that can be read without one: read it once, keep the rows of those ids
    calls += whole.calls;
    const wanted = new Set(ids.map(String));
    all = whole.rows.filter((r) => wanted.has(String(r[join.param.name])));
  } else {
    if (whole) calls += whole.calls;
    capped = ids.length > JOIN_LIMIT;
    const parts = await mapLimited(ids.slice(0, JOIN_LIMIT), JOIN_CONCURRENCY, async (id) => {
      const f = await fetchRows(ctx, primary.tool, { ...primary.fill.args, [join.param.name]: id }, 'all');
      calls += f.calls;
      return f.rows.map((r) => (join.param.name in r ? r : { ...r, [join.param.name]: id }));
    });
    all = mergeValues(parts.flat(), join.param.name);
  }
  // "the state most of my contacts work in": a field only the source records hold groups them
  if (key && all.length > 0 && unanswered(all, intent)) all = withSourceFields(all, s.rows, key, join.param.name);
  const split = splitFilters(all, s.rest, primary.tool);
  // a field a value already filters ("closed-won") is not filtered again by the phase the words name
  const taken = { ...primary.fill.args, ...Object.fromEntries(split.filters.map((x) => [x.field, true])) };
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
    const have = [...new Set(rows.map((r) => r[join.param.name] as string | number))];
    const having: RowFilter = intent.lacking
      ? { field: key, cond: { field: key, op: 'not_in', values: have }, text: `with no ${narrowed.join(', ')}` }
      : { field: key, cond: { field: key, op: 'in', values: have }, text: `with ${narrowed.join(', ')}` };
    const kept = s.rows.filter((r) => passes(having, r));
    const args = join.source.kind === 'tool' ? join.source.step.fill.args : {};
    const conds = [...s.filters, having];
    return {
      ...base,
      tool: srcTool,
      args,
      kind: 'list',
      rows: kept,
      before: s.rows.length,
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
    source: {
      tool: join.source.kind === 'tool' ? join.source.step.tool : undefined,
      args: join.source.kind === 'tool' ? join.source.step.fill.args : undefined,
      count: s.rows.length,
      looked: capped ? JOIN_LIMIT : ids.length,
      label,
      filters: s.filters,
      ordered: s.ordered,
      orderDir: s.orderDir,
      capped,
      keys: { field: join.param.name, values: capped ? ids.slice(0, JOIN_LIMIT) : ids },
      ...(s.rows.length === 1 && labelOf(s.rows[0]!) ? { one: labelOf(s.rows[0]!) } : {}),
    },
  };
}

async function runWrite(ctx: PlanContext, plan: Plan): Promise<Outcome> {
  const { tool, fill } = plan.primary;
  const out = await callTool(ctx, tool, fill.args);
  const base = {
    tool,
    args: fill.args,
    rows: [] as Row[],
    before: 0,
    filters: [],
    ignored: plan.leftovers,
    truncated: false,
    calls: 1,
    complete: true,
  };
  if (out.status === 'error') return { ...base, kind: 'error', error: out.error ?? 'the call failed', httpStatus: out.httpStatus };
  const record = isRecord(out.result) ? out.result : undefined;
  return { ...base, kind: 'write', record, rows: record ? [record] : findRows(out.result).rows };
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

/** Words the question groups or ranks by that no field of the rows answers ("which region …" asked of deals). */
function unanswered(rows: Row[], intent: Intent): boolean {
  const asked = [intent.winner, intent.by].filter((h): h is string[] => h !== undefined);
  return asked.some((h) => resolveField(rows, h, {}) === undefined);
}

export async function execute(ctx: PlanContext, plan: Plan, intent: Intent, names?: NameIndex): Promise<Outcome> {
  if (intent.write) return runWrite(ctx, plan);
  if (plan.join) return runJoin(ctx, plan as Plan & { join: Join }, intent);
  const { tool, fill } = plan.primary;
  let f = await readAll(ctx, tool, fill.args, needFor(intent, plan.leftovers), intent);
  // a yes/no field the message names filters the rows, or a quantity is summed: every row is needed, not one page
  // "how many industries": the different values of a field, over every row
  const sums = intent.count && intent.countOf !== undefined && resolveField(f.rows, intent.countOf, {}) !== undefined;
  if (f.ok && f.total !== undefined && f.rows.length < f.total && (sums || flagFilters(f.rows, intent, fill.args).length > 0)) {
    const calls = f.calls;
    f = await fetchRows(ctx, tool, fill.args, 'all');
    f.calls += calls;
  }
  const base = { tool, args: fill.args, truncated: f.truncated, calls: f.calls, extras: f.set?.extras };
  if (!f.ok)
    return {
      ...base,
      kind: 'error',
      rows: [],
      before: 0,
      filters: [],
      ignored: plan.leftovers,
      error: f.error,
      httpStatus: f.httpStatus,
      complete: false,
    };
  if (f.set?.single) {
    const record = f.rows[0];
    return { ...base, kind: 'single', rows: f.rows, before: f.rows.length, record, filters: [], ignored: plan.leftovers, complete: true };
  }
  let read = f.rows;
  let split = splitFilters(read, plan.leftovers, tool);
  // a value or a grouping the rows cannot answer may be a field of the records they refer to ("deals of European accounts")
  if (names && read.length > 0) {
    const enriched = withReferencedFields(names, tool.app, read);
    // kept when the question needs it: a value or grouping the rows cannot answer, or a field it names only the referred record has
    const named = enriched.added.some((f) => fieldTerms(f).some((t) => intent.words.includes(t)));
    if (enriched.added.length > 0 && (split.rest.length > 0 || unanswered(read, intent) || named)) {
      read = enriched.rows;
      split = splitFilters(read, plan.leftovers, tool);
    }
  }
  // "with exactly 3 contacts", "that have a CTO": what the records that refer to these rows say about them
  let calls = f.calls;
  if (split.rest.length > 0) {
    const related = await withRelated(ctx, tool, read, split.rest, intent.having !== undefined, intent.lacking);
    calls += related.calls;
    read = related.rows;
    split = { filters: [...split.filters, ...related.filters], rest: related.rest };
  }
  // a field a value already filters ("closed-won") is not filtered again by the phase the words name
  // "more in Q1 or Q2": periods weighed against each other are alternatives, not both required
  if (intent.compare) split = { ...split, filters: split.filters.map((x) => (x.period ? { ...x, equals: true } : x)) };
  const taken = { ...fill.args, ...Object.fromEntries(split.filters.map((x) => [x.field, true])) };
  const filters = [...split.filters, ...flagFilters(read, intent, taken)];
  const rest = [...split.rest];
  const average = intent.vsAverage ? averageFilter(applyFilters(read, filters), intent.vsAverage) : undefined;
  if (average) filters.push(average);
  const empty = intent.empty ? emptyFilter(read, intent.empty) : undefined;
  if (empty) filters.push(empty);
  // "with no website" where the rows hold no such field: said, not silently dropped
  else if (intent.empty)
    rest.push({ kind: 'text', text: `no ${intent.empty.join(' ')}`, source: 'phrase', start: 0, end: 0, before: [], after: [] });
  const rows = applyFilters(read, filters);
  const complete = f.total === undefined || f.rows.length >= f.total;
  return { ...base, calls, kind: 'list', rows, before: read.length, read, filters, ignored: rest, reportedTotal: f.total, complete };
}
