// Kinds of held-out question used by set Q that the earlier kinds files do not cover: a close
// date in next calendar month (relative to the day the checker runs); the contacts at the N
// largest accounts of a set added up; and a question that needs both APIs (the state of a
// named territory account, then the open CRM deals of the US accounts there). Every expected
// figure is computed from the APIs' data when the checker runs.

import type { CrmAccount, DataAccess } from './data.js';
import { byName, needNumber, type Check } from './judge.js';
import { firstN, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';

// ---------------------------------------------------------------------------------------------
// Dates relative to today (UTC), read when a checker runs.

/** Whether a date (YYYY-MM-DD) lies in next calendar month. */
export const inNextMonth = (date: string | null): boolean => {
  if (date === null) return false;
  const t = new Date();
  const next = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 1));
  const ym = `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
  return date.startsWith(ym);
};

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TQ = {
  /** How many contacts work at the `n` largest (by revenue) accounts of `s`, added up. */
  contactsAtTopN:
    (s: Src, n: number): Check =>
    async (a, d) => {
      const top = firstN(await load(d, s), (x) => x.revenue, n, 'max', `top ${n} of ${label(s)}`);
      const ids = new Set(top.map((x) => x.id));
      const count = (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length;
      return needNumber(a, count, 'count', `contacts at the ${n} largest ${label(s)} (${top.map((x) => x.name).join(', ')})`);
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

export const BQ = {
  /** How many open CRM deals belong to US accounts in the state of the named territory account. */
  openDealsInStateOf:
    (name: string): Check =>
    async (a, d) => {
      const acc = byName(await load(d, 'all'), name);
      const ids = new Set((await usAccounts(d)).filter((x) => x.state === acc.state).map((x) => x.id));
      const n = (await d.crmOpportunities()).filter((o) => ids.has(o.account_id) && OPEN.includes(o.stage)).length;
      return needNumber(a, n, 'count', `open CRM deals in ${acc.state}, the state of ${name}`);
    },
};
