// The kinds of held-out question, each a checker factory: set A and set B ask the same kinds
// with other parameters and other words, so they are equally hard. Every expected figure is
// computed from the APIs' data when the checker runs.

import type { DataAccess, TerritoryAccount } from './data.js';
import {
  avg,
  byName,
  groups,
  needAllNames,
  needList,
  needName,
  needNumber,
  needState,
  needYesNo,
  sum,
  winners,
  type Check,
  type Dir,
} from './judge.js';

export type Scope = 'my' | 'tp';

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
      if (names.length === 0) return needYesNo(a, false, `a ${title} at ${acc.name}`, 0);
      return needList(a, names, await allContactNames(d), `${title} at ${acc.name}`);
    },
  /** Whether there are accounts in a state. */
  existsInState:
    (s: Scope, state: string): Check =>
    async (a, d) => {
      const n = (await accounts(d, s)).filter(inState(state)).length;
      return needYesNo(a, n > 0, `${scopeLabel(s)} in ${state}`, n);
    },
  /** Whether a named account has a contact with a job title. */
  existsTitleAt:
    (name: string, title: string): Check =>
    async (a, d) => {
      const acc = await territoryAccount(d, name);
      const n = (await d.territoryContacts({ account_id: acc.id, job_title: title })).length;
      return needYesNo(a, n > 0, `a ${title} at ${name}`, n);
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
      needNumber(a, (await territoryAccount(d, name)).revenue, 'money', `revenue of ${name}`, { name, others: await allTerritoryNames(d) }),
  /** The state of a named account. */
  stateOf:
    (name: string): Check =>
    async (a, d) =>
      needState(a, [(await territoryAccount(d, name)).state], `state of ${name}`, { name, others: await allTerritoryNames(d) }),
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

export { ACCOUNTS, C, CONTACTS, LEADS, OPPS, both, decline } from './kinds-crm.js';
export type { Check, Dir } from './judge.js';
