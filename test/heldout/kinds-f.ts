// Kinds of held-out question that sets A to E do not ask, used by set F: the state holding the
// most people of a job title, accounts that have every one of several roles, contact names
// found at more than one account, a contact looked up by e-mail, campaigns compared by size,
// the revenue gap between my book and the third-party accounts, states by their contacts; in
// the CRM, a named opportunity's value and win probability, the people of one department at
// an account, stages compared by money, the gap between two filtered sums and the average
// number of opportunities per account. Every expected figure is computed from the APIs' data
// when the checker runs.

import type { CrmOpportunity, DataAccess, TerritoryContact } from './data.js';
import {
  byName,
  fmt,
  groups,
  leadOf,
  needList,
  needName,
  needNumber,
  needState,
  numbersIn,
  sum,
  type Answer,
  type Check,
  type Dir,
} from './judge.js';
import { needFirst, only, some, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';

// ---------------------------------------------------------------------------------------------
// Shared pieces.

/** The contacts (optionally of one title) at the accounts of `s`. */
async function contactsIn(d: DataAccess, s: Src, title?: string): Promise<TerritoryContact[]> {
  const ids = new Set((await load(d, s)).map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id) && (title === undefined || c.job_title === title));
}

const clip = (s: string, n = 160): string => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > n ? `${one.slice(0, n)}…` : one;
};

/**
 * A figure with decimals (an average of counts): stated as needNumber reads it, and, unless the
 * truth is a whole number, shown to at least one decimal and right to the precision shown.
 */
export function needDecimal(a: Answer, expected: number, what: string): string | null {
  const r = needNumber(a, expected, 'plain', what);
  if (r !== null || Number.isInteger(expected)) return r;
  const lead = leadOf(a.text);
  if (numbersIn(lead).some((n) => n.step <= 0.1 && Math.abs(n.value - expected) <= n.step / 2 + 1e-9)) return null;
  return `expected ${what} = ${fmt(Math.round(expected * 100) / 100)} (to at least one decimal) in the direct answer; got "${clip(lead)}"`;
}

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TF = {
  /** The state whose accounts of `s` hold the most/fewest contacts with `title`. */
  stateByTitle:
    (s: Src, title: string, dir: Dir): Check =>
    async (a, d) => {
      const state = new Map((await load(d, s)).map((x) => [x.id, x.state]));
      const g = groups(
        await contactsIn(d, s, title),
        (c) => state.get(c.account_id),
        (cs) => cs.length,
      );
      return needState(a, [only(g, (x) => x.value, dir, `states by ${title}`).key], `state with the ${dir} ${title}s (${label(s)})`);
    },
  /** The state whose accounts of `s` hold the most/fewest contacts in all. */
  stateByContacts:
    (s: Src, dir: Dir): Check =>
    async (a, d) => {
      const state = new Map((await load(d, s)).map((x) => [x.id, x.state]));
      const g = groups(
        await contactsIn(d, s),
        (c) => state.get(c.account_id),
        (cs) => cs.length,
      );
      return needState(a, [only(g, (x) => x.value, dir, 'states by contacts').key], `state with the ${dir} contacts (${label(s)})`);
    },
  /** The accounts of `s` that have a contact with every one of `titles`. */
  accountsWithAllTitles:
    (s: Src, titles: string[]): Check =>
    async (a, d) => {
      const cs = await contactsIn(d, s);
      const hit = (await load(d, s))
        .filter((x) => titles.every((t) => cs.some((c) => c.account_id === x.id && c.job_title === t)))
        .map((x) => x.name);
      const every = (await load(d, 'all')).map((x) => x.name);
      return needList(a, some(hit, `accounts with ${titles.join(' and ')}`), every, `${label(s)} with ${titles.join(' and ')}`);
    },
  /** The contact names found at more than one account of `s`. */
  peopleAtSeveral:
    (s: Src): Check =>
    async (a, d) => {
      const cs = await contactsIn(d, s);
      const accountsOf = new Map<string, Set<string>>();
      for (const c of cs) accountsOf.set(c.name, (accountsOf.get(c.name) ?? new Set()).add(c.account_id));
      const hit = [...accountsOf].filter(([, ids]) => ids.size > 1).map(([name]) => name);
      const every = (await d.territoryContacts()).map((c) => c.name);
      return needList(a, some(hit, 'names at several accounts'), every, `contact names at more than one of ${label(s)}`);
    },
  /** The contact with the e-mail address `email`. */
  contactByEmail:
    (email: string): Check =>
    async (a, d) => {
      const hit = (await d.territoryContacts()).filter((c) => c.email.toLowerCase() === email.toLowerCase());
      if (hit.length !== 1) throw new Error(`${hit.length} contacts have the e-mail ${email} (the question assumes one)`);
      return needName(a, [hit[0]!.name], `contact with the e-mail ${email}`);
    },
  /** Which of the campaigns selects more accounts (the winner named first). */
  compareCampaigns:
    (...campaigns: string[]): Check =>
    async (a, d) => {
      const counts = await Promise.all(campaigns.map(async (c) => (await d.thirdPartyAccounts(c)).length));
      const w = counts.indexOf(only(counts, (n) => n, 'max', 'compared campaigns'));
      return needFirst(
        a,
        campaigns.map((c) => [c]),
        w,
        'campaign with more accounts',
      );
    },
  /** The gap between the total revenue of two sets of accounts. */
  totalGap:
    (x: Src, y: Src): Check =>
    async (a, d) => {
      const total = async (s: Src): Promise<number> => sum((await load(d, s)).map((acc) => acc.revenue));
      return needNumber(a, Math.abs((await total(x)) - (await total(y))), 'money', `total revenue gap, ${label(x)} vs ${label(y)}`);
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

type Load<R> = (d: DataAccess) => Promise<R[]>;

/** The one opportunity called `name` (case-insensitive). */
async function opportunity(d: DataAccess, name: string): Promise<CrmOpportunity> {
  const hit = (await d.crmOpportunities()).filter((o) => o.name.toLowerCase() === name.toLowerCase());
  if (hit.length !== 1) throw new Error(`${hit.length} opportunities named ${name} (the question assumes one)`);
  return hit[0]!;
}

const fullName = (c: { first_name: string; last_name: string }): string => `${c.first_name} ${c.last_name}`;

export const CF = {
  /** The value of a named opportunity (in the direct answer, or anywhere when only that deal is shown). */
  oppValue:
    (name: string): Check =>
    async (a, d) => {
      const o = await opportunity(d, name);
      const others = (await d.crmOpportunities()).map((x) => x.name);
      return needNumber(a, o.value, 'money', `value of ${name}`, { name, others });
    },
  /** The win probability of a named opportunity, in percent ("76%") or as a fraction ("0.76"). */
  oppProbability:
    (name: string): Check =>
    async (a, d) => {
      const o = await opportunity(d, name);
      if (o.probability === null) throw new Error(`${name} has no probability`);
      const r = needNumber(a, o.probability * 100, 'plain', `probability of ${name} (percent)`);
      if (r === null) return null;
      const p = o.probability;
      const fraction = numbersIn(leadOf(a.text)).some((n) => n.value <= 1 && n.step <= 0.01 && Math.abs(n.value - p) <= n.step / 2 + 1e-9);
      return fraction ? null : r;
    },
  /** The contacts of a named account working in `department`, every one and no other of its contacts. */
  deptAt:
    (account: string, department: string): Check =>
    async (a, d) => {
      const acc = byName(await d.crmAccounts(), account);
      const cs = (await d.crmContacts()).filter((c) => c.account_id === acc.id);
      const hit = cs.filter((c) => c.department === department).map(fullName);
      return needList(a, some(hit, `${department} at ${account}`), cs.map(fullName), `${department} people at ${account}`);
    },
  /** Which option holds more money (sum of `value` over its rows), the winner named first. */
  compareSum:
    <R>(load: Load<R>, options: { names: string[]; pred: (r: R) => boolean }[], value: (r: R) => number, what: string): Check =>
    async (a, d) => {
      const rows = await load(d);
      const totals = options.map((o) => sum(rows.filter(o.pred).map(value)));
      const w = totals.indexOf(only(totals, (n) => n, 'max', what));
      return needFirst(
        a,
        options.map((o) => o.names),
        w,
        what,
      );
    },
  /** How much the sum of `value` over the rows passing `x` exceeds (or falls short of) the one over `y`. */
  sumGap:
    <R>(load: Load<R>, x: (r: R) => boolean, y: (r: R) => boolean, value: (r: R) => number, what: string): Check =>
    async (a, d) => {
      const rows = await load(d);
      const gap = sum(rows.filter(x).map(value)) - sum(rows.filter(y).map(value));
      return needNumber(a, Math.abs(gap), 'money', what);
    },
  /** The average number of opportunities per account, over the accounts passing `pred`. */
  oppsPerAccount:
    (pred: (x: { region: string | null; country: string | null; industry: string | null }) => boolean, what: string): Check =>
    async (a, d) => {
      const ids = new Set((await d.crmAccounts()).filter(pred).map((x) => x.id));
      if (ids.size === 0) throw new Error(`${what}: no account matches`);
      const n = (await d.crmOpportunities()).filter((o) => ids.has(o.account_id)).length;
      return needDecimal(a, n / ids.size, what);
    },
};
