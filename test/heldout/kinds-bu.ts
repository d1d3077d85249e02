// What set BU needs beyond the shared builders (kinds-bb.ts BB, kinds-bd.ts BD, kinds-bh.ts BH,
// kinds-bp.ts BP, kinds-cd.ts TC, kinds-cd-crm.ts CX, kinds.ts T and C): the small loaders and
// row tests the three files of the set share (the people of one account in either API, deals
// closed in a period, quarters named the ways a user writes them, the n-th group of a ranking).
// Every expected figure, name or list is computed from the APIs' data when the checker runs
// (never hard-coded).

import type { CrmContact, CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { byName, groups, sum } from './judge.js';
import { allTerritory, person } from './kinds-bb.js';
import { only } from './kinds-cd.js';
import { nthBy } from './kinds-bd.js';

export { person };

/** The territory contacts of one territory account (by its name). */
export const tPeople = async (d: DataAccess, account: string): Promise<TerritoryContact[]> =>
  d.territoryContacts({ account_id: byName(await allTerritory(d), account).id });

/** Every territory contact's name. */
export const tEveryone = async (d: DataAccess): Promise<string[]> => (await d.territoryContacts()).map((c) => c.name);

/** The CRM contacts of one CRM account (by its name). */
export const cPeople = async (d: DataAccess, account: string): Promise<CrmContact[]> => {
  const id = byName(await d.crmAccounts(), account).id;
  return (await d.crmContacts()).filter((c) => c.account_id === id);
};

/** Every CRM account's name. */
export const cEvery = async (d: DataAccess): Promise<string[]> => (await d.crmAccounts()).map((x) => x.name);

/** Total revenue of territory accounts. */
export const revenueSum = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));

/** Total value of deals. */
export const dealSum = (os: { value: number }[]): number => sum(os.map((o) => o.value));

/** Whether a date (YYYY-MM-DD) lies in [start, end] (both inclusive). */
export const dated =
  (start: string, end: string) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date !== null && o.close_date >= start && o.close_date <= end;

/** The quarter (1-4) of a YYYY-MM-DD date. */
export const quarterOf = (date: string): number => Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1;

const ORDINAL = ['first', 'second', 'third', 'fourth'];
/** The ways an answer may name quarter `n` of a year. */
export const quarterNames = (n: number): string[] => [
  `Q${n}`,
  `${ORDINAL[n - 1]} quarter`,
  `${n}${['st', 'nd', 'rd', 'th'][n - 1]} quarter`,
];

/** The closed-won value of each quarter of `year` (keys "1".."4"). */
export const wonByQuarter = (os: CrmOpportunity[], year: string): { key: string; value: number }[] =>
  groups(
    os.filter((o) => o.stage === 'closed-won' && o.close_date?.startsWith(`${year}-`)),
    (o) => String(quarterOf(o.close_date!)),
    dealSum,
  );

/** The key of the group ranked `n` (1 = largest) by value; a tie with a neighbour throws. */
export const rankedKey = (g: { key: string; value: number }[], n: number, what: string): string =>
  n === 1 ? only(g, (x) => x.value, 'max', what).key : nthBy(g, (x) => x.value, n, 'max', what).key;

/** The key of the group with the smallest value (a tie throws). */
export const lastKey = (g: { key: string; value: number }[], what: string): string => only(g, (x) => x.value, 'min', what).key;

/** How many rows of `xs` each key has. */
export const tally = <R>(xs: R[], by: (r: R) => string | null): { key: string; value: number }[] => groups(xs, by, (g) => g.length);

/** The median of some numbers. */
export const middle = (xs: number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  if (s.length === 0) throw new Error('no value to take a median of');
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
