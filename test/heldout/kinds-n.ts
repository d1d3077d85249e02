// Kinds of held-out question used by set N that the earlier kinds files do not cover: the
// accounts above an average taken over another set, how many states a filtered set spans,
// the accounts of a set lacking a role, the share of accounts holding a role, how far one
// account sits from an average, a role at the largest account whose name holds a word; in the
// CRM, how many rows beat their own group's average, leads from companies that are already
// accounts, an account's contacts other than its primary one; and questions that need both
// APIs (territory states used to filter the CRM, figures of one compared with the other).
// Every expected figure is computed from the APIs' data when the checker runs.

import type { CrmAccount, DataAccess, TerritoryAccount } from './data.js';
import { avg, byName, groups, needList, needNumber, needYesNo, sum, US_STATES, type Check, type Dir } from './judge.js';
import {
  needPercent,
  withAliases,
  only,
  pct,
  some,
  type Src,
  loadAccounts as load,
  srcLabel as label,
  everyAccountName as everyName,
} from './kinds-cd.js';
import { needBreakdown } from './kinds-i.js';

// ---------------------------------------------------------------------------------------------
// Shared pieces.

type AccPred = (x: TerritoryAccount) => boolean;
type Load<R> = (d: DataAccess) => Promise<R[]>;

const fullName = (c: { first_name: string; last_name: string }): string => `${c.first_name} ${c.last_name}`;

const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];

/** Every US state by code (the CRM's US accounts use states the territory API does not). */
const STATE_NAMES: Record<string, string> = {
  ...US_STATES,
  AL: 'Alabama',
  AK: 'Alaska',
  AR: 'Arkansas',
  CT: 'Connecticut',
  DE: 'Delaware',
  HI: 'Hawaii',
  ID: 'Idaho',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  ND: 'North Dakota',
  OK: 'Oklahoma',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** State codes in capitals written out as the state's name, so a list of states reads as names. */
const spellStates = (text: string): string =>
  text.replace(/(?<![A-Za-z])([A-Z]{2})(?![A-Za-z])/g, (m: string, code: string) => STATE_NAMES[code] ?? m);

/** The contacts with `title` at the accounts of `s`. */
async function holders(d: DataAccess, s: Src, title: string): Promise<Set<string>> {
  const ids = new Set((await load(d, s)).map((x) => x.id));
  return new Set((await d.territoryContacts()).filter((c) => ids.has(c.account_id) && c.job_title === title).map((c) => c.account_id));
}

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TN = {
  /** The accounts of `s` passing `pred` whose revenue is above the average revenue of `of`, every one and no other. */
  aboveAvgList:
    (s: Src, pred: AccPred, of: Src, what: string): Check =>
    async (a, d) => {
      const mean = avg((await load(d, of)).map((x) => x.revenue));
      const hit = (await load(d, s)).filter((x) => pred(x) && x.revenue > mean).map((x) => x.name);
      return needList(a, some(hit, what), await everyName(d), `${label(s)} ${what} above the average of ${label(of)}`);
    },
  /** How many distinct states the accounts of `s` passing `pred` are in. */
  distinctStates:
    (s: Src, pred: AccPred, what: string): Check =>
    async (a, d) =>
      needNumber(a, new Set((await load(d, s)).filter(pred).map((x) => x.state)).size, 'count', `states of ${label(s)} ${what}`),
  /** The accounts of `s` passing `pred` that have no contact with `title`, every one and no other. */
  lackingTitle:
    (s: Src, pred: AccPred, title: string, what: string): Check =>
    async (a, d) => {
      const has = await holders(d, s, title);
      const hit = (await load(d, s)).filter((x) => pred(x) && !has.has(x.id)).map((x) => x.name);
      return needList(a, some(hit, `${what} without a ${title}`), await everyName(d), `${label(s)} ${what} without a ${title}`);
    },
  /** Share (percent) of the accounts of `s` that have at least one contact with `title`. */
  shareWithTitle:
    (s: Src, title: string): Check =>
    async (a, d) => {
      const xs = await load(d, s);
      const has = await holders(d, s, title);
      return needPercent(a, pct(xs.filter((x) => has.has(x.id)).length, xs.length), `share of ${label(s)} with a ${title}`);
    },
  /** How far (in dollars) a named account's revenue is from the average revenue of `s`. */
  gapToAvg:
    (s: Src, name: string): Check =>
    async (a, d) => {
      const acc = byName(await load(d, 'all'), name);
      const mean = avg((await load(d, s)).map((x) => x.revenue));
      return needNumber(a, Math.abs(acc.revenue - mean), 'money', `gap between ${name} and the average of ${label(s)}`);
    },
  /** The contacts with `title` at the account of `s` with the largest/smallest revenue among those passing `pred`. */
  titleAtPick:
    (s: Src, pred: AccPred, dir: Dir, title: string, what: string): Check =>
    async (a, d) => {
      const acc = only((await load(d, s)).filter(pred), (x) => x.revenue, dir, what);
      const cs = await d.territoryContacts();
      const hit = cs.filter((c) => c.account_id === acc.id && c.job_title === title).map((c) => c.name);
      if (hit.length === 0) return needYesNo(a, false, `a ${title} at ${acc.name} (${what})`, 0);
      return needList(
        a,
        hit,
        cs.map((c) => c.name),
        `${title} at ${acc.name} (${what})`,
      );
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

export const CN = {
  /** How many rows passing `pred` each value of `by` has: every group with its count (a group may be named by its usual plural). */
  breakdown:
    <R>(load: Load<R>, pred: (r: R) => boolean, by: (r: R) => string | null, what: string): Check =>
    async (a, d) => {
      const g = groups((await load(d)).filter(pred), by, (xs) => xs.length);
      if (g.length === 0) throw new Error(`${what}: no row matches`);
      return needBreakdown(
        a,
        g.map((x) => ({ names: withAliases(x.key), value: x.value })),
        'count',
        what,
      );
    },
  /** How many rows passing `pred` have `field` above the average of `field` over the rows passing `pred`. */
  aboveOwnAvg:
    <R>(load: Load<R>, pred: (r: R) => boolean, field: (r: R) => number | null, what: string): Check =>
    async (a, d) => {
      const rows = (await load(d)).filter(pred).filter((r) => field(r) !== null);
      if (rows.length === 0) throw new Error(`${what}: no row matches`);
      const mean = avg(rows.map((r) => field(r)!));
      return needNumber(a, rows.filter((r) => field(r)! > mean).length, 'count', what);
    },
  /** How many leads work for a company that is also the name of a CRM account. */
  leadsAtAccounts: (): Check => async (a, d) => {
    const names = new Set((await d.crmAccounts()).map((x) => x.name.toLowerCase()));
    const n = (await d.crmLeads()).filter((l) => l.company !== null && names.has(l.company.toLowerCase())).length;
    return needNumber(a, n, 'count', 'leads whose company is a CRM account');
  },
  /** The contacts of a named account other than its primary contact, every one and no other of its contacts. */
  nonPrimary:
    (account: string): Check =>
    async (a, d) => {
      const acc = byName(await d.crmAccounts(), account);
      const cs = (await d.crmContacts()).filter((c) => c.account_id === acc.id);
      const primary = cs.filter((c) => c.is_primary).map(fullName);
      const hit = cs.filter((c) => !c.is_primary).map(fullName);
      if (hit.some((n) => primary.includes(n))) throw new Error(`${account}: a contact shares the primary contact's name`);
      return needList(a, some(hit, `contacts of ${account} besides the primary`), primary, `contacts of ${account} other than the primary`);
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

export const BN = {
  /** How many CRM accounts (US) are in a state where `s` has territory accounts. */
  crmInStatesOf:
    (s: Src): Check =>
    async (a, d) => {
      const states = new Set((await load(d, s)).map((x) => x.state));
      const n = (await usAccounts(d)).filter((x) => states.has(x.state!)).length;
      return needNumber(a, n, 'count', `CRM accounts in the states of ${label(s)}`);
    },
  /** The US states that have CRM accounts and no territory account at all (every one, by code or name). */
  statesOnlyInCrm: (): Check => async (a, d) => {
    const territory = new Set((await load(d, 'all')).map((x) => x.state));
    const states = [...new Set((await usAccounts(d)).map((x) => x.state!))].filter((st) => !territory.has(st));
    const names = states.map((st) => STATE_NAMES[st] ?? st);
    return needList(
      { ...a, text: spellStates(a.text) },
      some(names, 'states only in the CRM'),
      Object.values(STATE_NAMES),
      'US states with CRM accounts but no territory account',
    );
  },
  /** How many more CRM accounts than territory accounts (mine and third-party) a state has. */
  crmMinusTerritory:
    (state: string): Check =>
    async (a, d) => {
      const crm = (await usAccounts(d)).filter((x) => x.state === state).length;
      const territory = (await load(d, 'all')).filter((x) => x.state === state).length;
      return needNumber(a, Math.abs(crm - territory), 'count', `CRM accounts minus territory accounts in ${state}`);
    },
  /** The total annual revenue of the CRM accounts in the state where `s` has the largest total revenue. */
  crmRevenueInTopState:
    (s: Src): Check =>
    async (a, d) => {
      const xs = await load(d, s);
      const states = [...new Set(xs.map((x) => x.state))].map((st) => ({
        st,
        total: sum(xs.filter((x) => x.state === st).map((x) => x.revenue)),
      }));
      const top = only(states, (x) => x.total, 'max', `state with the most revenue of ${label(s)}`).st;
      const n = sum((await usAccounts(d)).filter((x) => x.state === top).map((x) => x.annual_revenue ?? 0));
      return needNumber(a, n, 'money', `annual revenue of the CRM accounts in ${top}`);
    },
  /** How many contacts hold a title in the territory API and in the CRM together. */
  titleInBoth:
    (territoryTitle: string, crmTitle: string): Check =>
    async (a, d) => {
      const t = (await d.territoryContacts()).filter((c) => c.job_title === territoryTitle).length;
      const c = (await d.crmContacts()).filter((x) => x.job_title === crmTitle).length;
      return needNumber(a, t + c, 'count', `${territoryTitle} in both systems`);
    },
  /** How many CRM accounts in `state` have less annual revenue than the largest account of `s`. */
  crmBelowTop:
    (state: string, s: Src): Check =>
    async (a, d) => {
      const top = Math.max(...(await load(d, s)).map((x) => x.revenue));
      const n = (await usAccounts(d)).filter((x) => x.state === state && x.annual_revenue !== null && x.annual_revenue < top).length;
      return needNumber(a, n, 'count', `CRM accounts in ${state} below the largest of ${label(s)}`);
    },
  /** How many open CRM deals belong to accounts in the one state where `other` has accounts and `s` has none. */
  openDealsInStateOnlyOf:
    (other: Src, s: Src): Check =>
    async (a, d) => {
      const mine = new Set((await load(d, s)).map((x) => x.state));
      const states = [...new Set((await load(d, other)).map((x) => x.state))].filter((st) => !mine.has(st));
      if (states.length !== 1)
        throw new Error(`states of ${label(other)} without ${label(s)}: ${states.length} (the question assumes one)`);
      const ids = new Set((await usAccounts(d)).filter((x) => x.state === states[0]).map((x) => x.id));
      const n = (await d.crmOpportunities()).filter((o) => ids.has(o.account_id) && OPEN.includes(o.stage)).length;
      return needNumber(a, n, 'count', `open CRM deals in ${states[0]}`);
    },
};

export const accountNamed =
  (name: string) =>
  (x: { name: string }): boolean =>
    x.name.toLowerCase() === name.toLowerCase();
