import type { AgentTool, CallContext, ToolBox, ToolCallOutcome } from '../tools/types.js';
import { defaultOf, isLimit, isOffset, isPageNumber, numericRange } from './paging.js';
import { findRows, type Row, type RowSet } from './rows.js';

/**
 * Reads one tool's rows: a paginated list (a page size, an offset or page number, and a
 * `total` in the result) to its end when every row is needed, bounded by `maxPages`, or one
 * small page when only the total and a few rows are shown. The one place rows are read.
 */
export const MAX_PAGES = 100;

export type Need = 'all' | 'page';

export interface Fetched {
  ok: boolean;
  rows: Row[];
  total?: number;
  set?: RowSet;
  /** The first result as the tool returned it (for single records and extras). */
  raw?: unknown;
  error?: string;
  httpStatus?: number;
  /** True when the page bound stopped the read before the reported total. */
  truncated: boolean;
  calls: number;
}

export interface ReadOptions {
  need: Need;
  /** Rows shown in an answer (demo.max_results): the size of a single page. */
  shown: number;
  maxPages?: number;
}

export function callTool(tools: ToolBox, call: CallContext, tool: AgentTool, args: Record<string, unknown>): Promise<ToolCallOutcome> {
  return tools.call(tool.name, args, call);
}

function pageSize(tool: AgentTool, need: Need, shown: number): { name: string; size: number } | undefined {
  const p = tool.parameters.find(isLimit);
  if (!p) return undefined;
  const max = numericRange(p).max;
  const dflt = defaultOf(p);
  if (need === 'all') return { name: p.name, size: max ?? (typeof dflt === 'number' ? Math.max(dflt, 100) : 100) };
  return { name: p.name, size: Math.min(max ?? shown, Math.max(shown, 1)) };
}

export async function readTool(
  tools: ToolBox,
  call: CallContext,
  tool: AgentTool,
  args: Record<string, unknown>,
  opts: ReadOptions,
): Promise<Fetched> {
  const { need } = opts;
  const limit = pageSize(tool, need, opts.shown);
  const offset = tool.parameters.find(isOffset);
  const pageNo = tool.parameters.find(isPageNumber);
  const rows: Row[] = [];
  let calls = 0;
  let first: { set: RowSet; raw: unknown } | undefined;
  for (let page = 0; page < (opts.maxPages ?? MAX_PAGES); page++) {
    const a = { ...args };
    if (limit) a[limit.name] = limit.size;
    if (offset && limit) a[offset.name] = page * limit.size;
    else if (pageNo) a[pageNo.name] = page + 1;
    const out = await callTool(tools, call, tool, a);
    calls++;
    if (out.status === 'error') {
      if (first) break;
      return { ok: false, rows: [], error: out.error ?? 'the call failed', httpStatus: out.httpStatus, truncated: false, calls };
    }
    const set = findRows(out.result);
    first ??= { set, raw: out.result };
    rows.push(...set.rows);
    const total = first.set.total;
    const pageable = limit && (offset || pageNo) && total !== undefined && !set.single;
    if (need !== 'all' || !pageable || rows.length >= total || set.rows.length === 0 || set.rows.length < limit.size) break;
  }
  const total = first!.set.total ?? (first!.set.single ? undefined : rows.length);
  const truncated = total !== undefined && rows.length < total && need === 'all';
  return { ok: true, rows, total, set: first!.set, raw: first!.raw, truncated, calls };
}
