// What set BA needs that the earlier kinds files do not cover: a count that may be zero (then
// "none" or "no" answers it as well as "0"), and the e-mail address of the contact holding a
// job title at a named territory account (a follow-up pointing at "the CEO there"). Every
// expected figure is computed from the APIs' data when the checker runs.

import type { DataAccess } from './data.js';
import { byName, needAllNames, needNumber, needYesNo, type Check } from './judge.js';
import { loadAccounts } from './kinds-cd.js';

export const BA = {
  /** A count computed from the data; when it is 0, an answer saying "none" / "no" states it too. */
  countOrNone:
    (get: (d: DataAccess) => Promise<number>, what: string): Check =>
    async (a, d) => {
      const n = await get(d);
      const stated = needNumber(a, n, 'count', what);
      if (n !== 0 || stated === null) return stated;
      return needYesNo(a, false, what, 0) === null ? null : stated;
    },
  /** The e-mail address of every contact titled `title` at the named territory account. */
  emailOfTitleAt:
    (account: string, title: string): Check =>
    async (a, d) => {
      const acc = byName(await loadAccounts(d, 'all'), account);
      const emails = (await d.territoryContacts({ account_id: acc.id, job_title: title })).map((c) => c.email);
      if (emails.length === 0) throw new Error(`${account} has no ${title}`);
      return needAllNames(a, emails, `e-mail of the ${title} at ${account}`);
    },
};
