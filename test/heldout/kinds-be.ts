// What set BE needs beyond the generic builders of kinds-bb.ts (BB.num, BB.name, BB.list...): the
// one row or group that wins on a key (a tie throws: the question would have no single answer),
// the people on file at a named territory account, the job titles at an account (short forms such
// as "CTO" accepted), and small loaders shared by the files of the set. Every expected figure or
// name is computed from the APIs' data when the checker runs.

import type { CrmAccount, DataAccess, TerritoryAccount } from './data.js';
import { byName, groups, mentions, needList, needName, sum, type Check, type Dir } from './judge.js';
import { allTerritory, contactNames } from './kinds-bb.js';
import { only, withAliases } from './kinds-cd.js';
import { isOpen } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;

export const MINE = (d: DataAccess): Promise<TerritoryAccount[]> => d.myAccounts();
export const THIRD = (d: DataAccess): Promise<TerritoryAccount[]> => d.thirdPartyAccounts();
export const usCrm = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

/** The one item with the largest/smallest key; a tie throws. */
export const best = <T>(xs: T[], key: (x: T) => number, dir: Dir, what: string): T => only(xs, key, dir, what);

/** The key of the one group (by `by`) whose aggregate is largest/smallest; a tie throws. */
export const bestGroup = <T>(xs: T[], by: (x: T) => string | null | undefined, agg: (g: T[]) => number, dir: Dir, what: string): string =>
  only(groups(xs, by, agg), (g) => g.value, dir, what).key;

/** The names of the territory contacts at the account called `name`. */
export const peopleAt = async (d: DataAccess, name: string): Promise<string[]> => {
  const acc = byName(await allTerritory(d), name);
  return (await d.territoryContacts({ account_id: acc.id })).map((c) => c.name);
};

/** The total value of the open deals of the US CRM accounts in `state`. */
export const openInState = async (d: DataAccess, state: string): Promise<number> => {
  const ids = new Set((await usCrm(d)).filter((x) => x.state === state).map((x) => x.id));
  return sum((await d.crmOpportunities()).filter((o) => ids.has(o.account_id) && isOpen(o)).map((o) => o.value));
};

export const BE = {
  /** The name of the one row of `load` with the largest/smallest key (a tie throws). */
  top:
    <T extends { name: string }>(load: Get<T[]>, key: (x: T) => number, dir: Dir, what: string): Check =>
    async (a, d) =>
      needName(a, [best(await load(d), key, dir, what).name], what),
  /** Every contact on file at the account `get` returns, and no other contact. */
  people:
    (get: Get<string>, what: string): Check =>
    async (a, d) => {
      const hit = await peopleAt(d, await get(d));
      if (hit.length === 0) throw new Error(`${what}: no contact on file`);
      return needList(a, hit, await contactNames(d), what);
    },
  /** The distinct job titles at a territory account, each by its full name or a short form (CTO...). */
  titles:
    (name: string): Check =>
    async (a, d) => {
      const acc = byName(await allTerritory(d), name);
      const hit = await d.jobTitles(acc.id);
      const every = [...new Set((await d.territoryContacts()).map((c) => c.job_title))];
      const strict = needList(a, hit, every, `job titles at ${name}`);
      if (strict === null) return null;
      const missing = hit.filter((t) => !withAliases(t).some((n) => mentions(a.text, n)));
      const extra = every.filter((t) => !hit.includes(t) && withAliases(t).some((n) => mentions(a.text, n)));
      return missing.length === 0 && extra.length === 0 ? null : strict;
    },
};
