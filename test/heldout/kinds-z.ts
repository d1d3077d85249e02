// Kinds of held-out question used by set Z that the earlier kinds files do not cover: a count
// whose true answer may be zero, where "none" or "no" answers it as well as "0" does (for either
// API's rows); and a yes/no question whose verdict is a fact computed from the data (two totals
// compared, a figure against a threshold). Every expected figure is computed from the APIs'
// data when the checker runs.

import type { DataAccess } from './data.js';
import { fmt, needNumber, needYesNo, type Check } from './judge.js';

type Load<R> = (d: DataAccess) => Promise<R[]>;

export const Z = {
  /**
   * How many rows pass `pred`. When the truth is 0, an answer saying so in words ("none", "no
   * such accounts", "found 0") is as right as one writing the digit.
   */
  countOrNone:
    <R>(load: Load<R>, pred: (r: R) => boolean, what: string): Check =>
    async (a, d) => {
      const n = (await load(d)).filter(pred).length;
      const digit = needNumber(a, n, 'count', what);
      if (n > 0 || digit === null) return digit;
      return needYesNo(a, false, `${what} (none)`, 0) === null ? null : digit;
    },
  /**
   * A yes/no question whose verdict `fact` computes from the data; `fact` also returns how the
   * verdict was reached, for the reason shown when the answer is wrong.
   */
  yesIf:
    (fact: (d: DataAccess) => Promise<{ yes: boolean; why: string }>): Check =>
    async (a, d) => {
      const f = await fact(d);
      return needYesNo(a, f.yes, f.why);
    },
  /** Whether the first total is larger than the second (they must differ: a tie has no verdict). */
  larger:
    <X, Y>(
      x: { load: Load<X>; pred: (r: X) => boolean; value: (r: X) => number },
      y: { load: Load<Y>; pred: (r: Y) => boolean; value: (r: Y) => number },
      what: string,
    ): Check =>
    async (a, d) => {
      const total = async <R>(t: { load: Load<R>; pred: (r: R) => boolean; value: (r: R) => number }): Promise<number> =>
        (await t.load(d)).filter(t.pred).reduce((s, r) => s + t.value(r), 0);
      const [p, q] = [await total(x), await total(y)];
      if (p === q) throw new Error(`${what}: both totals are ${fmt(p)}`);
      return needYesNo(a, p > q, `${what} (${fmt(p)} vs ${fmt(q)})`);
    },
};
