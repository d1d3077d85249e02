import type { AgentTool } from '../../../tools/types.js';
import { fillArgs } from './fill.js';
import { idEntity, isIdParam, toolEntityTerms } from './params.js';
import type { Join, PlanInput, Step } from './plan-types.js';

/**
 * "contacts at my accounts in Texas": the message asks for one entity (contacts) at the
 * rows of another (my accounts). When the best tool returns the second entity, the tool of
 * the same app that returns the first and takes an id of the second becomes the primary,
 * fed by the best tool's rows (a join), which keep the filters the message sets on them.
 */
export interface Chain {
  primary: Step;
  join: Join;
}

/** The first query term that names what some tool returns: what the message asks for. */
function askedEntity(query: string[], tools: AgentTool[]): string | undefined {
  const entities = new Set(tools.flatMap(toolEntityTerms));
  return query.find((t) => entities.has(t));
}

export function chainedPlan(input: PlanInput, source: Step): Chain | undefined {
  const tools = input.index.docs.map((d) => d.tool);
  const sourceEntity = toolEntityTerms(source.tool);
  const asked = askedEntity(input.query, tools);
  if (!asked || sourceEntity.includes(asked) || !sourceEntity.some((e) => input.query.includes(e))) return undefined;
  const left = input.mentions.filter((m) => !source.fill.used.has(m));
  let best: { chain: Chain; score: number } | undefined;
  for (const rank of input.index.rank(input.query)) {
    const t = rank.tool;
    if (t === source.tool || !t.readOnly || t.app !== source.tool.app || !toolEntityTerms(t).includes(asked)) continue;
    const param = t.parameters.find((p) => isIdParam(p) && idEntity(p, t).some((e) => sourceEntity.includes(e)));
    if (!param) continue;
    const fill = fillArgs(t, left, input.intent, input.message);
    if (fill.args[param.name] !== undefined || fill.missing.some((p) => p !== param)) continue;
    if (!best || rank.score > best.score)
      best = { chain: { primary: { tool: t, fill, rank }, join: { param, source: { kind: 'tool', step: source } } }, score: rank.score };
  }
  return best?.chain;
}
