// What set CN needs beyond the shared builders (kinds-bb.ts, kinds-bv.ts): deal stages, periods,
// and a checker for a breakdown whose every figure must appear in the answer. Every expected
// figure, name or list is computed from the APIs' data when the checker runs (never hard-coded).

import type { CrmOpportunity, DataAccess } from './data.js';
import { all, needNumber, numberMatches, numbersIn, fmt, type Check } from './judge.js';

/** The two closed stages; every other stage is open pipeline. */
export const WON = 'closed-won';
export const LOST = 'closed-lost';
export const open = (o: CrmOpportunity): boolean => o.stage !== WON && o.stage !== LOST;
export const isWon = (o: CrmOpportunity): boolean => o.stage === WON;
export const isLost = (o: CrmOpportunity): boolean => o.stage === LOST;

/** Close date within [from, to] (ISO days, both included). */
export const closesIn =
  (from: string, to: string) =>
  (o: CrmOpportunity): boolean =>
    o.close_date !== null && o.close_date >= from && o.close_date <= to;

/** The one row of a list (a tie or an empty list throws: the question assumes one). */
export const only = <T>(xs: T[], what: string): T => {
  if (xs.length !== 1) throw new Error(`${what}: ${xs.length} rows (the question assumes one)`);
  return xs[0]!;
};

/** A date as people write it: 2025-04-04, April 4, 2025, Apr 4, 2025, 4 April 2025, 04/04/2025. */
export const dateForms = (iso: string): string[] => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const long = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const short = long.slice(0, 3);
  const mm = String(m).padStart(2, '0');
  const dd = String(d).padStart(2, '0');
  return [iso, `${long} ${d}, ${y}`, `${short} ${d}, ${y}`, `${d} ${long} ${y}`, `${mm}/${dd}/${y}`, `${long} ${d} ${y}`];
};

/**
 * A breakdown: every figure of `get` (label -> value) must be stated somewhere in the answer
 * (a breakdown is its rows, so the whole answer counts).
 */
export const breakdown =
  (get: (d: DataAccess) => Promise<{ key: string; value: number }[]>, unit: 'count' | 'money', what: string): Check =>
  async (a, d) => {
    const g = await get(d);
    if (g.length === 0) throw new Error(`${what}: empty`);
    const shown = numbersIn(a.text);
    return all(
      ...g.map((x) => {
        // Recorded so that --selfcheck can build a right answer; the verdict is read from the whole text.
        needNumber(a, x.value, unit, `${what}: ${x.key}`);
        return shown.some((n) => numberMatches(n, x.value, unit)) ? null : `expected ${what}: ${x.key} = ${fmt(x.value)} in the answer`;
      }),
    );
  };
