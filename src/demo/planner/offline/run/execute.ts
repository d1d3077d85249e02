import type { PlanContext } from '../../types.js';

import type { Mention } from '../understand/extract.js';
import { callTool, fetchRows, type Need } from './fetch.js';
import { readAll } from './lists.js';
import { applyFilters, flagFilters } from './filters.js';
import { averageFilter, emptyFilter } from './bounds.js';
import type { Intent } from '../understand/intent.js';
import type { Join, Plan } from '../choose/plan.js';
import { findRows, idField, isRecord, type Row } from '../core/rows.js';

import { withReferencedFields, type NameIndex } from './names.js';
import { withRelated } from './related.js';
import { fieldTerms, resolveField } from '../core/fields.js';

import type { QuerySource, Step } from '../../../query/index.js';
import { runJoin } from './join.js';
import { splitFilters, unanswered, type Outcome } from './outcome.js';
import { WRITE_WORDS } from '../../../writes/words.js';
import type { AgentTool } from '../../../tools/types.js';
import { toolEntityTerms } from '../choose/params.js';

export type { Outcome } from './outcome.js';
export { JOIN_LIMIT } from './join.js';

/**
 * Runs a plan: the source step of a join (filtered and ordered where its rows hold the
 * field), one call per source row into the primary tool (bounded), or the primary tool
 * alone; then the row filters the leftover mentions make.
 */

function needFor(intent: Intent, leftovers: Mention[]): Need {
  return leftovers.length > 0 ||
    intent.order ||
    intent.aggregate ||
    intent.vsAverage ||
    intent.empty ||
    intent.by ||
    intent.distinct ||
    intent.project ||
    intent.all ||
    // ("accounts with no open deals": every account is weighed against its deals)
    intent.having
    ? 'all'
    : 'page';
}

/**
 * "list my arizona accounts", then "add a new one: …": the records the conversation was about
 * are another app's, which has no such change; the change would land in this app instead, so
 * it waits for a yes that says so.
 */
function otherAppsRecords(ctx: PlanContext, tool: AgentTool): string | undefined {
  const shown = ctx.history.at(-1)?.rowsOf;
  const before = shown ? ctx.tools.list().find((t) => t.name === shown) : undefined;
  if (!before || before.app === tool.app) return undefined;
  const kinds = toolEntityTerms(tool);
  if (!toolEntityTerms(before).some((k) => kinds.includes(k))) return undefined;
  return `the records just shown are ${before.app}'s, and this change would be made in ${tool.app} instead`;
}

async function runWrite(ctx: PlanContext, plan: Plan): Promise<Outcome> {
  const { tool, fill } = plan.primary;
  // (a change that would leave out part of what was asked, "closing next March" with no field for it, is held for a "yes")
  const left = [...new Set(plan.leftovers.map((m) => ctx.message.slice(m.start, m.end).trim()))].filter(
    (w) => w !== '' && !WRITE_WORDS.fresh.words.includes(w.toLowerCase()),
  );
  const hold = left.length > 0 ? [`it would leave out ${left.map((w) => `"${w}"`).join(', ')}, which no field of the change takes`] : [];
  const elsewhere = otherAppsRecords(ctx, tool);
  if (elsewhere) hold.push(elsewhere);
  const out = await callTool(ctx, tool, fill.args, hold);
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
  const lent: Step[] = [];
  // lists read together ("mine and third-party"): each record once
  const together = 'read' in f ? f.read : undefined;
  const idKey = idField(read);
  for (const other of together?.slice(1) ?? []) lent.push({ union: { with: other, ...(idKey ? { key: idKey } : {}) } });
  const from = together?.[0];
  // a value or a grouping the rows cannot answer may be a field of the records they refer to ("deals of European accounts")
  if (names && read.length > 0) {
    const enriched = withReferencedFields(names, tool.app, read);
    // kept when the question needs it: a value or grouping the rows cannot answer, or a field it names only the referred record has
    const named = enriched.added.some((f) => fieldTerms(f).some((t) => intent.words.includes(t)));
    if (enriched.added.length > 0 && (split.rest.length > 0 || unanswered(read, intent) || named)) {
      read = enriched.rows;
      split = splitFilters(read, plan.leftovers, tool);
      if (enriched.via) {
        const [first, ...more] = enriched.via.tools;
        const lists: QuerySource =
          more.length === 0
            ? { tool: first }
            : { query: { from: { tool: first }, steps: more.map((tool) => ({ union: { with: { tool } } })) } };
        lent.push({ join: { with: lists, on: { left: enriched.via.field, right: 'id' }, fields: enriched.added, keep: 'all' } });
      }
    }
  }
  // "with exactly 3 contacts", "that have a CTO": what the records that refer to these rows say about them
  let calls = f.calls;
  // ("accounts with no open deals": the phase is the deals', when the rows have no point of life of their own)
  // ("accounts with more than 3 won deals": the phase of the related records counted)
  const counting = split.rest.some((m) => m.kind === 'number' && m.counts !== undefined);
  const relatedPhase =
    (intent.having || counting) && intent.phase && read.length > 0 && !flagFilters(read, { ...intent, basePhase: undefined }, {}).length
      ? intent.phase
      : undefined;
  if (split.rest.length > 0 || relatedPhase) {
    const related = await withRelated(ctx, tool, read, split.rest, intent.having !== undefined, intent.lacking, relatedPhase, intent.words);
    calls += related.calls;
    read = related.rows;
    lent.push(...related.steps);
    split = { filters: [...split.filters, ...related.filters], rest: related.rest };
  }
  // a field a value already filters ("closed-won") is not filtered again by the phase the words name
  // (one a value is left out of still is: "open deals, excluding the ones in negotiation")
  // "more in Q1 or Q2": periods weighed against each other are alternatives, not both required
  if (intent.compare) split = { ...split, filters: split.filters.map((x) => (x.period ? { ...x, equals: true } : x)) };
  const taken = { ...fill.args, ...Object.fromEntries(split.filters.filter((x) => !('not' in x.cond)).map((x) => [x.field, true])) };
  const filters = [...split.filters, ...flagFilters(read, intent, taken), ...('part' in f && f.part ? [f.part] : [])];
  const rest = [...split.rest];
  // ("is Acme above the average": the average of the rows, not of the named record alone, so it is taken first)
  const key = idField(read);
  const named = filters.findIndex((x) => x.equals && x.field === key && 'op' in x.cond && x.cond.op === 'in');
  // ("firms above the average zeta but under 500 staff": a bound on a figure picks among the records, it is no part of the
  // population averaged; a kind, a place or a period is: "texas firms above the average" are weighed against texas firms)
  const bound = filters.findIndex((x, i) => i !== named && !x.period && 'value' in x.cond && typeof x.cond.value === 'number');
  const before = Math.min(...[named, bound, filters.length].filter((i) => i >= 0));
  const average = intent.vsAverage ? averageFilter(applyFilters(read, filters.slice(0, before)), intent.vsAverage) : undefined;
  if (average) filters.splice(before, 0, average);
  const empty = intent.empty ? emptyFilter(read, intent.empty) : undefined;
  if (empty) filters.push(empty);
  // "with no website" where the rows hold no such field: said, not silently dropped
  else if (intent.empty)
    rest.push({ kind: 'text', text: `no ${intent.empty.join(' ')}`, source: 'phrase', start: 0, end: 0, before: [], after: [] });
  const rows = applyFilters(read, filters);
  const complete = f.total === undefined || f.rows.length >= f.total;
  return {
    ...base,
    calls,
    kind: 'list',
    rows,
    before: read.length,
    read,
    filters,
    ignored: rest,
    reportedTotal: f.total,
    complete,
    ...(lent.length > 0 ? { steps: lent } : {}),
    ...(from ? { from } : {}),
  };
}
