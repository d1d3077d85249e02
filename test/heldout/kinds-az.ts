// What set AZ needs that the earlier kinds files do not cover: a top-N narrowed by a condition,
// a list in revenue order, the n-th account among those passing a condition, the revenue of
// accounts with exactly n contacts, the gap between two states' averages, the leading state with
// its total, the account with a given title that earns least (name and figure), states holding
// at least n accounts (as a list, and as a breakdown that leaves the others out), a figure that
// either of two fair readings gives, dates relative to today (this quarter, last month, this
// year so far), a deal named by its account and type, an average shown to a decimal, the n-th
// CRM account by revenue, a CRM contact's e-mail, an account's open deals (count and value),
// and questions across both APIs (states present in one and not the other, figures read from
// each). Every expected figure is computed from the APIs' data when the checker runs.

import type { CrmAccount, DataAccess, TerritoryAccount } from './data.js';
import {
  all,
  avg,
  byName,
  groups,
  leadOf,
  mentions,
  needAllNames,
  needList,
  needName,
  needNumber,
  needState,
  numberMatches,
  numbersIn,
  sum,
  US_STATES,
  type Answer,
  type Check,
  type Dir,
} from './judge.js';
import { JOPPS, type JOpp } from './kinds-cd-crm.js';
import { everyAccountName, firstN, indexOfName, loadAccounts, needFirst, only, withAliases, type Src } from './kinds-cd.js';
import { needDecimal } from './kinds-f.js';
import { needBreakdown } from './kinds-i.js';
import { needKeys, STATE_NAMES } from './kinds-k.js';

type AccPred = (x: TerritoryAccount) => boolean;
type Load<R> = (d: DataAccess) => Promise<R[]>;

const iso = (d: Date): string => d.toISOString().slice(0, 10);

/** Whether a date (YYYY-MM-DD) lies in the current calendar quarter (UTC, read when the checker runs). */
export const inThisQuarter = (date: string | null): boolean => {
  const now = new Date();
  const q = Math.floor(now.getUTCMonth() / 3);
  const from = iso(new Date(Date.UTC(now.getUTCFullYear(), q * 3, 1)));
  const to = iso(new Date(Date.UTC(now.getUTCFullYear(), q * 3 + 3, 0)));
  return date !== null && date >= from && date <= to;
};

/** Whether a date (YYYY-MM-DD) lies in the previous calendar month (UTC). */
export const inLastMonth = (date: string | null): boolean => {
  const now = new Date();
  const prev = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))).slice(0, 7);
  return date !== null && date.startsWith(prev);
};

/** Whether a date (YYYY-MM-DD) lies in the current year (UTC); `toDate`: up to today only. */
export const inThisYear =
  (toDate = false) =>
  (date: string | null): boolean =>
    date !== null && date.startsWith(`${new Date().getUTCFullYear()}-`) && (!toDate || date <= iso(new Date()));

const fullName = (c: { first_name: string; last_name: string }): string => `${c.first_name} ${c.last_name}`;
const stateNames = (code: string): string[] => [code, STATE_NAMES[code] ?? code];

/** The text with state codes in capitals written out as the state's name. */
const spellStates = (text: string): string =>
  text.replace(/(?<![A-Za-z])([A-Z]{2})(?![A-Za-z])/g, (m: string, code: string) => STATE_NAMES[code] ?? m);

/** The direct answer states one of `values` (two fair readings); only the first is recorded for --selfcheck. */
export function needEither(a: Answer, values: number[], unit: 'count' | 'money' | 'plain', what: string): string | null {
  const first = needNumber(a, values[0]!, unit, what);
  if (first === null) return null;
  const lead = leadOf(a.text);
  if (values.slice(1).some((v) => numbersIn(lead).some((n) => numberMatches(n, v, unit)))) return null;
  return `${first} (or, read the other way, ${values.slice(1).join(' / ')})`;
}

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TAZ = {
  /** Of the `n` accounts of `s` with the most revenue, those passing `pred` (every one, no other). */
  topNThen:
    (s: Src, n: number, pred: AccPred, what: string): Check =>
    async (a, d) => {
      const top = firstN(await loadAccounts(d, s), (x) => x.revenue, n, 'max', `top ${n}`);
      const hit = top.filter(pred).map((x) => x.name);
      if (hit.length === 0) throw new Error(`${what}: none of the top ${n} matches`);
      return needList(a, hit, await everyAccountName(d), what);
    },
  /** The accounts of `s` passing `pred`, every one, listed from the most revenue to the least. */
  ranked:
    (s: Src, pred: AccPred, what: string): Check =>
    async (a, d) => {
      const rows = [...(await loadAccounts(d, s)).filter(pred)].sort((x, y) => y.revenue - x.revenue);
      if (new Set(rows.map((x) => x.revenue)).size !== rows.length) throw new Error(`${what}: two accounts tie on revenue`);
      const names = rows.map((x) => x.name);
      const listed = needList(a, names, await everyAccountName(d), what);
      if (listed) return listed;
      const at = names.map((n) => indexOfName(a.text, n));
      const bad = at.findIndex((p, i) => i > 0 && p < at[i - 1]!);
      return bad < 0 ? null : `${what}: expected in revenue order (high to low); ${names[bad]} is listed before ${names[bad - 1]}`;
    },
  /** The account ranked `rank` (1 = most revenue) among the accounts of `s` passing `pred`. */
  nthWhere:
    (s: Src, pred: AccPred, rank: number, what: string): Check =>
    async (a, d) => {
      const xs = firstN((await loadAccounts(d, s)).filter(pred), (x) => x.revenue, rank, 'max', what);
      return needName(a, [xs[rank - 1]!.name], `number ${rank} by revenue ${what}`);
    },
  /** The combined revenue of the accounts of `s` that have exactly `n` contacts. */
  sumWithContacts:
    (s: Src, n: number): Check =>
    async (a, d) => {
      const cs = await d.territoryContacts();
      const hit = (await loadAccounts(d, s)).filter((x) => cs.filter((c) => c.account_id === x.id).length === n);
      return needNumber(a, sum(hit.map((x) => x.revenue)), 'money', `revenue of the accounts with ${n} contact(s)`);
    },
  /** The gap between the average revenue of the accounts of `s` in state `x` and in state `y`. */
  avgGap:
    (s: Src, x: string, y: string): Check =>
    async (a, d) => {
      const xs = await loadAccounts(d, s);
      const mean = (st: string): number => avg(xs.filter((r) => r.state === st).map((r) => r.revenue));
      return needNumber(a, Math.abs(mean(x) - mean(y)), 'money', `gap between the average revenue in ${x} and in ${y}`);
    },
  /** The state whose accounts of `s` hold the most revenue, and that total. */
  stateTopSum:
    (s: Src): Check =>
    async (a, d) => {
      const g = groups(
        await loadAccounts(d, s),
        (x) => x.state,
        (xs) => sum(xs.map((x) => x.revenue)),
      );
      const top = only(g, (x) => x.value, 'max', 'state totals');
      return all(needState(a, [top.key], 'state with the most revenue'), needNumber(a, top.value, 'money', `total revenue in ${top.key}`));
    },
  /** Among the accounts of `s` with a contact titled `title`, the one with the least/most revenue: its name and its revenue. */
  pickWithTitle:
    (s: Src, title: string, dir: Dir): Check =>
    async (a, d) => {
      const ids = new Set((await d.territoryContacts()).filter((c) => c.job_title === title).map((c) => c.account_id));
      const x = only(
        (await loadAccounts(d, s)).filter((r) => ids.has(r.id)),
        (r) => r.revenue,
        dir,
        `accounts with a ${title}`,
      );
      return all(
        needName(a, [x.name], `${dir} revenue account with a ${title}`),
        needNumber(a, x.revenue, 'money', `revenue of ${x.name}`),
      );
    },
  /** The states holding at least `n` accounts of `s` (every one, no other state). */
  statesAtLeast:
    (s: Src, n: number): Check =>
    async (a, d) => {
      const g = groups(
        await loadAccounts(d, s),
        (x) => x.state,
        (xs) => xs.length,
      );
      const keys = g.filter((x) => x.value >= n).map((x) => x.key);
      return needKeys(
        a,
        keys,
        g.map((x) => x.key),
        'state',
        `states with at least ${n} accounts`,
      );
    },
  /** Accounts of `s` per state, every state holding at least `n` with its count; no state holding fewer is named. */
  breakdownAtLeast:
    (s: Src, n: number): Check =>
    async (a, d) => {
      const g = groups(
        await loadAccounts(d, s),
        (x) => x.state,
        (xs) => xs.length,
      );
      const parts = g.filter((x) => x.value >= n).map((x) => ({ names: stateNames(x.key), value: x.value }));
      const left = g.filter((x) => x.value < n).map((x) => STATE_NAMES[x.key] ?? x.key);
      // A line saying which states were left out ("excluded: AZ, MA") may name them.
      const shown = spellStates(a.text)
        .split('\n')
        .filter((l) => !/exclud|left out|leav|omit|fewer|not (?:shown|listed|included)|dropped|below|under/i.test(l))
        .join('\n');
      const intruders = left.filter((name) => mentions(shown, name));
      return all(
        needBreakdown(a, parts, 'count', `accounts per state (at least ${n})`, true),
        intruders.length > 0 ? `states with fewer than ${n} should be left out; named ${intruders.join(', ')}` : null,
      );
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

export const CAZ = {
  /** A count or amount either of two readings gives (`values` computed from the data). */
  either:
    (get: (d: DataAccess) => Promise<number[]>, unit: 'count' | 'money' | 'plain', what: string): Check =>
    async (a, d) =>
      needEither(a, await get(d), unit, what),
  /** The group with the largest/smallest aggregate, any of its usual names (Cold Call / Cold Calls). */
  group:
    <R>(load: Load<R>, pred: (r: R) => boolean, by: (r: R) => string | null, agg: (rs: R[]) => number, dir: Dir, what: string): Check =>
    async (a, d) => {
      const g = groups((await load(d)).filter(pred), by, agg);
      return needName(a, withAliases(only(g, (x) => x.value, dir, what).key), what);
    },
  /** Every group (by `by`) of the rows with its count. */
  breakdown:
    <R>(load: Load<R>, by: (r: R) => string | null, what: string): Check =>
    async (a, d) => {
      const g = groups(await load(d), by, (xs) => xs.length);
      return needBreakdown(
        a,
        g.map((x) => ({ names: [x.key], value: x.value })),
        'count',
        what,
      );
    },
  /**
   * The largest/smallest opportunity among those passing one of `readings` (each a fair reading
   * of the question; the winner of any will do): its full name, or its account and its deal type.
   */
  topDeal:
    (readings: ((o: JOpp) => boolean)[], dir: Dir, what: string): Check =>
    async (a, d) => {
      const rows = await JOPPS(d);
      const tops = readings.map((pred) => only(rows.filter(pred), (r) => r.value, dir, what));
      const lead = leadOf(a.text);
      const hit = tops.some((o) => {
        const deal = o.name.startsWith(`${o.acc.name} - `) ? o.name.slice(o.acc.name.length + 3) : '';
        return mentions(lead, o.name) || (deal !== '' && mentions(lead, o.acc.name) && mentions(lead, deal));
      });
      const r = needName(a, [...new Set(tops.map((o) => o.name))], what);
      return hit ? null : r;
    },
  /** The mean of a field over the rows passing `pred`, shown to at least one decimal. */
  avgDecimal:
    <R>(load: Load<R>, pred: (r: R) => boolean, field: (r: R) => number | null, what: string): Check =>
    async (a, d) => {
      const xs = (await load(d))
        .filter(pred)
        .map(field)
        .filter((x): x is number => x !== null);
      if (xs.length === 0) throw new Error(`${what}: no row`);
      return needDecimal(a, avg(xs), what);
    },
  /** The CRM account ranked `rank` (1 = largest) by annual revenue among those passing `pred`. */
  nthAccount:
    (pred: (x: CrmAccount) => boolean, rank: number, what: string): Check =>
    async (a, d) => {
      const xs = firstN((await d.crmAccounts()).filter(pred), (x) => x.annual_revenue ?? 0, rank, 'max', what);
      return needName(a, [xs[rank - 1]!.name], `number ${rank} by annual revenue ${what}`);
    },
  /** The e-mail address of a named CRM contact. */
  emailOf:
    (name: string): Check =>
    async (a, d) => {
      const hit = (await d.crmContacts()).filter((c) => fullName(c).toLowerCase() === name.toLowerCase());
      if (hit.length !== 1) throw new Error(`${hit.length} CRM contacts named ${name} (the question assumes one)`);
      return needAllNames(a, [hit[0]!.email], `e-mail of ${name}`);
    },
  /** How many open deals a named account has, and their total value. */
  openOf:
    (account: string, open: (o: { stage: string }) => boolean): Check =>
    async (a, d) => {
      const acc = byName(await d.crmAccounts(), account);
      const os = (await d.crmOpportunities()).filter((o) => o.account_id === acc.id && open(o));
      return all(
        needNumber(a, os.length, 'count', `open deals of ${account}`),
        needNumber(a, sum(os.map((o) => o.value)), 'money', `open value of ${account}`),
      );
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

const territoryStates = async (d: DataAccess, s: Src): Promise<Set<string>> => new Set((await loadAccounts(d, s)).map((x) => x.state));
const usAccounts = async (d: DataAccess) => (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

export const BAZ = {
  /** US CRM accounts in the states where `s` has accounts and `t` has none. */
  crmInStatesOnly:
    (s: Src, t: Src): Check =>
    async (a, d) => {
      const yes = await territoryStates(d, s);
      const no = await territoryStates(d, t);
      const states = [...yes].filter((x) => !no.has(x));
      if (states.length === 0) throw new Error('no state has the one kind and not the other');
      const n = (await usAccounts(d)).filter((x) => states.includes(x.state!)).length;
      return needNumber(a, n, 'count', `US CRM accounts in ${states.join(', ')}`);
    },
  /** CRM contacts of a department minus territory contacts of a title. */
  deptMinusTitle:
    (dept: string, title: string): Check =>
    async (a, d) => {
      const x = (await d.crmContacts()).filter((c) => c.department === dept).length;
      const y = (await d.territoryContacts()).filter((c) => c.job_title === title).length;
      return needNumber(a, x - y, 'count', `CRM ${dept} contacts (${x}) minus territory ${title} (${y})`);
    },
  /** Which is larger: a territory account's revenue or a CRM account's annual revenue. */
  compareAcross:
    (territory: string, crm: string): Check =>
    async (a, d) => {
      const x = byName(await loadAccounts(d, 'all'), territory).revenue;
      const y = byName(await d.crmAccounts(), crm).annual_revenue ?? 0;
      if (x === y) throw new Error('the two revenues tie');
      return needFirst(a, [[territory], [crm]], x > y ? 0 : 1, 'account with more revenue');
    },
  /** Territory revenue (mine and third-party) in a state plus the annual revenue of the US CRM accounts there. */
  revenueInState:
    (state: string): Check =>
    async (a, d) => {
      const t = sum((await loadAccounts(d, 'all')).filter((x) => x.state === state).map((x) => x.revenue));
      const c = sum((await usAccounts(d)).filter((x) => x.state === state).map((x) => x.annual_revenue ?? 0));
      return needNumber(a, t + c, 'money', `territory plus CRM revenue in ${state}`);
    },
  /** CRM opportunities of the US accounts in the state holding the most accounts of `s`. */
  oppsInTopState:
    (s: Src): Check =>
    async (a, d) => {
      const g = groups(
        await loadAccounts(d, s),
        (x) => x.state,
        (xs) => xs.length,
      );
      const st = only(g, (x) => x.value, 'max', 'states').key;
      const ids = new Set((await usAccounts(d)).filter((x) => x.state === st).map((x) => x.id));
      const n = (await d.crmOpportunities()).filter((o) => ids.has(o.account_id)).length;
      return needNumber(a, n, 'count', `CRM opportunities of US accounts in ${st} (${US_STATES[st] ?? st})`);
    },
  /** In how many states both the territory API (any account) and the CRM (US accounts) have an account. */
  sharedStates: (): Check => async (a, d) => {
    const t = await territoryStates(d, 'all');
    const c = new Set((await usAccounts(d)).map((x) => x.state!));
    return needNumber(a, [...t].filter((x) => c.has(x)).length, 'count', 'states with accounts in both APIs');
  },
};
