// What set CM needs beyond the shared builders (kinds-bb.ts, kinds-bv.ts): a few row tests, a
// ranking helper that refuses ties and a checker for "which states ..." answers that must name
// exactly the right states. Every expected figure, name or list is computed from the APIs' data
// when the checker runs (never hard-coded).

import type { CrmAccount, CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import { all, groups, leadOf, mentions, needAllNames, sum, US_STATES, type Check } from './judge.js';

type Get<T> = (d: DataAccess) => Promise<T>;
type Group = { key: string; value: number };

/** A deal still in play: any stage but closed-won and closed-lost. */
export const openDeal = (o: CrmOpportunity): boolean => o.stage !== 'closed-won' && o.stage !== 'closed-lost';

/** The CRM accounts in the United States. */
export const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States');

/** Total revenue of territory accounts by state. */
export const revenueByState = (xs: TerritoryAccount[]): Group[] =>
  groups(
    xs,
    (x) => x.state,
    (ys) => sum(ys.map((y) => y.revenue)),
  );

/** The state names the CRM uses beyond the territory's fifteen. */
export const STATE_NAME: Record<string, string> = {
  ...US_STATES,
  TN: 'Tennessee',
  MI: 'Michigan',
  MN: 'Minnesota',
  UT: 'Utah',
};

/** The item ranked `n` (1 = first) by `key` in direction `dir`; a tie next to it throws. */
export function ranked<T>(items: T[], key: (x: T) => number, n: number, dir: 'max' | 'min', what: string): T {
  const s = [...items].sort((x, y) => (dir === 'max' ? key(y) - key(x) : key(x) - key(y)));
  const at = s[n - 1];
  if (at === undefined) throw new Error(`${what}: fewer than ${n} rows`);
  if ((n > 1 && key(s[n - 2]!) === key(at)) || (s[n] !== undefined && key(s[n]!) === key(at))) throw new Error(`${what}: tied`);
  return at;
}

/** The one key of the groups ranked `n` by value. */
export const rankedKey = (g: Group[], n: number, dir: 'max' | 'min', what: string): string => ranked(g, (x) => x.value, n, dir, what).key;

/** The one element of `xs` (a tie or nothing throws: the question assumes one). */
export function only<T>(xs: T[], what: string): T {
  if (xs.length !== 1) throw new Error(`${what}: ${xs.length} rows (the question assumes one)`);
  return xs[0]!;
}

const hasState = (text: string, code: string): boolean =>
  new RegExp(`(?<![A-Za-z])${code}(?![A-Za-z])`).test(text) || (STATE_NAME[code] !== undefined && mentions(text, STATE_NAME[code]));

/**
 * "Which states ...": every expected state is named (by code in capitals or by name) in the
 * answer, and no other state is named in its direct answer.
 */
export const stateSet =
  (get: Get<string[]>, what: string): Check =>
  async (a, d) => {
    const codes = await get(d);
    if (codes.length === 0) throw new Error(`${what}: no state (the question assumes some)`);
    const names = codes.map((c) => STATE_NAME[c] ?? c);
    const byName = needAllNames(a, names, what);
    const missing = codes.filter((c) => !hasState(a.text, c));
    const lead = leadOf(a.text);
    const intruders = Object.keys(STATE_NAME).filter((c) => !codes.includes(c) && hasState(lead, c));
    if (missing.length === 0 && intruders.length === 0) return null;
    return all(
      missing.length > 0 ? (byName ?? `expected ${what}: ${names.join(', ')}`) : null,
      intruders.length > 0 ? `${what}: should not name ${intruders.join(', ')}` : null,
    );
  };
