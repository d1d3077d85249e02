// What set BO needs beyond the shared builders (kinds-bb.ts BB, kinds-bd.ts BD, kinds-bh.ts BH):
// a yes/no whose verdict is computed (no count checked), one deal among a few candidates named
// either in full or by its account and deal type, a figure or name that must come from a single
// winner (a tie throws), and the small loaders the three files of the set share. Every expected
// figure, name or list is computed from the APIs' data when the checker runs (never hard-coded).

import type { CrmAccount, CrmContact, CrmLead, CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { byName, groups, leadOf, mentions, needName, needYesNo, sum, type Check } from './judge.js';
import { dayOffset } from './kinds-aj.js';
import { allTerritory, extra, person } from './kinds-bb.js';
import { only } from './kinds-cd.js';
import { dealType, isOpen } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;

export const BO = {
  /** Yes or no as computed (any figure may follow; no count of matches is checked). */
  yesIf:
    (get: Get<boolean>, what: string): Check =>
    async (a, d) =>
      needYesNo(a, await get(d), what),
  /**
   * One of the deals `get` gives (fair readings, or ties) in the direct answer: its full name, or
   * its account's name and its deal type.
   */
  deal:
    (get: Get<CrmOpportunity[]>, what: string): Check =>
    async (a, d) => {
      const os = await get(d);
      if (os.length === 0) throw new Error(`${what}: no deal matches`);
      const strict = needName(a, [...new Set(os.map((o) => o.name))], what);
      if (strict === null) return null;
      const accounts = new Map((await d.crmAccounts()).map((x) => [x.id, x.name]));
      const lead = leadOf(a.text);
      return os.some((o) => mentions(lead, accounts.get(o.account_id) ?? '') && mentions(lead, dealType(o))) ? null : strict;
    },
};

// ---------------------------------------------------------------------------------------------
// Loaders and row tests shared by the files of set BO.

export const MINE = (d: DataAccess): Promise<TerritoryAccount[]> => d.myAccounts();
export const THEIRS = (d: DataAccess): Promise<TerritoryAccount[]> => d.thirdPartyAccounts();
export const EVERY = allTerritory;
/** Every territory account's name. */
export const tNames = async (d: DataAccess): Promise<string[]> => (await allTerritory(d)).map((x) => x.name);
/** Every territory contact's name. */
export const tPeople = async (d: DataAccess): Promise<string[]> => (await d.territoryContacts()).map((c) => c.name);
/** The territory contacts working at the accounts `xs`. */
export const peopleOf = async (d: DataAccess, xs: TerritoryAccount[]): Promise<TerritoryContact[]> => {
  const ids = new Set(xs.map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
};
/** The contacts of one territory account (by its name). */
export const peopleAt = async (d: DataAccess, account: string): Promise<TerritoryContact[]> =>
  d.territoryContacts({ account_id: byName(await allTerritory(d), account).id });
/** How many contacts each of the accounts `xs` has (0 included). */
export const headcount = async (d: DataAccess, xs: TerritoryAccount[]): Promise<Map<string, number>> => {
  const cs = await d.territoryContacts();
  return new Map(xs.map((x) => [x.id, cs.filter((c) => c.account_id === x.id).length]));
};
/** The accounts among `xs` with at least one contact titled `title`. */
export const withTitle = async (d: DataAccess, xs: TerritoryAccount[], title: string): Promise<TerritoryAccount[]> => {
  const ids = new Set((await d.territoryContacts()).filter((c) => c.job_title === title).map((c) => c.account_id));
  return xs.filter((x) => ids.has(x.id));
};
export const st =
  (...codes: string[]) =>
  (x: { state: string | null }): boolean =>
    x.state !== null && codes.includes(x.state);
export const rev = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));

export const ACCTS = (d: DataAccess): Promise<CrmAccount[]> => d.crmAccounts();
export const LEADS = (d: DataAccess): Promise<CrmLead[]> => d.crmLeads();
export const CONTACTS = (d: DataAccess): Promise<CrmContact[]> => d.crmContacts();
export const OPPS = (d: DataAccess): Promise<CrmOpportunity[]> => d.crmOpportunities();
export { person };
/** Every CRM account's name. */
export const cNames = async (d: DataAccess): Promise<string[]> => (await d.crmAccounts()).map((x) => x.name);
/** The CRM accounts in one US state (by its code). */
export const usIn = (code: string) => (x: CrmAccount) => x.country === 'United States' && x.state === code;
/** The CRM opportunities of the accounts passing `pred`. */
export const dealsWhere = async (d: DataAccess, pred: (x: CrmAccount) => boolean): Promise<CrmOpportunity[]> => {
  const ids = new Set((await d.crmAccounts()).filter(pred).map((x) => x.id));
  return (await d.crmOpportunities()).filter((o) => ids.has(o.account_id));
};
/** The opportunities of one CRM account (by its name). */
export const dealsOf = async (d: DataAccess, account: string): Promise<CrmOpportunity[]> => {
  const id = byName(await d.crmAccounts(), account).id;
  return (await d.crmOpportunities()).filter((o) => o.account_id === id);
};
export const worth = (os: { value: number }[]): number => sum(os.map((o) => o.value));
export const openDeal = (o: CrmOpportunity): boolean => isOpen(o);
/** The day a lead (or any CRM row) was created, YYYY-MM-DD (UTC). */
export const created = (r: object): string => (extra(r, 'created_at') ?? '').slice(0, 10);
/** Today (UTC), YYYY-MM-DD, and the current calendar year. */
export const today = (): string => dayOffset(0);
export const thisYear = (): string => today().slice(0, 4);
export const pct = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);
/** Whether a row's close date lies in [from, to] (inclusive). */
export const closing =
  (from: string, to: string) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date !== null && o.close_date >= from && o.close_date <= to;
/** The key of the group with the largest/smallest aggregate (a tie throws). */
export const topGroup = <R>(rows: R[], by: (r: R) => string | null, agg: (rs: R[]) => number, dir: 'max' | 'min', what: string): string =>
  only(groups(rows, by, agg), (g) => g.value, dir, what).key;
