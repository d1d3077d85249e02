// What set BQ needs beyond the shared builders (kinds-bb.ts BB, kinds-bd.ts BD, kinds-bh.ts BH,
// kinds-bp.ts BP, kinds-cd.ts TC, kinds.ts T and C): the small loaders and row tests the three
// files of the set share (deals with their account, open deals, dates, the CRM accounts of one
// US state, my largest territory account). Every expected figure, name or list is computed from
// the APIs' data when the checker runs (never hard-coded).

import type { CrmAccount, CrmLead, DataAccess, TerritoryAccount } from './data.js';
import { sum } from './judge.js';
import { dayOffset } from './kinds-aj.js';
import { extra } from './kinds-bb.js';
import { JOPPS, type JOpp } from './kinds-cd-crm.js';
import { only } from './kinds-cd.js';
import { isOpen } from './pick.js';

export { isOpen };

/** Every opportunity with its account. */
export const DEALS = JOPPS;
export type { JOpp };

/** The total value of some deals. */
export const worth = (os: { value: number }[]): number => sum(os.map((o) => o.value));

/** Whether a deal's close date lies in [from, to] (YYYY-MM-DD, both inclusive). */
export const closing =
  (from: string, to: string) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date !== null && o.close_date >= from && o.close_date <= to;

/** Whether a deal's close date lies in a year. */
export const closingIn =
  (year: number) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date?.startsWith(`${year}-`) ?? false;

/** Whether an open deal's close date is already behind today (`today` counted as passed or not). */
export const slipped =
  (countToday: boolean) =>
  (o: { stage: string; close_date: string | null }): boolean => {
    if (!isOpen(o) || o.close_date === null) return false;
    const today = dayOffset(0);
    return countToday ? o.close_date <= today : o.close_date < today;
  };

/** Whether a lead was created in [from, to) (ISO timestamps compared as text). */
export const createdBetween =
  (from: string, to: string) =>
  (l: CrmLead): boolean => {
    const at = extra(l, 'created_at');
    return at !== null && at >= from && at < to;
  };

/** The CRM accounts in the United States, optionally in one state (by its code). */
export const usAccounts = async (d: DataAccess, code?: string): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null && (code === undefined || x.state === code));

/** My territory account with the most revenue (a tie throws: the questions assume one). */
export const myTop = async (d: DataAccess): Promise<TerritoryAccount> =>
  only(await d.myAccounts(), (x) => x.revenue, 'max', 'my largest territory account');

/** My territory accounts and the third-party ones. */
export const allTerritory = async (d: DataAccess): Promise<TerritoryAccount[]> => [
  ...(await d.myAccounts()),
  ...(await d.thirdPartyAccounts()),
];

/** The open deals of the CRM accounts passing `pred`. */
export const openDealsWhere = async (d: DataAccess, pred: (x: CrmAccount) => boolean): Promise<JOpp[]> =>
  (await DEALS(d)).filter((o) => isOpen(o) && pred(o.acc));
