import type { PlanContext, PlanResult } from '../../types.js';
import { Executor, explain, type Query, type Step } from '../../../query/index.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { fieldWords, formatNumber } from '../core/format.js';
import { result } from './parts.js';
import { fieldsOf } from '../core/rows.js';

/**
 * "which of these holds the most?" after the values a field holds ("which zones are my quarries
 * in?"): the rows of the previous plan, kept under the previous answer's handle, counted per value
 * of the field whose values the answer listed, the most (fewest) first;
 * the value that leads, with its count and the next one. Undefined unless the previous answer
 * was such a list of values.
 */
export async function valuesRanked(ctx: PlanContext): Promise<PlanResult | undefined> {
  const m = COMPOSE_BUILT_RULES.mostOfThem.pattern.exec(ctx.message);
  const prev = ctx.history.at(-1);
  if (!m || !prev?.handle) return undefined;
  const plan = ctx.results?.get(ctx.sessionId, prev.handle)?.request as Query | undefined;
  const values =
    Array.isArray(prev.result) && prev.result.every((v) => typeof v === 'string') ? new Set(prev.result as string[]) : undefined;
  if (!plan?.from || !values || values.size < 2) return undefined;
  const exec = new Executor({
    tools: ctx.tools,
    call: { sessionId: ctx.sessionId, signal: ctx.signal },
    shown: ctx.settings.demo.max_results,
  });
  // (the field whose values the previous answer listed: the one of its rows holding just those values)
  const read = await exec.run(plan).catch(() => undefined);
  const rows = read?.complete ? read.rows : [];
  const held = (f: string) =>
    new Set(
      rows
        .map((r) => r[f])
        .filter((v) => v !== null && v !== undefined && v !== '')
        .map(String),
    );
  const field = fieldsOf(rows).find((f) => {
    const h = held(f);
    return h.size === values.size && [...h].every((v) => values.has(v));
  });
  if (!field) return undefined;
  const dir = m[1]!.toLowerCase() === 'most' ? 'desc' : 'asc';
  const steps: Step[] = [
    ...(plan.steps ?? []),
    { where: { field, op: 'not_empty' } },
    { group: { by: [field], aggs: [{ op: 'count', as: 'count' }] } },
    {
      sort: [
        { field: 'count', dir },
        { field, dir: 'asc' },
      ],
    },
  ];
  const request: Query = { ...plan, steps };
  const out = await exec.run(request).catch(() => undefined);
  const [top, next] = out?.rows ?? [];
  if (!out?.complete || !top) return undefined;
  const total = out.rows.reduce((n, r) => n + (r.count as number), 0);
  const tied = next !== undefined && next.count === top.count;
  const head =
    `${String(top[field])} has the ${dir === 'desc' ? 'most' : 'fewest'}: ${formatNumber(top.count as number)} of ${formatNumber(total)}` +
    (next ? ` (next: ${String(next[field])} with ${formatNumber(next.count as number)}${tied ? ', a tie' : ''})` : '') +
    '.';
  const lines = out.rows.slice(0, ctx.settings.demo.max_results).map((r) => `- ${String(r[field])}: ${formatNumber(r.count as number)}`);
  return result(
    ctx,
    request,
    [head, `${fieldWords(field)} by count:`, ...lines].join('\n'),
    out.rows,
    tied ? 0.75 : 0.9,
    `the values of the previous answer ranked: ${explain(request)}`,
  );
}
