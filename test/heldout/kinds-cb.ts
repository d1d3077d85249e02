// What set CB needs beyond the shared builders (kinds-bb.ts, kinds-bc.ts, kinds-bd.ts): lists whose
// universe leaves out names that sit inside an expected name (an opportunity "X - Y - Z" holds
// the words of an opportunity "Y - Z"), keys written in their usual plural or short forms, the
// current year, and the few loaders the three files of the set share. Every expected figure, name
// or list is computed from the APIs' data when the checker runs (never hard-coded).

import type { CrmAccount, CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import { mentions, needList, type Check } from './judge.js';
import { BB, today } from './kinds-bb.js';
import { BC, crmUS } from './kinds-bc.js';
import { withAliases } from './kinds-cd.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** The other names, less any that occurs (as whole words) inside an expected name. */
export const apart = (expected: string[], others: string[]): string[] => others.filter((o) => !expected.some((e) => mentions(e, o)));

/** The current year (from today's date, as the checker runs). */
export const thisYear = (): number => Number(today().slice(0, 4));

/** Rows whose close date falls in the year `y`. */
export const closesIn =
  (y: number) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date?.startsWith(`${y}-`) ?? false;

/** The share (percent) of `part` in `whole`; a zero whole throws (no share to state). */
export const percent = (part: number, whole: number): number => {
  if (whole === 0) throw new Error('a share of nothing');
  return (part / whole) * 100;
};

/** The name of the CRM account an opportunity belongs to. */
export const accountOf = async (d: DataAccess, o: CrmOpportunity): Promise<string> => {
  const acc = (await d.crmAccounts()).find((x) => x.id === o.account_id);
  if (!acc) throw new Error(`opportunity ${o.id} has no account`);
  return acc.name;
};

/** The one key of the groups with the largest/smallest value (a tie throws: the question assumes one). */
export const soleKey = (g: { key: string; value: number }[], dir: 'max' | 'min', what: string): string => {
  const best = dir === 'max' ? Math.max(...g.map((x) => x.value)) : Math.min(...g.map((x) => x.value));
  const hit = g.filter((x) => x.value === best);
  if (hit.length !== 1) throw new Error(`${what}: ${hit.length} groups tie`);
  return hit[0]!.key;
};

/** The US CRM accounts in the state `code`. */
export const crmUsIn = async (d: DataAccess, code: string): Promise<CrmAccount[]> => (await crmUS(d)).filter((x) => x.state === code);

/** The territory accounts (mine and third-party). */
export const everyTerritory = async (d: DataAccess): Promise<TerritoryAccount[]> => [
  ...(await d.myAccounts()),
  ...(await d.thirdPartyAccounts()),
];

/** The forms a key may be written in: its usual short forms and its plural. */
const formsOf = (key: string): string[] => [...new Set([...withAliases(key), `${key}s`])].filter((f) => f !== key);

/** The text with every other form of a key written as the key itself. */
const canonical = (text: string, keys: string[]): string => {
  let out = text;
  for (const key of keys)
    for (const form of formsOf(key).sort((x, y) => y.length - x.length))
      out = out.replace(new RegExp(`(?<![A-Za-z])${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'gi'), key);
  return out;
};

export const CB = {
  /** Exactly the rows `[expected, universe]` (names inside an expected name are not intruders). */
  list: (get: Get<[string[], string[]]>, what: string): Check =>
    BB.list(async (d) => {
      const [hit, others] = await get(d);
      return [hit, apart(hit, others)];
    }, what),
  /** Exactly the rows `[expected, universe]`, in the order given (first to last). */
  ordered: (get: Get<[string[], string[]]>, what: string): Check =>
    BC.ordered(async (d) => {
      const [hit, others] = await get(d);
      return [hit, apart(hit, others)];
    }, what),
  /** Every key of `[keys, universe]` (in any of its usual or plural forms), none of the rest. */
  keys:
    (get: Get<[string[], string[]]>, what: string): Check =>
    async (a, d) => {
      const [keys, universe] = await get(d);
      if (keys.length === 0) throw new Error(`${what}: no key`);
      return needList({ ...a, text: canonical(a.text, universe) }, keys, universe, what);
    },
};
