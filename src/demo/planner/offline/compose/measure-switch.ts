import type { PlanContext } from '../../types.js';
import { MEASURE_SWITCH } from '../lexicon/measure-switch.js';
import { parseIntent } from '../understand/intent.js';
import { MEASURE } from '../understand/measures.js';
import { canonical, RECORD_KINDS, terms } from '../core/tokenize.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { strip } from './parts.js';
import { isRecord } from '../core/rows.js';

/**
 * "same but by value" after "how many zeta quarries close in q1?": that question asked for the
 * total of the measure said ("total value of: how many …"); "now by count" after a total: asked
 * for how many; "and per quarry?" after a total: that measure on average (lexicon/measure-switch.ts).
 * Undefined unless the previous question asked a count or a total and the follow-up says nothing
 * but the measure to switch to.
 */
export function measureSwitched(ctx: PlanContext, before: string): string | undefined {
  const M = MEASURE_SWITCH;
  const text = ctx.message.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '').split(',').join(' ').trim().toLowerCase();
  const led = strip(text, M.leads, M.ends);
  if (led === text) return undefined;
  const link = M.links.find((l) => led.startsWith(`${l} `));
  const measure = link ? led.slice(link.length + 1).trim() : '';
  const prev = parseIntent(before.toLowerCase());
  // ("and per quarry?" after the total of the quarries: that measure on average per quarry, never per another kind)
  const per = M.perRecord.opens.find((o) => led === o || led.startsWith(`${o} `));
  const kind = per ? led.slice(per.length).trim() : undefined;
  // (a total said in other words, "what the zeta quarries earn", answered as one: its result holds the total)
  const result = ctx.history?.at(-1)?.result;
  const totalled = prev.aggregate?.op === 'sum' || (isRecord(result) && Object.keys(result).some((k) => k.startsWith('total_')));
  if (per && totalled && (!kind || (!kind.includes(' ') && terms(before).includes(canonical(kind)))))
    return M.perRecord.as.replace('{asked}', before);
  if (M.counts.includes(measure) || countOfAsked(strip(link ? measure : led, M.articles, []), before))
    return prev.aggregate?.op === 'sum' ? (countedInstead(before) ?? M.count.replace('{asked}', before)) : undefined;
  if (!measure || measure.includes(' ') || !MEASURE.test(measure)) return undefined;
  if (!prev.count) return rankedCountSwitched(before, measure);
  return M.total.replace('{measure}', measure).replace('{asked}', before);
}

/** "which town holds the fewest quarries?" asked of a measure: "… the least total zeta?" (MEASURE_SWITCH.rankedCount). */
function rankedCountSwitched(before: string, measure: string): string | undefined {
  const { ends, as } = MEASURE_SWITCH.rankedCount;
  const ws = before.split(' ');
  const bare = (w = '') => w.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '');
  const at = ws.findIndex((w, i) => ends[w.toLowerCase()] !== undefined && RECORD_KINDS.has(canonical(bare(ws[i + 1]))));
  if (at < 0) return undefined;
  const end = ends[ws[at]!.toLowerCase()]!;
  const kindEnd = bare(ws[at + 1]);
  const mark = ws[at + 1]!.slice(kindEnd.length);
  return [...ws.slice(0, at), `${as.replace('{end}', end).replace('{measure}', measure)}${mark}`, ...ws.slice(at + 2)].join(' ');
}

/** "a count of accounts", "the number of deals": a count of the records the previous question asked about. */
function countOfAsked(said: string, before: string): boolean {
  const count = MEASURE_SWITCH.counts.find((c) => said.startsWith(`${c} of `));
  const records = count ? said.slice(count.length + 4).trim() : '';
  return !!records && !records.includes(' ') && before.toLowerCase().split(WORD_SHAPE_RULES.nonWordRun.pattern).includes(records);
}

/** "the total zeta of my lima quarries?" asked as "the number of my lima quarries?": the total's words replaced. */
function countedInstead(before: string): string | undefined {
  const { totals, joins, number } = MEASURE_SWITCH.instead;
  const ws = before.split(' ');
  const at = ws.findIndex((w, i) => totals.includes(w.toLowerCase()) && MEASURE.test(canonical(ws[i + 1] ?? '')));
  if (at < 0 || !joins.includes(ws[at + 2]?.toLowerCase() ?? '')) return undefined;
  return [...ws.slice(0, at), number, ...ws.slice(at + 2)].join(' ');
}
