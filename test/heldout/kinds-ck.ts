// What set CK needs beyond the shared builders (kinds-bb.ts, kinds-bv.ts...): a few small loaders
// and row tests its three files share. Every expected figure, name or list is computed from the
// APIs' data when the checker runs (never hard-coded).

import type { CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import { sum } from './judge.js';
import { MY, TP } from './kinds-bb.js';
import { contactsByAccount } from './kinds-bv.js';

/** The territory accounts passing `pred`, mine or third-party. */
export const mine = async (d: DataAccess, pred: (x: TerritoryAccount) => boolean = () => true): Promise<TerritoryAccount[]> =>
  (await MY(d)).filter(pred);
export const theirs = async (d: DataAccess, pred: (x: TerritoryAccount) => boolean = () => true): Promise<TerritoryAccount[]> =>
  (await TP(d)).filter(pred);

/** The summed revenue of territory accounts. */
export const revOf = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));

/** The territory accounts among `xs` that have a contact with this job title. */
export const withTitle = async (d: DataAccess, xs: TerritoryAccount[], title: string): Promise<TerritoryAccount[]> => {
  const by = await contactsByAccount(d);
  return xs.filter((x) => (by.get(x.id) ?? []).some((c) => c.job_title === title));
};

/** The contacts of the territory accounts `xs`. */
export const contactsOfAll = async (d: DataAccess, xs: TerritoryAccount[]) => {
  const ids = new Set(xs.map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
};

/** An opportunity closing in a given year. */
export const inYear =
  (year: string) =>
  (o: CrmOpportunity): boolean =>
    o.close_date?.startsWith(`${year}-`) ?? false;
