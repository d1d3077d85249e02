import type { PlanContext, PlanResult } from '../../types.js';
import { Executor, explain, type Query, type Step } from '../../../query/index.js';
import { NUMBER_WORDS } from '../lexicon/amounts.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { labelOf } from '../core/rows.js';
import { fieldWords, formatValue } from '../core/format.js';
import { result } from './parts.js';

/**
 * "now the next 4?" after a ranking cut at its first rows (lexicon/refer.ts NEXT_ROWS): the
 * previous plan, kept under the previous answer's handle, moved on past the rows it showed, as
 * many rows as said, each with its place and the figure it is ranked by. Undefined unless the
 * previous answer was such a ranking.
 */
export async function nextRows(ctx: PlanContext): Promise<PlanResult | undefined> {
  const m = COMPOSE_BUILT_RULES.nextRows.pattern.exec(ctx.message);
  const prev = ctx.history.at(-1);
  if (!m || !prev?.handle) return undefined;
  const n = NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  const kept = ctx.results?.get(ctx.sessionId, prev.handle);
  const plan = kept?.request as Query | undefined;
  const steps = plan?.steps ?? [];
  const [sorted, cut] = [steps.at(-2), steps.at(-1)];
  if (!plan?.from || !sorted || !('sort' in sorted) || !cut || !('limit' in cut) || !(n > 0)) return undefined;
  const offset = (cut.offset ?? 0) + cut.limit;
  const request: Query = { ...plan, steps: [...steps.slice(0, -1), { limit: n, offset } as Step] };
  const exec = new Executor({
    tools: ctx.tools,
    call: { sessionId: ctx.sessionId, signal: ctx.signal },
    shown: ctx.settings.demo.max_results,
  });
  const out = await exec.run(request).catch(() => undefined);
  if (!out) return undefined;
  const field = sorted.sort[0]!.field;
  // (a group's row is named by its value: "CA")
  const name = (r: Record<string, unknown>) => labelOf(r) ?? Object.values(r).find((v) => typeof v === 'string') ?? '';
  const rows = out.rows.map((r, i) => `${offset + i + 1}. ${String(name(r))}: ${formatValue(field, r[field])}`);
  const response =
    rows.length === 0
      ? `There are no more: the list ended at row ${offset}.`
      : `The next ${rows.length} by ${fieldWords(field)}, after the first ${offset}:\n${rows.join('\n')}`;
  return result(ctx, request, response, out.rows, 0.9, `the next rows: ${explain(request)}`);
}
