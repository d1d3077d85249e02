import type { PlanContext, PlanResult } from '../../types.js';
import { RESTATED } from '../lexicon/refer.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';

/**
 * "how many quarries are still new, meaning not yet visited, in lima?": a clause said again in other
 * words (rules/compose-text.ts restatedClause, lexicon/refer.ts RESTATED). The question is read
 * without the restatement; when that is not sure of itself, with the restatement in place of the
 * clause it restates (the words since the last comma, their opening kept: "how many have not been
 * visited, i.e. are still new" is "how many are still new"). Undefined unless one reading is sure.
 */
export async function restatedAnswer(ctx: PlanContext, answer: (c: PlanContext) => Promise<PlanResult>): Promise<PlanResult | undefined> {
  const m = COMPOSE_TEXT_RULES.restatedClause.pattern.exec(ctx.message);
  if (!m) return undefined;
  const [before, after] = [ctx.message.slice(0, m.index), ctx.message.slice(m.index + m[0].length)];
  const without = await answer({ ...ctx, message: `${before}${after}` });
  if (without.confidence > 0.5) return noted(without, `a clause said again in other words left out: "${m[1]}"`);
  const comma = before.lastIndexOf(',');
  const clause = before.slice(comma + 1).trim();
  const open = RESTATED.opens.find((o) => clause.toLowerCase().startsWith(`${o} `));
  if (!open) return undefined;
  const placed = `${comma >= 0 ? `${before.slice(0, comma + 1)} ` : ''}${clause.slice(0, open.length)} ${m[1]}${after}`;
  const instead = await answer({ ...ctx, message: placed });
  return instead.confidence > 0.5 ? noted(instead, `a clause read as its restatement: "${placed}"`) : undefined;
}

function noted(r: PlanResult, rule: string): PlanResult {
  return r.reading ? { ...r, reading: { ...r.reading, rules: [...r.reading.rules, rule] } } : r;
}
