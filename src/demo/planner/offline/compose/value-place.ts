import type { PlanContext, PlanResult } from '../../types.js';
import { Executor, runSteps, type Agg, type Query, type Step } from '../../../query/index.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { PLACE_BY, VALUE_PLACE } from '../lexicon/ranked.js';
import { ROW_PICKS } from '../lexicon/row-pointers.js';
import { stateNameOf } from '../core/states.js';
import { canonical, terms, words } from '../core/tokenize.js';
import { fieldWords, formatNumber, formatValue } from '../core/format.js';
import { nth } from '../answer/position.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { ORDER_RULES } from '../rules/order.js';
import { result, type Ask } from './parts.js';

/** A ranking of one field's groups, read surely on its own, run without its cut: the groups in order and how they are ranked. */
interface Ranked {
  plan: Query;
  uncut: Step[];
  field: string;
  by: string;
  dir: 'asc' | 'desc';
  rows: Record<string, unknown>[];
  figure: (row: Record<string, unknown>) => string;
  quantity?: string;
}

async function rankedGroups(ctx: PlanContext, answer: Ask, ranking: string): Promise<Ranked | undefined> {
  const r = await answer({ ...ctx, message: ranking, history: [] });
  const plan = r.plans?.[0]?.json as Query | undefined;
  if (r.confidence <= 0.5 || (r.reading?.unused.length ?? 1) > 0 || !plan?.from) return undefined;
  const steps = plan.steps ?? [];
  const at = steps.findIndex((s) => 'group' in s);
  const group = steps[at] as Extract<Step, { group: unknown }> | undefined;
  const sort = steps.slice(at + 1).find((s): s is Extract<Step, { sort: unknown }> => 'sort' in s);
  const field = group?.group.by[0];
  if (!group || !sort || !field || group.group.by.length !== 1) return undefined;
  const { field: by, dir } = sort.sort[0]!;
  const uncut = steps.filter((s) => !('limit' in s));
  const exec = new Executor({
    tools: ctx.tools,
    call: { sessionId: ctx.sessionId, signal: ctx.signal },
    shown: ctx.settings.demo.max_results,
  });
  const out = await exec.run({ ...plan, steps: uncut }).catch(() => undefined);
  if (!out) return undefined;
  const agg = group.group.aggs.find((a: Agg) => (a.as ?? a.op) === by);
  const figure = (row: Record<string, unknown>) =>
    agg?.field ? formatValue(agg.field, Number(row[by] ?? 0)) : formatNumber(Number(row[by] ?? 0));
  const quantity = agg?.field ? `${agg.op === 'avg' ? 'average' : 'total'} ${fieldWords(agg.field)}` : undefined;
  return { plan, uncut, field, by, dir, rows: out.rows, figure, ...(quantity ? { quantity } : {}) };
}

/** The groups within two places of a place (1-based), each with its place and figure. */
const around = (g: Ranked, place: number): string[] =>
  g.rows.flatMap((row, i) => (Math.abs(i + 1 - place) <= 2 ? [`${nth(i + 1)}. ${String(row[g.field])}: ${g.figure(row)}`] : []));

/**
 * "Where does lima place among our zones for summed zeta?" (lexicon/ranked.ts VALUE_PLACE): the
 * groups ranked as "rank the zones by summed zeta", read surely on its own, then the place of
 * the group the value names among them (a rank step over the groups), with its neighbours.
 * Undefined unless the ranking is read surely and exactly one of its groups is the value named.
 */
export async function valuePlace(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const m = COMPOSE_BUILT_RULES.valuePlace.pattern.exec(ctx.message);
  if (!m) return undefined;
  const [, value, lead, groups, measure] = m as unknown as [string, string, string | undefined, string, string];
  const mine = lead !== undefined && VALUE_PLACE.mine.includes(lead.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' '));
  const g = await rankedGroups(ctx, answer, `rank ${mine ? lead : 'the'} ${groups} by ${measure}`);
  if (!g) return undefined;
  // the group the value names: its key (or the state a code stands for) said as whole words of the value
  const said = ` ${words(value.toLowerCase()).join(' ')} `;
  const names = (key: string) => [key, stateNameOf(key) ?? ''].filter((k) => k !== '').map((k) => ` ${words(k.toLowerCase()).join(' ')} `);
  const keys = [...new Set(g.rows.map((row) => row[g.field]).filter((k): k is string => typeof k === 'string'))];
  const hits = keys.filter((k) => names(k).some((n) => n.trim() !== '' && said.includes(n)));
  if (hits.length !== 1) return undefined;
  const rank: Step = { rank: { field: g.by, dir: g.dir, where: { field: g.field, op: 'eq', value: hits[0]! } } };
  const placed = runSteps(g.rows, [rank])[0];
  if (!placed) return undefined;
  const place = Number(placed.rank);
  const response = [
    `${hits[0]} ranks ${nth(place)} of ${formatNumber(Number(placed.of))} ${groups} by ${g.quantity ?? measure} (${g.figure(placed)}), ` +
      `counting from the ${g.dir === 'desc' ? 'highest' : 'lowest'}.`,
    ...around(g, place),
  ].join('\n');
  const request: Query = { ...g.plan, steps: [...g.uncut, rank] };
  const data = { rank: place, of: placed.of, [g.field]: hits[0], [g.by]: placed[g.by] };
  return result(ctx, request, response, data, 0.9, 'the place of a value among groups');
}

/**
 * "Which one is third?" after "rank the regions by zeta" (lexicon/ranked.ts PLACE_BY): that ranking
 * asked again, read surely on its own, and the group at the place said, with its neighbours.
 * The word asked for must be "one" or a word of the field the groups are of.
 */
export async function placeInRanking(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const m = COMPOSE_BUILT_RULES.placeInRanking.pattern.exec(ctx.message);
  const prev = ctx.history.at(-1);
  if (!m || !prev) return undefined;
  const [, which, said] = m as unknown as [string, string | undefined, string];
  const before = prev.asked ?? prev.message;
  if (!ORDER_RULES.sortBy.pattern.test(before.toLowerCase())) return undefined;
  const g = await rankedGroups(ctx, answer, before);
  const at = ROW_PICKS.places[said.toLowerCase()];
  if (!g || at === undefined) return undefined;
  if (which && !PLACE_BY.ones.includes(which.toLowerCase()) && !terms(fieldWords(g.field)).includes(canonical(which.toLowerCase())))
    return undefined;
  const place = at === -1 ? g.rows.length : at;
  const row = g.rows[place - 1];
  if (!row) return undefined;
  const above = g.rows[place - 2];
  const response = [
    `${String(row[g.field])} comes ${nth(place)} by ${g.quantity ?? 'count'}: ${g.figure(row)}` +
      `${above ? ` (one place above: ${String(above[g.field])} with ${g.figure(above)})` : ''}.`,
    ...around(g, place),
  ].join('\n');
  const request: Query = { ...g.plan, steps: [...g.uncut, { limit: 1, offset: place - 1 }] };
  return result(ctx, request, response, [row], 0.9, `the group at place ${place} of the ranking before`);
}
