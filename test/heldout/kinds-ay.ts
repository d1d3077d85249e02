// What set AY needs that the earlier kinds files do not cover: a question with two fair readings
// (the figures of either one accepted); the state holding the most territory accounts of a
// source named together with the number of US CRM accounts there; and the top n groups by row
// count once some values are left out ("excluding the United States"), where naming a value the
// question left out is not an intruder and a group's usual short form ("UK") names it. Every
// expected figure is computed from the APIs' data when the checker runs.

import type { DataAccess } from './data.js';
import { all, groups, mentions, needList, needNumber, needState, type Check } from './judge.js';
import { firstN, loadAccounts, only, srcLabel, withAliases, type Src } from './kinds-cd.js';

export const AY = {
  /** Right when the answer satisfies any one of `checks` (one per fair reading of the question). */
  either:
    (...checks: Check[]): Check =>
    async (a, d) => {
      const reasons: (string | null)[] = [];
      for (const c of checks) reasons.push(await c(a, d));
      return reasons.some((r) => r === null) ? null : reasons.join(' | or | ');
    },
  /** The state holding the most accounts of `s` (a tie throws), and how many US CRM accounts it has. */
  crmCountInTopStateOf:
    (s: Src): Check =>
    async (a, d) => {
      const g = groups(
        await loadAccounts(d, s),
        (x) => x.state,
        (xs) => xs.length,
      );
      const state = only(g, (x) => x.value, 'max', `states by ${srcLabel(s)}`).key;
      const n = (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state === state).length;
      if (n === 0) throw new Error(`no US CRM account in ${state}`);
      return all(
        needState(a, [state], `state with the most ${srcLabel(s)}`),
        needNumber(a, n, 'count', `US CRM accounts in ${state}, the state with the most ${srcLabel(s)}`),
      );
    },
  /** The `n` values of `by` holding the most rows once the values `except` are left out: every one, and no other value but those. */
  topCountsExcept:
    <R>(load: (d: DataAccess) => Promise<R[]>, by: (r: R) => string | null, n: number, except: string[], what: string): Check =>
    async (a, d) => {
      const rows = await load(d);
      const g = groups(
        rows.filter((r) => !except.includes(by(r) ?? '')),
        by,
        (xs) => xs.length,
      );
      const top = firstN(g, (x) => x.value, n, 'max', what).map((x) => x.key);
      const rest = [...new Set(rows.map(by))].filter((k): k is string => k !== null && k !== '' && !except.includes(k));
      // A short form ("UK") stands for its value: the text is read with each value's short forms written out.
      let text = a.text;
      for (const k of [...top, ...rest])
        for (const alias of withAliases(k).slice(1))
          if (!mentions(text, k) && mentions(text, alias))
            text = text.replace(new RegExp(`(?<![A-Za-z0-9])${alias.replace(/[.]/g, '\\.')}(?![A-Za-z0-9])`, 'g'), k);
      return needList({ ...a, text }, top, rest, what);
    },
};
