// Kinds of held-out question used by set AC that the earlier kinds files do not cover: the
// contacts of the largest or smallest territory account of a filtered set (asked as a follow-up
// about "it"); whether the accounts of a set hold more people of one job title than of another
// (yes or no); and questions that need both APIs (the closed-won CRM total of the US accounts in
// the state of the largest or smallest territory account of a set; how many CRM contacts hold a
// job title at US accounts in the states where a set of territory accounts sits). Every expected
// figure is computed from the APIs' data when the checker runs.

import type { CrmAccount, DataAccess, TerritoryAccount } from './data.js';
import { fmt, needList, needNumber, needYesNo, sum, type Check, type Dir } from './judge.js';
import { only, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';

type AccPred = (x: TerritoryAccount) => boolean;

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TAC = {
  /** The contacts of the account of `s` passing `pred` with the largest/smallest revenue (a tie throws): every one, no other. */
  contactsOfPick:
    (s: Src, pred: AccPred, dir: Dir, what: string): Check =>
    async (a, d) => {
      const acc = only((await load(d, s)).filter(pred), (x) => x.revenue, dir, `${dir} revenue of ${label(s)} ${what}`);
      const every = await d.territoryContacts();
      const mine = every.filter((c) => c.account_id === acc.id).map((c) => c.name);
      if (mine.length === 0) throw new Error(`${acc.name} has no contact (make it a yes/no question)`);
      return needList(
        a,
        mine,
        every.map((c) => c.name),
        `contacts at ${acc.name}, the ${dir} revenue account of ${label(s)} ${what}`,
      );
    },
  /** Whether the contacts at the accounts of `s` hold `more` more often than `than` (a tie throws). */
  moreOfTitle:
    (s: Src, more: string, than: string): Check =>
    async (a, d) => {
      const ids = new Set((await load(d, s)).map((x) => x.id));
      const cs = (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
      const x = cs.filter((c) => c.job_title === more).length;
      const y = cs.filter((c) => c.job_title === than).length;
      if (x === y) throw new Error(`${more} and ${than} tie at ${x} among the contacts of ${label(s)}`);
      return needYesNo(a, x > y, `${more} (${x}) against ${than} (${y}) at ${label(s)}`);
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

export const BAC = {
  /** The closed-won CRM total of the US accounts in the state of the largest/smallest (by revenue) account of `s`. */
  crmWonInStateOfPick:
    (s: Src, dir: Dir): Check =>
    async (a, d) => {
      const acc = only(await load(d, s), (x) => x.revenue, dir, `${dir} revenue of ${label(s)}`);
      const ids = new Set((await usAccounts(d)).filter((x) => x.state === acc.state).map((x) => x.id));
      if (ids.size === 0) throw new Error(`no CRM account in ${acc.state}`);
      const os = (await d.crmOpportunities()).filter((o) => ids.has(o.account_id) && o.stage === 'closed-won');
      if (os.length === 0) throw new Error(`no closed-won CRM deal in ${acc.state}`);
      return needNumber(
        a,
        sum(os.map((o) => o.value)),
        'money',
        `closed-won CRM value in ${acc.state}, the state of ${acc.name} (${os.length} deals)`,
      );
    },
  /** How many CRM contacts hold `title` at US accounts in the states where `s` has accounts. */
  crmTitleInStatesOf:
    (s: Src, title: string): Check =>
    async (a, d) => {
      const states = new Set((await load(d, s)).map((x) => x.state));
      const ids = new Set((await usAccounts(d)).filter((x) => states.has(x.state!)).map((x) => x.id));
      const n = (await d.crmContacts()).filter((c) => ids.has(c.account_id) && c.job_title === title).length;
      if (n === 0) throw new Error(`no CRM ${title} in the states of ${label(s)}`);
      return needNumber(a, n, 'count', `CRM contacts titled ${title} at US accounts in the ${fmt(states.size)} states of ${label(s)}`);
    },
};
