// Kinds of held-out question used by set P that the earlier kinds files do not cover: dates
// relative to today (this quarter, last year) read when the checker runs; and questions that
// need both APIs (a territory state picked by a count, then the open CRM deals there; among the
// states of a set of territory accounts, the one with the fewest or most CRM accounts; one
// figure added up over both APIs). Every expected figure is computed from the APIs' data when
// the checker runs.

import type { CrmAccount, DataAccess } from './data.js';
import { groups, needNumber, needState, sum, type Check, type Dir } from './judge.js';
import { only, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';

// ---------------------------------------------------------------------------------------------
// Dates relative to today (UTC), read when a checker runs.

const now = (): Date => new Date();

/** Whether a date (YYYY-MM-DD) lies in the current calendar quarter. */
export const inThisQuarter = (date: string | null): boolean => {
  if (date === null) return false;
  const t = now();
  const q = Math.floor(t.getUTCMonth() / 3);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1;
  return year === t.getUTCFullYear() && Math.floor(month / 3) === q;
};

/** Whether a date (YYYY-MM-DD) lies in last calendar year. */
export const inLastYear = (date: string | null): boolean => date !== null && Number(date.slice(0, 4)) === now().getUTCFullYear() - 1;

/** Whether a date (YYYY-MM-DD) lies in the current calendar year. */
export const inThisYear = (date: string | null): boolean => date !== null && Number(date.slice(0, 4)) === now().getUTCFullYear();

// ---------------------------------------------------------------------------------------------
// Both APIs.

const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

/** A figure of one API, for PB.total. */
export interface Part {
  get: (d: DataAccess) => Promise<number>;
  what: string;
}

export const PB = {
  /** How many open CRM deals belong to US accounts in the state holding the most territory accounts of `s`. */
  openDealsInTopStateOf:
    (s: Src): Check =>
    async (a, d) => {
      const g = groups(
        await load(d, s),
        (x) => x.state,
        (xs) => xs.length,
      );
      const state = only(g, (x) => x.value, 'max', `states by ${label(s)}`).key;
      const ids = new Set((await usAccounts(d)).filter((x) => x.state === state).map((x) => x.id));
      const n = (await d.crmOpportunities()).filter((o) => ids.has(o.account_id) && OPEN.includes(o.stage)).length;
      return needNumber(a, n, 'count', `open CRM deals in ${state}, the state with the most ${label(s)}`);
    },
  /** Among the states where `s` has accounts, the one with the most/fewest US CRM accounts. */
  stateByCrmCount:
    (s: Src, dir: Dir): Check =>
    async (a, d) => {
      const states = [...new Set((await load(d, s)).map((x) => x.state))];
      const crm = await usAccounts(d);
      const counts = states.map((st) => ({ key: st, value: crm.filter((x) => x.state === st).length }));
      return needState(
        a,
        [only(counts, (x) => x.value, dir, 'CRM accounts per state').key],
        `state of ${label(s)} with the ${dir} CRM accounts`,
      );
    },
  /** One figure added up over both APIs (counts). */
  total:
    (parts: Part[], what: string): Check =>
    async (a, d) => {
      const xs = await Promise.all(parts.map((p) => p.get(d)));
      return needNumber(a, sum(xs), 'count', `${what} (${parts.map((p, i) => `${p.what} ${xs[i]}`).join(' + ')})`);
    },
};
