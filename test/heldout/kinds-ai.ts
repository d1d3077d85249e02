// The one checker set AI needs that the earlier kinds files do not cover: the revenue of the
// territory accounts of a source, state by state (kinds-i.ts has the same breakdown by count).
// Every figure is computed from the territory API's data when the checker runs.

import { groups, US_STATES, type Check } from './judge.js';
import { loadAccounts as load, srcLabel as label, type Src } from './kinds-cd.js';
import { needBreakdown } from './kinds-i.js';

export const TAI = {
  /** The total revenue of the accounts of `s` in each state: every state with its own sum. */
  revenueByState:
    (s: Src): Check =>
    async (a, d) => {
      const g = groups(
        await load(d, s),
        (x) => x.state,
        (xs) => xs.reduce((t, x) => t + x.revenue, 0),
      );
      const parts = g.map((x) => ({ names: [x.key, US_STATES[x.key] ?? x.key], value: x.value }));
      return needBreakdown(a, parts, 'money', `revenue of ${label(s)} per state`, true);
    },
};
