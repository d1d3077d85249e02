import type { PlanContext, PlanResult } from '../../types.js';
import { idField } from '../core/rows.js';
import { ask, combinedConfidence, figureOf, type Ask } from './parts.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';

const PICK = COMPOSE_BUILT_RULES.countThenPick.pattern;
const COUNT = COMPOSE_BUILT_RULES.countWords.pattern;

/** The two questions of "how many X …, and which of them …": the count, and the pick asked as a list. */
export function countPickOf(message: string): { count: string; pick: string } | undefined {
  const text = message.trim().replace(SHAPE_RULES.endStop.pattern, '');
  const m = PICK.exec(text);
  if (!m || !COUNT.test(m[1]!)) return undefined;
  return { count: m[1]!.trim(), pick: text.replace(COUNT, '').trim() };
}

/**
 * "count the people at acme, plus which among those is the cfo": the count of the records, then
 * those of them the second question picks (each a whole reading of its own, the picked rows among
 * the counted). Undefined when either is not read whole.
 */
export async function countPick(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const said = countPickOf(ctx.message);
  if (!said) return undefined;
  const counted = (p: { plan: { steps?: unknown[] } }) => {
    const last = p.plan.steps?.at(-1) as { group?: { by: string[]; aggs: { op: string }[] } } | undefined;
    return last?.group?.by.length === 0 && last.group.aggs.some((a) => a.op === 'count');
  };
  const a = await ask(ctx, answer, said.count, (p) => counted(p) && figureOf(p) !== undefined);
  const b = a && (await ask(ctx, answer, said.pick, (p) => !counted(p)));
  if (!a || !b) return undefined;
  // the rows picked must be among the rows counted
  const id = idField(a.kept.rows);
  const ids = new Set(a.kept.rows.map((r) => JSON.stringify(r[id ?? ''])));
  if (!id || b.kept.rows.length === 0 || !b.kept.rows.every((r) => ids.has(JSON.stringify(r[id])))) return undefined;
  const first = a.result.response.split('\n')[0]!;
  return {
    ...b.result,
    response: `${first}\nOf them: ${b.result.response}`,
    // (the rows picked, which the last plan gives again; the count is said first)
    result: b.result.result,
    confidence: combinedConfidence(a.result, b.result),
    reading: {
      plan: `${a.result.reading!.plan}; then ${b.result.reading!.plan}`,
      rules: [...a.result.reading!.rules, ...b.result.reading!.rules, 'composed: a count, then which of them'],
      unused: [],
    },
    plans: [...(a.result.plans ?? []), ...(b.result.plans ?? [])],
  };
}
