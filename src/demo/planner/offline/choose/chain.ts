import type { AgentTool } from '../../../tools/types.js';
import { canonical } from '../core/tokenize.js';
import { fillArgs } from './fill.js';
import { idEntity, isIdParam, toolEntityTerms } from './params.js';
import type { Join, PlanInput, Step } from './plan-types.js';

/**
 * "people at my accounts in Ohio": the message asks for one entity (contacts) at the
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

/**
 * "all CFOs at my accounts": no kind of record is named, but a value left over is one a
 * tool of another kind takes (a job title): that kind is what is asked for.
 */
function entityOfValue(input: PlanInput, source: Step, tools: AgentTool[]): string | undefined {
  const left = input.mentions.filter((m) => m.kind === 'text' && m.source === 'known' && !source.fill.used.has(m));
  if (left.length === 0) return undefined;
  const sourceEntity = toolEntityTerms(source.tool);
  for (const t of tools) {
    if (t === source.tool || !t.readOnly || t.app !== source.tool.app) continue;
    if (!t.parameters.some((p) => isIdParam(p) && idEntity(p, t).some((e) => sourceEntity.includes(e)))) continue;
    const fill = fillArgs(t, left, input.intent, input.message);
    if (fill.strength >= 5) return toolEntityTerms(t)[0];
  }
  return undefined;
}

export function chainedPlan(input: PlanInput, source: Step): Chain | undefined {
  const tools = input.index.docs.map((d) => d.tool);
  const sourceEntity = toolEntityTerms(source.tool);
  // "which of our clients holds the most people": the records counted (after the superlative) are asked for
  const counted = input.intent.winner ? askedEntity(input.intent.order?.measureWords.map(canonical) ?? [], tools) : undefined;
  const named = counted ?? askedEntity(input.query, tools);
  const asked = named !== undefined && !sourceEntity.includes(named) ? named : (entityOfValue(input, source, tools) ?? named);
  // the message names the source's records ("at my accounts"), or words only the source's name has ("in my territory")
  const sourceNamed = sourceEntity.some((e) => input.query.includes(e)) || source.rank.strong.length > 0;
  if (!asked || sourceEntity.includes(asked) || !sourceNamed) return undefined;
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
