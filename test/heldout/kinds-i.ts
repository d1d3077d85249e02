// Kinds of held-out question that sets A to G do not ask, used by set I: a breakdown (every
// group with its count: accounts per state, deals per stage, leads per status), how many
// distinct job titles a set of accounts has, how many accounts out-earn a named one, the
// people sharing a surname, contacts per account, the gap between two averages, a ranked
// list in order, a role at the largest account of a campaign; in the CRM, a role at the
// largest account of a country, the n-th largest deal of an account, what a deal is about,
// a contact's phone, the leads from one company, the e-mail of an account's primary contact,
// an account's deals filtered by a set of stages, and dates relative to today. Every expected
// figure is computed from the APIs' data when the checker runs.

import type { CrmAccount, CrmContact, CrmLead, CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import {
  all,
  avg,
  byName,
  groups,
  leadOf,
  mentions,
  needList,
  needName,
  needNumber,
  needState,
  needYesNo,
  numberMatches,
  numbersIn,
  US_STATES,
  type Answer,
  type Check,
  type Dir,
} from './judge.js';
import {
  firstN,
  indexOfName,
  only,
  some,
  type Src,
  loadAccounts as load,
  srcLabel as label,
  everyAccountName as everyName,
} from './kinds-cd.js';
import { needDecimal } from './kinds-f.js';

// ---------------------------------------------------------------------------------------------
// Shared pieces.

type AccPred = (x: TerritoryAccount) => boolean;
type Load<R> = (d: DataAccess) => Promise<R[]>;

const everyContact = async (d: DataAccess): Promise<string[]> => (await d.territoryContacts()).map((c) => c.name);

/** The contacts at the accounts of `s` passing `pred`. */
async function contactsAt(d: DataAccess, s: Src, pred: AccPred = () => true): Promise<TerritoryContact[]> {
  const ids = new Set((await load(d, s)).filter(pred).map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
}

const fullName = (c: { first_name: string; last_name: string }): string => `${c.first_name} ${c.last_name}`;

/** Today as YYYY-MM-DD (UTC), read when a checker runs: for questions relative to today. */
export const today = (): string => new Date().toISOString().slice(0, 10);
/** This year (UTC), read when a checker runs. */
export const thisYear = (): number => new Date().getUTCFullYear();

/** Where `name` occurs in `text` as whole words (a state code in capitals; else letter case, spacing and dashes ignored). */
function occurrences(text: string, name: string): { at: number; end: number }[] {
  const body = /^[A-Z]{2}$/.test(name)
    ? name
    : name
        .split(/[\s_\u2013\u2014-]+/)
        .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\&|&/g, '(?:&|and)'))
        .join('[\\s_\\u2013\\u2014-]+');
  const re = new RegExp(`(?<![A-Za-z0-9])${body}(?![A-Za-z0-9])`, /^[A-Z]{2}$/.test(name) ? 'g' : 'gi');
  return [...text.matchAll(re)].map((m) => ({ at: m.index, end: m.index + m[0].length }));
}

/** One group of a breakdown: the names it may be written by, and its figure. */
export interface Part {
  names: string[];
  value: number;
}

/**
 * A breakdown: every group is named with its own figure next to it, on the same line, after
 * its name (up to the next group's name) or before it (from the previous group's name).
 */
export function needBreakdown(a: Answer, parts: Part[], unit: 'count' | 'money', what: string, state = false): string | null {
  const reasons: (string | null)[] = [];
  const lines = a.text.split('\n');
  const allNames = parts.flatMap((p) => p.names);
  for (const p of parts) {
    const line = lines.find((l) => p.names.some((n) => occurrences(l, n).length > 0)) ?? '';
    reasons.push(state ? needState({ ...a, text: line }, [p.names[0]!], what) : needName({ ...a, text: line }, p.names, what));
    const windows: string[] = [];
    for (const l of lines) {
      const marks = allNames
        .flatMap((n) => occurrences(l, n).map((o) => ({ ...o, mine: p.names.includes(n) })))
        .sort((x, y) => x.at - y.at);
      marks.forEach((m, i) => {
        if (!m.mine) return;
        windows.push(l.slice(m.end, marks[i + 1]?.at ?? l.length), l.slice(marks[i - 1]?.end ?? 0, m.at));
      });
    }
    const hit = windows.find((w) => numbersIn(w).some((n) => numberMatches(n, p.value, unit)));
    reasons.push(needNumber({ ...a, text: hit ?? '' }, p.value, unit, `${what}: ${p.names[0]} with its own figure`));
  }
  return all(...reasons);
}

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TI = {
  /** How many accounts of `s` each state has: every state with its count. */
  stateBreakdown:
    (s: Src): Check =>
    async (a, d) => {
      const g = groups(
        await load(d, s),
        (x) => x.state,
        (xs) => xs.length,
      );
      const parts = g.map((x) => ({ names: [x.key, US_STATES[x.key] ?? x.key], value: x.value }));
      return needBreakdown(a, parts, 'count', `${label(s)} per state`, true);
    },
  /** How many distinct job titles the contacts at the accounts of `s` passing `pred` hold. */
  distinctTitles:
    (s: Src, pred: AccPred, what: string): Check =>
    async (a, d) =>
      needNumber(
        a,
        new Set((await contactsAt(d, s, pred)).map((c) => c.job_title)).size,
        'count',
        `distinct job titles at ${label(s)} ${what}`,
      ),
  /** How many accounts of `s` have more revenue than the named account. */
  countAbove:
    (s: Src, name: string): Check =>
    async (a, d) => {
      const ref = byName(await load(d, 'all'), name);
      return needNumber(a, (await load(d, s)).filter((x) => x.revenue > ref.revenue).length, 'count', `${label(s)} above ${name}`);
    },
  /** The contacts at the accounts of `s` whose last name is `last`, every one and no other. */
  bySurname:
    (s: Src, last: string): Check =>
    async (a, d) => {
      const hit = (await contactsAt(d, s)).filter((c) => c.name.split(' ').at(-1)!.toLowerCase() === last.toLowerCase()).map((c) => c.name);
      return needList(a, some(hit, `${last} at ${label(s)}`), await everyContact(d), `contacts called ${last} at ${label(s)}`);
    },
  /** The average number of contacts per account of `s` (to at least one decimal). */
  contactsPerAccount:
    (s: Src): Check =>
    async (a, d) => {
      const xs = await load(d, s);
      return needDecimal(a, (await contactsAt(d, s)).length / xs.length, `contacts per account (${label(s)})`);
    },
  /** The gap between the average revenue of two sets of accounts. */
  avgGap:
    (x: Src, y: Src): Check =>
    async (a, d) => {
      const mean = async (s: Src): Promise<number> => avg((await load(d, s)).map((acc) => acc.revenue));
      return needNumber(
        a,
        Math.abs((await mean(x)) - (await mean(y))),
        'money',
        `gap between the average revenue of ${label(x)} and ${label(y)}`,
      );
    },
  /** The accounts of `s` passing `pred`, every one and no other, in order of revenue (`dir` first). */
  ranked:
    (s: Src, pred: AccPred, dir: Dir, what: string): Check =>
    async (a, d) => {
      const xs = (await load(d, s)).filter(pred);
      const sorted = firstN(xs, (x) => x.revenue, xs.length, dir, what);
      if (sorted.some((x, i) => i > 0 && x.revenue === sorted[i - 1]!.revenue)) throw new Error(`${what}: two accounts tie on revenue`);
      const order = sorted.map((x) => x.name);
      const listed = needList(a, some(order, what), await everyName(d), `${label(s)} ${what}`);
      if (listed) return listed;
      const at = order.map((n) => indexOfName(a.text, n));
      const bad = at.findIndex((i, k) => k > 0 && i < at[k - 1]!);
      return bad < 0
        ? null
        : `${label(s)} ${what}: expected ${order.join(' > ')} in that order; ${order[bad]} comes before ${order[bad - 1]}`;
    },
  /** The contacts with `title` at the largest (by revenue) account of `s`, or "no one". */
  titleAtTopOf:
    (s: Src, title: string): Check =>
    async (a, d) => {
      const acc = only(await load(d, s), (x) => x.revenue, 'max', `largest of ${label(s)}`);
      const names = (await d.territoryContacts({ account_id: acc.id, job_title: title })).map((c) => c.name);
      if (names.length === 0) return needYesNo(a, false, `a ${title} at ${acc.name}`, 0);
      return needList(a, names, await everyContact(d), `${title} at ${acc.name}, the largest of ${label(s)}`);
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

const crmAccount = async (d: DataAccess, name: string): Promise<CrmAccount> => byName(await d.crmAccounts(), name);
const oppsOf = async (d: DataAccess, acc: CrmAccount): Promise<CrmOpportunity[]> =>
  (await d.crmOpportunities()).filter((o) => o.account_id === acc.id);

/** The one CRM contact called `name` (first and last name, case-insensitive). */
async function contactNamed(d: DataAccess, name: string): Promise<CrmContact> {
  const hit = (await d.crmContacts()).filter((c) => fullName(c).toLowerCase() === name.toLowerCase());
  if (hit.length !== 1) throw new Error(`${hit.length} contacts named ${name} (the question assumes one)`);
  return hit[0]!;
}

/** Fields the API returns that data.ts does not type (the rows carry every field of the schema). */
type Extra<R> = R & { phone?: string | null; notes?: string | null; description?: string | null };
export const extra = <R>(r: R): Extra<R> => r as Extra<R>;

export const CI = {
  /** How many rows passing `pred` each value of `by` has: every group with its count. */
  breakdown:
    <R>(load: Load<R>, pred: (r: R) => boolean, by: (r: R) => string | null, what: string): Check =>
    async (a, d) => {
      const g = groups((await load(d)).filter(pred), by, (xs) => xs.length);
      return needBreakdown(
        a,
        g.map((x) => ({ names: [x.key], value: x.value })),
        'count',
        what,
      );
    },
  /** The contacts with `title` at the account with the largest annual revenue among those passing `pred`. */
  titleAtTop:
    (pred: (x: CrmAccount) => boolean, title: string, what: string): Check =>
    async (a, d) => {
      const acc = only((await d.crmAccounts()).filter(pred), (x) => x.annual_revenue ?? 0, 'max', what);
      const cs = (await d.crmContacts()).filter((c) => c.account_id === acc.id);
      const hit = cs.filter((c) => c.job_title === title).map(fullName);
      return needList(a, some(hit, `${title} at ${acc.name}`), cs.map(fullName), `${title} at ${acc.name} (${what})`);
    },
  /** The deal ranked `rank` by value at a named account: its value, and its name (or the deal part). */
  nthOpp:
    (account: string, rank: number): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, account);
      const o = firstN(await oppsOf(d, acc), (x) => x.value, rank, 'max', `deals of ${account}`)[rank - 1]!;
      const deal = o.name.startsWith(`${acc.name} - `) ? o.name.slice(acc.name.length + 3) : o.name;
      return all(
        needNumber(a, o.value, 'money', `value of deal #${rank} of ${account}`),
        needName(a, [o.name, deal], `deal #${rank} of ${account}`),
      );
    },
  /** What a named opportunity is about: its description (the part after "<deal>: "). */
  oppDescription:
    (name: string): Check =>
    async (a, d) => {
      const hit = (await d.crmOpportunities()).filter((o) => o.name.toLowerCase() === name.toLowerCase());
      if (hit.length !== 1) throw new Error(`${hit.length} opportunities named ${name} (the question assumes one)`);
      const text = extra(hit[0]!).description;
      if (!text) throw new Error(`${name} has no description`);
      return needName({ ...a, text: a.text.split('\n').join(' ') }, [text, text.replace(/^[^:]*:\s*/, '')], `description of ${name}`);
    },
  /** The phone number of a named CRM contact (as stored, or its digits). */
  contactPhone:
    (name: string): Check =>
    async (a, d) => {
      const phone = extra(await contactNamed(d, name)).phone;
      if (!phone) throw new Error(`${name} has no phone`);
      const digits = (s: string): string => s.replace(/\D/g, '');
      const hit = mentions(a.text, phone) || digits(a.text).includes(digits(phone));
      return needName({ ...a, text: hit ? phone : leadOf(a.text) }, [phone], `phone of ${name}`);
    },
  /** The leads whose company is `company`, every one and no other lead. */
  leadsAt:
    (company: string): Check =>
    async (a, d) => {
      const leads: CrmLead[] = await d.crmLeads();
      const hit = leads.filter((l) => (l.company ?? '').toLowerCase() === company.toLowerCase()).map(fullName);
      return needList(a, some(hit, `leads at ${company}`), leads.map(fullName), `leads at ${company}`);
    },
  /** The e-mail address of a named account's primary contact. */
  primaryEmail:
    (account: string): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, account);
      const p = only(
        (await d.crmContacts()).filter((c) => c.account_id === acc.id && c.is_primary),
        () => 0,
        'max',
        `primary contact of ${account}`,
      );
      return needName({ ...a, text: a.text.split('\n').join(' ') }, [p.email], `e-mail of ${fullName(p)}, primary at ${account}`);
    },
  /** The opportunities of a named account passing `pred`, every one and none of its others. */
  oppsWhere:
    (account: string, pred: (o: CrmOpportunity) => boolean, what: string): Check =>
    async (a, d) => {
      const os = await oppsOf(d, await crmAccount(d, account));
      const hit = [...new Set(os.filter(pred).map((o) => o.name))];
      const rest = os.filter((o) => !pred(o)).map((o) => o.name);
      if (rest.some((n) => hit.includes(n))) throw new Error(`${account}: a deal name is both ${what} and not`);
      return needList(a, some(hit, `${what} of ${account}`), rest, `${what} opportunities of ${account}`);
    },
};
