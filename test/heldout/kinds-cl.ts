// What set CL needs beyond the shared builders (kinds-bb.ts, kinds-bv.ts): a yes/no whose
// answer is a comparison (not a count), and a few small loaders its three files share. Every
// expected figure, name or list is computed from the APIs' data when the checker runs.

import type { CrmLead, DataAccess, TerritoryAccount } from './data.js';
import { needYesNo, type Check } from './judge.js';
import { allTerritory, extra, MY, TP } from './kinds-bb.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** A yes/no computed as a truth (a comparison, a threshold), not from a count. */
export const yesNo =
  (get: Get<boolean>, what: string): Check =>
  async (a, d) =>
    needYesNo(a, await get(d), what);

/** The ids of the third-party accounts in a campaign. */
export const campaignIds = async (d: DataAccess, campaign: string): Promise<Set<string>> =>
  new Set((await d.thirdPartyAccounts(campaign)).map((x) => x.id));

/** The territory contacts at the accounts `xs`. */
export const contactsAt = async (d: DataAccess, xs: TerritoryAccount[]) => {
  const ids = new Set(xs.map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
};

/** The month (YYYY-MM) a lead was created. */
export const leadMonth = (l: CrmLead): string => (extra(l, 'created_at') ?? '').slice(0, 7);

export { allTerritory, MY, TP };

/** An opportunity not yet closed (won or lost). */
export const open = (o: { stage: string }): boolean => o.stage !== 'closed-won' && o.stage !== 'closed-lost';

/** The CRM rows of one field value. */
export const where =
  <T, K extends keyof T>(field: K, value: T[K]) =>
  (r: T): boolean =>
    r[field] === value;
