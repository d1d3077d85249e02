import type { ApiParameter } from '../../../../registry/types.js';
import type { AgentTool } from '../../../tools/types.js';
import { chainedPlan, type Chain } from './chain.js';
import type { Mention } from '../understand/extract.js';
import { fillArgs } from './fill.js';
import type { Intent } from '../understand/intent.js';
import { idEntity, isIdParam, narrowingDefault, subjectOf, toolEntityTerms, writeKindOf } from './params.js';
import type { Ranked } from './retrieve.js';
import { canonical, GENERIC_TERMS, RECORD_KINDS, terms } from '../core/tokenize.js';
import { LACKING } from '../lexicon/having.js';
import { allowedValues, rowFieldCount, schemaFieldNames } from '../core/schema.js';
import type { Join, Plan, PlanInput, Step } from './plan-types.js';
import { CHOOSE_PARAM_RULES } from '../rules/choose-params.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

export type { Join, JoinSource, Plan, PlanInput, Step } from './plan-types.js';

/**
 * Choosing what to call: the primary tool (retrieval score + how well the message fills
 * its parameters), and, when needed, a source whose rows feed one of its id parameters
 * (a join: campaign accounts → contacts of each account).
 */
const CANDIDATES = 8;

function eligible(tool: AgentTool, intent: Intent): boolean {
  return intent.write ? writeKindOf(tool) === intent.write : tool.readOnly;
}

/** Parameters left to a default that narrows the rows ("month: default 11"). */
export function unaskedDefaults(step: Step): { name: string; value: string }[] {
  return step.tool.parameters.flatMap((p) => {
    const d = step.fill.args[p.name] === undefined ? narrowingDefault(p) : undefined;
    return d === undefined ? [] : [{ name: p.name, value: d }];
  });
}

/** Mentions no parameter of the step took that its rows could still be filtered by: dates on a date field, states on a state field. */
function rowFilterable(step: Step, mentions: Mention[]): number {
  const fields = schemaFieldNames(step.tool.response_schemas?.success);
  const has = (re: RegExp) => fields.some((f) => re.test(f));
  return mentions
    .filter((m) => !step.fill.used.has(m))
    .filter((m) =>
      m.kind === 'month' || m.kind === 'year'
        ? has(CHOOSE_PARAM_RULES.dateField.pattern)
        : m.kind === 'state'
          ? has(CHOOSE_PARAM_RULES.stateName.pattern)
          : // a value seen in a field of a list's rows ("India" in country); one record by id is no list to filter
            m.kind === 'text' &&
            m.field !== undefined &&
            fields.includes(m.field) &&
            !step.tool.parameters.some((p) => p.required && isIdParam(p)),
    ).length;
}

/** The words that say a record has none of another ("no", "without", "zero"). */
export const LACKING_TERMS = new Set(LACKING.phrases.flatMap((p) => terms(p.replace('{kind}', ''))));

/** "accounts with more than 2 contacts": the kinds of record a number counts per row of what is asked. */
function kindsCounted(mentions: Mention[]): Set<string> {
  return new Set(
    mentions.flatMap((m) =>
      m.kind === 'number' &&
      m.counts !== undefined &&
      (m.comparator !== undefined || m.value === 0 || m.before.some((w) => CHOOSE_PARAM_RULES.havingWord.pattern.test(w)))
        ? [m.counts]
        : [],
    ),
  );
}

/**
 * "accounts that have no open deals", "accounts with more than 10 deals": the kind of record asked for
 * and the other kinds the question names, which measure it (by the records that refer to it).
 */
export function measured(input: Pick<PlanInput, 'intent' | 'query' | 'mentions'>): { asked: string; by: string[] } | undefined {
  const counted = kindsCounted(input.mentions);
  const having = input.intent.having && input.query.includes(input.intent.having) ? input.intent.having : undefined;
  const asked = having ?? input.query.find((t) => RECORD_KINDS.has(t) && !counted.has(t));
  const by = having ? [...new Set(input.query.filter((t) => t !== having && RECORD_KINDS.has(t)))] : [...counted];
  return asked && by.length > 0 ? { asked, by } : undefined;
}

/** Whether an app lists each of these kinds of record. */
function holdsKinds(input: PlanInput, app: string, kinds: string[]): boolean {
  const lists = input.index.docs.map((d) => d.tool).filter((t) => t.app === app && t.readOnly && !t.parameters.some((p) => p.required));
  return kinds.every((k) => lists.some((t) => toolEntityTerms(t).includes(k)));
}

function score(
  step: Step,
  top: number,
  joinable: boolean,
  input: PlanInput,
  appWords: Set<string>,
  /** The kind asked for and the kinds measuring it (`measured`), worked out once per question. */
  measure: ReturnType<typeof measured>,
): number {
  const { query, mentions } = input;
  const missingIds = step.fill.missing.filter(isIdParam).length;
  const missingOther = step.fill.missing.length - missingIds;
  // "accounts with more than 2 contacts", "accounts that have no open deals": the contacts and deals measure the
  // accounts asked for (counted per row of what is asked, not what is asked), in an app that holds both
  const countedKinds = new Set([...kindsCounted(mentions), ...(measure?.by ?? [])]);
  const apart = measure && toolEntityTerms(step.tool).includes(measure.asked) && !holdsKinds(input, step.tool.app, measure.by) ? 3 : 0;
  const counted = (toolEntityTerms(step.tool).some((e) => countedKinds.has(e)) ? 3 : 0) + apart;
  // the thing asked for ("contacts", "leads") named by the tool beats a tool that only takes a value
  const entity = toolEntityTerms(step.tool).some((t) => query.includes(t) && !countedKinds.has(t)) ? 3 : 0;
  // the words of a value another app's tools list ("Chief Financial Officer") are what to look for in these rows, not unmatched words
  const valueWords = new Set(mentions.flatMap((m) => (m.kind === 'text' && !appWords.has(m.text) ? terms(m.text) : [])));
  // "my third-party accounts": a possessive said of a list whose own name the message spells out in two words or more
  const own = toolEntityTerms(step.tool);
  const spelled = terms(step.tool.name.replace(SHAPE_RULES.underscores.pattern, ' ')).filter(
    (t) => query.includes(t) && !own.includes(t) && !GENERIC_TERMS.has(t),
  );
  const missed = query.filter(
    (t) =>
      !step.rank.matched.includes(t) &&
      !GENERIC_TERMS.has(t) &&
      !valueWords.has(t) &&
      !countedKinds.has(t) &&
      !(input.intent.having && LACKING_TERMS.has(t)) &&
      !SHAPE_RULES.digitsOnly.pattern.test(t) &&
      !(t === 'my' && spelled.length >= 2) &&
      !(t === 'my' && ownRecordTaken(input, step)),
  );
  // "in the crm": the question names another app than the tool's
  // (an app's name that is a synonym, "territory" for "my", says nothing more than the word it stands for)
  const otherApp = input.index.docs.some(
    (d) => d.tool.app !== step.tool.app && canonical(d.tool.app) === d.tool.app && query.includes(d.tool.app),
  )
    ? 1
    : 0;
  const unmatched = missed.length + otherApp;
  // a record named by name in another app, which this tool can neither take nor filter by
  // (or a value only another app's rows hold: "German" where only the CRM has countries)
  // (or, asked whether it has something, a record of this kind that another list of the app holds: "Redwood Labs Inc" is
  // no row of my accounts if it is third-party; a record weighed against a list, "the third-party one nearest it", is not)
  const elsewhere = (m: Mention) =>
    (input.intent.having !== undefined || input.intent.yesNo === true) &&
    m.kind === 'entity' &&
    m.tool !== step.tool.name &&
    own.some((k) => m.entity.includes(k)) &&
    !step.tool.parameters.some(isIdParam);
  const stranded = mentions.filter(
    (m) =>
      !step.fill.used.has(m) &&
      ((m.kind === 'entity' && (m.app !== step.tool.app || elsewhere(m))) ||
        (m.kind === 'text' && m.apps !== undefined && !m.apps.includes(step.tool.app))),
  ).length;
  // filters the tool applies by default that the message did not ask for
  // (a bound by default, "min_value 10000", silently drops rows from every count and total: it weighs more)
  const defaults = step.tool.readOnly ? unaskedDefaults(step) : [];
  const hidden = defaults.length + 0.5 * defaults.filter((d) => CHOOSE_PARAM_RULES.boundParam.pattern.test(d.name)).length;
  // values no parameter took that a field of its rows can filter (a month on a date field)
  const filterable = rowFilterable(step, mentions);
  // "the most common title": occurrences are counted over records that hold the value, not over a list of the values alone
  const valuesOnly = input.intent.winner && rowFieldCount(step.tool.response_schemas?.success) === 1 ? 3 : 0;
  const s =
    (step.rank.score / top) * 3 +
    step.fill.strength / 2 +
    step.rank.strong.length * 0.75 +
    entity -
    2 * unmatched -
    3 * stranded -
    4 * hidden +
    2 * filterable -
    valuesOnly -
    counted -
    missingOther * 4 -
    missingIds * (joinable ? 1.5 : 4);
  if (process.env.PLANNER_DEBUG)
    console.log(step.tool.name, {
      s,
      bm25: step.rank.score,
      strength: step.fill.strength,
      strong: step.rank.strong,
      entity,
      unmatched: missed,
      stranded,
      args: step.fill.args,
    });
  return s;
}

/** The best read-only tool whose rows are the entity an id parameter refers to. */
function sourceTool(input: PlanInput, primary: AgentTool, param: ApiParameter, leftovers: Mention[], minFill: number): Step | undefined {
  const entity = idEntity(param, primary);
  let best: { step: Step; s: number } | undefined;
  for (const rank of input.index.rank(input.query)) {
    const t = rank.tool;
    // ids are scoped to their app; a value the source takes strongly needs no query words
    if (t === primary || !t.readOnly || t.app !== primary.app || (rank.score <= 0 && minFill === 0)) continue;
    const ent = toolEntityTerms(t);
    if (!entity.some((e) => ent.includes(e))) continue;
    const fill = fillArgs(t, leftovers, input.intent, input.message);
    if (fill.missing.length > 0 || fill.strength < minFill) continue;
    const s = rank.score + fill.strength;
    if (!best || s > best.s) best = { step: { tool: t, fill, rank }, s };
  }
  return best?.step;
}

/** Whether an id value can go into a parameter of that type (`acc_5` never goes into an integer). */
function idFits(p: ApiParameter, value: unknown): boolean {
  if (p.type === 'integer' || p.type === 'number')
    return typeof value === 'number' || (typeof value === 'string' && SHAPE_RULES.digitsOnly.pattern.test(value));
  return true;
}

/** The id parameter of `tool` that the previous answer's rows can feed. */
function joinParam(tool: AgentTool, previous: NonNullable<PlanInput['previous']>): ApiParameter | undefined {
  // ids are scoped to their app: the previous rows feed only tools of the app they came from
  if (tool.app !== previous.app) return undefined;
  const sample = previous.rows[0]?.id;
  return tool.parameters.find((p) => isIdParam(p) && idEntity(p, tool).some((e) => previous.entity.includes(e)) && idFits(p, sample));
}

function findJoin(input: PlanInput, primary: Step): Join | undefined {
  const leftovers = input.mentions.filter((m) => !primary.fill.used.has(m));
  // "their contacts": the previous answer's rows feed the id parameter for their entity.
  if (input.intent.pronoun && input.previous && input.previous.rows.length > 0) {
    const param = joinParam(primary.tool, input.previous);
    if (param && primary.fill.args[param.name] === undefined)
      return { param, source: { kind: 'rows', rows: input.previous.rows, label: input.previous.label } };
  }
  for (const param of primary.tool.parameters.filter((p) => isIdParam(p) && primary.fill.args[p.name] === undefined)) {
    // a required id with no value: fetch the entity first
    if (param.required) {
      const step = sourceTool(input, primary.tool, param, leftovers, 0);
      if (step) return { param, source: { kind: 'tool', step } };
      continue;
    }
    // an optional id, and a value left over that another tool of that entity takes
    const strong = leftovers.some((m) => m.kind === 'text' || m.kind === 'id');
    if (!strong) continue;
    const step = sourceTool(input, primary.tool, param, leftovers, 4);
    if (step) return { param, source: { kind: 'tool', step } };
  }
  return undefined;
}

/**
 * "our biggest client's CFO": the superlative ranks another kind of record than the
 * best tool returns; when a tool returning that kind can feed the best tool (a chain), the
 * ranked records are the source and the best tool's records what is asked for.
 */
function rankedSource(input: PlanInput, steps: { step: Step }[], best: Step): Chain | undefined {
  const ranked = input.intent.order?.measureWords.map(canonical) ?? [];
  if (ranked.length === 0 || toolEntityTerms(best.tool).some((e) => ranked.includes(e))) return undefined;
  for (const { step } of steps.slice(1)) {
    if (!toolEntityTerms(step.tool).some((e) => ranked.includes(e))) continue;
    const chain = chainedPlan(input, step);
    if (chain?.primary.tool === best.tool) return chain;
  }
  return undefined;
}

/**
 * "the commonest title of the people of one list": the best tool returns the records asked
 * for but leaves words of the question unmatched that another tool's name holds ("my" of
 * get_my_accounts; a field to group by is no such word), or it names a value of a field only
 * another tool's rows hold:
 * when that tool's records can feed the best tool (a chain), they scope the rows.
 */
function scopedSource(input: PlanInput, steps: { step: Step }[], best: Step): Chain | undefined {
  const missed = input.query.filter((t) => !GENERIC_TERMS.has(t) && !best.rank.matched.includes(t));
  // "contacts at accounts in Germany": a value of a field the best tool's rows do not hold
  const own = schemaFieldNames(best.tool.response_schemas?.success);
  const fields = input.mentions.flatMap((m) =>
    m.kind === 'text' && m.field && !best.fill.used.has(m) && !own.includes(m.field) ? [m.field] : [],
  );
  if (missed.length === 0 && fields.length === 0) return undefined;
  // the candidates, then the other lists of the best tool's app (a list can hold the field whatever its words)
  const seen = new Set(steps.map((s) => s.step.tool));
  const others = input.index
    .rank(input.query)
    .filter((r) => !seen.has(r.tool) && r.tool.app === best.tool.app && r.tool.readOnly)
    .map((rank) => ({ step: { tool: rank.tool, fill: fillArgs(rank.tool, input.mentions, input.intent, input.message), rank } }));
  for (const { step } of [...steps.slice(1), ...others]) {
    if (step.fill.missing.length > 0) continue;
    const named = terms(step.tool.name.replace(SHAPE_RULES.underscores.pattern, ' '));
    const holds = schemaFieldNames(step.tool.response_schemas?.success);
    if (!missed.some((t) => step.rank.strong.includes(t) && named.includes(t)) && !fields.some((f) => holds.includes(f))) continue;
    const chain = chainedPlan(input, step, best.tool);
    if (chain) return chain;
  }
  return undefined;
}

export function choosePlan(input: PlanInput): Plan | { ranked: Ranked[]; reason: 'no-tool' | 'missing'; missing?: Step } {
  const ranked = input.index.rank(input.query);
  const pool = ranked.filter((r) => r.score > 0 && eligible(r.tool, input.intent)).slice(0, CANDIDATES);
  // "accounts that have no open deals": the lists of the kind asked for, in the apps that hold the kinds measuring them
  const measure = measured(input);
  if (measure)
    for (const r of ranked)
      if (
        !pool.includes(r) &&
        r.tool.readOnly &&
        !r.tool.parameters.some((p) => p.required) &&
        toolEntityTerms(r.tool).includes(measure.asked) &&
        holdsKinds(input, r.tool.app, measure.by)
      )
        pool.push(r);
  if (pool.length === 0) return { ranked, reason: 'no-tool' };
  const top = pool[0]!.score;
  // values the message names that some tool of an app lists (enum values, examples), per app
  const values = input.mentions.filter((m): m is Extract<Mention, { kind: 'text' }> => m.kind === 'text');
  const perApp = new Map<string, Set<string>>();
  const known = (app: string): Set<string> => {
    let set = perApp.get(app);
    if (!set) {
      const own = input.index.docs.filter((d) => d.tool.app === app).map((d) => d.tool);
      set = new Set(values.filter((m) => own.some((t) => t.parameters.some((p) => allowedValues(p).includes(m.text)))).map((m) => m.text));
      perApp.set(app, set);
    }
    return set;
  };
  // "mine plus every 3rd-party one, as one": the lists that have siblings of the same kind in their app
  const kindOf = (t: AgentTool) => `${t.app}:${toolEntityTerms(t).join()}`;
  const lists = input.index.docs.map((d) => d.tool).filter((t) => t.readOnly && !t.parameters.some((p) => p.required));
  // (one of them the caller's own: mine and the other list together never pairs two lists of another app's records)
  const paired = (t: AgentTool) => {
    const same = lists.filter((u) => kindOf(u) === kindOf(t));
    return input.intent.union && same.length > 1 && same.some((u) => subjectOf(u).mine);
  };
  const steps = pool
    .map((rank) => {
      const step: Step = { tool: rank.tool, fill: fillArgs(rank.tool, input.mentions, input.intent, input.message), rank };
      // a record by id with no id given, while a list of the same kind is at hand: the list holds the records already
      const listed = pool.some(
        (r) =>
          r.tool !== rank.tool &&
          r.tool.app === rank.tool.app &&
          r.tool.readOnly &&
          !r.tool.parameters.some((p) => p.required) &&
          toolEntityTerms(r.tool).join() === toolEntityTerms(rank.tool).join(),
      );
      const joinable = step.fill.missing.every(isIdParam) && !input.intent.write && !listed;
      const fromPrevious = input.previous && joinParam(rank.tool, input.previous) ? 3 : 0;
      // a value another tool lists that this one leaves unused ("CEOs") says the question is about that tool's records
      const unused = input.mentions.some((m) => m.kind === 'text' && m.source === 'known' && !step.fill.used.has(m));
      const union = paired(rank.tool) && !unused ? 3 : 0;
      return { step, s: score(step, top, joinable, input, known(rank.tool.app), measure) + fromPrevious + union };
    })
    .sort((a, b) => b.s - a.s);
  const best = steps[0]!;
  const chain = input.intent.write
    ? undefined
    : (chainedPlan(input, best.step) ?? rankedSource(input, steps, best.step) ?? scopedSource(input, steps, best.step));
  const primary = chain?.primary ?? best.step;
  const join = chain?.join ?? (input.intent.write ? undefined : findJoin(input, primary));
  const stillMissing = primary.fill.missing.filter((p) => p !== join?.param);
  if (stillMissing.length > 0) return { ranked, reason: 'missing', missing: primary };
  const used = new Set([...primary.fill.used, ...(join?.source.kind === 'tool' ? join.source.step.fill.used : [])]);
  const inPlan = (t: AgentTool) => t === primary.tool || (join?.source.kind === 'tool' && join.source.step.tool === t);
  const near = steps[1] && !inPlan(steps[1].step.tool) ? steps[1] : undefined;
  // ("which accounts are in lima", two apps holding accounts with a place: one app guessed over the other)
  const apps = new Set(input.index.docs.flatMap((d) => terms(d.tool.app)));
  const otherApp =
    near !== undefined &&
    near.step.tool.app !== primary.tool.app &&
    near.s > best.s - 1 &&
    toolEntityTerms(near.step.tool).join() === toolEntityTerms(primary.tool).join() &&
    !terms(input.message).some((t) => apps.has(t)) &&
    // (nor when a value said is one only the chosen app knows: "product managers" of one app's titles)
    !input.mentions.some((m) => 'apps' in m && m.apps?.includes(primary.tool.app) && !m.apps.includes(near.step.tool.app));
  // (every list of the app read together, "the zeta data": its other list is read too, no guess)
  const together = input.intent.union && near?.step.tool.app === primary.tool.app;
  const rival = near && !together && (near.s > best.s - 0.5 || otherApp) ? near.step.tool : undefined;
  return { primary, join, leftovers: input.mentions.filter((m) => !used.has(m)), ranked, rival, ...(otherApp ? { otherApp } : {}) };
}

/** "my contacts at Acme Corp": a record of the caller's own list, named, that this tool takes ("my" is said of it). */
function ownRecordTaken(input: PlanInput, step: Step): boolean {
  const given = Object.values(step.fill.args);
  return input.mentions.some((m) => {
    if (m.kind !== 'entity' || !given.includes(m.id)) return false;
    const list = input.index.docs.find((d) => d.tool.name === m.tool)?.tool;
    return list !== undefined && subjectOf(list).mine;
  });
}
