import type { AgentTool } from '../../../tools/types.js';
import type { Mention } from '../understand/extract.js';
import type { Intent } from '../understand/intent.js';
import type { Row } from '../core/rows.js';
import { resolveField } from '../core/fields.js';
import { filterFor, type RowFilter } from './filters.js';
import { toolEntityTerms } from '../choose/params.js';
import type { QuerySource, Step } from '../../../query/index.js';

/** What running a plan gave: the rows, how they were filtered, what could not be used, and where they came from. */
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
    /** The place in that order of the one record the join started from ("our 3rd biggest client": 3). */
    place?: number;
    capped: boolean;
    /** The source was several lists read together (mine and third-party): its records are named by their kind alone. */
    together?: boolean;
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
  /** Where the rows come from, in the query language, when it is more than the tool with its args (a join, lists read together). */
  from?: QuerySource;
  /** Steps that lent the rows fields before the filters (a referenced record's fields, a count of related records). */
  steps?: Step[];
}

/** Filters each mention can make on these rows; the rest is returned. */
export function splitFilters(rows: Row[], mentions: Mention[], of: AgentTool | undefined): { filters: RowFilter[]; rest: Mention[] } {
  const filters: RowFilter[] = [];
  const rest: Mention[] = [];
  for (const m of mentions) {
    const f = rows.length > 0 ? filterFor(rows, m, of) : undefined;
    if (f) filters.push({ ...f, at: m.start });
    else rest.push(m);
  }
  return { filters, rest };
}

/**
 * Words the question groups or ranks by that no field of the rows answers ("which region …" asked
 * of deals); or two values weighed ("deals in europe vs north america") that only the source's
 * records hold, by its conditions (`sourceFilters`).
 */
export function unanswered(rows: Row[], intent: Intent, sourceFilters: RowFilter[] = []): boolean {
  const asked = [intent.winner, intent.by].filter((h): h is string[] => h !== undefined);
  const weighed = intent.compare ? weighedField(sourceFilters) : undefined;
  return asked.some((h) => resolveField(rows, h, {}) === undefined) || (weighed !== undefined && !rows.some((r) => weighed in r));
}

/** The field two or more either-or conditions hold to ("region Europe", "region North America"): the values weighed. */
export function weighedField(filters: RowFilter[]): string | undefined {
  const counts = new Map<string, number>();
  for (const f of filters) if (f.equals) counts.set(f.field, (counts.get(f.field) ?? 0) + 1);
  return [...counts].find(([, n]) => n >= 2)?.[0];
}

/**
 * "does it have more than 2 contacts", "are there under 40 quarries in lima?": the number a yes/no
 * question weighs the count of the rows against (a count of the rows' own kind), left out of the
 * rows' conditions.
 */
export function countedBound(o: Outcome, yesNo: boolean): Extract<Mention, { kind: 'number' }> | undefined {
  if (!yesNo || o.kind !== 'list') return undefined;
  return o.ignored.find(
    (m): m is Extract<Mention, { kind: 'number' }> =>
      m.kind === 'number' && m.counts !== undefined && toolEntityTerms(o.tool).includes(m.counts),
  );
}
