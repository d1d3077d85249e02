// What set BZ needs beyond the shared builders (kinds-bb.ts BB, kinds-bc.ts BC, kinds-bv.ts):
// a yes/no decided by a comparison, a comparison of two states whose winner must come first
// (codes or names), a check that passes when any of its fair readings does, and the small
// loaders the three files of the set share (one CRM account or deal by name, its deals, its
// people, the deal a ranking picks). Every expected figure, name or list is computed from the
// APIs' data when the checker runs (never hard-coded).

import type { CrmAccount, CrmContact, CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import { byName, leadOf, needState, needYesNo, sum, US_STATES, type Check } from './judge.js';
import { person } from './kinds-bb.js';
import { indexOfName, only } from './kinds-cd.js';
import { isOpen } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;

export { isOpen, person };

/** A yes/no question whose answer is a comparison (no count to state). */
export const yn =
  (get: Get<boolean>, what: string): Check =>
  async (a, d) =>
    needYesNo(a, await get(d), what);

/** Where a state first occurs in the text: its code in capitals, or its name as words; -1 if not. */
const stateAt = (text: string, code: string): number => {
  const byCode = new RegExp(`(?<![A-Za-z])${code}(?![A-Za-z])`).exec(text)?.index ?? -1;
  const name = US_STATES[code];
  const byWord = name ? indexOfName(text, name) : -1;
  const hits = [byCode, byWord].filter((i) => i >= 0);
  return hits.length === 0 ? -1 : Math.min(...hits);
};

/**
 * Two states compared ("Oregon or Washington?"): the direct answer names the winner, and of the
 * two, the winner comes first. `get` gives the two codes with their figures; a tie throws.
 */
export const stateFirst =
  (get: Get<[string, number][]>, what: string): Check =>
  async (a, d) => {
    const pair = await get(d);
    if (pair.length !== 2 || pair[0]![1] === pair[1]![1]) throw new Error(`${what}: the two states tie`);
    const [win, lose] = pair[0]![1] > pair[1]![1] ? [pair[0]![0], pair[1]![0]] : [pair[1]![0], pair[0]![0]];
    const named = needState(a, [win], what);
    if (named) return named;
    const lead = leadOf(a.text);
    const w = stateAt(lead, win);
    const l = stateAt(lead, lose);
    return l >= 0 && l < w ? `expected ${what} = ${win} as the verdict; the direct answer puts ${lose} first` : null;
  };

/** Passes when any of the checks does (two fair ways to answer); else the first one's reason. */
export const either =
  (...checks: Check[]): Check =>
  async (a, d) => {
    const reasons = [];
    for (const c of checks) {
      const r = await c(a, d);
      if (r === null) return null;
      reasons.push(r);
    }
    return reasons.join(' | or | ');
  };

// ---------------------------------------------------------------------------------------------
// Territory.

export const MY = (d: DataAccess): Promise<TerritoryAccount[]> => d.myAccounts();
export const TP = (d: DataAccess): Promise<TerritoryAccount[]> => d.thirdPartyAccounts();
export const revOf = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));
export const inSt =
  (code: string) =>
  (x: TerritoryAccount): boolean =>
    x.state === code;

// ---------------------------------------------------------------------------------------------
// CRM.

/** The US CRM accounts (optionally of one state). */
export const usAccounts = async (d: DataAccess, code?: string): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null && (code === undefined || x.state === code));

/** The one CRM account with this name. */
export const crmAccount = async (d: DataAccess, name: string): Promise<CrmAccount> => byName(await d.crmAccounts(), name);

/** The one opportunity with this name. */
export const crmDeal = async (d: DataAccess, name: string): Promise<CrmOpportunity> => byName(await d.crmOpportunities(), name);

/** The deals of one CRM account (by name or by the account row). */
export const dealsOf = async (d: DataAccess, acc: string | CrmAccount): Promise<CrmOpportunity[]> => {
  const id = typeof acc === 'string' ? (await crmAccount(d, acc)).id : acc.id;
  return (await d.crmOpportunities()).filter((o) => o.account_id === id);
};

/** The contacts of one CRM account (by name or by the account row). */
export const peopleOf = async (d: DataAccess, acc: string | CrmAccount): Promise<CrmContact[]> => {
  const id = typeof acc === 'string' ? (await crmAccount(d, acc)).id : acc.id;
  return (await d.crmContacts()).filter((c) => c.account_id === id);
};

/** The account behind a deal. */
export const accountOf = async (d: DataAccess, o: CrmOpportunity): Promise<CrmAccount> => {
  const acc = (await d.crmAccounts()).find((x) => x.id === o.account_id);
  if (!acc) throw new Error(`no account ${o.account_id} for ${o.name}`);
  return acc;
};

/** The one deal with the largest/smallest key among those passing `pred` (a tie throws). */
export const pickDeal = async (
  d: DataAccess,
  pred: (o: CrmOpportunity) => boolean,
  key: (o: CrmOpportunity) => number,
  dir: 'max' | 'min',
  what: string,
): Promise<CrmOpportunity> => only((await d.crmOpportunities()).filter(pred), key, dir, what);

/** A deal's name and, as a fair short form, its deal type (the part after "<account> - "). */
export const dealNames = (o: CrmOpportunity, account: CrmAccount): string[] =>
  o.name.startsWith(`${account.name} - `) ? [o.name, o.name.slice(account.name.length + 3)] : [o.name];

/** Open pipeline (total value of the open deals) of the accounts passing `pred`. */
export const openValue = async (d: DataAccess, pred: (x: CrmAccount) => boolean): Promise<number> => {
  const ok = new Set((await d.crmAccounts()).filter(pred).map((x) => x.id));
  return sum((await d.crmOpportunities()).filter((o) => isOpen(o) && ok.has(o.account_id)).map((o) => o.value));
};
