// Kinds of held-out question used by set S that the earlier kinds files do not cover: the
// average revenue per state of a filtered set of territory accounts (every state with its own
// average); and questions that need both APIs (the CRM contacts in the state of a named
// territory account, the territory state with the most open CRM pipeline, territory revenue
// in the state with the largest CRM closed-won total, the average CRM deal in the state of a
// named territory contact). Every expected figure is computed from the APIs' data when the
// checker runs.

import type { CrmAccount, DataAccess, TerritoryAccount } from './data.js';
import { avg, byName, groups, needNumber, needState, sum, US_STATES, type Check, type Dir } from './judge.js';
import { only, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';
import { needBreakdown } from './kinds-i.js';

type AccPred = (x: TerritoryAccount) => boolean;

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TS = {
  /** The average revenue of the accounts of `s` (passing `pred`) in each state: every state with its own average. */
  avgByState:
    (s: Src, pred: AccPred = () => true): Check =>
    async (a, d) => {
      const g = groups(
        (await load(d, s)).filter(pred),
        (x) => x.state,
        (xs) => avg(xs.map((x) => x.revenue)),
      );
      if (g.length === 0) throw new Error(`average revenue by state of ${label(s)}: no account matches`);
      const parts = g.map((x) => ({ names: [x.key, US_STATES[x.key] ?? x.key], value: x.value }));
      return needBreakdown(a, parts, 'money', `average revenue per state of ${label(s)}`, true);
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

/** The ids of the US CRM accounts in `state`; throws when there is none (the question assumes some). */
async function crmIdsIn(d: DataAccess, state: string): Promise<Set<number>> {
  const ids = new Set((await usAccounts(d)).filter((x) => x.state === state).map((x) => x.id));
  if (ids.size === 0) throw new Error(`no CRM account in ${state}`);
  return ids;
}

export const BS = {
  /** How many CRM contacts work at US accounts in the state of the named territory account. */
  crmContactsInStateOf:
    (name: string): Check =>
    async (a, d) => {
      const acc = byName(await load(d, 'all'), name);
      const ids = await crmIdsIn(d, acc.state);
      const n = (await d.crmContacts()).filter((c) => ids.has(c.account_id)).length;
      return needNumber(a, n, 'count', `CRM contacts at accounts in ${acc.state}, the state of ${name}`);
    },
  /** Among the states where `s` has accounts, the one whose US CRM accounts hold the largest/smallest open deal value. */
  stateByCrmOpenValue:
    (s: Src, dir: Dir): Check =>
    async (a, d) => {
      const states = [...new Set((await load(d, s)).map((x) => x.state))];
      const stateOf = new Map((await usAccounts(d)).map((x) => [x.id, x.state!]));
      const open = (await d.crmOpportunities()).filter((o) => OPEN.includes(o.stage));
      const totals = states.map((st) => ({
        key: st,
        value: sum(open.filter((o) => stateOf.get(o.account_id) === st).map((o) => o.value)),
      }));
      return needState(
        a,
        [only(totals, (x) => x.value, dir, 'open CRM value per state').key],
        `state of ${label(s)} with the ${dir} open CRM deal value`,
      );
    },
  /** The total revenue of the territory accounts of `s` in the US state whose CRM accounts hold the largest closed-won total. */
  revenueInCrmTopWonState:
    (s: Src): Check =>
    async (a, d) => {
      const stateOf = new Map((await usAccounts(d)).map((x) => [x.id, x.state!]));
      const won = (await d.crmOpportunities()).filter((o) => o.stage === 'closed-won' && stateOf.has(o.account_id));
      const g = groups(
        won,
        (o) => stateOf.get(o.account_id),
        (os) => sum(os.map((o) => o.value)),
      );
      const state = only(g, (x) => x.value, 'max', 'US states by CRM closed-won value').key;
      const n = sum((await load(d, s)).filter((x) => x.state === state).map((x) => x.revenue));
      return needNumber(a, n, 'money', `revenue of ${label(s)} in ${state}, the state with the largest CRM closed-won total`);
    },
  /** The average value of the CRM deals of US accounts in the state of the account a named territory contact works at. */
  avgDealInStateOfContact:
    (name: string): Check =>
    async (a, d) => {
      const c = byName(await d.territoryContacts(), name);
      const acc = (await load(d, 'all')).find((x) => x.id === c.account_id);
      if (!acc) throw new Error(`${name} works at no known account`);
      const ids = await crmIdsIn(d, acc.state);
      const xs = (await d.crmOpportunities()).filter((o) => ids.has(o.account_id)).map((o) => o.value);
      if (xs.length === 0) throw new Error(`no CRM deal in ${acc.state}`);
      return needNumber(a, avg(xs), 'money', `average CRM deal value in ${acc.state}, the state of ${acc.name} (${name})`);
    },
};
