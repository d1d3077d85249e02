import type { PlanContext, PlanResult } from '../../types.js';
import { runSteps, type Query, type Step } from '../../../query/index.js';
import { REPEATED } from '../lexicon/repeated.js';
import { REPEATED_RULES } from '../rules/repeated.js';
import { INTENT_GROUP_RULES } from '../rules/intent-group.js';
import { COMPOSE_NAME_RULES } from '../rules/compose-names.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { fieldsOf, labelOf, type Row } from '../core/rows.js';
import { resolveField } from '../core/fields.js';
import { fieldWords, formatNumber, formatValue, listWords } from '../core/format.js';
import { canonical, RECORD_KINDS, terms, words } from '../core/tokenize.js';
import { subjectOf, toolEntityTerms } from '../choose/params.js';
import { ask, combinedConfidence, result, sourceTool, type Ask } from './parts.js';
import { sentencesOf } from './sentences.js';

/** The forms of the question, each naming its records and its field (rules/repeated.ts). */
const FORMS = [
  REPEATED_RULES.sameValue,
  REPEATED_RULES.anotherOne,
  REPEATED_RULES.duplicated,
  REPEATED_RULES.duplicates,
  REPEATED_RULES.moreThanOnce,
  REPEATED_RULES.usedByMany,
  REPEATED_RULES.sameShowsUp,
];
const NAMES = new Set(REPEATED.names);
const plural = (w: string) => (w.endsWith('s') ? w : w.endsWith('y') ? `${w.slice(0, -1)}ies` : `${w}s`);

/** The records and the field of a question about a value more than one record holds, as said. */
export function repeatedAsked(message: string): { records: string; field: string } | undefined {
  // (each sentence, the first that asks it: "any two zeta firms with the same lima? list them.")
  for (const said of sentencesOf(message))
    for (const rule of FORMS) {
      const g = rule.pattern.exec(said)?.groups;
      if (g?.field) return { records: (g.records ?? '').trim(), field: g.field.trim() };
    }
  return undefined;
}

/**
 * The fields a value is of: the records' own names when the words say a name ("the same full
 * name": the name field, or the first and last names together), else the field the words name
 * (the words of the kind of record left out: "account name" of accounts is their name).
 */
function keyFields(rows: Row[], said: string, kind: string[]): string[] | undefined {
  const words = terms(said).filter((w) => !kind.includes(w));
  const name = NAMES.has(said.toLowerCase()) || (words.length > 0 && words.every((w) => NAMES.has(w)));
  const sample = rows[0];
  if (name && sample) {
    const own = Object.keys(sample).find((k) => labelOf(sample) === sample[k]);
    if (own) return [own];
    const parts = fieldsOf(rows).filter(
      (f) =>
        fieldWords(f)
          .split(' ')
          .some((w) => NAMES.has(w)) && labelOf(sample)?.includes(String(sample[f])),
    );
    return parts.length > 1 ? parts : undefined;
  }
  const field = words.length > 0 ? resolveField(rows, words, {}) : undefined;
  return field ? [field] : undefined;
}

/**
 * "do any two quito firms have the same lima?", "is any zeta name duplicated across the firms?":
 * the records asked on their own (read whole), then the values of the field more than one of
 * them holds, the most held first: yes or no first when asked so, the count of such values and of
 * the records that hold them, and the values. Undefined when the records or the field are not read.
 */
export async function repeatedValues(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const said = repeatedAsked(ctx.message);
  if (!said) return undefined;
  // ("which zeta names come up twice in the lima app": the kind said with the field is the kind of the records)
  const kindWord = words(said.field).find((w) => RECORD_KINDS.has(canonical(w)));
  const records =
    kindWord && !terms(said.records).some((w) => RECORD_KINDS.has(w)) ? `${said.records} ${plural(kindWord)}`.trim() : said.records;
  const p = await ask(ctx, answer, records, (x) => x.kept.rows.length > 1 && !(x.plan.steps ?? []).some((s) => 'group' in s));
  if (!p) return undefined;
  const tool = ctx.tools.list().find((t) => t.name === sourceTool(p.kept.request as Query));
  const kind = tool ? toolEntityTerms(tool) : [];
  // (the records read must be of the kind the field was said of)
  if (kindWord && !kind.includes(canonical(kindWord))) return undefined;
  const fields = keyFields(p.kept.rows, said.field, kind);
  if (!fields) return undefined;
  const steps: Step[] = [
    { group: { by: fields, aggs: [{ op: 'count', as: 'count' }] } },
    { where: { field: 'count', op: 'gte', value: 2 } },
    {
      sort: [{ field: 'count', dir: 'desc' }, ...fields.map((f) => ({ field: f, dir: 'asc' as const }))],
    },
  ];
  const groups = runSteps(
    p.kept.rows.filter((r) => fields.every((f) => r[f] !== undefined && r[f] !== null && r[f] !== '')),
    steps,
  );
  const request: Query = { from: { query: p.kept.request as Query }, steps };
  const noun = (tool ? subjectOf(tool).text : 'records').split(SHAPE_RULES.spaces.pattern).at(-1)!;
  const what =
    fields.length > 1 || NAMES.has(said.field.toLowerCase()) || NAMES.has(fieldWords(fields[0]!))
      ? 'names'
      : `${fieldWords(fields[0]!)} values`;
  const one = what === 'names' ? 'name' : fieldWords(fields[0]!);
  const held = groups.reduce((n, g) => n + (g.count as number), 0);
  const max = ctx.settings.demo.max_results;
  // (few records in all: each value with the records holding it, by name: "$1,871,000 (2: quito labs, lima mill)")
  const holders = (g: Row) =>
    p.kept.rows
      .filter((r) => fields.every((f) => r[f] === g[f]))
      .map((r) => labelOf(r))
      .filter((x): x is string => typeof x === 'string');
  const named = held <= max && fields.length === 1 && !NAMES.has(fieldWords(fields[0]!)) && !NAMES.has(said.field.toLowerCase());
  const items = groups.map((g) => {
    const who = named ? holders(g) : [];
    const value = fields.map((f) => formatValue(f, g[f])).join(' ');
    return `${value} (${formatNumber(g.count as number)}${who.length ? `: ${listWords(who)}` : ''})`;
  });
  const are = groups.length === 1 ? `${what === 'names' ? 'name' : `${one} value`} is` : `${what} are each`;
  const yes = INTENT_GROUP_RULES.yesNoOpener.pattern.test(ctx.message.toLowerCase());
  const count = COMPOSE_NAME_RULES.countAsked.pattern.test(ctx.message);
  const head =
    groups.length === 0
      ? `${yes ? 'No: no' : 'No'} two of the ${formatNumber(p.kept.rows.length)} ${noun} share the same ${one}.`
      : `${yes ? 'Yes: ' : ''}${formatNumber(groups.length)} ${are} held by more than one of the ` +
        `${formatNumber(p.kept.rows.length)} ${noun} (${formatNumber(held)} ${noun} in all)` +
        (count ? '.' : `: ${listWords(items.slice(0, max))}${items.length > max ? ` and ${formatNumber(items.length - max)} more` : ''}.`);
  return result(ctx, request, head, groups, combinedConfidence(p.result), 'the values more than one record holds');
}
