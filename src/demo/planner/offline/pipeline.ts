import type { PlanContext, PlanResult, Planner } from '../types.js';
import type { AgentTool } from '../../tools/types.js';
import { ignoredText, word } from './answer/answer.js';
import { decline, missingValues, outOfScope } from './answer/decline.js';
import { execute, type Outcome } from './run/execute.js';
import { extract, type Mention } from './understand/extract.js';
import { focusFields } from './answer/focus.js';
import { previousRows, rewriteFollowUp } from './choose/followup.js';
import { asksOnlyForChange, isDestructive, unclearChangeText } from '../../write-gate.js';
import { parseIntent, type Intent } from './understand/intent.js';
import { choosePlan, unaskedDefaults, type Plan } from './choose/plan.js';
import { fieldWords } from './core/format.js';
import { indexFor, type ToolIndex } from './choose/retrieve.js';
import { toolEntityTerms } from './choose/params.js';
import { allowedValues, quotedExamples } from './core/schema.js';
import { shape, type Shaped } from './run/shape.js';
import { GENERIC_TERMS, terms, words } from './core/tokenize.js';

/**
 * The offline planner: the embedded default that answers with no model, over whatever
 * tools the ToolBox lists (BM25 retrieval over tool records, argument filling from the
 * message, joins, pagination, filters, aggregates, and a worded answer).
 *
 * Extension hook: `createOfflinePlanner({ extraStrategies })`. A Strategy sees the
 * PlanContext first and may claim the message by returning a PlanResult (e.g. browser
 * requests in hybrid/web mode, handled with the browser tools), or return null to let the
 * next strategy, and finally the API planner, try. Strategies run in the order given.
 */
export interface Strategy {
  readonly name: string;
  tryAnswer(ctx: PlanContext): Promise<PlanResult | null>;
}

export interface OfflinePlannerOptions {
  extraStrategies?: Strategy[];
}

interface Vocab {
  key: ToolIndex;
  knownValues: string[];
  vocabulary: Set<string>;
  entities: Set<string>;
}

let vocabCache: Vocab | undefined;
function vocabFor(tools: AgentTool[], index: ToolIndex): Vocab {
  if (vocabCache?.key === index) return vocabCache;
  const known = new Set<string>();
  const vocabulary = new Set<string>();
  const entities = new Set<string>();
  for (const t of tools) {
    for (const e of toolEntityTerms(t)) entities.add(e);
    for (const p of t.parameters) {
      for (const v of allowedValues(p)) known.add(v);
      for (const q of quotedExamples(p.description)) known.add(q);
    }
    for (const w of words(`${t.name.replace(/_/g, ' ')} ${t.app}`)) vocabulary.add(w);
  }
  vocabCache = { key: index, knownValues: [...known].filter((v) => /[a-z]/i.test(v) && v.length >= 3), vocabulary, entities };
  return vocabCache;
}

const ALL_KINDS: Mention['kind'][] = ['text', 'email', 'url', 'state', 'id', 'number', 'month', 'year'];

/** Retrieval terms: the message minus the values it names (those are matched to parameters instead). */
function queryTerms(message: string, mentions: Mention[], kinds: Mention['kind'][] = ALL_KINDS): string[] {
  let text = message;
  for (const m of [...mentions].sort((a, b) => b.start - a.start)) {
    if (kinds.includes(m.kind)) text = text.slice(0, m.start) + ' ' + text.slice(m.end);
  }
  return terms(text).filter((t) => !GENERIC_TERMS.has(t));
}

/** When the words around the values match no tool ("who is the CEO at acc_7?"), the values' own words do. */
function retrievalQuery(index: ToolIndex, message: string, mentions: Mention[]): string[] {
  const query = queryTerms(message, mentions);
  if (index.rank(query).some((r) => r.score > 0)) return query;
  const values = mentions.flatMap((m) => (m.kind === 'text' || m.kind === 'id' ? terms(m.text) : []));
  return [...query, ...values.filter((t) => !GENERIC_TERMS.has(t))];
}

/** Mentions minus the number the intent already read as "how many rows" ("top 5"). */
function withoutCount(mentions: Mention[], intent: Intent): Mention[] {
  const span = intent.order?.kSpan;
  return span ? mentions.filter((m) => m.kind !== 'number' || m.end <= span[0] || m.start >= span[1]) : mentions;
}

/** Share of the message's content words that the plan accounts for. */
function coverage(query: string[], plan: Plan, intent: Intent): number {
  const explained = new Set([
    ...plan.primary.rank.matched,
    ...(plan.join?.source.kind === 'tool' ? plan.join.source.step.rank.matched : []),
  ]);
  const content = query.filter((t) => !GENERIC_TERMS.has(t) && !/^\d+$/.test(t));
  if (content.length === 0) return intent.followUp ? 1 : 0;
  return content.filter((t) => explained.has(t)).length / content.length;
}

function confidenceOf(plan: Plan, o: Outcome, sh: Shaped | undefined, cov: number): number {
  let c = 0.95;
  if (plan.rival) c -= 0.2;
  if (plan.primary.tool.readOnly && unaskedDefaults(plan.primary).length > 0) c -= 0.15;
  c -= 0.2 * o.ignored.length;
  if (o.truncated || o.source?.capped) c -= 0.15;
  if (sh) c -= 0.2 * sh.unresolved.length;
  if (cov < 0.75) c -= 0.15;
  if (o.kind === 'error') c = Math.min(c, 0.5);
  return Math.max(0.05, Math.min(0.95, Math.round(c * 100) / 100));
}

function assumptions(plan: Plan, o: Outcome, sh: Shaped | undefined): string[] {
  const out: string[] = [];
  const notes = [...plan.primary.fill.notes, ...(plan.join?.source.kind === 'tool' ? plan.join.source.step.fill.notes : [])];
  if (notes.length) out.push(`Read ${notes.join(', ')}.`);
  const defaults = plan.primary.tool.readOnly ? unaskedDefaults(plan.primary) : [];
  if (defaults.length)
    out.push(
      `${plan.primary.tool.name} applied its defaults for what the question did not say: ` +
        `${defaults.map((d) => `${fieldWords(d.name)} ${d.value}`).join(', ')}.`,
    );
  if (plan.rival) out.push(`Assumed ${plan.primary.tool.name} rather than ${plan.rival.name}; name the data you want if that is wrong.`);
  if (o.ignored.length) out.push(`I could not use ${ignoredText(o.ignored)}: no parameter or field matched it, so it was ignored.`);
  if (sh?.unresolved.length) out.push(`No field matched "${sh.unresolved.join('", "')}", so I did not use it.`);
  if (o.truncated) out.push(`Only the first ${o.rows.length} rows were read (page limit); figures cover those rows.`);
  return out;
}

function errorAnswer(o: Outcome): string {
  const status = o.httpStatus ? ` (HTTP ${o.httpStatus})` : '';
  if (o.httpStatus === 404)
    return `Nothing was found: ${o.tool.name}${status} answered "${o.error}". Arguments: ${JSON.stringify(o.args)}.`;
  return `The call to ${o.tool.name} failed${status}: ${o.error}. Nothing else was run.`;
}

async function answerApi(ctx: PlanContext): Promise<PlanResult> {
  const tools = ctx.tools.list().filter((t) => t.kind === 'api' || t.kind === 'browser');
  const index = indexFor(tools);
  const vocab = vocabFor(tools, index);
  const opts = { knownValues: vocab.knownValues, vocabulary: vocab.vocabulary, entities: vocab.entities };
  let message = ctx.message;
  let intent = parseIntent(message);
  let mentions = extract(message, opts);
  const prevTurn = ctx.history[ctx.history.length - 1];
  const folded = rewriteFollowUp(message, intent, mentions, prevTurn?.message, prevTurn ? extract(prevTurn.message, opts) : []);
  if (folded) {
    message = folded;
    intent = { ...parseIntent(folded), ordinal: intent.ordinal ?? parseIntent(folded).ordinal };
    mentions = extract(folded, opts);
  }
  mentions = withoutCount(mentions, intent);
  const query = retrievalQuery(index, message, mentions);
  if (outOfScope(ctx.message) || tools.length === 0) return decline(ctx.message, index.rank(query), tools);
  const chosen = choosePlan({
    intent,
    mentions,
    message,
    index,
    query,
    previous: intent.pronoun ? previousRows(prevTurn, tools) : undefined,
  });
  if ('reason' in chosen) {
    if (chosen.reason === 'missing' && chosen.missing && chosen.missing.rank.strong.length > 0)
      return missingValues(chosen.missing.tool, chosen.missing.fill.missing, chosen.ranked, tools, ctx.message);
    return decline(ctx.message, chosen.ranked, tools);
  }
  const plan = chosen;
  const cov = coverage(query, plan, intent);
  if ((plan.primary.rank.strong.length === 0 && plan.primary.fill.strength < 4 && !plan.join) || cov < 0.5)
    return decline(ctx.message, chosen.ranked, tools);
  const steps = plan.join
    ? `${plan.join.source.kind === 'tool' ? plan.join.source.step.tool.name : 'previous rows'} ` +
      `→ ${plan.primary.tool.name} by ${plan.join.param.name}`
    : plan.primary.tool.name;
  if (isDestructive(plan.primary.tool) && !asksOnlyForChange(ctx.message, plan.primary.fill.args)) {
    return {
      response: unclearChangeText(`${plan.primary.tool.name} ${JSON.stringify(plan.primary.fill.args)}`),
      result: null,
      confidence: 0.3,
    };
  }
  ctx.emit({
    type: 'plan',
    text:
      `${intent.write ? `${intent.write}: ` : ''}${steps} ` +
      `${JSON.stringify(plan.primary.fill.args)}${plan.leftovers.length ? `; filter by ${ignoredText(plan.leftovers)}` : ''}`,
    planner: 'offline',
  });
  const o = await execute(ctx, plan, intent);
  if (o.kind === 'error') return { response: errorAnswer(o), result: null, confidence: confidenceOf(plan, o, undefined, cov) };
  const sh = o.kind === 'list' ? shape(o.rows, intent) : undefined;
  const worded = word(o, sh ?? { rows: o.rows, unresolved: [] }, intent, ctx.settings.demo.max_results, focusFields(o, sh, terms(message)));
  const notes = assumptions(plan, o, sh);
  return {
    response: [worded.response, ...(notes.length ? ['', ...notes] : [])].join('\n'),
    result: worded.result,
    confidence: confidenceOf(plan, o, sh, cov),
  };
}

export function createOfflinePlanner(opts: OfflinePlannerOptions = {}): Planner {
  const strategies = opts.extraStrategies ?? [];
  return {
    name: 'offline',
    async answer(ctx: PlanContext): Promise<PlanResult> {
      for (const s of strategies) {
        const r = await s.tryAnswer(ctx);
        if (r) return r;
      }
      return answerApi(ctx);
    },
  };
}
