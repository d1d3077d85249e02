// What set BK needs beyond the shared builders (kinds-bb.ts BB, kinds-bc.ts BC, kinds-bd.ts BD,
// kinds-bh.ts BH, kinds-cd.ts TC): a ranking of US states that must come in a given order (each
// state written as its code in capitals or by name), a side-by-side count per named state, and
// the small loaders the three files of the set share. Every expected figure, name or list is
// computed from the APIs' data when the checker runs (never hard-coded).

import type { CrmAccount, CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import { needList, sum, type Check } from './judge.js';
import { indexOfName } from './kinds-cd.js';
import { needBreakdown } from './kinds-i.js';
import { STATE_NAMES } from './kinds-k.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** The text with state codes in capitals written out as the state's name. */
const spellStates = (text: string): string =>
  text.replace(/(?<![A-Za-z])([A-Z]{2})(?![A-Za-z])/g, (m: string, code: string) => STATE_NAMES[code] ?? m);
const stateName = (code: string): string => STATE_NAMES[code] ?? code;

export const KB = {
  /** Exactly the states `[codes, universe]` (code or name), every one, in the order given, and no other state. */
  rankStates:
    (get: Get<[string[], string[]]>, what: string): Check =>
    async (a, d) => {
      const [codes, universe] = await get(d);
      if (codes.length < 2) throw new Error(`${what}: fewer than two states to rank`);
      const text = spellStates(a.text);
      const names = codes.map(stateName);
      const listed = needList({ ...a, text }, names, universe.map(stateName), what);
      if (listed) return listed;
      const at = names.map((n) => indexOfName(text, n));
      const bad = at.findIndex((p, i) => i > 0 && p < at[i - 1]!);
      return bad < 0 ? null : `${what}: expected in this order: ${names.join(', ')}; ${names[bad]} is listed before ${names[bad - 1]}`;
    },
  /** Each of the states `[code, figure]` named (code or name) with its own figure beside it. */
  perState:
    (get: Get<[string, number][]>, unit: 'count' | 'money', what: string): Check =>
    async (a, d) => {
      const parts = (await get(d)).map(([code, value]) => ({ names: [code, stateName(code)], value }));
      return needBreakdown(a, parts, unit, what, true);
    },
};

// Shared by the files of set BK.

export const MINE = (d: DataAccess): Promise<TerritoryAccount[]> => d.myAccounts();
export const THEIRS = (d: DataAccess): Promise<TerritoryAccount[]> => d.thirdPartyAccounts();
export const BOTH_SIDES = async (d: DataAccess): Promise<TerritoryAccount[]> => [
  ...(await d.myAccounts()),
  ...(await d.thirdPartyAccounts()),
];
export const inSt =
  (...codes: string[]) =>
  (x: { state: string | null }): boolean =>
    x.state !== null && codes.includes(x.state);
export const rev = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));
/** Every territory account's name (mine and third-party). */
export const tNames = async (d: DataAccess): Promise<string[]> => (await BOTH_SIDES(d)).map((x) => x.name);
/** How many territory contacts each account has, by account id. */
export const contactCounts = async (d: DataAccess): Promise<Map<string, number>> => {
  const m = new Map<string, number>();
  for (const c of await d.territoryContacts()) m.set(c.account_id, (m.get(c.account_id) ?? 0) + 1);
  return m;
};
/** The CRM accounts in the United States. */
export const usCrm = async (d: DataAccess): Promise<CrmAccount[]> => (await d.crmAccounts()).filter((x) => x.country === 'United States');
/** CRM opportunities with their account. */
export type Deal = CrmOpportunity & { acc: CrmAccount };
export const DEALS = async (d: DataAccess): Promise<Deal[]> => {
  const byId = new Map((await d.crmAccounts()).map((x) => [x.id, x]));
  return (await d.crmOpportunities()).map((o) => ({ ...o, acc: byId.get(o.account_id)! }));
};
export const dealValue = (os: CrmOpportunity[]): number => sum(os.map((o) => o.value));
