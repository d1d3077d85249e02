// Kinds of held-out question that sets A to D do not ask, used by set E: states compared by
// revenue, the spread between the largest and smallest account, a state's share of revenue,
// facts of the account a contact works at, accounts above the average, accounts lacking a
// role; in the CRM, contacts joined with their accounts, medians, a contact's e-mail, a lead's
// facts by name, the busiest close month, distinct values and the top groups of a ranking.
// Every expected figure is computed from the APIs' data when the checker runs.

import type { CrmAccount, CrmContact, CrmLead, DataAccess, TerritoryAccount } from './data.js';
import {
  avg,
  byName,
  groups,
  leadOf,
  mentions,
  needAllNames,
  needDecline,
  needList,
  needName,
  needNumber,
  needState,
  sum,
  US_STATES,
  type Check,
  type Dir,
} from './judge.js';
import { firstN, needFirst, needPercent, only, pct, type Src } from './kinds-cd.js';

// ---------------------------------------------------------------------------------------------
// Territory API.

type AccPred = (x: TerritoryAccount) => boolean;

const load = async (d: DataAccess, s: Src): Promise<TerritoryAccount[]> => {
  if (s === 'my') return d.myAccounts();
  if (s === 'tp') return d.thirdPartyAccounts();
  if (s === 'all') return [...(await d.myAccounts()), ...(await d.thirdPartyAccounts())];
  return d.thirdPartyAccounts(s.campaign);
};
const label = (s: Src): string =>
  s === 'my' ? 'my accounts' : s === 'tp' ? 'third-party accounts' : s === 'all' ? 'all accounts' : `${s.campaign} accounts`;

/** The account a named contact works at. */
async function accountOfContact(d: DataAccess, name: string): Promise<TerritoryAccount> {
  const c = byName(await d.territoryContacts(), name);
  const acc = (await load(d, 'all')).find((x) => x.id === c.account_id);
  if (!acc) throw new Error(`${name} works at no known account`);
  return acc;
}

/** Where a state first occurs in a text: its code in capitals, or its name as words. */
function indexOfState(text: string, name: string): number {
  if (!/^[A-Z]{2}$/.test(name)) {
    const t = text.toLowerCase();
    const n = name.toLowerCase();
    for (let i = t.indexOf(n); i >= 0; i = t.indexOf(n, i + 1)) {
      if (!/[a-z0-9]/.test(t[i - 1] ?? '') && !/[a-z0-9]/.test(t[i + n.length] ?? '')) return i;
    }
    return -1;
  }
  return new RegExp(`(?<![A-Za-z])${name}(?![A-Za-z])`).exec(text)?.index ?? -1;
}

export const TE = {
  /** Which of the states has the larger total revenue over the accounts of `s` (the winner named first). */
  compareStateRevenue:
    (s: Src, ...codes: string[]): Check =>
    async (a, d) => {
      const xs = await load(d, s);
      const totals = codes.map((c) => sum(xs.filter((x) => x.state === c).map((x) => x.revenue)));
      const w = totals.indexOf(only(totals, (n) => n, 'max', 'compared states'));
      const options = codes.map((c) => [c, US_STATES[c] ?? c]);
      return needFirst(a, options, w, `state with more revenue among ${label(s)}`, indexOfState);
    },
  /** The gap between the largest and the smallest revenue among the accounts of `s` passing `pred`. */
  spread:
    (s: Src, pred: AccPred = () => true): Check =>
    async (a, d) => {
      const rs = (await load(d, s)).filter(pred).map((x) => x.revenue);
      if (rs.length < 2) throw new Error(`spread of ${label(s)}: fewer than two accounts`);
      return needNumber(a, Math.max(...rs) - Math.min(...rs), 'money', `revenue spread of ${label(s)}`);
    },
  /** Share (percent) of the total revenue of `s` that the accounts passing `pred` bring in. */
  revenueShare:
    (s: Src, pred: AccPred, what: string): Check =>
    async (a, d) => {
      const xs = await load(d, s);
      const part = sum(xs.filter(pred).map((x) => x.revenue));
      return needPercent(a, pct(part, sum(xs.map((x) => x.revenue))), `share of ${label(s)} revenue ${what}`);
    },
  /** The revenue of the account a named contact works at. */
  revenueOfContact:
    (name: string): Check =>
    async (a, d) => {
      const acc = await accountOfContact(d, name);
      return needNumber(a, acc.revenue, 'money', `revenue of ${acc.name}, where ${name} works`);
    },
  /** The state of the account a named contact works at. */
  stateOfContact:
    (name: string): Check =>
    async (a, d) => {
      const acc = await accountOfContact(d, name);
      return needState(a, [acc.state], `state of ${acc.name}, where ${name} works`);
    },
  /** How many accounts of `s` have revenue above the average revenue of `s`. */
  aboveAverage:
    (s: Src): Check =>
    async (a, d) => {
      const xs = await load(d, s);
      const mean = avg(xs.map((x) => x.revenue));
      return needNumber(a, xs.filter((x) => x.revenue > mean).length, 'count', `${label(s)} above their average revenue`);
    },
  /** How many accounts of `s` have no contact with `title`. */
  withoutTitle:
    (s: Src, title: string): Check =>
    async (a, d) => {
      const has = new Set((await d.territoryContacts()).filter((c) => c.job_title === title).map((c) => c.account_id));
      return needNumber(a, (await load(d, s)).filter((x) => !has.has(x.id)).length, 'count', `${label(s)} without a ${title}`);
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

type Load<R> = (d: DataAccess) => Promise<R[]>;

/** A CRM contact with its account (for questions by country, region or industry). */
export type JContact = CrmContact & { acc: CrmAccount };
export const JCONTACTS: Load<JContact> = async (d) => {
  const accounts = new Map((await d.crmAccounts()).map((x) => [x.id, x]));
  return (await d.crmContacts()).map((c) => ({ ...c, acc: accounts.get(c.account_id)! }));
};

const fullName = (c: { first_name: string; last_name: string }): string => `${c.first_name} ${c.last_name}`;

const median = (xs: number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The one row called `name` (first and last name, case-insensitive). */
function byFullName<R extends { first_name: string; last_name: string }>(rows: R[], name: string, what: string): R {
  const hit = rows.filter((r) => fullName(r).toLowerCase() === name.toLowerCase());
  if (hit.length !== 1) throw new Error(`${hit.length} ${what} named ${name} (the question assumes one)`);
  return hit[0]!;
}

export const CE = {
  /** The median of a field over the rows passing `pred`. */
  median:
    <R>(load: Load<R>, pred: (r: R) => boolean, field: (r: R) => number, what: string, unit: 'money' | 'plain' = 'money'): Check =>
    async (a, d) => {
      const xs = (await load(d)).filter(pred).map(field);
      if (xs.length === 0) throw new Error(`${what}: no row matches`);
      return needNumber(a, median(xs), unit, what);
    },
  /** How many distinct values of `key` the rows passing `pred` have. */
  distinct:
    <R>(load: Load<R>, pred: (r: R) => boolean, key: (r: R) => string | null, what: string): Check =>
    async (a, d) => {
      const keys = new Set(
        (await load(d))
          .filter(pred)
          .map(key)
          .filter((k) => k !== null && k !== ''),
      );
      return needNumber(a, keys.size, 'count', what);
    },
  /** The `n` groups (by `by`) with the largest/smallest aggregate, every one and no other group. */
  topGroups:
    <R>(
      load: Load<R>,
      pred: (r: R) => boolean,
      by: (r: R) => string | null,
      agg: (rs: R[]) => number,
      n: number,
      dir: Dir,
      what: string,
    ): Check =>
    async (a, d) => {
      const rows = await load(d);
      const g = groups(rows.filter(pred), by, agg);
      const top = firstN(g, (x) => x.value, n, dir, what).map((x) => x.key);
      const every = [...new Set(rows.map(by).filter((k): k is string => k !== null && k !== ''))];
      return needList(a, top, every, what);
    },
  /** The month of `year` in which the most rows passing `pred` close (name, abbreviation or YYYY-MM). */
  busiestMonth:
    <R>(load: Load<R>, pred: (r: R) => boolean, date: (r: R) => string | null, year: number, what: string): Check =>
    async (a, d) => {
      const rows = (await load(d)).filter((r) => pred(r) && (date(r)?.startsWith(`${year}-`) ?? false));
      const g = groups(
        rows,
        (r) => date(r)!.slice(0, 7),
        (xs) => xs.length,
      );
      const ym = only(g, (x) => x.value, 'max', what).key;
      const options = MONTHS.map((m, i) => [m, `${m.slice(0, 3)} ${year}`, `${year}-${String(i + 1).padStart(2, '0')}`]);
      return needFirst(a, options, Number(ym.slice(5, 7)) - 1, what);
    },
  /** The website of a named CRM account (with or without the scheme and "www."). */
  websiteOf:
    (name: string): Check =>
    async (a, d) => {
      const accounts = await d.crmAccounts();
      const acc = byName(accounts, name);
      if (!acc.website) throw new Error(`${name} has no website`);
      const host = acc.website
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/$/, '');
      const alone =
        mentions(a.text, name) && !accounts.some((x) => x.name.toLowerCase() !== name.toLowerCase() && mentions(a.text, x.name));
      return needName({ ...a, text: alone ? a.text.split('\n').join(' ') : a.text }, [host], `website of ${name}`);
    },
  /** The e-mail address of a named CRM contact. */
  contactEmail:
    (name: string): Check =>
    async (a, d) =>
      needAllNames(a, [byFullName(await d.crmContacts(), name, 'contacts').email], `e-mail of ${name}`),
  /**
   * A fact of a named lead: a number (score) in the direct answer, or a text (company, status,
   * source, industry, job title) in the direct answer or anywhere when only that lead is shown.
   */
  leadFact:
    (name: string, field: 'company' | 'status' | 'source' | 'industry' | 'job_title' | 'score'): Check =>
    async (a, d) => {
      const leads = await d.crmLeads();
      const lead = byFullName(leads, name, 'leads');
      const value = lead[field as keyof CrmLead];
      if (value === null || value === undefined) throw new Error(`${name} has no ${field}`);
      const others = leads.map(fullName);
      if (field === 'score') return needNumber(a, Number(value), 'count', `score of ${name}`, { name, others });
      const alone = mentions(a.text, name) && !others.some((n) => n.toLowerCase() !== name.toLowerCase() && mentions(a.text, n));
      const text = String(value);
      const hit = mentions(alone ? a.text : leadOf(a.text), text);
      return needAllNames({ ...a, text: hit ? text : leadOf(a.text) }, [text], `${field} of ${name}`);
    },
};

// ---------------------------------------------------------------------------------------------
// Declines.

/** "No record called that": besides the wordings judge.ts accepts, says plainly it found nothing. */
const NOT_FOUND =
  /\b(?:no (?:[\w-]+ ){0,3}(?:named|called|matching|by (?:that|this) name)|not (?:be )?found|(?:does|do)(?:n't| not) exist|no such|no (?:records?|match(?:es)?|results?)\b|found (?:0|no|nothing)\b)/i;

/**
 * A question about a record that does not exist: declined as judge.ts reads it (no write, no
 * invented figure, says it cannot), or an answer that says no such record was found.
 */
export const notFound =
  (what: string, invented?: RegExp): Check =>
  async (a) => {
    const r = needDecline(a, what, invented);
    if (r === null || !r.includes('answered with data instead')) return r;
    return NOT_FOUND.test(leadOf(a.text)) ? null : r;
  };
