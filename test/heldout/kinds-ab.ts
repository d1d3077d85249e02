// Kinds of held-out question used by set AB that the earlier kinds files do not cover: the state
// that comes first among a filtered set of territory accounts (a campaign's, say) by how many
// accounts it holds, or by their total or average revenue; and a question that needs both APIs
// (the open CRM pipeline of the US accounts in states where a set of territory accounts has no
// account at all). Every expected figure is computed from the APIs' data when the checker runs.

import type { CrmAccount, DataAccess, TerritoryAccount } from './data.js';
import { avg, fmt, groups, needNumber, needState, sum, type Check, type Dir } from './judge.js';
import { only, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';
import { OPEN } from './pick.js';

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

/** How the accounts of one state are summed up: how many, their total revenue, or their average revenue. */
export type StateStat = 'count' | 'sum' | 'avg';

const stat = (xs: TerritoryAccount[], s: StateStat): number =>
  s === 'count' ? xs.length : s === 'sum' ? sum(xs.map((x) => x.revenue)) : avg(xs.map((x) => x.revenue));

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TAB = {
  /** The state whose accounts of `s` passing `pred` come first (`max`) or last by `by` (a tie throws). */
  stateBy:
    (s: Src, pred: (x: TerritoryAccount) => boolean, by: StateStat, dir: Dir, what: string): Check =>
    async (a, d) => {
      const g = groups(
        (await load(d, s)).filter(pred),
        (x) => x.state,
        (xs) => stat(xs, by),
      );
      if (g.length === 0) throw new Error(`${what}: no account of ${label(s)} matches`);
      const best = only(g, (x) => x.value, dir, `states of ${label(s)} ${what}`);
      return needState(a, [best.key], `state of ${label(s)} ${what} with the ${dir} ${by} (${fmt(best.value)})`);
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

export const BAB = {
  /** The total value of the open CRM deals of US accounts in the states where `s` has no account. */
  crmOpenValueOutsideStatesOf:
    (s: Src): Check =>
    async (a, d) => {
      const covered = new Set((await load(d, s)).map((x) => x.state));
      const ids = new Set((await usAccounts(d)).filter((x) => !covered.has(x.state!)).map((x) => x.id));
      if (ids.size === 0) throw new Error(`every US CRM account sits in a state of ${label(s)}`);
      const os = (await d.crmOpportunities()).filter((o) => ids.has(o.account_id) && OPEN.includes(o.stage));
      if (os.length === 0) throw new Error(`no open CRM deal outside the states of ${label(s)}`);
      return needNumber(
        a,
        sum(os.map((o) => o.value)),
        'money',
        `open CRM pipeline of the US accounts outside the states of ${label(s)} (${os.length} deals, ${ids.size} accounts)`,
      );
    },
};
