// What set BT needs beyond the shared builders (kinds-bb.ts BB, kinds-bd.ts BD, kinds-bh.ts BH,
// kinds-bp.ts BP, kinds-cd.ts TC, kinds-cd-crm.ts CX, kinds-az.ts TAZ/CAZ, kinds.ts T and C): a
// figure asked to a stated number of decimals (a ratio, a mean), read strictly (a ratio of 0.94
// is not "about 1"); a list of countries written in full or by their usual short forms; a
// breakdown whose groups may be written in a short form (titles, regions); and the small
// loaders the three files of the set share. Every expected figure, name or list is computed from
// the APIs' data when the checker runs (never hard-coded).

import type { DataAccess, TerritoryAccount } from './data.js';
import { fmt, leadOf, needList, needNumber, sum, type Answer, type Check } from './judge.js';
import { needBreakdown } from './kinds-i.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** Whether the direct answer shows `value` to at least `places` decimals (or exactly); "93.7%" stands for 0.937. */
function showsPrecisely(a: Answer, value: number, places: number): boolean {
  const lead = leadOf(a.text);
  const tol = 10 ** -places / 2;
  for (const m of lead.matchAll(/(?<![\w.,])(\d+(?:\.\d+)?)(\s?%)?/g)) {
    const pct = m[2] !== undefined;
    const x = Number(m[1]) / (pct ? 100 : 1);
    const decimals = (m[1]!.split('.')[1] ?? '').length + (pct ? 2 : 0);
    if (Math.abs(x - value) < 1e-9) return true;
    if (decimals >= places && Math.abs(x - value) <= tol + 1e-9) return true;
  }
  return false;
}

export const BT = {
  /** A plain figure (ratio, mean) stated to `places` decimals, right to that precision. */
  precise:
    (get: Get<number>, places: number, what: string): Check =>
    async (a, d) => {
      const v = await get(d);
      const loose = needNumber(a, v, 'plain', what);
      if (showsPrecisely(a, v, places)) return null;
      if (loose !== null) return loose;
      const shown = fmt(Math.round(v * 10 ** places) / 10 ** places);
      return `expected ${what} = ${shown} (to ${places} decimals) in the direct answer; got "${leadOf(a.text).slice(0, 160)}"`;
    },
  /** Exactly the countries `[expected, universe]`, each written in full or by a usual short form. */
  countries:
    (get: Get<[string[], string[]]>, what: string): Check =>
    async (a, d) => {
      const [hit, others] = await get(d);
      if (hit.length === 0) throw new Error(`${what}: no country matches`);
      const text = a.text
        .replace(/(?<![A-Za-z.])(?:U\.K\.|UK)(?![A-Za-z])/g, 'United Kingdom')
        .replace(/(?<![A-Za-z.])(?:U\.S\.A\.|U\.S\.|USA|US)(?![A-Za-z])/g, 'United States')
        .replace(/(?<![A-Za-z.])UAE(?![A-Za-z])/g, 'United Arab Emirates');
      return needList({ ...a, text }, hit, others, what);
    },
  /** Every group with its own figure; `forms` gives the other ways a group's name may be written. */
  breakdown:
    (get: Get<{ key: string; value: number }[]>, forms: Record<string, string[]>, unit: 'count' | 'money', what: string): Check =>
    async (a, d) => {
      const g = await get(d);
      if (g.length === 0) throw new Error(`${what}: no group`);
      return needBreakdown(
        a,
        g.map((x) => ({ names: [x.key, ...(forms[x.key] ?? [])], value: x.value })),
        unit,
        what,
      );
    },
};

/** The short forms of the territory titles and of the CRM regions. */
export const FORMS: Record<string, string[]> = {
  'Chief Executive Officer': ['CEO'],
  'Chief Technology Officer': ['CTO'],
  'Chief Financial Officer': ['CFO'],
  'Vice President of Sales': ['VP of Sales', 'VP Sales'],
  'Director of Marketing': ['Marketing Director'],
  'Account Executive': ['AE'],
  'Asia Pacific': ['APAC', 'Asia-Pacific'],
  'Middle East & Africa': ['MEA', 'Middle East and Africa'],
  'Latin America': ['LATAM'],
};

/** Count of rows per key. */
export const tally = <R>(xs: R[], by: (r: R) => string | null): { key: string; value: number }[] => {
  const m = new Map<string, number>();
  for (const x of xs) {
    const k = by(x);
    if (k !== null && k !== '') m.set(k, (m.get(k) ?? 0) + 1);
  }
  return [...m].map(([key, value]) => ({ key, value }));
};

/** Total revenue of territory accounts. */
export const revenue = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));

/** Whether a lead was created on a day in [from, to] (YYYY-MM-DD, both inclusive). */
export const createdOn =
  (from: string, to: string) =>
  (l: object): boolean => {
    const at = (l as { created_at?: string | null }).created_at;
    return typeof at === 'string' && at.slice(0, 10) >= from && at.slice(0, 10) <= to;
  };
