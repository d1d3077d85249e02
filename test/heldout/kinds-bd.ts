// What set BD needs beyond the shared BB builders (kinds-bb.ts): a breakdown with every group's
// own figure, a list of job titles or of names in a given order, a deal named either by its full
// name or by its account and deal type, the n-th row by a key (no tie on either side), a phone
// number written with or without its leading "+", and the few loaders the files of set BD share.
// Every expected figure, name or list is computed from the APIs' data when the checker runs.

import type { CrmContact, CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { byName, leadOf, mentions, needAllNames, needList, needName, type Check } from './judge.js';
import { allTerritory, person } from './kinds-bb.js';
import { indexOfName, withAliases } from './kinds-cd.js';
import { needBreakdown } from './kinds-i.js';
import { needKeys, TERRITORY_TITLES } from './kinds-k.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** The contacts of one territory account (by its name). */
export const peopleAt = async (d: DataAccess, account: string): Promise<TerritoryContact[]> =>
  d.territoryContacts({ account_id: byName(await allTerritory(d), account).id });

/** Territory accounts with their contacts' titles. */
export const withTitles = async (d: DataAccess, xs: TerritoryAccount[]): Promise<(TerritoryAccount & { titles: string[] })[]> => {
  const cs = await d.territoryContacts();
  return xs.map((x) => ({ ...x, titles: cs.filter((c) => c.account_id === x.id).map((c) => c.job_title) }));
};

/** The CRM contacts of one CRM account (by its name). */
export const crmPeopleAt = async (d: DataAccess, account: string): Promise<CrmContact[]> => {
  const id = byName(await d.crmAccounts(), account).id;
  return (await d.crmContacts()).filter((c) => c.account_id === id);
};

export const crmContactNames = async (d: DataAccess): Promise<string[]> => (await d.crmContacts()).map(person);

/** The row ranked `n` (1 = first) by `key` in direction `dir`; throws when it ties with a neighbour. */
export function nthBy<T>(items: T[], key: (x: T) => number, n: number, dir: 'max' | 'min', what: string): T {
  const s = [...items].sort((x, y) => (dir === 'max' ? key(y) - key(x) : key(x) - key(y)));
  const at = s[n - 1];
  if (at === undefined) throw new Error(`${what}: fewer than ${n} rows`);
  if ((n > 1 && key(s[n - 2]!) === key(at)) || (s[n] !== undefined && key(s[n]!) === key(at))) throw new Error(`${what}: row ${n} ties`);
  return at;
}

export const BD = {
  /** Every group with its own figure (`names`: the ways the group may be written). */
  breakdown:
    (get: Get<{ key: string; value: number }[]>, unit: 'count' | 'money', what: string): Check =>
    async (a, d) => {
      const g = await get(d);
      if (g.length === 0) throw new Error(`${what}: no group`);
      return needBreakdown(
        a,
        g.map((x) => ({ names: withAliases(x.key), value: x.value })),
        unit,
        what,
      );
    },
  /** Exactly these territory job titles (long or short form), no other title. */
  titles:
    (get: Get<string[]>, what: string): Check =>
    async (a, d) =>
      needKeys(a, [...new Set(await get(d))], TERRITORY_TITLES, 'title', what),
  /** Exactly the rows `[expected, universe]`, listed in the order given. */
  ordered:
    (get: Get<[string[], string[]]>, what: string): Check =>
    async (a, d) => {
      const [names, others] = await get(d);
      if (names.length < 2) throw new Error(`${what}: fewer than two rows to order`);
      const listed = needList(a, names, others, what);
      if (listed) return listed;
      const at = names.map((n) => indexOfName(a.text, n));
      const bad = at.findIndex((p, i) => i > 0 && p < at[i - 1]!);
      return bad < 0 ? null : `${what}: expected in this order: ${names.join(', ')}; ${names[bad]} is listed before ${names[bad - 1]}`;
    },
  /** One deal: its full name, or its account's name and its deal type, in the direct answer. */
  deal:
    (get: Get<CrmOpportunity>, what: string): Check =>
    async (a, d) => {
      const o = await get(d);
      const acc = (await d.crmAccounts()).find((x) => x.id === o.account_id)!;
      const type = o.name.startsWith(`${acc.name} - `) ? o.name.slice(acc.name.length + 3) : '';
      const lead = leadOf(a.text);
      const r = needName(a, [o.name], what);
      if (r === null) return null;
      return type !== '' && mentions(lead, acc.name) && mentions(lead, type) ? null : r;
    },
  /** A phone number, written with its leading "+" or without it, anywhere in the answer. */
  phone:
    (get: Get<string>, what: string): Check =>
    async (a, d) => {
      const p = await get(d);
      const r = needAllNames(a, [p], what);
      return r === null || mentions(a.text, p.replace(/^\+/, '')) ? null : r;
    },
};
