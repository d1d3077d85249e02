// Kinds of held-out question used by set AE that the earlier kinds files do not cover: the open
// CRM deals due between today and the end of this year; the industry whose accounts hold the
// most CRM contacts; and questions that need both APIs (the open CRM pipeline of the US accounts
// in the state where a set of territory accounts brings in the most revenue; how many CRM
// contacts of one department work at US accounts in the state of the largest or smallest
// territory account of a filtered set; the average territory revenue in the US state holding the
// most CRM accounts; the share of the CRM's US accounts in the states where a set of territory
// accounts sits; the CRM win rate in the state of a named territory account). Every expected
// figure is computed from the APIs' data when the checker runs.

import type { CrmAccount, DataAccess, TerritoryAccount } from './data.js';
import { avg, byName, groups, needName, needNumber, sum, type Check, type Dir } from './judge.js';
import { only, pct, needPercent, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';
import { today } from './kinds-i.js';
import { isOpen, lost, won } from './pick.js';

type AccPred = (x: TerritoryAccount) => boolean;

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);
const idsIn = async (d: DataAccess, state: string): Promise<Set<number>> =>
  new Set((await usAccounts(d)).filter((x) => x.state === state).map((x) => x.id));

// ---------------------------------------------------------------------------------------------
// CRM.

export const CAE = {
  /** How many open deals are due to close from today to December 31 of this year (both inclusive). */
  openDueThisYear: (): Check => async (a, d) => {
    const from = today();
    const to = `${from.slice(0, 4)}-12-31`;
    const n = (await d.crmOpportunities()).filter((o) => isOpen(o) && o.close_date !== null && o.close_date >= from && o.close_date <= to);
    return needNumber(a, n.length, 'count', `open deals closing from ${from} to ${to}`);
  },
  /** The industry whose accounts hold the most/fewest CRM contacts (a tie throws). */
  industryByContacts:
    (dir: Dir): Check =>
    async (a, d) => {
      const ind = new Map((await d.crmAccounts()).map((x) => [x.id, x.industry]));
      const g = groups(
        await d.crmContacts(),
        (c) => ind.get(c.account_id),
        (cs) => cs.length,
      );
      return needName(a, [only(g, (x) => x.value, dir, 'industries by contacts').key], `industry with the ${dir} contacts`);
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

export const BAE = {
  /** The open CRM pipeline of the US accounts in the state where the accounts of `s` total the most revenue. */
  crmOpenInTopRevenueState:
    (s: Src): Check =>
    async (a, d) => {
      const g = groups(
        await load(d, s),
        (x) => x.state,
        (xs) => sum(xs.map((x) => x.revenue)),
      );
      const state = only(g, (x) => x.value, 'max', `states of ${label(s)} by revenue`).key;
      const ids = await idsIn(d, state);
      const os = (await d.crmOpportunities()).filter((o) => ids.has(o.account_id) && isOpen(o));
      if (os.length === 0) throw new Error(`no open CRM deal in ${state}`);
      return needNumber(a, sum(os.map((o) => o.value)), 'money', `open CRM pipeline in ${state}, the top revenue state of ${label(s)}`);
    },
  /** How many CRM contacts in `dept` work at US accounts in the state of the largest/smallest account of `s` passing `pred`. */
  crmDeptInStateOfPick:
    (s: Src, pred: AccPred, dir: Dir, dept: string): Check =>
    async (a, d) => {
      const acc = only((await load(d, s)).filter(pred), (x) => x.revenue, dir, `${dir} revenue of ${label(s)}`);
      const ids = await idsIn(d, acc.state);
      const n = (await d.crmContacts()).filter((c) => ids.has(c.account_id) && c.department === dept).length;
      if (n === 0) throw new Error(`no ${dept} contact in ${acc.state}`);
      return needNumber(a, n, 'count', `CRM ${dept} contacts in ${acc.state}, the state of ${acc.name}`);
    },
  /** The average revenue of the accounts of `s` in the US state holding the most CRM accounts. */
  territoryAvgInCrmBusiestState:
    (s: Src): Check =>
    async (a, d) => {
      const g = groups(
        await usAccounts(d),
        (x) => x.state,
        (xs) => xs.length,
      );
      const state = only(g, (x) => x.value, 'max', 'US states by CRM accounts').key;
      const xs = (await load(d, s)).filter((x) => x.state === state).map((x) => x.revenue);
      if (xs.length === 0) throw new Error(`no account of ${label(s)} in ${state}`);
      return needNumber(a, avg(xs), 'money', `average revenue of ${label(s)} in ${state}, the state with the most CRM accounts`);
    },
  /** Share (percent) of the CRM's US accounts that are in a state where `s` has an account. */
  crmShareInStatesOf:
    (s: Src): Check =>
    async (a, d) => {
      const states = new Set((await load(d, s)).map((x) => x.state));
      const us = await usAccounts(d);
      return needPercent(
        a,
        pct(us.filter((x) => states.has(x.state!)).length, us.length),
        `share of US CRM accounts in states of ${label(s)}`,
      );
    },
  /** The win rate (won over won + lost) of the CRM deals of US accounts in the state of a named territory account. */
  crmWinRateInStateOf:
    (name: string): Check =>
    async (a, d) => {
      const acc = byName(await load(d, 'all'), name);
      const ids = await idsIn(d, acc.state);
      const os = (await d.crmOpportunities()).filter((o) => ids.has(o.account_id));
      const w = os.filter(won).length;
      const done = w + os.filter(lost).length;
      if (done === 0) throw new Error(`no finished CRM deal in ${acc.state}`);
      return needPercent(a, pct(w, done), `CRM win rate in ${acc.state}, the state of ${name}`);
    },
};
