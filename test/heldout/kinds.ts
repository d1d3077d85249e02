// The kinds of held-out question, each a checker factory: set A and set B ask the same kinds
// with other parameters and other words, so they are equally hard. Every expected figure is
// computed from the APIs' data when the checker runs.

import type { CrmAccount, CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import {
  all,
  avg,
  byName,
  groups,
  needAllNames,
  needDecline,
  needList,
  needName,
  needNumber,
  needState,
  needYesNo,
  sum,
  winners,
  type Answer,
} from './judge.js';

export type Check = (a: Answer, d: DataAccess) => Promise<string | null>;
export type Scope = 'my' | 'tp';
type Dir = 'max' | 'min';

const scopeLabel = (s: Scope): string => (s === 'my' ? 'my accounts' : 'third-party accounts');
const accounts = (d: DataAccess, s: Scope): Promise<TerritoryAccount[]> => (s === 'my' ? d.myAccounts() : d.thirdPartyAccounts());
const inState = (state?: string) => (x: TerritoryAccount) => state === undefined || x.state === state;
const allTerritoryNames = async (d: DataAccess): Promise<string[]> =>
  [...(await d.myAccounts()), ...(await d.thirdPartyAccounts())].map((x) => x.name);
const allContactNames = async (d: DataAccess): Promise<string[]> => (await d.territoryContacts()).map((c) => c.name);
async function territoryAccount(d: DataAccess, name: string): Promise<TerritoryAccount> {
  return byName([...(await d.myAccounts()), ...(await d.thirdPartyAccounts())], name);
}
const one = <T>(xs: T[], what: string): T => {
  if (xs.length !== 1) throw new Error(`${what}: ${xs.length} rows tie (the question assumes one)`);
  return xs[0]!;
};

// ---------------------------------------------------------------------------------------------
// Territory API.

export const T = {
  /** How many accounts (in a state). */
  count:
    (s: Scope, state?: string): Check =>
    async (a, d) =>
      needNumber(
        a,
        (await accounts(d, s)).filter(inState(state)).length,
        'count',
        `number of ${scopeLabel(s)}${state ? ` in ${state}` : ''}`,
      ),
  /** How many accounts whose revenue passes `test`. */
  countRevenue:
    (s: Scope, test: (r: number) => boolean, label: string): Check =>
    async (a, d) =>
      needNumber(a, (await accounts(d, s)).filter((x) => test(x.revenue)).length, 'count', `number of ${scopeLabel(s)} with ${label}`),
  /** The account with the largest/smallest revenue (in a state). */
  top:
    (s: Scope, dir: Dir, state?: string): Check =>
    async (a, d) =>
      needName(
        a,
        winners((await accounts(d, s)).filter(inState(state)), (x) => x.revenue, dir).map((x) => x.name),
        `${dir} revenue account`,
      ),
  /** Total revenue (in a state). */
  sumRevenue:
    (s: Scope, state?: string): Check =>
    async (a, d) =>
      needNumber(a, sum((await accounts(d, s)).filter(inState(state)).map((x) => x.revenue)), 'money', `total revenue of ${scopeLabel(s)}`),
  /** Average revenue (in a state). */
  avgRevenue:
    (s: Scope, state?: string): Check =>
    async (a, d) =>
      needNumber(
        a,
        avg((await accounts(d, s)).filter(inState(state)).map((x) => x.revenue)),
        'money',
        `average revenue of ${scopeLabel(s)}`,
      ),
  /** The state with the most/fewest accounts. */
  stateByCount:
    (s: Scope, dir: Dir): Check =>
    async (a, d) => {
      const g = groups(
        await accounts(d, s),
        (x) => x.state,
        (xs) => xs.length,
      );
      return needState(
        a,
        winners(g, (x) => x.value, dir).map((x) => x.key),
        `state with the ${dir} ${scopeLabel(s)}`,
      );
    },
  /** The state with the largest/smallest total revenue. */
  stateByRevenue:
    (s: Scope, dir: Dir): Check =>
    async (a, d) => {
      const g = groups(
        await accounts(d, s),
        (x) => x.state,
        (xs) => sum(xs.map((x) => x.revenue)),
      );
      return needState(
        a,
        winners(g, (x) => x.value, dir).map((x) => x.key),
        `state with the ${dir} total revenue`,
      );
    },
  /** The contacts of a named account. */
  contactsAt:
    (name: string): Check =>
    async (a, d) => {
      const acc = await territoryAccount(d, name);
      const names = (await d.territoryContacts({ account_id: acc.id })).map((c) => c.name);
      return needList(a, names, await allContactNames(d), `contacts at ${name}`);
    },
  /** The job titles at a named account. */
  titlesAt:
    (name: string): Check =>
    async (a, d) => {
      const acc = await territoryAccount(d, name);
      const titles = await d.jobTitles(acc.id);
      const every = [...new Set((await d.territoryContacts()).map((c) => c.job_title))];
      return needList(a, titles, every, `job titles at ${name}`);
    },
  /** How many contacts have a job title. */
  countTitle:
    (title: string): Check =>
    async (a, d) =>
      needNumber(a, (await d.territoryContacts({ job_title: title })).length, 'count', `number of contacts titled ${title}`),
  /** The contacts of the account with the largest/smallest revenue. */
  contactsOfTop:
    (s: Scope, dir: Dir): Check =>
    async (a, d) => {
      const acc = one(
        winners(await accounts(d, s), (x) => x.revenue, dir),
        `${dir} revenue account`,
      );
      const names = (await d.territoryContacts({ account_id: acc.id })).map((c) => c.name);
      return needList(a, names, await allContactNames(d), `contacts at ${acc.name}`);
    },
  /** The contacts with a title at the account with the largest/smallest revenue (or "no one"). */
  titleAtTop:
    (s: Scope, dir: Dir, title: string): Check =>
    async (a, d) => {
      const acc = one(
        winners(await accounts(d, s), (x) => x.revenue, dir),
        `${dir} revenue account`,
      );
      const names = (await d.territoryContacts({ account_id: acc.id, job_title: title })).map((c) => c.name);
      if (names.length === 0) return needYesNo(a, false, `a ${title} at ${acc.name}`);
      return needList(a, names, await allContactNames(d), `${title} at ${acc.name}`);
    },
  /** Whether there are accounts in a state. */
  existsInState:
    (s: Scope, state: string): Check =>
    async (a, d) =>
      needYesNo(a, (await accounts(d, s)).some(inState(state)), `${scopeLabel(s)} in ${state}`),
  /** Whether a named account has a contact with a job title. */
  existsTitleAt:
    (name: string, title: string): Check =>
    async (a, d) => {
      const acc = await territoryAccount(d, name);
      const hit = (await d.territoryContacts({ account_id: acc.id, job_title: title })).length > 0;
      return needYesNo(a, hit, `a ${title} at ${name}`);
    },
  /** How many accounts a campaign selects (the API's own rule). */
  campaignCount:
    (campaign: string): Check =>
    async (a, d) =>
      needNumber(a, (await d.thirdPartyAccounts(campaign)).length, 'count', `accounts of the ${campaign} campaign`),
  /** The accounts with revenue in [lo, hi]. */
  listRevenueRange:
    (s: Scope, lo: number, hi: number): Check =>
    async (a, d) => {
      const hit = (await accounts(d, s)).filter((x) => x.revenue >= lo && x.revenue <= hi).map((x) => x.name);
      return needList(a, hit, await allTerritoryNames(d), `${scopeLabel(s)} with revenue ${lo}-${hi}`);
    },
  /** The revenue of a named account. */
  revenueOf:
    (name: string): Check =>
    async (a, d) =>
      needNumber(a, (await territoryAccount(d, name)).revenue, 'money', `revenue of ${name}`),
  /** The state of a named account. */
  stateOf:
    (name: string): Check =>
    async (a, d) =>
      needState(a, [(await territoryAccount(d, name)).state], `state of ${name}`),
  /** The e-mail addresses of the contacts at a named account. */
  emailsAt:
    (name: string): Check =>
    async (a, d) => {
      const acc = await territoryAccount(d, name);
      return needAllNames(
        a,
        (await d.territoryContacts({ account_id: acc.id })).map((c) => c.email),
        `e-mails at ${name}`,
      );
    },
  /** The most/least common job title. */
  titleByCount:
    (dir: Dir): Check =>
    async (a, d) => {
      const g = groups(
        await d.territoryContacts(),
        (c) => c.job_title,
        (xs) => xs.length,
      );
      return needName(
        a,
        winners(g, (x) => x.value, dir).map((x) => x.key),
        `${dir === 'max' ? 'most' : 'least'} common job title`,
      );
    },
  /** How many contacts work at the accounts of a scope. */
  contactsInScope:
    (s: Scope): Check =>
    async (a, d) => {
      const ids = new Set((await accounts(d, s)).map((x) => x.id));
      return needNumber(
        a,
        (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length,
        'count',
        `contacts at ${scopeLabel(s)}`,
      );
    },
  /** How many contacts a named account has. */
  contactCountAt:
    (name: string): Check =>
    async (a, d) => {
      const acc = await territoryAccount(d, name);
      return needNumber(a, (await d.territoryContacts({ account_id: acc.id })).length, 'count', `contacts at ${name}`);
    },
  /** In how many states the accounts are. */
  distinctStates:
    (s: Scope): Check =>
    async (a, d) =>
      needNumber(a, new Set((await accounts(d, s)).map((x) => x.state)).size, 'count', `states of ${scopeLabel(s)}`),
  /** Every contact with a job title. */
  listTitle:
    (title: string): Check =>
    async (a, d) =>
      needList(
        a,
        (await d.territoryContacts({ job_title: title })).map((c) => c.name),
        await allContactNames(d),
        `contacts titled ${title}`,
      ),
  /** The accounts of a scope in a state (a follow-up narrowing a list). */
  listInState:
    (s: Scope, state: string): Check =>
    async (a, d) =>
      needList(
        a,
        (await accounts(d, s)).filter(inState(state)).map((x) => x.name),
        await allTerritoryNames(d),
        `${scopeLabel(s)} in ${state}`,
      ),
  /** The job titles at the account with the largest/smallest revenue. */
  titlesOfTop:
    (s: Scope, dir: Dir): Check =>
    async (a, d) => {
      const acc = one(
        winners(await accounts(d, s), (x) => x.revenue, dir),
        `${dir} revenue account`,
      );
      const every = [...new Set((await d.territoryContacts()).map((c) => c.job_title))];
      return needList(a, await d.jobTitles(acc.id), every, `job titles at ${acc.name}`);
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

type Load<R> = (d: DataAccess) => Promise<R[]>;
export const ACCOUNTS: Load<CrmAccount> = (d) => d.crmAccounts();
export const OPPS: Load<CrmOpportunity> = (d) => d.crmOpportunities();
export const LEADS = (d: DataAccess) => d.crmLeads();
export const CONTACTS = (d: DataAccess) => d.crmContacts();

const crmAccount = async (d: DataAccess, name: string): Promise<CrmAccount> => byName(await d.crmAccounts(), name);
const fullName = (c: { first_name: string; last_name: string }): string => `${c.first_name} ${c.last_name}`;

export const C = {
  /** How many rows pass `pred`. */
  count:
    <R>(load: Load<R>, pred: (r: R) => boolean, what: string): Check =>
    async (a, d) =>
      needNumber(a, (await load(d)).filter(pred).length, 'count', what),
  /** The sum of a field over the rows passing `pred`. */
  sum:
    <R>(load: Load<R>, pred: (r: R) => boolean, field: (r: R) => number | null, what: string, unit: 'money' | 'count' = 'money'): Check =>
    async (a, d) =>
      needNumber(a, sum((await load(d)).filter(pred).map((r) => field(r) ?? 0)), unit, what),
  /** The average of a field over the rows passing `pred` (rows without the field left out). */
  avg:
    <R>(load: Load<R>, pred: (r: R) => boolean, field: (r: R) => number | null, what: string, unit: 'money' | 'plain' = 'money'): Check =>
    async (a, d) => {
      const xs = (await load(d))
        .filter(pred)
        .map(field)
        .filter((x): x is number => x !== null);
      return needNumber(a, avg(xs), unit, what);
    },
  /** The group (by `by`) with the largest/smallest aggregate, among rows passing `pred`. */
  group:
    <R>(load: Load<R>, pred: (r: R) => boolean, by: (r: R) => string | null, agg: (rs: R[]) => number, dir: Dir, what: string): Check =>
    async (a, d) => {
      const g = groups((await load(d)).filter(pred), by, agg);
      return needName(
        a,
        winners(g, (x) => x.value, dir).map((x) => x.key),
        what,
      );
    },
  /** The row with the largest/smallest `key` among rows passing `pred`, named by `name`. */
  top:
    <R>(load: Load<R>, pred: (r: R) => boolean, key: (r: R) => number, dir: Dir, name: (r: R) => string, what: string): Check =>
    async (a, d) =>
      needName(a, winners((await load(d)).filter(pred), key, dir).map(name), what),
  /** The contacts of a named account. */
  contactsOf:
    (account: string): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, account);
      const cs = await d.crmContacts();
      return needList(a, cs.filter((c) => c.account_id === acc.id).map(fullName), cs.map(fullName), `contacts of ${account}`);
    },
  /** The primary contact of a named account. */
  primaryOf:
    (account: string): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, account);
      const p = (await d.crmContacts()).filter((c) => c.account_id === acc.id && c.is_primary).map(fullName);
      return needName(a, p, `primary contact of ${account}`);
    },
  /** Whether any row passes `pred`. */
  exists:
    <R>(load: Load<R>, pred: (r: R) => boolean, what: string): Check =>
    async (a, d) =>
      needYesNo(a, (await load(d)).some(pred), what),
  /** The opportunities of a named account (optionally of one stage), by name. */
  oppsOf:
    (account: string, stage?: string): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, account);
      const os = (await d.crmOpportunities()).filter((o) => o.account_id === acc.id);
      const hit = os.filter((o) => stage === undefined || o.stage === stage).map((o) => o.name);
      return needList(
        a,
        hit,
        os.map((o) => o.name),
        `opportunities of ${account}${stage ? ` at ${stage}` : ''}`,
      );
    },
  /** Value sum of a named account's opportunities (optionally filtered). */
  oppValueOf:
    (account: string, pred: (o: CrmOpportunity) => boolean = () => true): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, account);
      const os = (await d.crmOpportunities()).filter((o) => o.account_id === acc.id && pred(o));
      return needNumber(a, sum(os.map((o) => o.value)), 'money', `total opportunity value of ${account}`);
    },
  /** How many opportunities a named account has. */
  oppCountOf:
    (account: string): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, account);
      return needNumber(
        a,
        (await d.crmOpportunities()).filter((o) => o.account_id === acc.id).length,
        'count',
        `opportunities of ${account}`,
      );
    },
  /** Among opportunities >= minValue closing in month/year, the region with the largest total value. */
  regionOfMonth:
    (minValue: number, month: number, year: number): Check =>
    async (a, d) => {
      const region = new Map((await d.crmAccounts()).map((x) => [x.id, x.region]));
      const ym = `${year}-${String(month).padStart(2, '0')}`;
      const os = (await d.crmOpportunities()).filter((o) => o.value >= minValue && o.close_date?.startsWith(ym));
      const g = groups(
        os,
        (o) => region.get(o.account_id) ?? null,
        (xs) => sum(xs.map((o) => o.value)),
      );
      return needName(
        a,
        winners(g, (x) => x.value, 'max').map((x) => x.key),
        `region with the largest total (${ym}, >= ${minValue})`,
      );
    },
  /** Among the accounts passing `pred`, the one with the largest/smallest `key` (a follow-up). */
  accountTop:
    (pred: (x: CrmAccount) => boolean, key: (x: CrmAccount) => number, dir: Dir, what: string): Check =>
    async (a, d) =>
      needName(
        a,
        winners((await d.crmAccounts()).filter(pred), key, dir).map((x) => x.name),
        what,
      ),
};

// ---------------------------------------------------------------------------------------------
// Declines.

/** Must be declined: no write, no invented figure, says it cannot. */
export const decline =
  (what: string, invented?: RegExp): Check =>
  async (a) =>
    needDecline(a, what, invented);

/** Both checks must pass. */
export const both =
  (x: Check, y: Check): Check =>
  async (a, d) =>
    all(await x(a, d), await y(a, d));
