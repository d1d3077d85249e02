// What set CA needs beyond the shared builders (kinds-bb.ts, kinds-bc.ts, kinds-bd.ts,
// kinds-bv.ts): a few loaders and row tests its three files share (CRM accounts of a US state,
// an opportunity's account, dates by month and quarter), a month named in any of its usual
// forms, and a breakdown by quarter. Every expected figure, name or list is computed from the
// APIs' data when the checker runs (never hard-coded).

import type { CrmAccount, CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import { groups, needName, sum, winners, type Check } from './judge.js';
import { MY } from './kinds-bb.js';
import { needBreakdown } from './kinds-i.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** The CRM accounts in one US state (by its code). */
export const crmUsIn = async (d: DataAccess, code: string): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state === code);

/** The opportunities with their account attached. */
export const oppsWithAccount = async (d: DataAccess): Promise<(CrmOpportunity & { acc: CrmAccount })[]> => {
  const byId = new Map((await d.crmAccounts()).map((x) => [x.id, x]));
  return (await d.crmOpportunities()).map((o) => ({ ...o, acc: byId.get(o.account_id)! }));
};

/** Whether a date (YYYY-MM-DD) lies between `from` and `to`, both included. */
export const dated =
  (from: string, to: string) =>
  (date: string | null): boolean =>
    date !== null && date >= from && date <= to;

/** The first and last day of quarter `q` (1 to 4) of `year`. */
export const quarter = (year: number, q: number): [string, string] => {
  const ends = ['03-31', '06-30', '09-30', '12-31'];
  return [`${year}-${String(q * 3 - 2).padStart(2, '0')}-01`, `${year}-${ends[q - 1]!}`];
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The usual ways to write a month given as YYYY-MM ("March", "Mar", "2025-03", "03/2025"). */
export const monthForms = (ym: string): string[] => {
  const [y, m] = ym.split('-');
  const name = MONTHS[Number(m) - 1]!;
  return [name, name.slice(0, 3), `${y}-${m}`, `${m}/${y}`];
};

/** The total revenue of my territory accounts, by state. */
export const myRevenueByState = async (d: DataAccess): Promise<{ key: string; value: number }[]> =>
  groups(
    await MY(d),
    (x: TerritoryAccount) => x.state,
    (xs) => sum(xs.map((x) => x.revenue)),
  );

/** The one state where my accounts earn the most revenue (a tie throws: the question assumes one). */
export const myTopState = async (d: DataAccess): Promise<string> => {
  const top = winners(await myRevenueByState(d), (x) => x.value, 'max');
  if (top.length !== 1) throw new Error('states of my accounts tie on revenue');
  return top[0]!.key;
};

export const CA = {
  /** The month(s) (YYYY-MM) with the largest/smallest figure, named in any usual form. */
  month:
    (get: Get<string[]>, what: string): Check =>
    async (a, d) =>
      needName(a, (await get(d)).flatMap(monthForms), what),
  /** Each quarter of a year with its own figure (money), as a breakdown. */
  quarters:
    (get: Get<number[]>, what: string): Check =>
    async (a, d) => {
      const values = await get(d);
      const ordinal = ['first', 'second', 'third', 'fourth'];
      return needBreakdown(
        a,
        values.map((value, i) => ({ names: [`Q${i + 1}`, `${ordinal[i]!} quarter`, `quarter ${i + 1}`], value })),
        'money',
        what,
      );
    },
};
