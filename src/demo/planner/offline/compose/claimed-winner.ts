import type { PlanContext, PlanResult } from '../../types.js';
import { CLAIMED_SHARE, CLAIMED_WINNER } from '../lexicon/claimed.js';
import { escapeRegExp } from '../core/known.js';
import { isRecord } from '../core/rows.js';
import { findStates } from '../core/states.js';
import { readAs, strip } from './parts.js';

const alt = (ws: string[]) =>
  [...ws]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
const W = CLAIMED_WINNER;
const CLAIM = new RegExp(
  `^(?:${alt(W.leads)})\\s+(.+?)\\s+(?:(?:${alt(W.hedges)})\\s+)?the\\s+([a-z]+(?:\\s+[a-z]+)?)\\s+` +
    `(?:${alt(W.links)})\\s+the\\s+(${alt(W.ends)})\\s+(.+?)[?.!\\s]*$`,
  'i',
);

/** The question a claim that a value leads its field is checked by, and the value; undefined for any other message. */
export function claimedWinnerOf(message: string): { asked: string; value: string } | undefined {
  const m = CLAIM.exec(message.trim());
  if (!m) return undefined;
  const [, value, field, end, rest] = m;
  return { asked: W.as.replace('{field}', field!).replace('{end}', end!).replace('{rest}', rest!), value: value! };
}

/**
 * "Is Lima really the district with the most quarries?": asked as "which district has the most
 * quarries", answered yes when the first group of that answer is the value said, else no
 * (never the groups narrowed to that value, which it would then lead alone). Undefined unless the
 * message claims so and the ranking is read surely.
 */
export async function claimedWinner(ctx: PlanContext, answer: (c: PlanContext) => Promise<PlanResult>): Promise<PlanResult | undefined> {
  const c = claimedWinnerOf(ctx.message);
  if (!c) return undefined;
  const r = await answer({ ...ctx, message: c.asked });
  const groups = isRecord(r.result) && Array.isArray(r.result.groups) ? (r.result.groups as unknown[]) : [];
  const first = groups[0];
  if (r.confidence <= 0.5 || !isRecord(first)) return undefined;
  const key = Object.values(first)[0];
  const said = strip(c.value, W.determiners, []).toLowerCase();
  const state = findStates(c.value)[0]?.code;
  const yes = typeof key === 'string' && (key.toLowerCase() === said || key === state);
  return readAs({ ...r, response: `${yes ? 'Yes' : 'No'}: ${r.response}` }, c.asked, `a claim asked: read as "${c.asked}"`);
}

const S = CLAIMED_SHARE;
const SHARE_CLAIM = new RegExp(
  `^(?:(?:${alt(S.leads)})\\s+)*(${alt(Object.keys(S.bounds))})\\s+(${alt(Object.keys(S.parts))})\\s+of\\s+(.+?)[?.!\\s]*$`,
  'i',
);

/** The share question a claim that a share passes a part is checked by, the part and the way; undefined for any other message. */
export function claimedShareOf(message: string): { asked: string; part: number; way: 'over' | 'under' } | undefined {
  const m = SHARE_CLAIM.exec(message.trim());
  if (!m) return undefined;
  const [, bound, part, rest] = m;
  return { asked: `${S.as} ${rest}`, part: S.parts[part!.toLowerCase()]!, way: S.bounds[bound!.toLowerCase()]! };
}

/**
 * "Confirm that under a quarter of the lima quarries are zeta": asked as "what share of the lima
 * quarries are zeta", answered yes when that share passes the part said the way said, else no. Undefined unless
 * the message claims so and the share is read surely.
 */
export async function claimedShare(ctx: PlanContext, answer: (c: PlanContext) => Promise<PlanResult>): Promise<PlanResult | undefined> {
  const c = claimedShareOf(ctx.message);
  if (!c) return undefined;
  const r = await answer({ ...ctx, message: c.asked });
  const share = isRecord(r.result) && typeof r.result.share === 'number' ? r.result.share : undefined;
  if (r.confidence <= 0.5 || share === undefined || (r.reading?.unused.length ?? 1) > 0) return undefined;
  const yes = c.way === 'over' ? share > c.part : share < c.part;
  return readAs({ ...r, response: `${yes ? 'Yes' : 'No'}: ${r.response}` }, c.asked, `a claim asked: read as "${c.asked}"`);
}
