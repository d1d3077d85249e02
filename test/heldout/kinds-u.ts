// Kinds of held-out question used by set U that the earlier kinds files do not cover: how many
// territory accounts have a word in their name, the average revenue once the largest accounts
// are left out, the N states with the most revenue (a list of states), the most common job
// title at the accounts passing a filter, every job title with its head count at the accounts
// passing a filter; in the CRM, the month of a year with the largest total, the row ranked N-th
// by a field among filtered rows, the percent change of a total from one period to another; and
// questions that need both APIs (the CRM accounts in the state of a named territory contact's
// account, states compared by territory and CRM accounts counted together, the territory
// contacts in the US state holding the most CRM contacts, the average territory revenue in the
// state of the CRM's largest US account, the average CRM annual revenue in the state of the
// largest or smallest territory account of a set). Every expected figure is computed from the
// APIs' data when the checker runs.

import type { CrmAccount, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { all, avg, byName, groups, leadOf, needName, needNumber, sum, US_STATES, type Check, type Dir } from './judge.js';
import { firstN, needFirst, needPercent, only, pct, withAliases, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';
import { needBreakdown } from './kinds-i.js';
import { STATE_NAMES, needKeys } from './kinds-k.js';

// ---------------------------------------------------------------------------------------------
// Shared pieces.

type AccPred = (x: TerritoryAccount) => boolean;
type Load<R> = (d: DataAccess) => Promise<R[]>;

/** The contacts at the accounts of `s` passing `pred`. */
async function contactsAt(d: DataAccess, s: Src, pred: AccPred): Promise<TerritoryContact[]> {
  const ids = new Set((await load(d, s)).filter(pred).map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
}

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

/** Where a state first occurs in a text: its code in capitals, or its name as whole words (any case). */
function indexOfState(text: string, name: string): number {
  if (/^[A-Z]{2}$/.test(name)) return new RegExp(`(?<![A-Za-z])${name}(?![A-Za-z])`).exec(text)?.index ?? -1;
  return new RegExp(`(?<![A-Za-z])${name.replace(/\s+/g, '\\s+')}(?![A-Za-z])`, 'i').exec(text)?.index ?? -1;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const UP = ['increase', 'up', 'increased', 'grew', 'growth', 'rose', 'higher', 'more', 'gain', 'jump', 'jumped'];
const DOWN = ['decrease', 'down', 'decreased', 'fell', 'drop', 'dropped', 'declined', 'decline', 'lower', 'less', 'shrank'];

/** Where the first of `words` occurs in `text` (as whole words, any case), or Infinity. */
function firstOf(text: string, words: string[]): number {
  const t = text.toLowerCase();
  let best = Infinity;
  for (const w of words) {
    const m = new RegExp(`(?<![a-z])${w}(?![a-z])`).exec(t);
    if (m && m.index < best) best = m.index;
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TU = {
  /** How many accounts of `s` have `word` as a word of their name. */
  nameHas:
    (s: Src, word: string): Check =>
    async (a, d) => {
      const hit = (await load(d, s)).filter((x) => x.name.toLowerCase().split(/\s+/).includes(word.toLowerCase()));
      if (hit.length === 0) throw new Error(`no account of ${label(s)} has "${word}" in its name`);
      return needNumber(a, hit.length, 'count', `${label(s)} with "${word}" in the name (${hit.map((x) => x.name).join(', ')})`);
    },
  /** The average revenue of the accounts of `s` once its `n` largest are left out. */
  avgExcludingTop:
    (s: Src, n: number): Check =>
    async (a, d) => {
      const xs = await load(d, s);
      const top = new Set(firstN(xs, (x) => x.revenue, n, 'max', `top ${n} of ${label(s)}`).map((x) => x.id));
      const rest = xs.filter((x) => !top.has(x.id));
      return needNumber(a, avg(rest.map((x) => x.revenue)), 'money', `average revenue of ${label(s)} without the ${n} largest`);
    },
  /** The `n` states with the largest total revenue of `s`: every one and no other state (code or name). */
  topStates:
    (s: Src, n: number): Check =>
    async (a, d) => {
      const g = groups(
        await load(d, s),
        (x) => x.state,
        (xs) => sum(xs.map((x) => x.revenue)),
      );
      const top = firstN(g, (x) => x.value, n, 'max', `states by revenue of ${label(s)}`).map((x) => x.key);
      return needKeys(a, top, Object.keys(STATE_NAMES), 'state', `the ${n} states with the most revenue of ${label(s)}`);
    },
  /** The most/least common job title among the contacts at the accounts of `s` passing `pred`. */
  titleTopWhere:
    (s: Src, pred: AccPred, dir: Dir, what: string): Check =>
    async (a, d) => {
      const g = groups(
        await contactsAt(d, s, pred),
        (c) => c.job_title,
        (xs) => xs.length,
      );
      const best = only(g, (x) => x.value, dir, `job titles at ${label(s)} ${what}`);
      return needName(a, withAliases(best.key), `${dir === 'max' ? 'most' : 'least'} common title at ${label(s)} ${what} (${best.value})`);
    },
  /** How many contacts hold each job title at the accounts of `s` passing `pred`: every title with its count. */
  titleBreakdownAt:
    (s: Src, pred: AccPred, what: string): Check =>
    async (a, d) => {
      const g = groups(
        await contactsAt(d, s, pred),
        (c) => c.job_title,
        (xs) => xs.length,
      );
      if (g.length === 0) throw new Error(`no contact at ${label(s)} ${what}`);
      return needBreakdown(
        a,
        g.map((x) => ({ names: withAliases(x.key), value: x.value })),
        'count',
        `contacts per job title at ${label(s)} ${what}`,
      );
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

export const CU = {
  /** The month of `year` in which the rows passing `pred` add up to the largest/smallest total of `value`. */
  monthBySum:
    <R>(
      load: Load<R>,
      pred: (r: R) => boolean,
      date: (r: R) => string | null,
      value: (r: R) => number,
      year: number,
      dir: Dir,
      what: string,
    ): Check =>
    async (a, d) => {
      const rows = (await load(d)).filter((r) => pred(r) && (date(r)?.startsWith(`${year}-`) ?? false));
      const g = groups(
        rows,
        (r) => date(r)!.slice(0, 7),
        (xs) => sum(xs.map(value)),
      );
      const ym = only(g, (x) => x.value, dir, what).key;
      const options = MONTHS.map((m, i) => [m, `${m.slice(0, 3)} ${year}`, `${year}-${String(i + 1).padStart(2, '0')}`]);
      return needFirst(a, options, Number(ym.slice(5, 7)) - 1, what);
    },
  /** The group (by `by`) with the largest/smallest aggregate over the rows passing `pred` (its usual short form or plural accepted). */
  groupTop:
    <R>(load: Load<R>, pred: (r: R) => boolean, by: (r: R) => string | null, agg: (rs: R[]) => number, dir: Dir, what: string): Check =>
    async (a, d) => {
      const g = groups((await load(d)).filter(pred), by, agg);
      const best = only(g, (x) => x.value, dir, what);
      const plural = /[sy]$/.test(best.key) ? [] : [`${best.key}s`];
      return needName(a, [...withAliases(best.key), ...plural], what);
    },
  /** The row ranked `rank` (1 = first) by `key` among the rows passing `pred`, named by any of `names`. */
  nth:
    <R>(
      load: Load<R>,
      pred: (r: R) => boolean,
      key: (r: R) => number,
      rank: number,
      dir: Dir,
      names: (r: R) => string[],
      what: string,
    ): Check =>
    async (a, d) => {
      const xs = firstN((await load(d)).filter(pred), key, rank, dir, what);
      if (xs.length < rank) throw new Error(`${what}: fewer than ${rank} rows`);
      return needName(a, names(xs[rank - 1]!), what);
    },
  /**
   * The percent change of the total of `value` from the rows passing `from` to the rows passing
   * `to`: the size of the change in percent, and its direction (up or down) said first.
   */
  pctChange:
    <R>(load: Load<R>, from: (r: R) => boolean, to: (r: R) => boolean, value: (r: R) => number, what: string): Check =>
    async (a, d) => {
      const rows = await load(d);
      const before = sum(rows.filter(from).map(value));
      const after = sum(rows.filter(to).map(value));
      if (before === 0) throw new Error(`${what}: the first total is 0`);
      const change = pct(after - before, before);
      const [right, wrong] = change > 0 ? [UP, DOWN] : [DOWN, UP];
      const lead = leadOf(a.text);
      // A signed figure ("+28.8%", "-12%") states the direction as well as a word does.
      const signed = (change > 0 ? /\+\s?\d[\d.,]*\s?%/ : /(?:^|[\s(])[-\u2212]\s?\d[\d.,]*\s?%/).test(lead);
      const direction = needName(a, right, `${what}: the direction (${change > 0 ? 'up' : 'down'})`);
      // (a percent with a minus, "(-17.7%)", is read for its size: the judge reads no number after a dash)
      const sized = { ...a, text: a.text.replace(/(^|[\s(])[-\u2212](?=\s?\d[\d.,]*\s?%)/g, '$1') };
      const r = all(needPercent(sized, Math.abs(change), what), signed ? null : direction);
      if (r) return r;
      if (signed) return null;
      return firstOf(lead, wrong) < firstOf(lead, right)
        ? `expected ${what} to go ${change > 0 ? 'up' : 'down'}; the direct answer says otherwise first`
        : null;
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

export const BU = {
  /** How many US CRM accounts are in the state of the account a named territory contact works at. */
  crmAccountsInStateOfContact:
    (name: string): Check =>
    async (a, d) => {
      const c = byName(await d.territoryContacts(), name);
      const acc = (await load(d, 'all')).find((x) => x.id === c.account_id);
      if (!acc) throw new Error(`${name} works at no known account`);
      const n = (await usAccounts(d)).filter((x) => x.state === acc.state).length;
      return needNumber(a, n, 'count', `CRM accounts in ${acc.state}, the state of ${acc.name} (${name})`);
    },
  /** Which of the states holds more accounts counting the territory (mine and third-party) and the US CRM accounts together. */
  combinedCompare:
    (...codes: string[]): Check =>
    async (a, d) => {
      const t = await load(d, 'all');
      const crm = await usAccounts(d);
      const counts = codes.map((st) => t.filter((x) => x.state === st).length + crm.filter((x) => x.state === st).length);
      const w = counts.indexOf(only(counts, (n) => n, 'max', 'combined accounts per state'));
      const options = codes.map((st) => [st, US_STATES[st] ?? st]);
      return needFirst(
        a,
        options,
        w,
        `state with more accounts in both systems (${codes.map((st, i) => `${st} ${counts[i]}`).join(', ')})`,
        indexOfState,
      );
    },
  /** How many territory contacts (at any account) work at accounts in the US state holding the most/fewest CRM contacts. */
  territoryContactsInCrmTopState:
    (dir: Dir): Check =>
    async (a, d) => {
      const stateOf = new Map((await usAccounts(d)).map((x) => [x.id, x.state!]));
      const g = groups(
        await d.crmContacts(),
        (c) => stateOf.get(c.account_id),
        (xs) => xs.length,
      );
      const state = only(g, (x) => x.value, dir, 'US states by CRM contacts').key;
      const n = (await contactsAt(d, 'all', (x) => x.state === state)).length;
      return needNumber(a, n, 'count', `territory contacts in ${state}, the state with the ${dir} CRM contacts`);
    },
  /** The average revenue of the territory accounts of `s` in the state of the US CRM account with the largest annual revenue. */
  territoryAvgInStateOfCrmTop:
    (s: Src): Check =>
    async (a, d) => {
      const top = only(await usAccounts(d), (x) => x.annual_revenue ?? 0, 'max', 'largest US CRM account');
      const xs = (await load(d, s)).filter((x) => x.state === top.state).map((x) => x.revenue);
      if (xs.length === 0) throw new Error(`no account of ${label(s)} in ${top.state}`);
      return needNumber(a, avg(xs), 'money', `average revenue of ${label(s)} in ${top.state}, the state of ${top.name}`);
    },
  /** The average annual revenue of the US CRM accounts in the state of the largest/smallest account of `s`. */
  crmAvgRevenueInStateOfPick:
    (s: Src, dir: Dir): Check =>
    async (a, d) => {
      const acc = only(await load(d, s), (x) => x.revenue, dir, `${dir} revenue of ${label(s)}`);
      const xs = (await usAccounts(d)).filter((x) => x.state === acc.state).map((x) => x.annual_revenue ?? 0);
      if (xs.length === 0) throw new Error(`no CRM account in ${acc.state}`);
      return needNumber(a, avg(xs), 'money', `average annual revenue of the CRM accounts in ${acc.state}, the state of ${acc.name}`);
    },
};
