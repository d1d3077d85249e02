// What set AU needs that the earlier kinds files do not cover: a close date before January 1 of
// last year (read when the checker runs, UTC), and the sum of a field over the group (by some
// key) holding the most rows, that group found from the data (not named). Every expected
// figure is computed from the APIs' data when the checker runs.

import type { DataAccess } from './data.js';
import { groups, needNumber, sum, winners, type Check } from './judge.js';

/** Whether a date (YYYY-MM-DD) lies before January 1 of last year (UTC). */
export const beforeLastYear = (date: string | null): boolean => date !== null && date < `${new Date().getUTCFullYear() - 1}-01-01`;

/** The sum of `value` over the rows of the group (by `by`) holding the most rows; a tie for the most throws. */
export const sumOfBiggestGroup =
  <R>(
    load: (d: DataAccess) => Promise<R[]>,
    by: (r: R) => string | null,
    value: (r: R) => number,
    unit: 'money' | 'count',
    what: string,
  ): Check =>
  async (a, d) => {
    const rows = await load(d);
    const top = winners(
      groups(rows, by, (xs) => xs.length),
      (g) => g.value,
      'max',
    );
    if (top.length !== 1) throw new Error(`${what}: ${top.length} groups tie for the most rows (the question assumes one)`);
    const key = top[0]!.key;
    return needNumber(a, sum(rows.filter((r) => by(r) === key).map(value)), unit, `${what} (${key})`);
  };
