// Kinds of held-out question used by set V that the earlier kinds files do not cover: how many
// third-party accounts two campaigns both select, the average revenue of the accounts with a
// given number of contacts, the share of contacts holding any of several job titles; in the
// CRM, the largest account of a filtered set that has no deal in a stage; and questions that
// need both APIs (the CRM account with the largest field in the state of the largest or
// smallest territory account of a set; the territory accounts in the state of the US CRM
// account with the largest field). Every expected figure is computed from the APIs' data when
// the checker runs.

import type { CrmAccount, DataAccess, TerritoryAccount } from './data.js';
import { avg, needName, needNumber, type Check, type Dir } from './judge.js';
import { needPercent, only, pct, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';

// ---------------------------------------------------------------------------------------------
// Shared pieces.

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

/** How many contacts each territory account has (accounts without contacts are absent). */
async function contactCounts(d: DataAccess): Promise<Map<string, number>> {
  const n = new Map<string, number>();
  for (const c of await d.territoryContacts()) n.set(c.account_id, (n.get(c.account_id) ?? 0) + 1);
  return n;
}

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TV = {
  /** How many third-party accounts both campaigns select (each by the API's own rule). */
  campaignOverlap:
    (x: string, y: string): Check =>
    async (a, d) => {
      const ofY = new Set((await d.thirdPartyAccounts(y)).map((acc) => acc.id));
      const hit = (await d.thirdPartyAccounts(x)).filter((acc) => ofY.has(acc.id));
      return needNumber(a, hit.length, 'count', `accounts in both ${x} and ${y} (${hit.map((acc) => acc.name).join(', ')})`);
    },
  /** The average revenue of the accounts of `s` that have exactly `n` contacts. */
  avgWithContacts:
    (s: Src, n: number): Check =>
    async (a, d) => {
      const counts = await contactCounts(d);
      const hit = (await load(d, s)).filter((x: TerritoryAccount) => (counts.get(x.id) ?? 0) === n);
      if (hit.length === 0) throw new Error(`no account of ${label(s)} has exactly ${n} contact(s)`);
      return needNumber(
        a,
        avg(hit.map((x) => x.revenue)),
        'money',
        `average revenue of the ${hit.length} ${label(s)} with exactly ${n} contact(s)`,
      );
    },
  /** Share (percent) of the contacts at the accounts of `s` holding any one of `titles`. */
  titlesShare:
    (s: Src, titles: string[], what: string): Check =>
    async (a, d) => {
      const ids = new Set((await load(d, s)).map((x) => x.id));
      const cs = (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
      const hit = cs.filter((c) => titles.includes(c.job_title)).length;
      return needPercent(a, pct(hit, cs.length), `share of contacts at ${label(s)} who are ${what} (${hit} of ${cs.length})`);
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

export const CV = {
  /** The account with the largest/smallest `key` among the accounts passing `pred` that have no deal in `stage`. */
  pickWithout:
    (pred: (x: CrmAccount) => boolean, stage: string, key: (x: CrmAccount) => number, dir: Dir, what: string): Check =>
    async (a, d) => {
      const has = new Set((await d.crmOpportunities()).filter((o) => o.stage === stage).map((o) => o.account_id));
      const rest = (await d.crmAccounts()).filter((x) => pred(x) && !has.has(x.id));
      if (rest.length === 0) throw new Error(`${what}: every account has a ${stage} deal`);
      const best = only(rest, key, dir, what);
      return needName(a, [best.name], `${what} (${rest.length} without a ${stage} deal)`);
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

type Field = 'annual_revenue' | 'employee_count';

export const BV = {
  /** The US CRM account with the largest `field` in the state of the largest/smallest (by revenue) territory account of `s`. */
  crmTopInStateOfPick:
    (s: Src, dir: Dir, field: Field): Check =>
    async (a, d) => {
      const acc = only(await load(d, s), (x) => x.revenue, dir, `${dir} revenue of ${label(s)}`);
      const xs = (await usAccounts(d)).filter((x) => x.state === acc.state);
      if (xs.length === 0) throw new Error(`no CRM account in ${acc.state}`);
      const top = only(xs, (x) => x[field] ?? 0, 'max', `CRM accounts in ${acc.state} by ${field}`);
      return needName(a, [top.name], `CRM account in ${acc.state} (the state of ${acc.name}) with the largest ${field}`);
    },
  /** How many territory accounts of `s` are in the state of the US CRM account with the largest `field`. */
  countInStateOfCrmTop:
    (s: Src, field: Field): Check =>
    async (a, d) => {
      const top = only(await usAccounts(d), (x) => x[field] ?? 0, 'max', `US CRM accounts by ${field}`);
      const n = (await load(d, s)).filter((x) => x.state === top.state).length;
      return needNumber(a, n, 'count', `${label(s)} in ${top.state}, the state of ${top.name} (largest ${field} in the CRM)`);
    },
};
