// What set BX needs beyond the shared builders (kinds-bb.ts, kinds-bd.ts, kinds-bv.ts): the small
// loaders and row tests its three files share. Every expected figure, name or list is computed
// from the APIs' data when the checker runs (never hard-coded); a name the questions use that
// has vanished from the data makes the checker throw (it never passes by default).

import type { CrmAccount, CrmContact, CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { byName, needName, type Check } from './judge.js';
import { allTerritory, median, person } from './kinds-bb.js';
import { firstN } from './kinds-cd.js';
import { isOpen } from './pick.js';

export { median };

/** The one CRM account with this name. */
export const crmAccount = async (d: DataAccess, name: string): Promise<CrmAccount> => byName(await d.crmAccounts(), name);

/** The CRM contacts of one CRM account (by its name). */
export const crmContactsOf = async (d: DataAccess, name: string): Promise<CrmContact[]> => {
  const id = (await crmAccount(d, name)).id;
  return (await d.crmContacts()).filter((c) => c.account_id === id);
};

/** The opportunities of one CRM account (by its name). */
export const crmDealsOf = async (d: DataAccess, name: string): Promise<CrmOpportunity[]> => {
  const id = (await crmAccount(d, name)).id;
  return (await d.crmOpportunities()).filter((o) => o.account_id === id);
};

/** The open opportunities of one CRM account (by its name). */
export const openDealsOf = async (d: DataAccess, name: string): Promise<CrmOpportunity[]> => (await crmDealsOf(d, name)).filter(isOpen);

/** The full names of every CRM contact. */
export const crmContactNames = async (d: DataAccess): Promise<string[]> => (await d.crmContacts()).map(person);

/** The one CRM lead with this full name. */
export const crmLead = async (d: DataAccess, name: string) => {
  const hit = (await d.crmLeads()).filter((l) => person(l).toLowerCase() === name.toLowerCase());
  if (hit.length !== 1) throw new Error(`the data has ${hit.length} leads named "${name}" (the question assumes one)`);
  return hit[0]!;
};

/** The one territory contact with this name. */
export const territoryPerson = async (d: DataAccess, name: string): Promise<TerritoryContact> => byName(await d.territoryContacts(), name);

/** The one territory account with this name (mine or third-party). */
export const territoryAcc = async (d: DataAccess, name: string): Promise<TerritoryAccount> => byName(await allTerritory(d), name);

/** The contacts of one territory account (by its name). */
export const contactsOf = async (d: DataAccess, name: string): Promise<TerritoryContact[]> =>
  d.territoryContacts({ account_id: (await territoryAcc(d, name)).id });

/** The one contact with `title` at a territory account (throws when there is not exactly one). */
export const onlyWithTitle = async (d: DataAccess, account: string, title: string): Promise<TerritoryContact> => {
  const hit = (await contactsOf(d, account)).filter((c) => c.job_title === title);
  if (hit.length !== 1) throw new Error(`${account} has ${hit.length} contacts titled ${title} (the question assumes one)`);
  return hit[0]!;
};

/** The top `n` accounts by revenue (a tie across the cut throws). */
export const topByRevenue = (xs: TerritoryAccount[], n: number): TerritoryAccount[] =>
  firstN(xs, (x) => x.revenue, n, 'max', `top ${n} by revenue`);

/** The region of each opportunity's account. */
export const regionOfDeal = async (d: DataAccess): Promise<(o: CrmOpportunity) => string | null> => {
  const acc = new Map((await d.crmAccounts()).map((x) => [x.id, x]));
  return (o) => acc.get(o.account_id)?.region ?? null;
};

/** The industry of each opportunity's account. */
export const industryOfDeal = async (d: DataAccess): Promise<(o: CrmOpportunity) => string | null> => {
  const acc = new Map((await d.crmAccounts()).map((x) => [x.id, x]));
  return (o) => acc.get(o.account_id)?.industry ?? null;
};

/** The US CRM accounts in one state (by its code). */
export const crmUsIn = async (d: DataAccess, code: string): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state === code);

/** Percent of `part` in `whole`. */
export const pctOf = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);

/** Whether a close date lies within [from, to] (ISO dates, inclusive). */
export const closeWithin =
  (from: string, to: string) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date !== null && o.close_date >= from && o.close_date <= to;

/** The ways an answer may say "third-party" (or "mine") about a territory account. */
const THIRD = ['third-party', 'third party', '3rd party', '3rd-party', 'external'];
const MINE = ['my accounts', 'your accounts', 'your own', 'your territory', 'my territory', 'one of yours', 'your account'];

/** Whether a named territory account is third-party or mine: the direct answer says which. */
export const ownership =
  (name: string): Check =>
  async (a, d) =>
    needName(a, (await territoryAcc(d, name)).is_third_party ? THIRD : MINE, `ownership of ${name}`);
