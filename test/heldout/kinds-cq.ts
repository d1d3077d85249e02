// What set CQ needs beyond the shared builders (kinds-bb.ts): calendar periods of the CRM close
// dates, the product part of an opportunity's name, a date written in any usual form, job titles
// written in full or by their usual short forms, a list of states written by code or by name, and
// a figure the user pasted to be confirmed (the true figure must be stated, and the verdict must
// not contradict it). Every expected figure, name or list is computed from the APIs' data when the
// checker runs (never hard-coded).

import type { CrmAccount, CrmContact, CrmOpportunity, DataAccess } from './data.js';
import { all, byName, leadOf, needAllNames, needList, needName, needNumber, needYesNo, US_STATES, type Check } from './judge.js';

type Get<T> = (d: DataAccess) => Promise<T>;
type Unit = 'count' | 'money' | 'plain';

/** An opportunity still being worked (neither closed-won nor closed-lost). */
export const open = (o: CrmOpportunity): boolean => o.stage !== 'closed-won' && o.stage !== 'closed-lost';

/** Close date starting with `prefix` ("2025", "2025-03"). */
export const closesIn =
  (prefix: string) =>
  (o: CrmOpportunity): boolean =>
    o.close_date !== null && o.close_date.startsWith(prefix);

/** Close date in quarter `q` (1-4) of `year`. */
export const inQuarter =
  (year: number, q: number) =>
  (o: CrmOpportunity): boolean => {
    if (o.close_date === null || !o.close_date.startsWith(`${year}-`)) return false;
    return Math.ceil(Number(o.close_date.slice(5, 7)) / 3) === q;
  };

/** The one CRM account called `name`. */
export const crmAccount = async (d: DataAccess, name: string): Promise<CrmAccount> => byName(await d.crmAccounts(), name);

/** The opportunities of one CRM account, by its name. */
export const oppsOf = async (d: DataAccess, name: string): Promise<CrmOpportunity[]> => {
  const acc = await crmAccount(d, name);
  return (await d.crmOpportunities()).filter((o) => o.account_id === acc.id);
};

/** The contacts of one CRM account, by its name. */
export const crmContactsOf = async (d: DataAccess, name: string): Promise<CrmContact[]> => {
  const acc = await crmAccount(d, name);
  return (await d.crmContacts()).filter((c) => c.account_id === acc.id);
};

/** The product part of an opportunity's name ("Ratke LLC - Pilot Project" -> "Pilot Project"). */
export const product = (o: CrmOpportunity): string => o.name.split(' - ').at(-1)!;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A day (YYYY-MM-DD) in the usual written forms. */
export function dateForms(iso: string): string[] {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const long = MONTHS[m - 1]!;
  const short = long.slice(0, 3);
  const th = d === 1 || d === 21 || d === 31 ? 'st' : d === 2 || d === 22 ? 'nd' : d === 3 || d === 23 ? 'rd' : 'th';
  const mm = String(m).padStart(2, '0');
  const dd = String(d).padStart(2, '0');
  const forms = [
    iso,
    `${long} ${d}, ${y}`,
    `${long} ${d} ${y}`,
    `${long} ${d}${th}, ${y}`,
    `${short} ${d}, ${y}`,
    `${short} ${d} ${y}`,
    `${d} ${long} ${y}`,
    `${d} ${short} ${y}`,
    `${mm}/${dd}/${y}`,
    `${m}/${d}/${y}`,
  ];
  return [...new Set(forms)];
}

/** The usual short forms of the job titles, expanded so the titles compare in full. */
const TITLE_FORMS: [RegExp, string][] = [
  [/(?<![A-Za-z])CEO(?![A-Za-z])/g, 'Chief Executive Officer'],
  [/(?<![A-Za-z])CTO(?![A-Za-z])/g, 'Chief Technology Officer'],
  [/(?<![A-Za-z])CFO(?![A-Za-z])/g, 'Chief Financial Officer'],
  [/(?<![A-Za-z])CIO(?![A-Za-z])/g, 'Chief Information Officer'],
  [/(?<![A-Za-z])VP,? (?:of )?Sales(?![A-Za-z])/g, 'Vice President of Sales'],
  [/(?<![A-Za-z])(?:Dir\.?|Director),? Marketing(?![A-Za-z])/g, 'Director of Marketing'],
];

const expandTitles = (text: string): string => TITLE_FORMS.reduce((t, [re, full]) => t.replace(re, full), text);

/** The names of one state's forms: its name (codes rewritten as names, capitals only). */
const STATE_CODE = /(?<![A-Za-z])([A-Z]{2})(?![A-Za-z])/g;
const statesWritten = (text: string): string => text.replace(STATE_CODE, (m, c: string) => US_STATES[c] ?? m);

export const CQ = {
  /** Every one of the job titles (full or short form) appears in the answer. */
  titles:
    (get: Get<string[]>, what: string): Check =>
    async (a, d) => {
      const titles = [...new Set(await get(d))];
      if (titles.length === 0) throw new Error(`${what}: no title`);
      return needAllNames({ ...a, text: expandTitles(a.text) }, titles, what);
    },

  /** Exactly the states (codes) `get` returns, written by code or by name; no other state. */
  states:
    (get: Get<string[]>, what: string): Check =>
    async (a, d) => {
      const codes = await get(d);
      if (codes.length === 0) throw new Error(`${what}: no state`);
      const names = codes.map((c) => {
        const n = US_STATES[c];
        if (n === undefined) throw new Error(`${what}: no name for ${c}`);
        return n;
      });
      return needList({ ...a, text: statesWritten(a.text) }, names, Object.values(US_STATES), what);
    },

  /** A day, in any usual written form, in the direct answer. */
  date:
    (get: Get<string>, what: string): Check =>
    async (a, d) =>
      needName(a, dateForms(await get(d)), what),

  /**
   * A figure the user pasted to be confirmed: the true figure is stated in the direct answer; the
   * verdict (yes when they agree, no otherwise) is said, or at least not contradicted.
   */
  confirm:
    (get: Get<number>, claimed: number, unit: Unit, what: string): Check =>
    async (a, d) => {
      const actual = await get(d);
      const agree = Math.abs(actual - claimed) < 1e-9;
      const figure = needNumber(a, actual, unit, what);
      const verdict = needYesNo(a, agree, `whether ${what} is ${claimed}`);
      if (figure !== null || verdict === null) return figure;
      const head = leadOf(a.text).split('\n')[0] ?? '';
      const saysYes = /^\W*(yes|yep|yeah|correct|that(?:'s| is) (?:right|correct)|it matches|matches)\b/i.test(head);
      const saysNo = /^\W*(no|nope|not quite|it does(?:n't| not)|that(?:'s| is) not|doesn't|does not)\b/i.test(head);
      return (agree ? saysNo : saysYes) ? verdict : null;
    },

  /** Several checks, all of which must pass. */
  each:
    (...checks: Check[]): Check =>
    async (a, d) =>
      all(...(await Promise.all(checks.map((c) => c(a, d))))),
};
