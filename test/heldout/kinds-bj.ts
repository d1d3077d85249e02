// What set BJ needs beyond the shared builders (BB of kinds-bb.ts, BC of kinds-bc.ts, BD of
// kinds-bd.ts, BF of kinds-bf.ts, BG of kinds-bg.ts, BH of kinds-bh.ts, TC of kinds-cd.ts, C of
// kinds-crm.ts): a breakdown whose groups are periods (quarters, months) written in any of their
// usual forms, date ranges by quarter, half and month, and the small loaders the three files of
// the set share. Every expected figure, name or list is computed from the APIs' data when the
// checker runs (never hard-coded).

import type { CrmAccount, CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import { needName, sum, type Check } from './judge.js';
import { needBreakdown, type Part } from './kinds-i.js';
import { closesBetween, isOpen } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;

// ---------------------------------------------------------------------------------------------
// Periods.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ORDINALS = ['first', 'second', 'third', 'fourth'];

/** First and last day (YYYY-MM-DD) of quarter `q` (1-4) of `year`. */
export const quarter = (year: number, q: number): [string, string] => {
  const from = `${year}-${String(3 * q - 2).padStart(2, '0')}-01`;
  const to = `${year}-${String(3 * q).padStart(2, '0')}-${q === 1 || q === 4 ? '31' : '30'}`;
  return [from, to];
};
/** First and last day of half `h` (1-2) of `year`. */
export const half = (year: number, h: number): [string, string] =>
  h === 1 ? [`${year}-01-01`, `${year}-06-30`] : [`${year}-07-01`, `${year}-12-31`];

/** A close date in quarter `q` of `year`. */
export const closesInQuarter = (year: number, q: number) => closesBetween(...quarter(year, q));
/** A close date in half `h` of `year`. */
export const closesInHalf = (year: number, h: number) => closesBetween(...half(year, h));

/** The ways a quarter may be written in an answer ("Q1", "first quarter"). */
export const quarterNames = (q: number): string[] => [`Q${q}`, `${ORDINALS[q - 1]} quarter`];
/** The ways a month (YYYY-MM) may be written in an answer ("March", "Mar", "2026-03"). */
export const monthNames = (ym: string): string[] => {
  const name = MONTHS[Number(ym.slice(5, 7)) - 1]!;
  return [name, name.slice(0, 3), ym];
};

/** A lead's (or any record's) creation day, YYYY-MM-DD (UTC). */
export const createdOn = (r: object): string => (((r as Record<string, unknown>).created_at as string | undefined) ?? '').slice(0, 10);

// ---------------------------------------------------------------------------------------------
// Loaders.

export const MINE = (d: DataAccess): Promise<TerritoryAccount[]> => d.myAccounts();
export const THIRD = (d: DataAccess): Promise<TerritoryAccount[]> => d.thirdPartyAccounts();
export const ALL_T = async (d: DataAccess): Promise<TerritoryAccount[]> => [...(await d.myAccounts()), ...(await d.thirdPartyAccounts())];
export const revenueOf = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));
export const inSt =
  (...codes: string[]) =>
  (x: { state: string | null }): boolean =>
    x.state !== null && codes.includes(x.state);

/** The US CRM accounts (with a state). */
export const crmUS = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

/** The opportunities with their account. */
export type Deal = CrmOpportunity & { acc: CrmAccount };
export const DEALS = async (d: DataAccess): Promise<Deal[]> => {
  const idx = new Map((await d.crmAccounts()).map((x) => [x.id, x]));
  return (await d.crmOpportunities()).map((o) => ({ ...o, acc: idx.get(o.account_id)! }));
};
/** The total value of the open deals passing `pred`. */
export const openValue = async (d: DataAccess, pred: (o: Deal) => boolean): Promise<number> =>
  sum((await DEALS(d)).filter((o) => isOpen(o) && pred(o)).map((o) => o.value));

// ---------------------------------------------------------------------------------------------
// Checks.

export const BJ = {
  /** A breakdown: every group (written in any of its `names`) with its own figure beside it. */
  parts:
    (get: Get<Part[]>, unit: 'count' | 'money', what: string): Check =>
    async (a, d) => {
      const parts = await get(d);
      if (parts.length === 0) throw new Error(`${what}: no group`);
      return needBreakdown(a, parts, unit, what);
    },
  /** One month (YYYY-MM) named in the direct answer, in any of its usual forms. */
  month:
    (get: Get<string>, what: string): Check =>
    async (a, d) =>
      needName(a, monthNames(await get(d)), what),
};
