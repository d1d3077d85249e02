import type { PlanContext, PlanResult } from '../../types.js';
import { RESTATED } from '../lexicon/refer.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { isRecord } from '../core/rows.js';
import { words } from '../core/tokenize.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/**
 * "how many quarries have not been visited, i.e. are still new?": a clause said again in other words
 * (rules/compose-text.ts restatedClause, lexicon/refer.ts RESTATED), when the whole was not read
 * surely: the question asked with the restatement in place of the clause it restates (the words since
 * the last comma, their opening and what it asks of kept: "how many quarries are still new"). Undefined
 * unless that is read surely.
 */
export async function restatedAnswer(ctx: PlanContext, answer: (c: PlanContext) => Promise<PlanResult>): Promise<PlanResult | undefined> {
  const m = COMPOSE_TEXT_RULES.restatedClause.pattern.exec(ctx.message);
  if (!m) return undefined;
  const [before, after] = [ctx.message.slice(0, m.index), ctx.message.slice(m.index + m[0].length)];
  // (the clause since the last comma or colon: "zeta list: which zone is leanest")
  const comma = Math.max(before.lastIndexOf(','), before.lastIndexOf(':'));
  const clause = before.slice(comma + 1).trim();
  const open = RESTATED.opens.find((o) => clause.toLowerCase().startsWith(`${o} `));
  if (!open || !RESTATED.verbs.some((v) => m[1]!.toLowerCase().startsWith(`${v} `))) return undefined;
  // (the opening kept with what it asks of, up to the clause's verb: "which zone", "how many quarries")
  const said = clause.split(SHAPE_RULES.spaces.pattern);
  const verb = said.findIndex((w, i) => i > 0 && RESTATED.verbs.includes(w.toLowerCase()));
  const kept = verb > 0 ? said.slice(0, verb).join(' ') : clause.slice(0, open.length);
  const placed = `${comma >= 0 ? `${before.slice(0, comma + 1)} ` : ''}${kept} ${m[1]}${after}`;
  const instead = await answer({ ...ctx, message: placed });
  if (instead.confidence <= 0.5) return undefined;
  const rule = `a clause read as its restatement: "${placed}"`;
  return instead.reading ? { ...instead, reading: { ...instead.reading, rules: [...instead.reading.rules, rule] } } : instead;
}

/**
 * "what is our zeta rate on finished quarries, i.e. lima quarries over all the quarries?": the
 * question said again in full after a mark, to its end (rules/compose-text.ts restatedWhole), the
 * restatement saying how the figure is made. When both halves read surely on their own and come to
 * the same figure, the restatement is answered, read as itself; undefined otherwise (the whole is read).
 */
export async function restatedWhole(ctx: PlanContext, answer: (c: PlanContext) => Promise<PlanResult>): Promise<PlanResult | undefined> {
  const m = COMPOSE_TEXT_RULES.restatedWhole.pattern.exec(ctx.message);
  const said = m?.[1]?.trim() ?? '';
  if (!m || words(said).length < RESTATED.wholeWords || RESTATED.verbs.some((v) => said.toLowerCase().startsWith(`${v} `)))
    return undefined;
  const head = await answer({ ...ctx, message: ctx.message.slice(0, m.index) });
  const again = await answer({ ...ctx, message: said });
  // (both must come to the same figure: a restatement read otherwise than the question says nothing sure)
  const [a, b] = [figureOf(head.result), figureOf(again.result)];
  if (head.confidence <= 0.5 || again.confidence <= 0.5 || a === undefined || a !== b) return undefined;
  const rule = `a question read as its restatement: "${said}"`;
  const reading = again.reading && { ...again.reading, rules: [...again.reading.rules, rule] };
  return { ...again, response: `Read as: "${said}".\n${again.response}`, ...(reading ? { reading } : {}) };
}

/** The figures of a result, by name ("count=1205,of=2249,share=0.53…"): a number, or a record's figure fields; none for rows. */
function figureOf(result: unknown): string | undefined {
  if (typeof result === 'number') return String(result);
  if (!isRecord(result)) return undefined;
  const figures = Object.keys(result).filter((k) => typeof result[k] === 'number');
  return figures.length > 0
    ? figures
        .sort()
        .map((k) => `${k}=${String(result[k])}`)
        .join(',')
    : undefined;
}
