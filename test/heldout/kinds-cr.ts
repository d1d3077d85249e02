// What set CR needs beyond the shared builders (kinds-bb.ts, kinds-bv.ts, kinds-cg.ts): a yes/no
// decided by a comparison, an average probability stated as a percent or as a fraction, a
// quarter named as "Q3" or "third quarter", a country written in full or as US/USA, and a few
// row tests its three files share. Every expected figure, name or list is computed from the
// APIs' data when the checker runs (never hard-coded).

import type { CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import { groups, leadOf, needName, needNumber, needYesNo, numbersIn, sum, type Check } from './judge.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** A deal that is neither closed-won nor closed-lost. */
export const openDeal = (o: CrmOpportunity): boolean => o.stage !== 'closed-won' && o.stage !== 'closed-lost';

/** Total revenue of territory accounts. */
export const revenueOf = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));

/** Total revenue by state. */
export const revenueByState = (xs: TerritoryAccount[]) =>
  groups(
    xs,
    (x) => x.state,
    (ys) => revenueOf(ys),
  );

/** A yes/no whose answer is a comparison the getter makes (no match count to state). */
export const yn =
  (get: Get<boolean>, what: string): Check =>
  async (a, d) =>
    needYesNo(a, await get(d), what);

/** A probability (0..1) stated as a percent ("52%", within a point) or as a fraction ("0.52"). */
export const prob =
  (get: Get<number>, what: string): Check =>
  async (a, d) => {
    const p = await get(d);
    const asPercent = needNumber(a, p * 100, 'plain', `${what} (percent)`);
    if (asPercent === null) return null;
    const fraction = numbersIn(leadOf(a.text)).some((n) => n.value < 1 && n.step <= 0.01 && Math.abs(n.value - p) <= 0.005 + 1e-9);
    return fraction ? null : asPercent;
  };

const QUARTER_WORDS = ['', 'first', 'second', 'third', 'fourth'];
const QUARTER_NTH = ['', '1st', '2nd', '3rd', '4th'];

/** A calendar quarter (1..4) named "Q3", "third quarter" or "3rd quarter". */
export const quarter =
  (get: Get<number>, what: string): Check =>
  async (a, d) => {
    const n = await get(d);
    return needName(a, [`Q${n}`, `${QUARTER_WORDS[n]} quarter`, `${QUARTER_NTH[n]} quarter`], what);
  };

/** The calendar quarter (1..4) of an ISO date. */
export const quarterOf = (date: string): number => Math.ceil(Number(date.slice(5, 7)) / 3);

/** One of the countries, written in full or by its usual short form (US, USA, UK). */
export const country =
  (get: Get<string[]>, what: string): Check =>
  async (a, d) => {
    const names = await get(d);
    const text = a.text
      .replace(/(?<![A-Za-z])(?:USA|U\.S\.A\.|U\.S\.|US)(?![A-Za-z])/g, 'United States')
      .replace(/(?<![A-Za-z])(?:UK|U\.K\.)(?![A-Za-z])/g, 'United Kingdom');
    return needName({ ...a, text }, names, what);
  };
