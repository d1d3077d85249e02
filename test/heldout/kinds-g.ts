// Kinds of held-out question that sets A to E do not ask, used by set G: the accounts a person
// shows up at, an account's revenue rank, the combined revenue of the top N, a job title's
// share of the contacts, revenue of the accounts that have a role, states covered only by
// third-party accounts, the largest account with a role, whether a named account is mine; in
// the CRM, a named opportunity's stage or close date, the company a CRM contact works for,
// joined lists of contacts, a named account's win rate and the accounts without a won deal.
// Every expected figure is computed from the APIs' data when the checker runs.

import type { CrmAccount, CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { byName, needList, needName, needNumber, needState, needYesNo, sum, type Answer, type Check, type Dir } from './judge.js';
import {
  firstN,
  needPercent,
  only,
  pct,
  some,
  type Src,
  loadAccounts as load,
  srcLabel as label,
  everyAccountName as everyName,
} from './kinds-cd.js';

// ---------------------------------------------------------------------------------------------
// Territory API.

type AccPred = (x: TerritoryAccount) => boolean;

/** The contacts (optionally of one title) at the accounts of `s`. */
async function contactsOf(d: DataAccess, s: Src, title?: string): Promise<TerritoryContact[]> {
  const ids = new Set((await load(d, s)).map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id) && (title === undefined || c.job_title === title));
}

/** The accounts of `s` passing `pred` that have a contact with `title`. */
async function withTitle(d: DataAccess, s: Src, title: string, pred: AccPred = () => true): Promise<TerritoryAccount[]> {
  const ids = new Set((await contactsOf(d, s, title)).map((c) => c.account_id));
  return (await load(d, s)).filter((x) => pred(x) && ids.has(x.id));
}

/** Ordinals read as numbers ("7th" -> "7"), so a rank may be written either way. */
const plainOrdinals = (a: Answer): Answer => ({ ...a, text: a.text.replace(/\b(\d+)(?:st|nd|rd|th)\b/gi, '$1') });

export const TG = {
  /** Every account (mine or third-party) at which a contact called `name` works. */
  accountsOfPerson:
    (name: string): Check =>
    async (a, d) => {
      const ids = new Set(
        (await d.territoryContacts()).filter((c) => c.name.toLowerCase() === name.toLowerCase()).map((c) => c.account_id),
      );
      const hit = (await load(d, 'all')).filter((x) => ids.has(x.id)).map((x) => x.name);
      return needList(a, some(hit, `accounts of ${name}`), await everyName(d), `accounts where ${name} works`);
    },
  /** The revenue rank (1 = largest) of a named account among the accounts of `s`. */
  rankOf:
    (s: Src, name: string): Check =>
    async (a, d) => {
      const xs = await load(d, s);
      const acc = byName(xs, name);
      if (xs.filter((x) => x.revenue === acc.revenue).length !== 1) throw new Error(`${name}: its revenue ties with another account`);
      const rank = xs.filter((x) => x.revenue > acc.revenue).length + 1;
      return needNumber(plainOrdinals(a), rank, 'count', `revenue rank of ${name} among ${label(s)}`);
    },
  /** The combined revenue of the `n` largest accounts of `s`. */
  topNSum:
    (s: Src, n: number): Check =>
    async (a, d) => {
      const top = firstN(await load(d, s), (x) => x.revenue, n, 'max', `top ${n}`);
      return needNumber(a, sum(top.map((x) => x.revenue)), 'money', `combined revenue of the ${n} largest ${label(s)}`);
    },
  /** Share (percent) of the contacts at the accounts of `s` that hold `title`. */
  titleShare:
    (s: Src, title: string): Check =>
    async (a, d) => {
      const cs = await contactsOf(d, s);
      return needPercent(
        a,
        pct(cs.filter((c) => c.job_title === title).length, cs.length),
        `share of ${title} among contacts at ${label(s)}`,
      );
    },
  /** Total revenue of the accounts of `s` that have a contact with `title`. */
  revenueWithTitle:
    (s: Src, title: string): Check =>
    async (a, d) =>
      needNumber(a, sum((await withTitle(d, s, title)).map((x) => x.revenue)), 'money', `total revenue of ${label(s)} with a ${title}`),
  /** How many accounts of `s` passing `pred` have a contact with `title`. */
  countWithTitle:
    (s: Src, title: string, pred: AccPred = () => true): Check =>
    async (a, d) =>
      needNumber(a, (await withTitle(d, s, title, pred)).length, 'count', `${label(s)} with a ${title}`),
  /** The account with the largest/smallest revenue among the accounts of `s` that have a contact with `title`. */
  pickWithTitle:
    (s: Src, title: string, dir: Dir): Check =>
    async (a, d) => {
      const acc = only(await withTitle(d, s, title), (x) => x.revenue, dir, `${label(s)} with a ${title}`);
      return needName(a, [acc.name], `${dir} revenue account of ${label(s)} with a ${title}`);
    },
  /** The one state where `s` has accounts and `other` has none. */
  stateOnlyIn:
    (s: Src, other: Src): Check =>
    async (a, d) => {
      const theirs = new Set((await load(d, other)).map((x) => x.state));
      const states = [...new Set((await load(d, s)).map((x) => x.state))].filter((st) => !theirs.has(st));
      if (states.length !== 1)
        throw new Error(`states of ${label(s)} without ${label(other)}: ${states.length} (the question assumes one)`);
      return needState(a, states, `state with ${label(s)} but no ${label(other)}`);
    },
  /** Whether a named account is one of mine. */
  isMine:
    (name: string): Check =>
    async (a, d) => {
      const acc = byName(await load(d, 'all'), name);
      return needYesNo(a, !acc.is_third_party, `${name} in my territory`);
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

type Load<R> = (d: DataAccess) => Promise<R[]>;

const fullName = (c: { first_name: string; last_name: string }): string => `${c.first_name} ${c.last_name}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The ways a date (YYYY-MM-DD) may be written: ISO, "June 6, 2025", "Jun 6, 2025", "6 June 2025", "6/6/2025". */
export function dateForms(iso: string): string[] {
  const [y, m, dd] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1]!;
  const short = month.slice(0, 3);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return [
    iso,
    `${month} ${dd}, ${y}`,
    `${month} ${dd} ${y}`,
    `${short} ${dd}, ${y}`,
    `${short} ${dd} ${y}`,
    `${dd} ${month} ${y}`,
    `${dd} ${short} ${y}`,
    `${m}/${dd}/${y}`,
    `${pad(m)}/${pad(dd)}/${y}`,
  ];
}

/** The one opportunity called `name` (case-insensitive). */
async function opportunity(d: DataAccess, name: string): Promise<CrmOpportunity> {
  const hit = (await d.crmOpportunities()).filter((o) => o.name.toLowerCase() === name.toLowerCase());
  if (hit.length !== 1) throw new Error(`${hit.length} opportunities named ${name} (the question assumes one)`);
  return hit[0]!;
}

export const CG = {
  /** The stage of a named opportunity. */
  oppStage:
    (name: string): Check =>
    async (a, d) =>
      needName(a, [(await opportunity(d, name)).stage], `stage of ${name}`),
  /** The close date of a named opportunity (any usual way of writing it). */
  oppCloseDate:
    (name: string): Check =>
    async (a, d) => {
      const o = await opportunity(d, name);
      if (!o.close_date) throw new Error(`${name} has no close date`);
      return needName(a, dateForms(o.close_date), `close date of ${name}`);
    },
  /** The account a named CRM contact works for. */
  accountOfContact:
    (name: string): Check =>
    async (a, d) => {
      const hit = (await d.crmContacts()).filter((c) => fullName(c).toLowerCase() === name.toLowerCase());
      if (hit.length !== 1) throw new Error(`${hit.length} contacts named ${name} (the question assumes one)`);
      const acc = (await d.crmAccounts()).find((x) => x.id === hit[0]!.account_id);
      if (!acc) throw new Error(`${name} works at no known account`);
      return needName(a, [acc.name], `account of ${name}`);
    },
  /** The rows passing `pred`, named by `name`, every one and no other row. */
  list:
    <R>(load: Load<R>, pred: (r: R) => boolean, name: (r: R) => string, what: string): Check =>
    async (a, d) => {
      const rows = await load(d);
      return needList(a, some(rows.filter(pred).map(name), what), rows.map(name), what);
    },
  /** Share (percent) of a named account's closed opportunities (won + lost) that were won. */
  winRateOf:
    (account: string): Check =>
    async (a, d) => {
      const acc = byName(await d.crmAccounts(), account);
      const closed = (await d.crmOpportunities()).filter(
        (o) => o.account_id === acc.id && (o.stage === 'closed-won' || o.stage === 'closed-lost'),
      );
      if (closed.length === 0) throw new Error(`${account} has no closed opportunity`);
      return needPercent(a, pct(closed.filter((o) => o.stage === 'closed-won').length, closed.length), `win rate of ${account}`);
    },
  /** How many accounts passing `pred` have no opportunity in `stage`. */
  accountsWithout:
    (pred: (x: CrmAccount) => boolean, stage: string, what: string): Check =>
    async (a, d) => {
      const has = new Set((await d.crmOpportunities()).filter((o) => o.stage === stage).map((o) => o.account_id));
      return needNumber(a, (await d.crmAccounts()).filter((x) => pred(x) && !has.has(x.id)).length, 'count', what);
    },
};
