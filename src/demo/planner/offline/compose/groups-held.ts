import type { PlanContext, PlanResult } from '../../types.js';
import { aggName, runSteps, type Query, type Step } from '../../../query/index.js';
import { extract } from '../understand/extract.js';
import { GROUPS_HELD_RULES } from '../rules/groups-held.js';
import { fieldWords, formatNumber, formatValue, listWords } from '../core/format.js';
import { BOUND_WORDS } from '../understand/dates.js';
import { GROUPS_HELD_ASKED } from '../lexicon/bounds.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { PLAIN_RULES } from '../rules/plain.js';
import { ask, combinedConfidence, result, type Ask } from './parts.js';

const FORMS = [GROUPS_HELD_RULES.holdOver, GROUPS_HELD_RULES.combinedOver, GROUPS_HELD_RULES.mineUnder, GROUPS_HELD_RULES.ofMineUnder];
const singular = (w: string) => w.replace(WORD_SHAPE_RULES.pluralIesAnyCase.pattern, 'y').replace(PLAIN_RULES.sEnding.pattern, '');

/**
 * "which zones hold over 5M of my zeta?" (rules/groups-held.ts): the measure added up by the
 * field the question names ("my zeta by zone", asked of the planner and read whole), then only
 * the groups whose total passes the bound, never each row held to it. Undefined unless read so.
 */
export async function groupsHeld(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const g = FORMS.map((f) => f.pattern.exec(ctx.message)?.groups).find((x) => x?.field && x.measure && x.num);
  if (!g) return undefined;
  const n = extract(`${g.bound} ${g.num}`, { knownValues: [], vocabulary: new Set() }).find((m) => m.kind === 'number');
  if (!n || n.kind !== 'number' || !n.comparator) return undefined;
  const by = singular(g.field!.toLowerCase());
  const measure = [g.mine, g.measure, g.rest]
    .map((x) => x?.trim())
    .filter(Boolean)
    .join(' ');
  const asked = GROUPS_HELD_ASKED.as.replace('{measure}', measure).replace('{field}', by);
  const p = await ask(ctx, answer, asked);
  const group = (p?.plan.steps ?? []).find((s): s is Extract<Step, { group: unknown }> => 'group' in s)?.group;
  const sum = group?.by.length === 1 ? group.aggs.find((a) => a.op === 'sum' && a.field) : undefined;
  if (!p || !group || !sum) return undefined;
  const total = aggName(sum);
  const key = group.by[0]!;
  const steps: Step[] = [{ where: { field: total, op: n.comparator, value: n.value } }, { sort: [{ field: total, dir: 'desc' }] }];
  // (the rows kept may be the records the groups are made of: grouped here as the plan says)
  const groups = p.kept.rows.some((r) => total in r) ? p.kept.rows : runSteps(p.kept.rows, p.plan.steps ?? []);
  const rows = runSteps(groups, steps);
  const request: Query = { from: { query: p.plan }, steps };
  const what = `${BOUND_WORDS[n.comparator]} ${formatValue(sum.field!, n.value)} of ${fieldWords(sum.field!)}`;
  const items = rows.map((r) => `${String(r[key])} (${formatValue(sum.field!, Number(r[total]))})`);
  const head =
    rows.length === 0
      ? `No ${fieldWords(key)} has ${what} in total (read as "${asked}").`
      : `${formatNumber(rows.length)} ${rows.length === 1 ? `${fieldWords(key)} has` : `${g.field!.toLowerCase()} have`} ` +
        `${what} in total: ${listWords(items)}.`;
  return result(ctx, request, head, rows, combinedConfidence(p.result), `groups held by their total ("${asked}")`);
}
