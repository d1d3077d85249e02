import type { PlanContext } from '../../types.js';
import type { AgentTool } from '../../../tools/types.js';
import type { Mention } from '../understand/extract.js';
import { callTool, fetchRows, type Need } from './fetch.js';
import { applyFilters, filterFor, flagFilters, type RowFilter } from './filters.js';
import type { Intent } from '../understand/intent.js';
import type { Join, Plan } from '../choose/plan.js';
import { findRows, idField, isRecord, labelOf, type Row } from '../core/rows.js';
import { orderRows } from './shape.js';
import { mergeValues } from './merge.js';
import { mainMeasure, resolveField } from '../core/fields.js';
import { toolEntityTerms } from '../choose/params.js';
import { canonical } from '../core/tokenize.js';

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
  return leftovers.length > 0 || intent.order || intent.aggregate || intent.by || intent.distinct || intent.project || intent.all
    ? 'all'
    : 'page';
}

/** Filters each mention can make on these rows; the rest is returned. */
function splitFilters(rows: Row[], mentions: Mention[], of: AgentTool | undefined): { filters: RowFilter[]; rest: Mention[] } {
  const filters: RowFilter[] = [];
  const rest: Mention[] = [];
  for (const m of mentions) {
    const f = rows.length > 0 ? filterFor(rows, m, of) : undefined;
    if (f) filters.push(f);
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
    const f = await fetchRows(ctx, src.step.tool, src.step.fill.args, 'all');
    calls += f.calls;
    if (!f.ok) return { error: f.error, httpStatus: f.httpStatus, calls };
    rows = f.rows;
  }
  const { filters, rest } = splitFilters(rows, leftovers, join.source.kind === 'tool' ? join.source.step.tool : undefined);
  rows = applyFilters(rows, filters);
  let ordered: string | undefined;
  // "which of our clients holds the most people" ranks the joined rows' groups, not the source rows
  // "the biggest deal in a region" ranks the joined rows (deals), not the source rows (the region's accounts)
  const ranksPrimary = intent.order?.measureWords.some((w) => toolEntityTerms(primary).includes(canonical(w))) ?? false;
  if (intent.order && !intent.winner && !ranksPrimary) {
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
  const split = splitFilters(all, s.rest, primary.tool);
  const filters = [...split.filters, ...flagFilters(all, intent.words, primary.fill.args)];
  const rest = split.rest;
  const rows = applyFilters(all, filters);
  return {
    ...base,
    kind: 'list',
    rows,
    before: all.length,
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

export async function execute(ctx: PlanContext, plan: Plan, intent: Intent): Promise<Outcome> {
  if (intent.write) return runWrite(ctx, plan);
  if (plan.join) return runJoin(ctx, plan as Plan & { join: Join }, intent);
  const { tool, fill } = plan.primary;
  let f = await fetchRows(ctx, tool, fill.args, needFor(intent, plan.leftovers));
  // a yes/no field the message names filters the rows, or a quantity is summed: every row is needed, not one page
  const sums = intent.count && intent.countOf !== undefined && resolveField(f.rows, intent.countOf, { numeric: true }) !== undefined;
  if (f.ok && f.total !== undefined && f.rows.length < f.total && (sums || flagFilters(f.rows, intent.words, fill.args).length > 0)) {
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
  const split = splitFilters(f.rows, plan.leftovers, tool);
  const filters = [...split.filters, ...flagFilters(f.rows, intent.words, fill.args)];
  const rest = split.rest;
  const rows = applyFilters(f.rows, filters);
  const complete = f.total === undefined || f.rows.length >= f.total;
  return { ...base, kind: 'list', rows, before: f.rows.length, filters, ignored: rest, reportedTotal: f.total, complete };
}
