import type { PlanContext } from '../../types.js';
import type { Agg, Compute, Cond, Query, QuerySource, Step } from '../../../query/index.js';
import type { ShareOf, Worded } from './worded.js';
import type { Outcome } from '../run/execute.js';
import { filtersCond, type RowFilter } from '../run/filters.js';
import type { Shaped } from '../run/shape.js';
import { previousSource } from '../run/join.js';
import { topValueSteps } from './figures.js';

/**
 * The plan an answer ran, in the query language: where the rows came from (the tool with
 * its arguments, a join, lists read together, the previous answer by its handle), the fields
 * lent to them, the conditions the question set, and the steps that shaped the figures (or
 * the share computed between two sets of rows). Running it with the query layer's executor
 * gives the answer's figures again (test/planner-plans.test.ts checks it over the planner's
 * test questions).
 */
function sourceOf(ctx: PlanContext, o: Outcome): { from: QuerySource; lent: Step[] } | undefined {
  if (o.kind !== 'list' && o.kind !== 'single') return undefined;
  let from: QuerySource | undefined = o.from;
  if (!from && o.source && !o.source.tool) {
    if (!ctx.history.at(-1)?.handle) return undefined;
    from = previousSource(ctx, o.read ?? o.rows);
  }
  return { from: from ?? { tool: o.tool.name, args: o.args }, lent: o.steps ?? [] };
}

/**
 * The conditions of filters as steps, in their order: one where for each run of plain ones, and
 * those that say themselves as steps (a bound computed from the rows is computed over the rows
 * kept before it: "is Acme above the average" takes the average before keeping Acme).
 */
function filterSteps(filters: RowFilter[]): Step[] {
  const out: Step[] = [];
  let plain: RowFilter[] = [];
  const flush = () => {
    if (plain.length > 0) out.push({ where: filtersCond(plain) });
    plain = [];
  };
  for (const f of filters) {
    if (!f.step) plain.push(f);
    else {
      flush();
      out.push(f.step);
    }
  }
  flush();
  return out;
}

const query = (from: QuerySource, steps: Step[]): Query => (steps.length > 0 ? { from, steps } : { from });

/** The rows the answer was built on: what a later question refers to by the answer's handle. */
export function rowsQuery(ctx: PlanContext, o: Outcome): Query | undefined {
  const src = sourceOf(ctx, o);
  return src && query(src.from, [...src.lent, ...filterSteps(o.filters)]);
}

/** The plan of the answer: its rows, then the steps that shaped its figures. */
export function queryOf(
  ctx: PlanContext,
  o: Outcome,
  sh: Shaped | undefined,
  worded: { checked?: Cond; plan?: { filters?: RowFilter[]; steps: Step[]; ofPrevious?: boolean } } = {},
  counted = false,
): Query | undefined {
  const src = worded.plan?.ofPrevious
    ? ctx.history.at(-1)?.handle
      ? { from: previousSource(ctx, o.read ?? o.rows), lent: [] }
      : undefined
    : sourceOf(ctx, o);
  const also: Step[] = worded.checked ? [{ where: worded.checked }] : [];
  const filters = worded.plan?.filters ?? o.filters;
  const steps = worded.plan?.steps ?? sh?.steps ?? [];
  // a count of the rows ("how many"): said as the last step when nothing else shaped them
  const count: Step[] = counted && steps.length === 0 ? [{ group: { by: [], aggs: [{ op: 'count' }] } }] : [];
  return src && query(src.from, [...src.lent, ...filterSteps(filters), ...also, ...steps, ...count]);
}

/** A share as a computation between two sets of the same rows: the part's count (or total) as a share of the whole's. */
export function shareRequest(ctx: PlanContext, o: Outcome, share: ShareOf): Compute | undefined {
  const src = sourceOf(ctx, o);
  if (!src) return undefined;
  const agg: Agg = share.field ? { op: 'sum', field: share.field } : { op: 'count' };
  const t = share.top;
  // (the rows of the first k values of a field by their total: those values found by a query of the same rows)
  const values = t?.by
    ? query(src.from, [...src.lent, ...filterSteps(share.part), ...topValueSteps(t.by, t.field, t.dir, t.k)])
    : undefined;
  const top: Step[] = !t
    ? []
    : values
      ? [{ intersect: { with: { query: values }, on: { left: t.by!, right: t.by! } } }]
      : [{ sort: [{ field: t.field, dir: t.dir }] }, { limit: t.k }];
  const part = query(src.from, [...src.lent, ...filterSteps(share.part), ...top]);
  const whole = query(src.from, [...src.lent, ...filterSteps(share.whole)]);
  return { compute: 'share', left: { agg, of: { query: part } }, right: { agg, of: { query: whole } } };
}

/** One figure divided by another over the same rows ("revenue per employee at Acme"): a ratio of their totals. */
export function ratioRequest(ctx: PlanContext, o: Outcome, r: { field: string; per: string }): Compute | undefined {
  const src = sourceOf(ctx, o);
  if (!src) return undefined;
  const of = { query: query(src.from, [...src.lent, ...filterSteps(o.filters)]) };
  return { compute: 'ratio', left: { agg: { op: 'sum', field: r.field }, of }, right: { agg: { op: 'sum', field: r.per }, of } };
}

/** A figure's change from one period to the next, as a percent of the first: (to − from) ÷ from × 100. */
export function changeRequest(ctx: PlanContext, o: Outcome, change: NonNullable<Worded['change']>): Compute | undefined {
  const src = sourceOf(ctx, o);
  if (!src) return undefined;
  const of = (period: RowFilter) => ({ query: query(src.from, [...src.lent, ...filterSteps([...change.base, period])]) });
  const from = { agg: change.agg, of: of(change.from) };
  return { compute: 'share', left: { compute: 'difference', left: { agg: change.agg, of: of(change.to) }, right: from }, right: from };
}
