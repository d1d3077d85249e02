import type { PlanContext, PlanResult } from '../../types.js';
import type { Query } from '../../../query/index.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { isRecord } from '../core/rows.js';
import { formatNumber, listWords } from '../core/format.js';
import { terms } from '../core/tokenize.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { result } from './parts.js';

/**
 * "how many accounts exactly?" after an answer that ranked groups by how many rows each holds
 * (lexicon/previous.ts EXACT_PREVIOUS): the first group's count said again ("Canada: 63"). The
 * kind said, if any, must be one the question before named; else undefined (read anew).
 */
export function exactPrevious(ctx: PlanContext): PlanResult | undefined {
  const m = COMPOSE_BUILT_RULES.exactPrevious.pattern.exec(ctx.message);
  const prev = ctx.history.at(-1);
  if (!m || !prev?.handle) return undefined;
  const before = new Set(terms(prev.asked ?? prev.message));
  if (m[1] && !terms(m[1]).every((t) => before.has(t))) return undefined;
  if (!ctx.results?.get(ctx.sessionId, prev.handle)) return undefined;
  const from = { handle: prev.handle };
  const r = prev.result;
  // (a ranking of groups by how many rows each holds: the first group, counted again from the rows the answer was built on)
  const groups = isRecord(r) && Array.isArray(r.groups) ? r.groups.filter(isRecord) : [];
  const first = groups[0];
  if (!first || typeof first.count !== 'number') return undefined;
  const by = Object.keys(first).filter((k) => typeof first[k] === 'string');
  if (by.length === 0 || Object.keys(first).length !== by.length + 1) return undefined;
  // (the groups tied with the first are each an answer: "CO, GA and WA: exactly 2 each")
  const tied = groups.filter((g) => g.count === first.count);
  const dir = groups.some((g) => typeof g.count === 'number' && g.count > (first.count as number)) ? 'asc' : 'desc';
  const request: Query = {
    from,
    steps: [
      { group: { by, aggs: [{ op: 'count', as: 'count' }] } },
      { sort: [{ field: 'count', dir }, ...by.map((field) => ({ field, dir: 'asc' as const }))] },
      { limit: tied.length },
    ],
  };
  const what = m[1]?.trim().split(SHAPE_RULES.spaces.pattern)[0];
  const names = listWords(tied.map((g) => by.map((k) => String(g[k])).join(', ')));
  const figure = `${formatNumber(first.count)}${what ? ` ${what}` : ''}${tied.length > 1 ? ' each' : ''}`;
  return result(
    ctx,
    request,
    `${names}: exactly ${figure} (the first of the previous answer).`,
    tied,
    0.85,
    'the previous figure said again',
  );
}
