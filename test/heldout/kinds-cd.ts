// Kinds of held-out question that sets A and B do not ask, used by sets C and D: top-N lists,
// comparisons ("more X or Y"), shares in percent, medians, differences, nth largest, contacts
// by name, accounts' facts by name, joins of opportunities with their accounts, date ranges.
// Every expected figure is computed from the APIs' data when the checker runs. The CRM kinds
// are in kinds-cd-crm.ts.

import type { DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import {
  avg,
  byName,
  groups,
  leadOf,
  needAllNames,
  needList,
  needName,
  needNumber,
  needState,
  needYesNo,
  sum,
  winners,
  US_STATES,
  type Answer,
  type Check,
  type Dir,
} from './judge.js';

// ---------------------------------------------------------------------------------------------
// Shared pieces.

/** Short forms a user or an answer may write for a name (both directions are accepted). */
const ALIASES: Record<string, string[]> = {
  'Chief Executive Officer': ['CEO'],
  'Chief Technology Officer': ['CTO'],
  'Chief Financial Officer': ['CFO'],
  'Chief Information Officer': ['CIO'],
  'Vice President of Sales': ['VP of Sales', 'VP Sales'],
  'VP of Sales': ['Vice President of Sales', 'VP Sales'],
  'United Kingdom': ['UK', 'U.K.'],
  'United States': ['USA', 'US', 'U.S.'],
  'United Arab Emirates': ['UAE'],
  'Cold Call': ['Cold Calls', 'cold calling'],
  Referral: ['Referrals'],
  Webinar: ['Webinars'],
  'Trade Show': ['Trade Shows'],
  Partner: ['Partners'],
};
export const withAliases = (name: string): string[] => [name, ...(ALIASES[name] ?? [])];

const norm = (s: string): string =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[\s_\u2013\u2014-]+/g, ' ');

/** Where `name` first occurs in `text` as whole words (as judge.ts `mentions` reads it), or -1. */
export function indexOfName(text: string, name: string): number {
  const t = norm(text);
  const n = norm(name).trim();
  for (let i = t.indexOf(n); n !== '' && i >= 0; i = t.indexOf(n, i + 1)) {
    const before = i === 0 ? '' : t[i - 1]!;
    const after = t[i + n.length] ?? '';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return i;
  }
  return -1;
}

/** Where a state first occurs: a code in capitals (case kept), else a name as words. */
function indexOfState(text: string, name: string): number {
  if (!/^[A-Z]{2}$/.test(name)) return indexOfName(text, name);
  return new RegExp(`(?<![A-Za-z])${name}(?![A-Za-z])`).exec(text)?.index ?? -1;
}

/**
 * A comparison ("more X or Y?"): the direct answer names the winner, and of the options it
 * names, the winner comes first ("Texas has more than New York", not "New York ... Texas").
 */
export function needFirst(a: Answer, options: string[][], winner: number, what: string, at = indexOfName): string | null {
  const missing = needName(a, options[winner]!, what);
  if (missing) return missing;
  const lead = leadOf(a.text);
  const first = (names: string[]): number => Math.min(...names.map((n) => at(lead, n)).map((i) => (i < 0 ? Infinity : i)));
  const w = first(options[winner]!);
  const before = options.find((o, i) => i !== winner && first(o) < w);
  return before ? `expected ${what} = ${options[winner]![0]} as the verdict; the direct answer puts ${before[0]} first` : null;
}

/** The item with the largest/smallest key; throws when several tie (the question assumes one). */
export function only<T>(items: T[], key: (x: T) => number, dir: Dir, what: string): T {
  const w = winners(items, key, dir);
  if (w.length !== 1) throw new Error(`${what}: ${w.length} rows tie (the question assumes one)`);
  return w[0]!;
}

/** The first `n` items by `key`; throws when the n-th ties with the next (the list would be arbitrary). */
/** The names of a list answer; throws when empty (a list question about nothing checks nothing). */
export function some(names: string[], what: string): string[] {
  if (names.length === 0) throw new Error(`${what}: no row matches (make it a yes/no question)`);
  return names;
}

export function firstN<T>(items: T[], key: (x: T) => number, n: number, dir: Dir, what: string): T[] {
  const sorted = [...items].sort((x, y) => (dir === 'max' ? key(y) - key(x) : key(x) - key(y)));
  if (sorted.length > n && key(sorted[n - 1]!) === key(sorted[n]!)) throw new Error(`${what}: rows ${n} and ${n + 1} tie`);
  return sorted.slice(0, n);
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export const pct = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);

/** A share in percent: the number shown (with or without "%") within a point of the truth. */
export const needPercent = (a: Answer, value: number, what: string): string | null => needNumber(a, value, 'plain', `${what} (percent)`);

// ---------------------------------------------------------------------------------------------
// Territory API.

/** Which accounts: mine, third-party, both, or a campaign's (third-party, by the API's own rule). */
export type Src = 'my' | 'tp' | 'all' | { campaign: string };
type AccPred = (x: TerritoryAccount) => boolean;
const any: AccPred = () => true;

/** The accounts of `s`, read from the API as a user's question would. */
export const loadAccounts = async (d: DataAccess, s: Src): Promise<TerritoryAccount[]> => {
  if (s === 'my') return d.myAccounts();
  if (s === 'tp') return d.thirdPartyAccounts();
  if (s === 'all') return [...(await d.myAccounts()), ...(await d.thirdPartyAccounts())];
  return d.thirdPartyAccounts(s.campaign);
};
/** How `s` reads in a checker's reason. */
export const srcLabel = (s: Src): string =>
  s === 'my' ? 'my accounts' : s === 'tp' ? 'third-party accounts' : s === 'all' ? 'all accounts' : `${s.campaign} accounts`;
/** Every territory account's name (my and third-party). */
export const everyAccountName = async (d: DataAccess): Promise<string[]> => (await loadAccounts(d, 'all')).map((x) => x.name);
const everyContact = async (d: DataAccess): Promise<string[]> => (await d.territoryContacts()).map((c) => c.name);
const account = async (d: DataAccess, name: string): Promise<TerritoryAccount> => byName(await loadAccounts(d, 'all'), name);
const contact = async (d: DataAccess, name: string): Promise<TerritoryContact> => byName(await d.territoryContacts(), name);
export const inStates =
  (...codes: string[]): AccPred =>
  (x) =>
    codes.includes(x.state);
/** The contacts (optionally of one title) at the accounts of `s` passing `pred`. */
async function contactsAt(d: DataAccess, s: Src, pred: AccPred, title?: string): Promise<TerritoryContact[]> {
  const ids = new Set((await loadAccounts(d, s)).filter(pred).map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id) && (title === undefined || c.job_title === title));
}

export const TC = {
  /** How many accounts pass `pred`. */
  count:
    (s: Src, pred: AccPred, what: string): Check =>
    async (a, d) =>
      needNumber(a, (await loadAccounts(d, s)).filter(pred).length, 'count', `number of ${srcLabel(s)} ${what}`),
  /** Total revenue of the accounts passing `pred`. */
  sum:
    (s: Src, pred: AccPred, what: string): Check =>
    async (a, d) =>
      needNumber(a, sum((await loadAccounts(d, s)).filter(pred).map((x) => x.revenue)), 'money', `total revenue of ${srcLabel(s)} ${what}`),
  /** Average revenue of the accounts passing `pred`. */
  avg:
    (s: Src, pred: AccPred, what: string): Check =>
    async (a, d) =>
      needNumber(
        a,
        avg((await loadAccounts(d, s)).filter(pred).map((x) => x.revenue)),
        'money',
        `average revenue of ${srcLabel(s)} ${what}`,
      ),
  /** Median revenue. */
  median:
    (s: Src): Check =>
    async (a, d) =>
      needNumber(a, median((await loadAccounts(d, s)).map((x) => x.revenue)), 'money', `median revenue of ${srcLabel(s)}`),
  /** Share (percent) of the accounts of `s` that pass `pred`. */
  share:
    (s: Src, pred: AccPred, what: string): Check =>
    async (a, d) => {
      const xs = await loadAccounts(d, s);
      return needPercent(a, pct(xs.filter(pred).length, xs.length), `share of ${srcLabel(s)} ${what}`);
    },
  /** The n largest/smallest accounts by revenue among those passing `pred`, and no other. */
  topN:
    (s: Src, pred: AccPred, n: number, dir: Dir): Check =>
    async (a, d) => {
      const top = firstN((await loadAccounts(d, s)).filter(pred), (x) => x.revenue, n, dir, `top ${n}`).map((x) => x.name);
      return needList(a, top, await everyAccountName(d), `${n} ${dir === 'max' ? 'largest' : 'smallest'} ${srcLabel(s)}`);
    },
  /** The account with the largest/smallest revenue among those passing `pred`. */
  pick:
    (s: Src, pred: AccPred, dir: Dir, what: string): Check =>
    async (a, d) =>
      needName(
        a,
        winners((await loadAccounts(d, s)).filter(pred), (x) => x.revenue, dir).map((x) => x.name),
        `${dir} revenue ${what}`,
      ),
  /** The account ranked `rank` (1 = first) by revenue. */
  nth:
    (s: Src, rank: number, dir: Dir): Check =>
    async (a, d) => {
      const xs = firstN(await loadAccounts(d, s), (x) => x.revenue, rank, dir, `rank ${rank}`);
      return needName(a, [xs[rank - 1]!.name], `number ${rank} of ${srcLabel(s)} by revenue (${dir})`);
    },
  /** The accounts passing `pred`, every one and no other. */
  list:
    (s: Src, pred: AccPred, what: string): Check =>
    async (a, d) =>
      needList(
        a,
        some(
          (await loadAccounts(d, s)).filter(pred).map((x) => x.name),
          what,
        ),
        await everyAccountName(d),
        `${srcLabel(s)} ${what}`,
      ),
  /** Which of the named accounts has the larger revenue. */
  compareAccounts:
    (...names: string[]): Check =>
    async (a, d) => {
      const xs = await Promise.all(names.map((n) => account(d, n)));
      const w = xs.indexOf(only(xs, (x) => x.revenue, 'max', 'compared accounts'));
      return needFirst(
        a,
        names.map((n) => [n]),
        w,
        'account with more revenue',
      );
    },
  /** Which of the states holds more accounts of `s`. */
  compareStates:
    (s: Src, ...codes: string[]): Check =>
    async (a, d) => {
      const xs = await loadAccounts(d, s);
      const counts = codes.map((c) => xs.filter((x) => x.state === c).length);
      const w = counts.indexOf(only(counts, (n) => n, 'max', 'compared states'));
      const options = codes.map((c) => [c, US_STATES[c] ?? c]);
      return needFirst(a, options, w, `state with more ${srcLabel(s)}`, indexOfState);
    },
  /** The revenue difference between two named accounts. */
  diff:
    (x: string, y: string): Check =>
    async (a, d) =>
      needNumber(a, Math.abs((await account(d, x)).revenue - (await account(d, y)).revenue), 'money', `revenue gap ${x} vs ${y}`),
  /** The state whose accounts have the largest/smallest average revenue. */
  stateAvg:
    (s: Src, dir: Dir): Check =>
    async (a, d) => {
      const g = groups(
        await loadAccounts(d, s),
        (x) => x.state,
        (xs) => avg(xs.map((x) => x.revenue)),
      );
      return needState(a, [only(g, (x) => x.value, dir, 'state average').key], `state with the ${dir} average revenue`);
    },
  /** The account a named contact works at. */
  accountOf:
    (name: string): Check =>
    async (a, d) => {
      const c = await contact(d, name);
      return needName(a, [(await loadAccounts(d, 'all')).find((x) => x.id === c.account_id)!.name], `account of ${name}`);
    },
  /** The job title of a named contact. */
  titleOf:
    (name: string): Check =>
    async (a, d) =>
      needName(a, withAliases((await contact(d, name)).job_title), `job title of ${name}`),
  /** The e-mail address of a named contact. */
  emailOf:
    (name: string): Check =>
    async (a, d) =>
      needAllNames(a, [(await contact(d, name)).email], `e-mail of ${name}`),
  /** How many contacts (of a title) work at the accounts passing `pred`. */
  contactCount:
    (s: Src, pred: AccPred, title?: string): Check =>
    async (a, d) =>
      needNumber(a, (await contactsAt(d, s, pred, title)).length, 'count', `contacts ${title ?? ''} at ${srcLabel(s)}`),
  /** The contacts (of a title) at the accounts passing `pred`, every one and no other. */
  contactList:
    (s: Src, pred: AccPred, title?: string): Check =>
    async (a, d) =>
      needList(
        a,
        some(
          (await contactsAt(d, s, pred, title)).map((c) => c.name),
          `contacts ${title ?? ''}`,
        ),
        await everyContact(d),
        `contacts ${title ?? ''} at ${srcLabel(s)}`,
      ),
  /** The accounts passing `pred` that have a contact with `title`. */
  accountsWithTitle:
    (s: Src, pred: AccPred, title: string): Check =>
    async (a, d) => {
      const ids = new Set((await contactsAt(d, s, pred, title)).map((c) => c.account_id));
      const hit = (await loadAccounts(d, s)).filter((x) => ids.has(x.id)).map((x) => x.name);
      return needList(a, some(hit, `accounts with a ${title}`), await everyAccountName(d), `${srcLabel(s)} with a ${title}`);
    },
  /** Whether any account passes `pred`. */
  exists:
    (s: Src, pred: AccPred, what: string): Check =>
    async (a, d) => {
      const n = (await loadAccounts(d, s)).filter(pred).length;
      return needYesNo(a, n > 0, `${srcLabel(s)} ${what}`, n);
    },
  /** Whether any account passing `pred` has a contact with `title`. */
  existsTitle:
    (s: Src, pred: AccPred, title: string): Check =>
    async (a, d) => {
      const n = (await contactsAt(d, s, pred, title)).length;
      return needYesNo(a, n > 0, `a ${title} at ${srcLabel(s)}`, n);
    },
  /** The most/least common job title among the contacts at the accounts of `s`. */
  titleTop:
    (s: Src, dir: Dir): Check =>
    async (a, d) => {
      const g = groups(
        await contactsAt(d, s, any),
        (c) => c.job_title,
        (xs) => xs.length,
      );
      return needName(a, withAliases(only(g, (x) => x.value, dir, 'job titles').key), `${dir} common title at ${srcLabel(s)}`);
    },
  /** How many accounts of `s` have exactly `n` contacts. */
  withContacts:
    (s: Src, n: number): Check =>
    async (a, d) => {
      const cs = await d.territoryContacts();
      const hit = (await loadAccounts(d, s)).filter((x) => cs.filter((c) => c.account_id === x.id).length === n);
      return needNumber(a, hit.length, 'count', `${srcLabel(s)} with ${n} contact(s)`);
    },
};

export const ANY = any;
