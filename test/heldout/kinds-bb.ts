// What set BB needs, kept generic: a checker built from a getter that computes the expected
// figure, name(s) or list from the APIs' data when it runs (never hard-coded). A number may
// have more than one fair reading (all accepted); a count of zero is also answered by "none" /
// "no"; a yes/no may state either reading's count.

import type { CrmAccount, CrmContact, CrmLead, CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { all, byName, groups, needAllNames, needList, needName, needState, needYesNo, sum, winners, type Check } from './judge.js';
import { dayOffset } from './kinds-aj.js';
import { isOpen } from './pick.js';
import { needEither } from './kinds-az.js';

type Get<T> = (d: DataAccess) => Promise<T>;
type Unit = 'count' | 'money' | 'plain';

export const person = (c: { first_name: string; last_name: string }): string => `${c.first_name} ${c.last_name}`;
export const median = (xs: number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
export const allTerritory = async (d: DataAccess): Promise<TerritoryAccount[]> => [
  ...(await d.myAccounts()),
  ...(await d.thirdPartyAccounts()),
];
export const territoryNames = async (d: DataAccess): Promise<string[]> => (await allTerritory(d)).map((x) => x.name);
export const territoryAccount = async (d: DataAccess, name: string): Promise<TerritoryAccount> => byName(await allTerritory(d), name);
/** The one territory contact called `name`. */
export const territoryContact = async (d: DataAccess, name: string): Promise<TerritoryContact> => byName(await d.territoryContacts(), name);
/** The one CRM lead or contact with this full name. */
export const crmPerson = <R extends { first_name: string; last_name: string }>(rows: R[], name: string): R => {
  const hit = rows.filter((r) => person(r).toLowerCase() === name.toLowerCase());
  if (hit.length !== 1) throw new Error(`the data has ${hit.length} people named "${name}" (the question assumes one)`);
  return hit[0]!;
};
/** A field of a row the typed interfaces leave out (created_at, notes...). */
export const extra = (r: CrmLead | CrmContact | object, field: string): string | null =>
  ((r as Record<string, unknown>)[field] as string | null | undefined) ?? null;
/** The items sorted by `key` (`dir`), the first `n`; a tie across the cut throws. */
export function firstN<T>(items: T[], key: (x: T) => number, n: number, dir: 'max' | 'min'): T[] {
  const s = [...items].sort((x, y) => (dir === 'max' ? key(y) - key(x) : key(x) - key(y)));
  if (s.length > n && key(s[n - 1]!) === key(s[n]!)) throw new Error(`a tie across the top ${n}`);
  return s.slice(0, n);
}

export const BB = {
  /** A figure (or any of its fair readings); a zero may be answered by "none"/"no". */
  num:
    (get: Get<number | number[]>, unit: Unit, what: string): Check =>
    async (a, d) => {
      const v = await get(d);
      const vs = Array.isArray(v) ? v : [v];
      const r = needEither(a, vs, unit, what);
      if (r === null) return null;
      if (vs.includes(0) && needYesNo(a, false, what, 0) === null) return null;
      return r;
    },
  /** One of the names (ties: any). */
  name:
    (get: Get<string[]>, what: string): Check =>
    async (a, d) =>
      needName(a, await get(d), what),
  /** One of the states (codes). */
  state:
    (get: Get<string[]>, what: string): Check =>
    async (a, d) =>
      needState(a, await get(d), what),
  /** Exactly the rows `[expected, universe]` (by name). */
  list:
    (get: Get<[string[], string[]]>, what: string): Check =>
    async (a, d) => {
      const [hit, others] = await get(d);
      if (hit.length === 0) throw new Error(`${what}: empty (the question assumes some rows)`);
      return needList(a, hit, others, what);
    },
  /** Every one of the strings (e-mails...) in the answer. */
  every:
    (get: Get<string[]>, what: string): Check =>
    async (a, d) =>
      needAllNames(a, await get(d), what),
  /** Yes when any of the readings' counts is positive (they agree on yes/no); the count stated must be one of them. */
  yes:
    (get: Get<number | number[]>, what: string): Check =>
    async (a, d) => {
      const v = await get(d);
      const ns = Array.isArray(v) ? v : [v];
      if (ns.some((n) => n > 0 !== ns[0]! > 0)) throw new Error(`${what}: the readings disagree on yes/no`);
      const first = needYesNo(a, ns[0]! > 0, what, ns[0]);
      if (first === null) return null;
      return ns.slice(1).some((n) => needYesNo(a, n > 0, what, n) === null) ? null : first;
    },
  /** Every check must pass. */
  each:
    (...checks: Check[]): Check =>
    async (a, d) =>
      all(...(await Promise.all(checks.map((c) => c(a, d))))),
};

// Shared by the files of set BB.

export type Acc = TerritoryAccount;
export const MY = (d: DataAccess) => d.myAccounts();
export const TP = (d: DataAccess) => d.thirdPartyAccounts();
export const rev = (xs: Acc[]): number => sum(xs.map((x) => x.revenue));
export const inSt =
  (...codes: string[]) =>
  (x: Acc): boolean =>
    codes.includes(x.state);
export const isUS = (x: { country: string | null }): boolean => x.country === 'United States';
export const listOf = async (d: DataAccess, hit: Acc[]): Promise<[string[], string[]]> => [hit.map((x) => x.name), await territoryNames(d)];
export const contactNames = async (d: DataAccess): Promise<string[]> => (await d.territoryContacts()).map((c) => c.name);
export const titleCounts = async (d: DataAccess) =>
  groups(
    await d.territoryContacts(),
    (c) => c.job_title,
    (xs) => xs.length,
  );
export const crmInState = async (d: DataAccess, state: string): Promise<number> =>
  (await d.crmAccounts()).filter((x) => isUS(x) && x.state === state).length;

export const OPPS = (d: DataAccess) => d.crmOpportunities();
export const LEADS = (d: DataAccess) => d.crmLeads();
export const ACCTS = (d: DataAccess) => d.crmAccounts();
export const total = (os: CrmOpportunity[]): number => sum(os.map((o) => o.value));
export const account = async (d: DataAccess, name: string): Promise<CrmAccount> => byName(await ACCTS(d), name);
export const leadNames = async (d: DataAccess): Promise<string[]> => (await LEADS(d)).map(person);
export const accountNames = async (d: DataAccess): Promise<string[]> => (await ACCTS(d)).map((x) => x.name);
export const top = (g: { key: string; value: number }[]): string[] => winners(g, (x) => x.value, 'max').map((x) => x.key);
export const nth = (g: { key: string; value: number }[], n: number, what: string): string[] => {
  const s = [...g].sort((x, y) => y.value - x.value);
  if (s[n - 1]!.value === s[n - 2]?.value || s[n - 1]!.value === s[n]?.value) throw new Error(`${what}: tied`);
  return [s[n - 1]!.key];
};
export const today = (): string => dayOffset(0);
export const closingNext = (from: number, days: number) => (o: CrmOpportunity) =>
  isOpen(o) && o.close_date !== null && o.close_date >= dayOffset(from) && o.close_date <= dayOffset(days);
