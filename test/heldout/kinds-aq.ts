// Checkers set AQ needs that the earlier kinds files do not cover: a close date in the previous
// calendar quarter (relative to the day the checker runs, UTC); the open CRM deals in the state
// of the largest territory account of a list (the account found from the data, not named);
// one named CRM account's deals passing a test, counted; and how many accounts a US state holds
// in the territory API and in the CRM, both stated. Every expected figure is computed from the
// APIs' data when the checker runs.

import type { DataAccess } from './data.js';
import { all, byName, needNumber, type Check } from './judge.js';
import { JOPPS, type JOpp } from './kinds-cd-crm.js';
import { only, type Src, loadAccounts, srcLabel } from './kinds-cd.js';
import { isOpen } from './pick.js';

/** Whether a date (YYYY-MM-DD) lies in the calendar quarter before the current one. */
export const inLastQuarter = (date: string | null): boolean => {
  if (date === null) return false;
  const t = new Date();
  let q = Math.floor(t.getUTCMonth() / 3) - 1;
  let year = t.getUTCFullYear();
  if (q < 0) {
    q = 3;
    year -= 1;
  }
  return Number(date.slice(0, 4)) === year && Math.floor((Number(date.slice(5, 7)) - 1) / 3) === q;
};

const usAccounts = async (d: DataAccess) => (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

export const AQ = {
  /** How many open CRM deals belong to US accounts in the state of the largest (by revenue) account of `s`. */
  openDealsInStateOfTop:
    (s: Src): Check =>
    async (a, d) => {
      const top = only(await loadAccounts(d, s), (x) => x.revenue, 'max', `largest of ${srcLabel(s)}`);
      const ids = new Set((await usAccounts(d)).filter((x) => x.state === top.state).map((x) => x.id));
      const n = (await d.crmOpportunities()).filter((o) => ids.has(o.account_id) && isOpen(o)).length;
      return needNumber(a, n, 'count', `open CRM deals in ${top.state}, the state of ${top.name}`);
    },
  /** How many deals of a named CRM account pass `pred`. */
  oppCountOf:
    (account: string, pred: (o: JOpp) => boolean, what: string): Check =>
    async (a, d) => {
      const acc = byName(await d.crmAccounts(), account);
      const n = (await JOPPS(d)).filter((o) => o.account_id === acc.id && pred(o)).length;
      return needNumber(a, n, 'count', `${what} of ${account}`);
    },
  /** How many territory accounts (mine and third-party) and how many US CRM accounts a state holds: both figures. */
  stateInBoth:
    (state: string): Check =>
    async (a, d) => {
      const t = (await loadAccounts(d, 'all')).filter((x) => x.state === state).length;
      const c = (await usAccounts(d)).filter((x) => x.state === state).length;
      if (t === c) throw new Error(`${state}: both APIs hold ${t} accounts (the two figures cannot be told apart)`);
      return all(needNumber(a, t, 'count', `territory accounts in ${state}`), needNumber(a, c, 'count', `CRM accounts in ${state}`));
    },
};
