import type { AgentTool } from '../../../tools/types.js';
import { canonical, GENERIC_TERMS, terms, words } from '../core/tokenize.js';
import { rowFieldCount, schemaFieldNames } from '../core/schema.js';
import { fillArgs } from './fill.js';
import { idEntity, isIdParam, toolEntityTerms } from './params.js';
import type { Join, PlanInput, Step } from './plan-types.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/**
 * "people at my accounts in Ohio": the message asks for one entity (contacts) at the
 * rows of another (my accounts). When the best tool returns the second entity, the tool of
 * the same app that returns the first and takes an id of the second becomes the primary,
 * fed by the best tool's rows (a join), which keep the filters the message sets on them.
 */
export interface Chain {
  primary: Step;
  /** None when the rows asked for are read whole: no one list of the source's kind scopes them. */
  join?: Join;
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
  // "CTOs at French companies": a value of a field only the other kind's rows hold
  // (accounts said to hold some role ask for those accounts: a having, not this)
  if (input.intent.having) return undefined;
  const sourceFields = schemaFieldNames(source.tool.response_schemas?.success);
  const fields = left.flatMap((m) => (m.kind === 'text' && m.field && !sourceFields.includes(m.field) ? [m.field] : []));
  for (const t of tools) {
    if (t === source.tool || !t.readOnly || t.app !== source.tool.app) continue;
    if (!t.parameters.some((p) => isIdParam(p) && idEntity(p, t).some((e) => sourceEntity.includes(e)))) continue;
    if (fields.some((f) => schemaFieldNames(t.response_schemas?.success).includes(f))) return toolEntityTerms(t)[0];
  }
  return undefined;
}

/** A chain from `source`'s rows; with `target`, into that tool only (its records are what is asked for). */
export function chainedPlan(input: PlanInput, source: Step, target?: AgentTool): Chain | undefined {
  // a source that cannot be read as filled (a record by an id the message does not give) feeds nothing
  if (source.fill.missing.length > 0) return undefined;
  const tools = input.index.docs.map((d) => d.tool);
  const sourceEntity = toolEntityTerms(source.tool);
  if (target) return target.app === source.tool.app ? into(input, source, sourceEntity, toolEntityTerms(target), target) : undefined;
  // "which of our clients holds the most people": the records counted (after the superlative) are asked for
  const counted = input.intent.winner ? askedEntity(input.intent.order?.measureWords.map(canonical) ?? [], tools) : undefined;
  const named = counted ?? askedEntity(input.query, tools);
  const asked = named !== undefined && !sourceEntity.includes(named) ? named : (entityOfValue(input, source, tools) ?? named);
  // the message names the source's records ("at my accounts"), or words only the source's name has ("in my territory")
  const sourceNamed = sourceEntity.some((e) => input.query.includes(e)) || source.rank.strong.length > 0;
  if (!asked || sourceEntity.includes(asked) || !sourceNamed) return undefined;
  // "across all accounts" where the accounts come in several lists (mine, third-party): no one list scopes the rows
  const isList = (t: AgentTool) => t.readOnly && t.app === source.tool.app && !t.parameters.some((p) => p.required);
  const siblings = tools.filter((t) => t !== source.tool && isList(t) && toolEntityTerms(t).join() === sourceEntity.join());
  // the words of its name the other lists lack ("my"; words as written: "territory" is in every name of the app)
  const nameWords = (t: AgentTool) => words(t.name.replace(SHAPE_RULES.underscores.pattern, ' '));
  const own = nameWords(source.tool)
    .filter((w) => !siblings.every((u) => nameWords(u).includes(w)))
    .map(canonical)
    .filter((t) => !GENERIC_TERMS.has(t));
  const chain = into(input, source, sourceEntity, [asked]);
  if (chain && isList(source.tool) && siblings.length > 0 && !own.some((t) => input.query.includes(t)) && !input.intent.union)
    return unscoped(input, source, asked);
  return chain;
}

/** The asked records read whole (no join): the best read-only tool of the source's app that returns them and needs nothing more. */
function unscoped(input: PlanInput, source: Step, asked: string): Chain | undefined {
  for (const rank of input.index.rank(input.query)) {
    const t = rank.tool;
    if (!t.readOnly || t.app !== source.tool.app || !toolEntityTerms(t).includes(asked)) continue;
    const fill = fillArgs(t, input.mentions, input.intent, input.message);
    if (fill.missing.length === 0) return { primary: { tool: t, fill, rank } };
  }
  return undefined;
}

/** Whether the rows of `t` hold, beside other fields, a field named by the words of a winner ("job title": job_title). */
function holdsWinner(t: AgentTool, winner: string[] | undefined): boolean {
  if (!winner?.length) return false;
  const fields = schemaFieldNames(t.response_schemas?.success);
  return (
    (rowFieldCount(t.response_schemas?.success) ?? 0) > 1 &&
    fields.some((f) => winner.every((w) => terms(f.replace(SHAPE_RULES.underscores.pattern, ' ')).includes(w)))
  );
}

/** The best tool returning `asked` records that takes an id of the source's records, fed by them. */
function into(input: PlanInput, source: Step, sourceEntity: string[], asked: string[], only?: AgentTool): Chain | undefined {
  if (asked.some((e) => sourceEntity.includes(e))) return undefined;
  const left = input.mentions.filter((m) => !source.fill.used.has(m));
  let best: { chain: Chain; score: number } | undefined;
  for (const rank of input.index.rank(input.query)) {
    const t = rank.tool;
    if (only && t !== only) continue;
    if (t === source.tool || !t.readOnly || t.app !== source.tool.app) continue;
    const counts = holdsWinner(t, input.intent.winner);
    if (!counts && !toolEntityTerms(t).some((e) => asked.includes(e))) continue;
    const param = t.parameters.find((p) => isIdParam(p) && idEntity(p, t).some((e) => sourceEntity.includes(e)));
    if (!param) continue;
    const fill = fillArgs(t, left, input.intent, input.message);
    if (fill.args[param.name] !== undefined || fill.missing.some((p) => p !== param)) continue;
    // "the most common title at my accounts": occurrences are counted over records holding the title, not a list of titles
    const score = rank.score + (counts ? 3 : 0) - (input.intent.winner && rowFieldCount(t.response_schemas?.success) === 1 ? 3 : 0);
    if (!best || score > best.score)
      best = { chain: { primary: { tool: t, fill, rank }, join: { param, source: { kind: 'tool', step: source } } }, score };
  }
  return best?.chain;
}
