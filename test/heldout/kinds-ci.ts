// What set CI needs beyond the shared builders (kinds-bb.ts, kinds-bd.ts, kinds-bv.ts): a pair
// of figures that must both be stated (a comparison), the one key of a group ranking (a tie
// throws: the question assumes one), and the small loaders the three files of set CI share.
// Every expected figure, name or list is computed from the APIs' data when the checker runs.

import type { CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { all, groups, sum, winners, type Check } from './judge.js';
import { allTerritory, MY, TP } from './kinds-bb.js';
import { needEither } from './kinds-az.js';
import { isOpen } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;
type Unit = 'count' | 'money' | 'plain';
type Group = { key: string; value: number };

/** The one item with the largest/smallest key (a tie throws). */
export function oneBest<T>(items: T[], key: (x: T) => number, dir: 'max' | 'min', what: string): T {
  const w = winners(items, key, dir);
  if (w.length !== 1) throw new Error(`${what}: ${w.length} tie`);
  return w[0]!;
}

/** The one key of the best group (a tie throws). */
export const oneKey = (g: Group[], dir: 'max' | 'min', what: string): string => oneBest(g, (x) => x.value, dir, what).key;

/** Sums of `val` per key. */
export const sumBy = <T>(rows: T[], by: (r: T) => string | null | undefined, val: (r: T) => number): Group[] =>
  groups(rows, by, (xs) => sum(xs.map(val)));

/** Both figures of a comparison stated in the direct answer (each may have its own fair readings). */
export const pair =
  (get: Get<[number | number[], number | number[]]>, unit: Unit, what: [string, string]): Check =>
  async (a, d) => {
    const [x, y] = await get(d);
    const xs = Array.isArray(x) ? x : [x];
    const ys = Array.isArray(y) ? y : [y];
    return all(needEither(a, xs, unit, what[0]), needEither(a, ys, unit, what[1]));
  };

/** Territory accounts (mine, third-party or all) with their contacts. */
export const withContacts = async (
  d: DataAccess,
  which: 'my' | 'tp' | 'all',
): Promise<(TerritoryAccount & { people: TerritoryContact[] })[]> => {
  const xs = which === 'my' ? await MY(d) : which === 'tp' ? await TP(d) : await allTerritory(d);
  const cs = await d.territoryContacts();
  return xs.map((x) => ({ ...x, people: cs.filter((c) => c.account_id === x.id) }));
};

/** Deals whose close date lies between `from` and `to` (both included, ISO dates). */
export const closingIn =
  (from: string, to: string, openOnly = false) =>
  (o: CrmOpportunity): boolean =>
    o.close_date !== null && o.close_date >= from && o.close_date <= to && (!openOnly || isOpen(o));

/** Revenue of territory accounts. */
export const revOf = (xs: { revenue: number }[]): number => sum(xs.map((x) => x.revenue));
