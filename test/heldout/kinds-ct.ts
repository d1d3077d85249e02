// What set CT needs beyond the shared builders (kinds-bb.ts, kinds-bv.ts, kinds-cg.ts): the union
// of the winners of several fair readings (my accounts, or all territory accounts), and a figure
// that is zero stated among other figures ("28 CRM accounts, none of yours"). Every expected
// figure, name or list is computed from the APIs' data when the checker runs (never hard-coded).

import type { DataAccess } from './data.js';
import { leadOf, needNumber, type Check } from './judge.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** The union of several readings' winners (names or keys), without repeats. */
export const union = (...readings: string[][]): string[] => [...new Set(readings.flat())];

/**
 * A figure that is zero: "0", or the direct answer saying "none" / "zero" / "no <thing>" (the
 * other figures of the answer may be stated alongside, so yes/no reading of the headline is not used).
 */
export const zero =
  (get: Get<number>, what: string): Check =>
  async (a, d) => {
    const v = await get(d);
    if (v !== 0) throw new Error(`${what}: ${v}, not zero (the question assumes none)`);
    const r = needNumber(a, 0, 'count', what);
    if (r === null) return null;
    return /\b(?:zero|none|no(?:t any)? (?:[a-z-]+ ){0,3}(?:accounts?|one)|don't have any|do not have any)\b/i.test(leadOf(a.text))
      ? null
      : r;
  };
