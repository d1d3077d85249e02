// Kinds of held-out question used by set W that the earlier kinds files do not cover: the
// average number of contacts per account over a filtered set of territory accounts, the e-mail
// of whoever holds a title at a named account, the share of contacts holding any of several
// titles, the states whose average revenue clears a line; in the CRM, the N accounts with the
// largest total (or number) of a filtered set of their deals; and questions that need both
// APIs (the CRM win rate in the state where a set of territory accounts earns most, the
// territory state whose CRM accounts average the most annual revenue, the CRM holders of a
// title in the state where the territory has most of that title, the contacts of one state
// counted in both APIs, territory accounts in states with many CRM accounts, the states where
// one API holds more accounts than the other). Every expected figure is computed from the APIs'
// data when the checker runs.

import type { CrmAccount, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { avg, byName, groups, needAllNames, needNumber, needList, needState, type Check, type Dir } from './judge.js';
import { JOPPS, type JOpp } from './kinds-cd-crm.js';
import { firstN, needPercent, only, pct, some, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';
import { needDecimal } from './kinds-f.js';
import { STATE_NAMES, needKeys } from './kinds-k.js';

type AccPred = (x: TerritoryAccount) => boolean;

/** The contacts at the accounts of `s` passing `pred`, and those accounts. */
async function at(d: DataAccess, s: Src, pred: AccPred): Promise<{ accounts: TerritoryAccount[]; contacts: TerritoryContact[] }> {
  const accounts = (await load(d, s)).filter(pred);
  const ids = new Set(accounts.map((x) => x.id));
  return { accounts, contacts: (await d.territoryContacts()).filter((c) => ids.has(c.account_id)) };
}

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TW = {
  /** The average number of contacts per account over the accounts of `s` passing `pred` (exact when whole, else to a decimal). */
  avgContactsWhere:
    (s: Src, pred: AccPred, what: string): Check =>
    async (a, d) => {
      const { accounts, contacts } = await at(d, s, pred);
      if (accounts.length === 0) throw new Error(`no account of ${label(s)} ${what}`);
      const mean = contacts.length / accounts.length;
      const about = `contacts per account of ${label(s)} ${what} (${contacts.length} over ${accounts.length})`;
      return Number.isInteger(mean) ? needNumber(a, mean, 'count', about) : needDecimal(a, mean, about);
    },
  /** The e-mail address of every contact holding `title` at a named account (mine or third-party). */
  emailsOfTitleAt:
    (account: string, title: string): Check =>
    async (a, d) => {
      const acc = byName(await load(d, 'all'), account);
      const hit = (await d.territoryContacts()).filter((c) => c.account_id === acc.id && c.job_title === title);
      if (hit.length === 0) throw new Error(`${account} has no ${title}`);
      return needAllNames(
        a,
        hit.map((c) => c.email),
        `e-mail of the ${title} at ${account}`,
      );
    },
  /** Share (percent) of the contacts at the accounts of `s` passing `pred` that hold any of `titles`. */
  titlesShare:
    (s: Src, pred: AccPred, titles: string[], what: string): Check =>
    async (a, d) => {
      const { contacts } = await at(d, s, pred);
      if (contacts.length === 0) throw new Error(`no contact at ${label(s)} ${what}`);
      const n = contacts.filter((c) => titles.includes(c.job_title)).length;
      return needPercent(a, pct(n, contacts.length), `share of contacts at ${label(s)} ${what} titled ${titles.join(' / ')}`);
    },
  /** The states whose accounts of `s` average more (`above`) or less revenue than `line`: every one and no other state. */
  statesByAvg:
    (s: Src, cmp: 'above' | 'below', line: number): Check =>
    async (a, d) => {
      const g = groups(
        await load(d, s),
        (x) => x.state,
        (xs) => avg(xs.map((x) => x.revenue)),
      );
      if (g.some((x) => x.value === line)) throw new Error(`a state of ${label(s)} averages exactly ${line}`);
      const hit = g.filter((x) => (cmp === 'above' ? x.value > line : x.value < line)).map((x) => x.key);
      return needKeys(
        a,
        some(hit, `states ${cmp} ${line}`),
        Object.keys(STATE_NAMES),
        'state',
        `states of ${label(s)} averaging ${cmp} ${line}`,
      );
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

export const CW = {
  /**
   * The `n` CRM accounts whose deals passing `pred` add up to the largest/smallest total of
   * value (`sum`) or are the most/fewest (`count`): every one of them, and no other account.
   * Accounts with no such deal are left out.
   */
  topAccountsBy:
    (pred: (o: JOpp) => boolean, agg: 'sum' | 'count', n: number, dir: Dir, what: string): Check =>
    async (a, d) => {
      const byId = new Map<number, JOpp[]>();
      for (const o of (await JOPPS(d)).filter(pred)) byId.set(o.account_id, [...(byId.get(o.account_id) ?? []), o]);
      const totals = [...byId].map(([, os]) => ({
        name: os[0]!.acc.name,
        value: agg === 'sum' ? os.reduce((t, o) => t + o.value, 0) : os.length,
      }));
      const top = firstN(totals, (x) => x.value, n, dir, what).map((x) => x.name);
      return needList(
        a,
        top,
        (await d.crmAccounts()).map((x) => x.name),
        what,
      );
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

/** How many US CRM accounts each state holds. */
async function crmPerState(d: DataAccess): Promise<Map<string, number>> {
  const n = new Map<string, number>();
  for (const x of await usAccounts(d)) n.set(x.state!, (n.get(x.state!) ?? 0) + 1);
  return n;
}

export const BW = {
  /** The win rate (won / (won + lost), percent) of the CRM deals of US accounts in the state where `s` has the largest total revenue. */
  crmWinRateInTopRevenueState:
    (s: Src): Check =>
    async (a, d) => {
      const g = groups(
        await load(d, s),
        (x) => x.state,
        (xs) => xs.reduce((t, x) => t + x.revenue, 0),
      );
      const state = only(g, (x) => x.value, 'max', `states by revenue of ${label(s)}`).key;
      const ids = new Set((await usAccounts(d)).filter((x) => x.state === state).map((x) => x.id));
      const closed = (await d.crmOpportunities()).filter(
        (o) => ids.has(o.account_id) && (o.stage === 'closed-won' || o.stage === 'closed-lost'),
      );
      if (closed.length === 0) throw new Error(`no finished CRM deal in ${state}`);
      const rate = pct(closed.filter((o) => o.stage === 'closed-won').length, closed.length);
      return needPercent(a, rate, `CRM win rate in ${state}, the state with the most revenue of ${label(s)}`);
    },
  /** Among the states where `s` has accounts, the one whose US CRM accounts have the largest/smallest average annual revenue. */
  stateByCrmAvgRevenue:
    (s: Src, dir: Dir): Check =>
    async (a, d) => {
      const states = [...new Set((await load(d, s)).map((x) => x.state))];
      const crm = await usAccounts(d);
      const avgs = states
        .map((st) => ({ key: st, xs: crm.filter((x) => x.state === st).map((x) => x.annual_revenue ?? 0) }))
        .filter((x) => x.xs.length > 0)
        .map((x) => ({ key: x.key, value: avg(x.xs) }));
      const best = only(avgs, (x) => x.value, dir, `average CRM annual revenue per state of ${label(s)}`);
      return needState(a, [best.key], `state of ${label(s)} with the ${dir} average CRM annual revenue`);
    },
  /** How many CRM contacts hold `crmTitle` at US accounts in the state where the accounts of `s` hold the most contacts titled `title`. */
  crmTitleInTopTitleState:
    (s: Src, title: string, crmTitle: string): Check =>
    async (a, d) => {
      const { accounts, contacts } = await at(d, s, () => true);
      const stateOf = new Map(accounts.map((x) => [x.id, x.state]));
      const g = groups(
        contacts.filter((c) => c.job_title === title),
        (c) => stateOf.get(c.account_id),
        (cs) => cs.length,
      );
      const state = only(g, (x) => x.value, 'max', `states by ${title}s at ${label(s)}`).key;
      const ids = new Set((await usAccounts(d)).filter((x) => x.state === state).map((x) => x.id));
      const n = (await d.crmContacts()).filter((c) => ids.has(c.account_id) && c.job_title === crmTitle).length;
      return needNumber(a, n, 'count', `CRM ${crmTitle}s in ${state}, the state with the most ${title}s at ${label(s)}`);
    },
  /** The territory contacts at the accounts of `s` in `state` plus the CRM contacts at US accounts in `state`. */
  contactsInStateBoth:
    (s: Src, state: string): Check =>
    async (a, d) => {
      const t = (await at(d, s, (x) => x.state === state)).contacts.length;
      const ids = new Set((await usAccounts(d)).filter((x) => x.state === state).map((x) => x.id));
      const c = (await d.crmContacts()).filter((x) => ids.has(x.account_id)).length;
      return needNumber(a, t + c, 'count', `contacts in ${state}: ${t} territory (${label(s)}) + ${c} CRM`);
    },
  /** How many accounts of `s` are in states whose number of US CRM accounts passes `test`. */
  inCrmStates:
    (s: Src, test: (n: number) => boolean, what: string): Check =>
    async (a, d) => {
      const n = await crmPerState(d);
      const hit = (await load(d, s)).filter((x) => test(n.get(x.state) ?? 0));
      return needNumber(a, hit.length, 'count', `${label(s)} in states with ${what}`);
    },
  /**
   * The US states where one API holds more accounts than the other (`more` 'crm': the CRM's US
   * accounts outnumber the territory's, mine and third-party; 'territory': the other way round):
   * every one, and no other state.
   */
  statesOutnumbering:
    (more: 'crm' | 'territory'): Check =>
    async (a, d) => {
      const crm = await crmPerState(d);
      const t = new Map<string, number>();
      for (const x of await load(d, 'all')) t.set(x.state, (t.get(x.state) ?? 0) + 1);
      const states = [...new Set([...crm.keys(), ...t.keys()])];
      const hit = states.filter((st) => (more === 'crm' ? 1 : -1) * ((crm.get(st) ?? 0) - (t.get(st) ?? 0)) > 0);
      const [x, y] = more === 'crm' ? ['CRM', 'territory'] : ['territory', 'CRM'];
      const what = `states where the ${x} has more accounts than the ${y}`;
      return needKeys(a, some(hit, what), Object.keys(STATE_NAMES), 'state', what);
    },
};
