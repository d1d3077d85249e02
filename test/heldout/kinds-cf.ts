// What set CF needs beyond the shared builders (kinds-bb.ts, kinds-bv.ts, kinds.ts): a few
// loaders and checks its three files share. Every expected figure, name or list is computed from
// the APIs' data when the checker runs (never hard-coded).

import type { CrmAccount, CrmContact, CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { byName, leadOf, mentions, needName, numberMatches, numbersIn, sum, type Check } from './judge.js';
import { BB, MY, person, TP } from './kinds-bb.js';
import { isOpen } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** The share (percent) of `part` in `whole`. */
export const pct = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);

/** The territory accounts of both scopes. */
export const everyTerritory = async (d: DataAccess): Promise<TerritoryAccount[]> => [...(await MY(d)), ...(await TP(d))];

/** The contacts of one territory account, by the account's name. */
export const contactsOfAccount = async (d: DataAccess, name: string): Promise<TerritoryContact[]> =>
  d.territoryContacts({ account_id: byName(await everyTerritory(d), name).id });

/** The one territory contact with a title at a named account (the question assumes one). */
export const titledAt = async (d: DataAccess, account: string, title: string): Promise<TerritoryContact> => {
  const hit = (await contactsOfAccount(d, account)).filter((c) => c.job_title === title);
  if (hit.length !== 1) throw new Error(`${account} has ${hit.length} contacts titled ${title} (the question assumes one)`);
  return hit[0]!;
};

/** The ids of the territory accounts of a scope. */
export const idsOf = (xs: TerritoryAccount[]): Set<string> => new Set(xs.map((x) => x.id));

/** The CRM account called `name`. */
export const crmAcct = async (d: DataAccess, name: string): Promise<CrmAccount> => byName(await d.crmAccounts(), name);

/** The CRM contacts of a named account. */
export const crmPeople = async (d: DataAccess, name: string): Promise<CrmContact[]> => {
  const acc = await crmAcct(d, name);
  return (await d.crmContacts()).filter((c) => c.account_id === acc.id);
};

/** Every CRM contact's full name. */
export const crmContactNames = async (d: DataAccess): Promise<string[]> => (await d.crmContacts()).map(person);

/** The opportunities joined with their account (industry, region...). */
export const withAccount = async (d: DataAccess): Promise<{ o: CrmOpportunity; acc: CrmAccount }[]> => {
  const by = new Map((await d.crmAccounts()).map((x) => [x.id, x]));
  return (await d.crmOpportunities()).map((o) => ({ o, acc: by.get(o.account_id)! }));
};

/** The value of the open opportunities. */
export const openValue = (os: CrmOpportunity[]): number => sum(os.filter(isOpen).map((o) => o.value));

/**
 * "Which of my accounts have no contact?" when none has: "none"/"no"/"0" (BB.num's reading of
 * zero), or a headline saying every account has one.
 */
export const noneOrAll =
  (get: Get<number>, what: string): Check =>
  async (a, d) => {
    const r = await BB.num(get, 'count', what)(a, d);
    if (r === null) return null;
    if (/\b(all|every|each)\b[^.\n]*\b(ha(?:ve|s)|with)\b[^.\n]*\bcontacts?\b/i.test(leadOf(a.text)) && (await get(d)) === 0) return null;
    return r;
  };

/**
 * One opportunity named by `get` (ties: any): its full name in the direct answer, or its
 * account's name together with its value (an answer may write "King - Becker's Data Analytics
 * Suite, $1.5M").
 */
export const dealCheck =
  (get: Get<CrmOpportunity[]>, what: string): Check =>
  async (a, d) => {
    const os = await get(d);
    const accounts = new Map((await d.crmAccounts()).map((x) => [x.id, x.name]));
    const r = needName(
      a,
      os.map((o) => o.name),
      what,
    );
    if (r === null) return null;
    const lead = leadOf(a.text);
    const hit = os.some(
      (o) => mentions(lead, accounts.get(o.account_id) ?? o.name) && numbersIn(lead).some((n) => numberMatches(n, o.value, 'money')),
    );
    return hit ? null : r;
  };
