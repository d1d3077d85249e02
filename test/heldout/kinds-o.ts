// Kinds of held-out question used by set O that the earlier kinds files do not cover: total
// revenue per state (every state with its own sum); in the CRM, a contact's job title, the deal
// of an account closing first or last, an average per group (every group with its own figure),
// accounts counted by how many deals they have; and questions that need both APIs (a territory
// state picked by a figure, then a CRM figure there, or the other way round). Every expected
// figure is computed from the APIs' data when the checker runs.

import type { CrmAccount, DataAccess, TerritoryAccount } from './data.js';
import { avg, groups, needName, needNumber, needState, sum, US_STATES, type Check, type Dir } from './judge.js';
import { only, withAliases, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';
import { needBreakdown } from './kinds-i.js';

// ---------------------------------------------------------------------------------------------
// Shared pieces.

type AccPred = (x: TerritoryAccount) => boolean;
type Load<R> = (d: DataAccess) => Promise<R[]>;

const fullName = (c: { first_name: string; last_name: string }): string => `${c.first_name} ${c.last_name}`;

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

/** How many rows of `xs` each key has. */
function countBy<T>(xs: T[], key: (x: T) => string): { key: string; value: number }[] {
  return groups(xs, key, (rs) => rs.length);
}

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TO = {
  /** The total revenue of the accounts of `s` (passing `pred`) in each state: every state with its own sum. */
  revenueByState:
    (s: Src, pred: AccPred = () => true): Check =>
    async (a, d) => {
      const g = groups(
        (await load(d, s)).filter(pred),
        (x) => x.state,
        (xs) => sum(xs.map((x) => x.revenue)),
      );
      if (g.length === 0) throw new Error(`revenue by state of ${label(s)}: no account matches`);
      const parts = g.map((x) => ({ names: [x.key, US_STATES[x.key] ?? x.key], value: x.value }));
      return needBreakdown(a, parts, 'money', `revenue per state of ${label(s)}`, true);
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

export const CO = {
  /** The job title of a named CRM contact (its short form accepted, "CIO"). */
  contactTitle:
    (name: string): Check =>
    async (a, d) => {
      const hit = (await d.crmContacts()).filter((c) => fullName(c).toLowerCase() === name.toLowerCase());
      if (hit.length !== 1 || !hit[0]!.job_title)
        throw new Error(`${hit.length} contacts named ${name} with a title (the question assumes one)`);
      return needName(a, withAliases(hit[0]!.job_title), `job title of ${name}`);
    },
  /** The deal of a named account closing last (`max`) or first (`min`): its full name, or the deal part when unique there. */
  oppByDate:
    (account: string, dir: Dir): Check =>
    async (a, d) => {
      const hit = (await d.crmAccounts()).filter((x) => x.name.toLowerCase() === account.toLowerCase());
      if (hit.length !== 1) throw new Error(`${hit.length} accounts named ${account} (the question assumes one)`);
      const acc = hit[0]!;
      const os = (await d.crmOpportunities()).filter((o) => o.account_id === acc.id && o.close_date);
      const o = only(os, (x) => Date.parse(x.close_date!), dir, `close dates of ${account}`);
      const deal = o.name.startsWith(`${acc.name} - `) ? o.name.slice(acc.name.length + 3) : '';
      const unique = deal !== '' && os.filter((x) => x.name === o.name).length === 1;
      return needName(a, unique ? [o.name, deal] : [o.name], `deal of ${account} closing ${dir === 'max' ? 'last' : 'first'}`);
    },
  /** The average of `value` over the rows passing `pred`, per value of `by`: every group with its own figure. */
  avgBreakdown:
    <R>(load: Load<R>, pred: (r: R) => boolean, by: (r: R) => string | null, value: (r: R) => number, what: string): Check =>
    async (a, d) => {
      const g = groups((await load(d)).filter(pred), by, (xs) => avg(xs.map(value)));
      if (g.length === 0) throw new Error(`${what}: no row matches`);
      return needBreakdown(
        a,
        g.map((x) => ({ names: withAliases(x.key), value: x.value })),
        'money',
        what,
      );
    },
  /** How many CRM accounts have a number of opportunities passing `test` (zero included). */
  accountsByOppCount:
    (test: (n: number) => boolean, what: string): Check =>
    async (a, d) => {
      const n = new Map<number, number>();
      for (const o of await d.crmOpportunities()) n.set(o.account_id, (n.get(o.account_id) ?? 0) + 1);
      return needNumber(a, (await d.crmAccounts()).filter((x) => test(n.get(x.id) ?? 0)).length, 'count', what);
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

export const BO = {
  /** How many US CRM accounts are in the state of the largest (by revenue) territory account of `s`. */
  crmCountInStateOfTop:
    (s: Src): Check =>
    async (a, d) => {
      const top = only(await load(d, s), (x) => x.revenue, 'max', `largest of ${label(s)}`);
      const n = (await usAccounts(d)).filter((x) => x.state === top.state).length;
      return needNumber(a, n, 'count', `CRM accounts in ${top.state}, the state of ${top.name}`);
    },
  /** How many CRM contacts work at US accounts in the states holding at least `min` accounts of `s`. */
  crmContactsInStatesWith:
    (s: Src, min: number): Check =>
    async (a, d) => {
      const states = new Set(
        countBy(await load(d, s), (x) => x.state)
          .filter((x) => x.value >= min)
          .map((x) => x.key),
      );
      if (states.size === 0) throw new Error(`no state holds ${min}+ ${label(s)}`);
      const ids = new Set((await usAccounts(d)).filter((x) => states.has(x.state!)).map((x) => x.id));
      const n = (await d.crmContacts()).filter((c) => ids.has(c.account_id)).length;
      return needNumber(a, n, 'count', `CRM contacts at US accounts in the states with ${min}+ ${label(s)} (${[...states].join(', ')})`);
    },
  /** The total revenue of the territory accounts of `s` in the US state holding the most CRM accounts. */
  revenueInCrmTopState:
    (s: Src): Check =>
    async (a, d) => {
      const state = only(
        countBy(await usAccounts(d), (x) => x.state!),
        (x) => x.value,
        'max',
        'US states by CRM accounts',
      ).key;
      const n = sum((await load(d, s)).filter((x) => x.state === state).map((x) => x.revenue));
      return needNumber(a, n, 'money', `revenue of ${label(s)} in ${state}, the state with the most CRM accounts`);
    },
  /** Among the states where `s` has accounts, the one whose US CRM accounts hold the largest/smallest closed-won total. */
  stateByCrmWon:
    (s: Src, dir: Dir): Check =>
    async (a, d) => {
      const states = [...new Set((await load(d, s)).map((x) => x.state))];
      const stateOf = new Map((await usAccounts(d)).map((x) => [x.id, x.state!]));
      const won = (await d.crmOpportunities()).filter((o) => o.stage === 'closed-won');
      const totals = states.map((st) => ({
        key: st,
        value: sum(won.filter((o) => stateOf.get(o.account_id) === st).map((o) => o.value)),
      }));
      return needState(
        a,
        [only(totals, (x) => x.value, dir, 'closed-won totals per state').key],
        `state of ${label(s)} with the ${dir} CRM closed-won total`,
      );
    },
  /** The average annual revenue of the US CRM accounts in the state holding the most accounts of `s`. */
  crmAvgInTopStateOf:
    (s: Src): Check =>
    async (a, d) => {
      const state = only(
        countBy(await load(d, s), (x) => x.state),
        (x) => x.value,
        'max',
        `states by ${label(s)}`,
      ).key;
      const xs = (await usAccounts(d)).filter((x) => x.state === state).map((x) => x.annual_revenue ?? 0);
      if (xs.length === 0) throw new Error(`no CRM account in ${state}`);
      return needNumber(a, avg(xs), 'money', `average annual revenue of the CRM accounts in ${state}`);
    },
};
