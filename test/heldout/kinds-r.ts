// Kinds of held-out question used by set R that the earlier kinds files do not cover: a question
// that needs both APIs (the state of the largest or smallest territory account of a set, then
// the value of the open CRM deals of the US accounts there). Every expected figure is computed
// from the APIs' data when the checker runs.

import type { CrmAccount, DataAccess } from './data.js';
import { needNumber, sum, type Check, type Dir } from './judge.js';
import { only, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';

const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

// ---------------------------------------------------------------------------------------------
// Both APIs.

export const BR = {
  /** The total value of the open CRM deals of the US accounts in the state of the largest/smallest account of `s`. */
  openValueInStateOfPick:
    (s: Src, dir: Dir): Check =>
    async (a, d) => {
      const acc = only(await load(d, s), (x) => x.revenue, dir, `${dir} revenue of ${label(s)}`);
      const ids = new Set((await usAccounts(d)).filter((x) => x.state === acc.state).map((x) => x.id));
      if (ids.size === 0) throw new Error(`no CRM account in ${acc.state}`);
      const total = sum((await d.crmOpportunities()).filter((o) => ids.has(o.account_id) && OPEN.includes(o.stage)).map((o) => o.value));
      return needNumber(a, total, 'money', `open CRM deal value in ${acc.state}, the state of ${acc.name}`);
    },
};
