// What set CO needs beyond the shared builders (kinds-bb.ts, kinds-bv.ts, kinds-cg.ts): stage and
// date tests written out here (won, lost, open; a close date or a creation date inside a period),
// win rates, repeated names and the one winner of a ranking. Every expected figure, name or list
// is computed from the APIs' data when the checker runs (never hard-coded).

import type { CrmOpportunity, DataAccess } from './data.js';
import { needAllNames, winners, type Check } from './judge.js';
import { extra } from './kinds-bb.js';
import { share } from './kinds-bv.js';

type Group = { key: string; value: number };

export const isWon = (o: CrmOpportunity): boolean => o.stage === 'closed-won';
export const isLost = (o: CrmOpportunity): boolean => o.stage === 'closed-lost';
export const isOpenDeal = (o: CrmOpportunity): boolean => !isWon(o) && !isLost(o);

/** A close date inside [from, to] (ISO days, both included). */
export const closeBetween =
  (from: string, to: string) =>
  (o: CrmOpportunity): boolean =>
    o.close_date !== null && o.close_date >= from && o.close_date <= to;

/** The day (YYYY-MM-DD) a CRM row was created, or null. */
export const createdDay = (r: object): string | null => extra(r, 'created_at')?.slice(0, 10) ?? null;

/** A row created inside [from, to] (ISO days, both included). */
export const createdBetween =
  (from: string, to: string) =>
  (r: object): boolean => {
    const day = createdDay(r);
    return day !== null && day >= from && day <= to;
  };

/** Won deals as a percentage of won plus lost deals (by count). */
export const winRate = (os: CrmOpportunity[]): number => {
  const w = os.filter(isWon).length;
  return share(w, w + os.filter(isLost).length);
};

/** Won value as a percentage of won plus lost value. */
export const winRateByValue = (os: CrmOpportunity[]): number => {
  const w = os.filter(isWon).reduce((s, o) => s + o.value, 0);
  const l = os.filter(isLost).reduce((s, o) => s + o.value, 0);
  return share(w, w + l);
};

/** The names that occur more than once. */
export const repeated = (names: string[]): string[] => {
  const m = new Map<string, number>();
  for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
  return [...m].filter(([, c]) => c > 1).map(([n]) => n);
};

/** The one key of the best groups (a tie throws: the question assumes one winner). */
export const sole = (g: Group[], dir: 'max' | 'min', what: string): string => {
  const w = winners(g, (x) => x.value, dir);
  if (w.length !== 1) throw new Error(`${what}: ${w.length} groups tie`);
  return w[0]!.key;
};

/** The one row with the largest/smallest key (a tie throws). */
export const soleRow = <T>(rows: T[], key: (x: T) => number, dir: 'max' | 'min', what: string): T => {
  const w = winners(rows, key, dir);
  if (w.length !== 1) throw new Error(`${what}: ${w.length} rows tie`);
  return w[0]!;
};

/** The creation time of a row as a number (for oldest/newest). */
export const createdMs = (r: object): number => Date.parse(extra(r, 'created_at') ?? '');

/** The territory contacts of the accounts whose ids are in `ids`. */
export const contactsOfIds = async (d: DataAccess, ids: Set<string>) => (await d.territoryContacts()).filter((c) => ids.has(c.account_id));

/**
 * A phone number in the answer, written as the API has it (+18704250404) or with the usual
 * separators (+1 870-425-0404, (870) 425 0404): the same digits, the country code optional.
 */
export const needPhone =
  (get: (d: DataAccess) => Promise<string>, what: string): Check =>
  async (a, d) => {
    const phone = await get(d);
    const exact = needAllNames(a, [phone], what);
    if (exact === null) return null;
    const digits = phone.replace(/\D/g, '');
    const local = digits.startsWith('1') ? digits.slice(1) : digits;
    const shown = [...a.text.matchAll(/\+?\(?\d[\d\s().-]{6,}\d/g)].map((m) => m[0].replace(/\D/g, ''));
    return shown.some((s) => s === digits || s === local) ? null : exact;
  };
