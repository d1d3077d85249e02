import { Executor, findRows, QueryError, RequestSchema, type QueryResult, type Request } from '../../query/index.js';
import type { ResultStore } from '../../query/index.js';
import type { CallContext, ToolBox } from '../../tools/types.js';
import type { ModelTool } from './types.js';

/**
 * What a model is sent of a tool's result, and the `query` tool it computes with (docs/query.md).
 * A result that fits `llm.result_chars` goes whole, with its total; a larger one goes as its
 * count, fields, a few sample rows and a handle (r1, r2, ...), and the model asks the query
 * tool to filter, group, rank or compute over every row. Nothing is cut silently: a model
 * never sees ten rows of fifty and takes them for the whole.
 */
export const QUERY_TOOL = 'query';

const SAMPLE_ROWS = 5;

export const queryTool: ModelTool = {
  name: QUERY_TOOL,
  description: [
    'Compute over EVERY row of a tool or of an earlier result (totals, averages, counts, top N, filters, joins, rates).',
    'Use it instead of reading rows yourself whenever a result is large or paged.',
    'plan = {from, steps} or {compute, left, right}.',
    'from: {tool, args} (a read-only tool, every page read) | {handle: "r1"} | {query: plan}.',
    'steps, in order: {where: cond} | {group: {by: [fields], aggs: [agg]}} | {sort: [{field, dir: "asc"|"desc"}]} |',
    '{limit: n, offset?} | {select: [fields]} | {distinct: [fields]} | {derive: {name, expr}} |',
    '{join: {with: from, on: {left, right}, fields?}} | {exists: {in: from, on: {left, right}, where?, negate?}} |',
    '{difference|intersect: {with: from, on: {left, right}}} | {union: {with: from, key?}} | {rank: {field, dir, where: cond}}.',
    'cond: {field, op: eq|ne|gt|gte|lt|lte, value} | {field, op: in|not_in, values} |',
    '{field, op: contains|not_contains|starts_with|ends_with_word, text} |',
    '{field, op: between, from, to} | {field, op: empty|not_empty} | {all: [cond]} | {any: [cond]} | {not: cond};',
    'a value may be computed: {agg: {op: "avg", field: "revenue"}} (over the rows being filtered) or {agg, of: from}.',
    'agg: {op: count|sum|avg|median|min|max|count_distinct|values, field?, as?, where?: cond}.',
    'expr: a field | a number | {op: add|sub|mul|div|coalesce, args: [expr, expr]} |',
    '{period: year|quarter|month, of: date field} | {literal: value}.',
    'compute: ratio|difference|sum|product|share (share = left/right*100); left/right: a number | {agg, of: from} | compute.',
    'Example: {"from": {"tool": "crm_list_opportunities"}, "steps": [{"where": {"field": "stage", "op": "not_in",',
    '"values": ["closed-won", "closed-lost"]}}, {"group": {"by": ["stage"], "aggs": [{"op": "sum", "field": "value"}]}}]}',
  ].join(' '),
  parameters: {
    type: 'object',
    properties: { plan: { type: 'object', description: 'The query: {from, steps} or {compute, left, right}' } },
    required: ['plan'],
  },
};

/** A tool's or a query's result as the model is sent it. */
export function presentResult(
  value: unknown,
  opts: { budget: number; handle?: string; partial?: string[]; plan?: string },
): { content: string; whole: boolean } {
  const set = findRows(value);
  const total = set.single ? undefined : (set.total ?? set.rows.length);
  const paged = total !== undefined && total > set.rows.length;
  const head = {
    ...(opts.handle ? { handle: opts.handle } : {}),
    ...(opts.plan ? { computed: opts.plan } : {}),
    ...(total !== undefined ? { total } : {}),
    ...(opts.partial && opts.partial.length > 0 ? { partial: opts.partial } : {}),
  };
  const whole = JSON.stringify({ ...head, result: value });
  if (whole.length <= opts.budget) {
    if (!paged) return { content: whole, whole: true };
    const note =
      `this is one page (${set.rows.length} of ${total} rows): ` +
      `use the ${QUERY_TOOL} tool over the tool to count, total or rank all of them`;
    return { content: JSON.stringify({ ...head, note, result: value }), whole: false };
  }
  const fields = [...new Set(set.rows.slice(0, 50).flatMap((r) => Object.keys(r)))];
  const note =
    `${total ?? set.rows.length} rows, too many to send whole: here are the fields and the first ${SAMPLE_ROWS}. ` +
    `Use the ${QUERY_TOOL} tool with {"from": {"handle": "${opts.handle ?? 'r?'}"}} to filter, group, rank or compute over all of them.`;
  return { content: JSON.stringify({ ...head, note, fields, sample: set.rows.slice(0, SAMPLE_ROWS) }), whole: false };
}

/** The query tool's call: the plan checked against the language, run over every row, kept as a handle. */
export async function runQuery(
  args: Record<string, unknown>,
  deps: { tools: ToolBox; call: CallContext; results?: ResultStore; executor: Executor },
): Promise<{ ok: true; result: QueryResult; request: Request } | { ok: false; error: string }> {
  const parsed = RequestSchema.safeParse(args.plan ?? args);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'plan'}: ${i.message}`);
    return { ok: false, error: `the plan is not in the query language (${issues.join('; ')})` };
  }
  try {
    return { ok: true, result: await deps.executor.run(parsed.data), request: parsed.data };
  } catch (err) {
    if (err instanceof QueryError) return { ok: false, error: err.message };
    throw err;
  }
}
