// What set BV needs beyond the shared builders (kinds-bb.ts, kinds-bc.ts, kinds-bd.ts): the small
// loaders and row tests its three files share. Every expected figure, name or list is computed
// from the APIs' data when the checker runs (never hard-coded).

import type { CrmAccount, CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { groups, winners } from './judge.js';
import { allTerritory, MY, territoryAccount, today } from './kinds-bb.js';
import { withAliases } from './kinds-cd.js';
import { isOpen } from './pick.js';

type Group = { key: string; value: number };

/** Every key of the groups with the largest/smallest value (ties: any of them will do). */
export const best = (g: Group[], dir: 'max' | 'min'): string[] => winners(g, (x) => x.value, dir).map((x) => x.key);

/** Every key of the best groups, each with its usual short forms (CFO, Cold Calls...). */
export const bestAliased = (g: Group[], dir: 'max' | 'min'): string[] => best(g, dir).flatMap(withAliases);

/** The territory contacts grouped by account id. */
export const contactsByAccount = async (d: DataAccess): Promise<Map<string, TerritoryContact[]>> => {
  const m = new Map<string, TerritoryContact[]>();
  for (const c of await d.territoryContacts()) m.set(c.account_id, [...(m.get(c.account_id) ?? []), c]);
  return m;
};

/** How many territory contacts an account has. */
export const headcount = async (d: DataAccess, x: TerritoryAccount): Promise<number> => (await contactsByAccount(d)).get(x.id)?.length ?? 0;

/** The contacts of one territory account, by its name. */
export const peopleOf = async (d: DataAccess, name: string): Promise<TerritoryContact[]> =>
  d.territoryContacts({ account_id: (await territoryAccount(d, name)).id });

/** The ids of my accounts. */
export const myIds = async (d: DataAccess): Promise<Set<string>> => new Set((await MY(d)).map((x) => x.id));

/** All territory accounts by id. */
export const territoryById = async (d: DataAccess): Promise<Map<string, TerritoryAccount>> =>
  new Map((await allTerritory(d)).map((x) => [x.id, x]));

/** The CRM accounts by id. */
export const crmAccountsById = async (d: DataAccess): Promise<Map<number, CrmAccount>> =>
  new Map((await d.crmAccounts()).map((x) => [x.id, x]));

/** The US CRM accounts in one state (by its code). */
export const crmInUsState = async (d: DataAccess, code: string): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state === code);

/** Open deals whose close date has passed: strictly before today, or up to today included (both fair). */
export const overdue = (o: CrmOpportunity, includeToday: boolean): boolean =>
  isOpen(o) && o.close_date !== null && (includeToday ? o.close_date <= today() : o.close_date < today());

/** Counts of rows by a key, as groups. */
export const countBy = <T>(rows: T[], by: (r: T) => string | null | undefined): Group[] => groups(rows, by, (xs) => xs.length);

/** The share (percent) of `part` in `whole`. */
export const share = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);
