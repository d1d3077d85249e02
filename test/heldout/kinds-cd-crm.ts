// The CRM kinds of held-out question that sets A and B do not ask, used by sets C and D (see
// kinds-cd.ts): opportunities joined with their accounts, shares, top-N, comparisons, an
// account's facts by name, the people and titles at an account, a contact's department.

import type { CrmAccount, CrmContact, CrmOpportunity, DataAccess } from './data.js';
import { byName, leadOf, mentions, needAllNames, needList, needName, needNumber, needYesNo, type Check, type Dir } from './judge.js';
import { firstN, needFirst, needPercent, only, pct, withAliases } from './kinds-cd.js';

type Load<R> = (d: DataAccess) => Promise<R[]>;

/** An opportunity with its account (for questions by region, industry or country). */
export type JOpp = CrmOpportunity & { acc: CrmAccount };
export const JOPPS: Load<JOpp> = async (d) => {
  const accounts = new Map((await d.crmAccounts()).map((x) => [x.id, x]));
  return (await d.crmOpportunities()).map((o) => ({ ...o, acc: accounts.get(o.account_id)! }));
};

const fullName = (c: CrmContact): string => `${c.first_name} ${c.last_name}`;
const crmAccount = async (d: DataAccess, name: string): Promise<CrmAccount> => byName(await d.crmAccounts(), name);
const contactsOf = async (d: DataAccess, acc: CrmAccount): Promise<CrmContact[]> =>
  (await d.crmContacts()).filter((c) => c.account_id === acc.id);

/** Whether a date (YYYY-MM-DD) lies in [from, to] (both YYYY-MM-DD, inclusive). */
export const between =
  (from: string, to: string) =>
  (date: string | null): boolean =>
    date !== null && date >= from && date <= to;

export const CX = {
  /** Share (percent) of the rows passing `of` that also pass `pred`. */
  share:
    <R>(load: Load<R>, pred: (r: R) => boolean, what: string, of: (r: R) => boolean = () => true): Check =>
    async (a, d) => {
      const xs = (await load(d)).filter(of);
      return needPercent(a, pct(xs.filter(pred).length, xs.length), what);
    },
  /** The n rows with the largest/smallest `key` among those passing `pred`, and no other row. */
  topN:
    <R>(load: Load<R>, pred: (r: R) => boolean, key: (r: R) => number, n: number, dir: Dir, name: (r: R) => string, what: string): Check =>
    async (a, d) => {
      const rows = await load(d);
      const top = firstN(rows.filter(pred), key, n, dir, what).map(name);
      if (new Set(top).size !== top.length) throw new Error(`${what}: two of the top rows share a name`);
      return needList(a, top, rows.map(name), what);
    },
  /** Which option has more rows ("more leads from X or from Y?"); each option: names the answer may use, and its rows. */
  compare:
    <R>(load: Load<R>, options: { names: string[]; pred: (r: R) => boolean }[], what: string): Check =>
    async (a, d) => {
      const rows = await load(d);
      const counts = options.map((o) => rows.filter(o.pred).length);
      const w = counts.indexOf(only(counts, (n) => n, 'max', what));
      return needFirst(
        a,
        options.map((o) => o.names),
        w,
        what,
      );
    },
  /**
   * A fact of a named account: a number (revenue, employees) or a text (industry, city, country)
   * in the direct answer, or anywhere when the answer shows that account and no other.
   */
  fact:
    (name: string, field: keyof CrmAccount, unit: 'money' | 'count' | 'text'): Check =>
    async (a, d) => {
      const accounts = await d.crmAccounts();
      const acc = byName(accounts, name);
      const value = acc[field];
      if (value === null || typeof value === 'boolean') throw new Error(`${name} has no ${field}`);
      const others = accounts.map((x) => x.name);
      if (unit !== 'text') return needNumber(a, Number(value), unit, `${field} of ${name}`, { name, others });
      const alone = mentions(a.text, name) && !others.some((n) => n.toLowerCase() !== name.toLowerCase() && mentions(a.text, n));
      const where = alone ? a.text : leadOf(a.text);
      const hit = withAliases(String(value)).some((v) => mentions(where, v));
      return needAllNames({ ...a, text: hit ? String(value) : where }, [String(value)], `${field} of ${name}`);
    },
  /** The contacts with `title` at a named account, every one and no other of its contacts. */
  withTitleAt:
    (name: string, title: string): Check =>
    async (a, d) => {
      const cs = await contactsOf(d, await crmAccount(d, name));
      const hit = cs.filter((c) => c.job_title === title).map(fullName);
      if (hit.length === 0) throw new Error(`${name} has no ${title}`);
      return needList(a, hit, cs.map(fullName), `${title} at ${name}`);
    },
  /** The distinct job titles at a named account, every one and no other title. */
  titlesAt:
    (name: string): Check =>
    async (a, d) => {
      const titles = [...new Set((await contactsOf(d, await crmAccount(d, name))).map((c) => c.job_title ?? ''))].filter((t) => t);
      const every = [...new Set((await d.crmContacts()).map((c) => c.job_title ?? ''))].filter((t) => t);
      return needList(a, titles, every, `job titles at ${name}`);
    },
  /** The department of a named contact. */
  deptOf:
    (name: string): Check =>
    async (a, d) => {
      const hit = (await d.crmContacts()).filter((c) => fullName(c).toLowerCase() === name.toLowerCase());
      if (hit.length !== 1 || !hit[0]!.department) throw new Error(`${hit.length} contacts named ${name} (the question assumes one)`);
      return needName(a, [hit[0]!.department], `department of ${name}`);
    },
  /** How many contacts a named account has. */
  contactCountOf:
    (name: string): Check =>
    async (a, d) =>
      needNumber(a, (await contactsOf(d, await crmAccount(d, name))).length, 'count', `contacts at ${name}`),
  /** The largest/smallest opportunity of a named account (its full name, or the deal part when unique there). */
  oppTopOf:
    (name: string, dir: Dir): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, name);
      const os = (await d.crmOpportunities()).filter((o) => o.account_id === acc.id);
      const top = only(os, (o) => o.value, dir, `opportunities of ${name}`);
      const deal = top.name.startsWith(`${acc.name} - `) ? top.name.slice(acc.name.length + 3) : '';
      const unique = deal !== '' && os.filter((o) => o.name === top.name).length === 1;
      return needName(a, unique ? [top.name, deal] : [top.name], `${dir} opportunity of ${name}`);
    },
  /** Whether a named account has an opportunity in `stage`. */
  oppStageOf:
    (name: string, stage: string): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, name);
      const n = (await d.crmOpportunities()).filter((o) => o.account_id === acc.id && o.stage === stage).length;
      return needYesNo(a, n > 0, `${stage} opportunity at ${name}`, n);
    },
};
