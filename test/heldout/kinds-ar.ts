// What set AR needs that the earlier kinds files do not cover: a close date from January 1 of
// the current year through today (year to date, UTC, read when the checker runs), and the
// number of US CRM accounts in the state of the largest or smallest (by revenue) territory
// account of a list, that account found from the data (not named). Every expected figure is
// computed from the APIs' data when the checker runs.

import type { DataAccess } from './data.js';
import type { Dir } from './judge.js';
import { loadAccounts, only, srcLabel, type Src } from './kinds-cd.js';
import { isUS } from './kinds-k.js';

const todayIso = (): string => new Date().toISOString().slice(0, 10);

/** Whether a date (YYYY-MM-DD) lies from January 1 of this year through today, both inclusive (UTC). */
export const yearToDate = (date: string | null): boolean =>
  date !== null && date >= `${new Date().getUTCFullYear()}-01-01` && date <= todayIso();

/** How many US CRM accounts sit in the state of the account of `s` with the largest/smallest revenue (a tie throws). */
export const crmCountInStateOfPick =
  (s: Src, dir: Dir) =>
  async (d: DataAccess): Promise<number> => {
    const pick = only(await loadAccounts(d, s), (x) => x.revenue, dir, `${dir} of ${srcLabel(s)}`);
    const n = (await d.crmAccounts()).filter((x) => isUS(x) && x.state === pick.state).length;
    if (n === 0) throw new Error(`no US CRM account in ${pick.state}, the state of ${pick.name}`);
    return n;
  };
