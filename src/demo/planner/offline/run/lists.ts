import type { PlanContext } from '../../types.js';
import type { AgentTool } from '../../../tools/types.js';
import type { Intent } from '../understand/intent.js';
import { subjectOf, toolEntityTerms } from '../choose/params.js';
import { idField, type Row } from '../core/rows.js';
import { fetchRows, type Fetched, type Need } from './fetch.js';
import type { QuerySource } from '../../../query/index.js';
import type { RowFilter } from './filters.js';

/** The field each row of lists read together carries: the list it came from ("My accounts"). */
export const LIST_FIELD = 'list';

/**
 * "mine plus every 3rd-party one, as one": the rows of every list of the same kind of record in the
 * app (read with the arguments each takes), as one list, each record once.
 */
export async function readAll(
  ctx: PlanContext,
  tool: AgentTool,
  args: Record<string, unknown>,
  need: Need,
  intent: Intent,
): Promise<Fetched & { read?: QuerySource[]; part?: RowFilter }> {
  const first = await fetchRows(ctx, tool, args, intent.union ? 'all' : need);
  if (!intent.union || !first.ok) return first;
  const kind = toolEntityTerms(tool).join();
  const siblings = ctx.tools
    .list()
    .filter(
      (t) =>
        t.name !== tool.name &&
        t.app === tool.app &&
        t.kind === 'api' &&
        t.readOnly &&
        !t.parameters.some((p) => p.required) &&
        toolEntityTerms(t).join() === kind,
    );
  // "mine vs third-party": each row says which list it came from, so the lists can be weighed
  const labelOf = (t: AgentTool): string => {
    const s = subjectOf(t);
    const label = s.mine ? `my ${s.text}` : s.text;
    return label.charAt(0).toUpperCase() + label.slice(1);
  };
  // (and in a share of both lists, "what share are third-party", the part is one list's rows)
  const tagged = intent.compare !== undefined || intent.listPart !== undefined;
  const tag = (t: AgentTool, r: Row): Row => (tagged ? { ...r, [LIST_FIELD]: labelOf(t) } : r);
  const rows = first.rows.map((r) => tag(tool, r));
  const key = idField(rows);
  const seen = new Set(key ? rows.map((r) => r[key]) : []);
  let calls = first.calls;
  const own = (t: AgentTool) => Object.fromEntries(Object.entries(args).filter(([k]) => t.parameters.some((p) => p.name === k)));
  for (const t of siblings) {
    const more = await fetchRows(ctx, t, own(t), 'all');
    calls += more.calls;
    for (const r of more.ok ? more.rows : []) {
      if (key && seen.has(r[key])) continue;
      rows.push(tag(t, r));
      if (key) seen.add(r[key]);
    }
  }
  // each list as a source: its arguments, and in a comparison the label each row carries
  const read = [tool, ...siblings].map((t) => {
    const source = { tool: t.name, args: t === tool ? args : own(t) };
    return tagged ? { query: { from: source, steps: [{ derive: { name: LIST_FIELD, expr: { literal: labelOf(t) } } }] } } : source;
  });
  const named = intent.listPart && [tool, ...siblings].find((t) => subjectOf(t).mine === intent.listPart!.mine);
  const label = named ? labelOf(named) : undefined;
  const part: RowFilter | undefined = label
    ? { field: LIST_FIELD, equals: true, cond: { field: LIST_FIELD, op: 'eq', value: label }, text: label, at: intent.listPart!.at }
    : undefined;
  return { ...first, rows, total: rows.length, calls, truncated: false, read, ...(part ? { part } : {}) };
}
