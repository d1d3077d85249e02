import type { PlanContext, PlanResult } from '../../types.js';
import { RESTATED } from '../lexicon/refer.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';

/**
 * "how many quarries have not been visited, i.e. are still new?": a clause said again in other words
 * (rules/compose-text.ts restatedClause, lexicon/refer.ts RESTATED), when the whole was not read
 * surely: the question asked with the restatement in place of the clause it restates (the words since
 * the last comma, their opening kept: "how many are still new"). Undefined unless that is read surely.
 */
export async function restatedAnswer(ctx: PlanContext, answer: (c: PlanContext) => Promise<PlanResult>): Promise<PlanResult | undefined> {
  const m = COMPOSE_TEXT_RULES.restatedClause.pattern.exec(ctx.message);
  if (!m) return undefined;
  const [before, after] = [ctx.message.slice(0, m.index), ctx.message.slice(m.index + m[0].length)];
  const comma = before.lastIndexOf(',');
  const clause = before.slice(comma + 1).trim();
  const open = RESTATED.opens.find((o) => clause.toLowerCase().startsWith(`${o} `));
  if (!open || !RESTATED.verbs.some((v) => m[1]!.toLowerCase().startsWith(`${v} `))) return undefined;
  const placed = `${comma >= 0 ? `${before.slice(0, comma + 1)} ` : ''}${clause.slice(0, open.length)} ${m[1]}${after}`;
  const instead = await answer({ ...ctx, message: placed });
  if (instead.confidence <= 0.5) return undefined;
  const rule = `a clause read as its restatement: "${placed}"`;
  return instead.reading ? { ...instead, reading: { ...instead.reading, rules: [...instead.reading.rules, rule] } } : instead;
}
