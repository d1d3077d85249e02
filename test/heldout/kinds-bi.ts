// What set BI needs beyond the shared builders (kinds-bb.ts BB, kinds-cd.ts TC, kinds-crm.ts C):
// a claim checked with its figure (the figure must be stated; a yes/no verdict is welcome but
// not required, and a verdict that contradicts the data fails), a breakdown of leads by a
// field, and the small loaders the three files of the set share. Every expected figure, name or
// list is computed from the APIs' data when the checker runs (never hard-coded).

import type { CrmAccount, CrmContact, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { all, byName, groups, needYesNo, sum, type Check } from './judge.js';
import { extra, person } from './kinds-bb.js';
import { withAliases } from './kinds-cd.js';
import { needBreakdown } from './kinds-i.js';

type Get<T> = (d: DataAccess) => Promise<T>;

const ROW = /^\s*(?:[-*•]\s|\d+[.)]\s)/;
/** The headline of an answer: the lines before its first row (or its first line). */
const headOf = (text: string): string => {
  const lines = text.split('\n');
  const cut = lines.findIndex((l) => ROW.test(l));
  return (cut > 0 ? lines.slice(0, cut) : lines.slice(0, 1)).join('\n');
};
const SAYS_YES = /^\W*(yes|yep|yeah|correct|true|confirmed|that'?s (right|correct|true)|it is (true|correct)|it's (true|correct))\b/i;
const SAYS_NO = /^\W*(no|nope|not|incorrect|false|wrong|that'?s not|that is not|it is not|it's not|it isn't)\b/i;

/** My territory accounts, the third-party ones, and both. */
export const MINE = (d: DataAccess): Promise<TerritoryAccount[]> => d.myAccounts();
export const THEIRS = (d: DataAccess): Promise<TerritoryAccount[]> => d.thirdPartyAccounts();
export const BOTH_BOOKS = async (d: DataAccess): Promise<TerritoryAccount[]> => [
  ...(await d.myAccounts()),
  ...(await d.thirdPartyAccounts()),
];
/** Total revenue of territory accounts. */
export const revenueOf = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));
/** The territory contacts working at the accounts given. */
export const contactsAtAccounts = async (d: DataAccess, xs: TerritoryAccount[]): Promise<TerritoryContact[]> => {
  const ids = new Set(xs.map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
};
/** The CRM accounts of one US state (by its code). */
export const crmState = async (d: DataAccess, code: string): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state === code);
/** The CRM contacts of a named CRM account. */
export const crmContactsOf = async (d: DataAccess, name: string): Promise<CrmContact[]> => {
  const acc = byName(await d.crmAccounts(), name);
  return (await d.crmContacts()).filter((c) => c.account_id === acc.id);
};
/** The day (YYYY-MM-DD, UTC) a CRM row was created. */
export const createdOn = (r: object): string => (extra(r, 'created_at') ?? '').slice(0, 10);
export { person };

export const BI = {
  /**
   * A claim to confirm or refute, answered by its figure(s): every check of `figures` must pass;
   * a yes/no verdict in the headline is not required, but one that contradicts the data fails.
   */
  claim:
    (get: Get<boolean>, what: string, ...figures: Check[]): Check =>
    async (a, d) => {
      const yes = await get(d);
      const verdict = needYesNo(a, yes, what);
      const head = headOf(a.text);
      const contradicts = verdict !== null && (yes ? SAYS_NO.test(head) : SAYS_YES.test(head));
      const rest = await Promise.all(figures.map((f) => f(a, d)));
      return all(contradicts ? verdict : null, ...rest);
    },
  /** How many leads each value of a field has: every value named with its own count. */
  leadBreakdown:
    (field: 'source' | 'status' | 'industry', what: string): Check =>
    async (a, d) => {
      const g = groups(
        await d.crmLeads(),
        (l) => l[field],
        (xs) => xs.length,
      );
      return needBreakdown(
        a,
        g.map((x) => ({ names: withAliases(x.key), value: x.value })),
        'count',
        what,
      );
    },
};
