// What set BL needs beyond the shared builders (kinds-bb.ts BB, kinds-bc.ts BC, kinds-bd.ts BD,
// kinds-bh.ts BH, kinds-bk.ts KB, kinds-cd.ts TC, kinds-cd-crm.ts CX): the ways an answer may
// name "my" book and the third-party book in a comparison, and the small loaders the three files
// of the set share. Every expected figure, name or list is computed from the APIs' data when the
// checker runs (never hard-coded).

import type { CrmAccount, DataAccess, TerritoryAccount } from './data.js';
import { groups, sum } from './judge.js';
import { JOPPS } from './kinds-cd-crm.js';
import { only } from './kinds-cd.js';

/** How an answer may name the user's own territory accounts (first) and the third-party ones. */
export const MY_BOOK = [
  'my accounts',
  'my own',
  'mine',
  'my book',
  'my territory',
  'your accounts',
  'your own',
  'yours',
  'your book',
  'your territory',
];
export const THIRD_PARTY = ['third-party', 'third party', '3rd party'];

/** My territory accounts, the third-party ones, and both. */
export const MY = (d: DataAccess): Promise<TerritoryAccount[]> => d.myAccounts();
export const TP = (d: DataAccess): Promise<TerritoryAccount[]> => d.thirdPartyAccounts();
export const EVERY = async (d: DataAccess): Promise<TerritoryAccount[]> => [...(await d.myAccounts()), ...(await d.thirdPartyAccounts())];
export const st =
  (...codes: string[]) =>
  (x: { state: string | null }): boolean =>
    x.state !== null && codes.includes(x.state);
export const revenueSum = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));

/** The territory contacts working at the accounts `xs`. */
export const contactsAtAccounts = async (d: DataAccess, xs: TerritoryAccount[]) => {
  const ids = new Set(xs.map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
};

/** The one account of `xs` with the most territory contacts (a tie throws: the question assumes one). */
export const mostContacts = async (d: DataAccess, xs: TerritoryAccount[], what: string): Promise<TerritoryAccount> => {
  const cs = await d.territoryContacts();
  return only(xs, (x) => cs.filter((c) => c.account_id === x.id).length, 'max', what);
};

/** The CRM accounts in the United States. */
export const US = async (d: DataAccess): Promise<CrmAccount[]> => (await d.crmAccounts()).filter((x) => x.country === 'United States');

/** CRM opportunities with their account. */
export const DEALS = JOPPS;
export const dealSum = (os: { value: number }[]): number => sum(os.map((o) => o.value));

/** The one key of `items` grouped by `by` with the largest/smallest aggregate (a tie throws). */
export const topKey = <T>(items: T[], by: (x: T) => string | null, agg: (xs: T[]) => number, dir: 'max' | 'min', what: string): string =>
  only(groups(items, by, agg), (g) => g.value, dir, what).key;
