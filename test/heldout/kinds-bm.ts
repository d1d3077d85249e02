// What set BM needs beyond the shared builders (BB of kinds-bb.ts, BD of kinds-bd.ts, BH of
// kinds-bh.ts, KB of kinds-bk.ts, TC of kinds-cd.ts, T and C of kinds.ts): the small loaders and
// row tests the three files of the set share, a lead source or status named in any of its usual
// forms, and the one row with the largest/smallest key of a grouping (a tie throws: the question
// assumes one winner). Every expected figure, name or list is computed from the APIs' data when
// the checker runs (never hard-coded).

import type { CrmAccount, CrmLead, CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import { groups, needName, sum, type Check, type Dir } from './judge.js';
import { only, withAliases } from './kinds-cd.js';
import { isOpen } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;

// ---------------------------------------------------------------------------------------------
// Territory.

export const MINE = (d: DataAccess): Promise<TerritoryAccount[]> => d.myAccounts();
export const THEIRS = (d: DataAccess): Promise<TerritoryAccount[]> => d.thirdPartyAccounts();
export const EVERY_T = async (d: DataAccess): Promise<TerritoryAccount[]> => [...(await d.myAccounts()), ...(await d.thirdPartyAccounts())];
export const rev = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));
export const inSt =
  (...codes: string[]) =>
  (x: { state: string | null }): boolean =>
    x.state !== null && codes.includes(x.state);
/** Every territory account's name (mine and third-party). */
export const tNames = async (d: DataAccess): Promise<string[]> => (await EVERY_T(d)).map((x) => x.name);
/** Every territory contact's name. */
export const tPeople = async (d: DataAccess): Promise<string[]> => (await d.territoryContacts()).map((c) => c.name);
/** The ids of the territory accounts with at least one contact titled `title`. */
export const idsWithTitle = async (d: DataAccess, title: string): Promise<Set<string>> =>
  new Set((await d.territoryContacts({ job_title: title })).map((c) => c.account_id));
/** How many territory contacts each account has, by account id. */
export const contactsPerAccount = async (d: DataAccess): Promise<Map<string, number>> => {
  const m = new Map<string, number>();
  for (const c of await d.territoryContacts()) m.set(c.account_id, (m.get(c.account_id) ?? 0) + 1);
  return m;
};

// ---------------------------------------------------------------------------------------------
// CRM.

export const LEADS = (d: DataAccess): Promise<CrmLead[]> => d.crmLeads();
export const ACCTS = (d: DataAccess): Promise<CrmAccount[]> => d.crmAccounts();
export const person = (r: { first_name: string; last_name: string }): string => `${r.first_name} ${r.last_name}`;
/** A lead's creation day, YYYY-MM-DD (UTC). */
export const createdDay = (l: CrmLead): string =>
  (((l as unknown as Record<string, unknown>).created_at as string | undefined) ?? '').slice(0, 10);
/** The CRM accounts in the United States. */
export const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States');
/** The opportunities with their account. */
export type Deal = CrmOpportunity & { acc: CrmAccount };
export const DEALS = async (d: DataAccess): Promise<Deal[]> => {
  const byId = new Map((await d.crmAccounts()).map((x) => [x.id, x]));
  return (await d.crmOpportunities()).map((o) => ({ ...o, acc: byId.get(o.account_id)! }));
};
export const total = (os: CrmOpportunity[]): number => sum(os.map((o) => o.value));
export const openDeal = (o: CrmOpportunity): boolean => isOpen(o);
export const closeIn =
  (from: string, to: string) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date !== null && o.close_date >= from && o.close_date <= to;

/** The key of the group (by `by`, aggregated by `agg`) with the largest/smallest figure; a tie throws. */
export const groupWinner = <R>(rows: R[], by: (r: R) => string | null, agg: (rs: R[]) => number, dir: Dir, what: string): string =>
  only(groups(rows, by, agg), (g) => g.value, dir, what).key;

/** A figure asked "to the nearest thousand": the exact value and the value rounded to the thousand (either is right). */
export const toThousand = (v: number): number[] => [v, Math.round(v / 1000) * 1000];

export const BM = {
  /** One key (a lead source, a status, a title) named in the direct answer, in any of its usual forms. */
  key:
    (get: Get<string>, what: string): Check =>
    async (a, d) =>
      needName(a, withAliases(await get(d)), what),
};
