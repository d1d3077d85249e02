// What set BP needs beyond the shared builders (kinds-bb.ts BB, kinds-bd.ts BD, kinds-bh.ts BH,
// kinds-bk.ts KB, kinds-k.ts needKeys): a comparison of two or more options whose winner must be
// named first in the direct answer (no gap asked), a yes/no whose verdict is computed, a share in
// percent, a list of US states (code or name), and the small loaders the three files of the set
// share. Every expected figure, name or list is computed from the APIs' data when the checker
// runs (never hard-coded).

import type { CrmAccount, CrmContact, CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { byName, groups, leadOf, needYesNo, numberMatches, numbersIn, sum, winners, type Check, type Dir } from './judge.js';
import { allTerritory, person } from './kinds-bb.js';
import { indexOfName, needFirst, needPercent, only, pct } from './kinds-cd.js';
import { needKeys, STATE_NAMES } from './kinds-k.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** Where a name first occurs: a state code in capitals (case kept), else a name as whole words. */
const stateAt = (text: string, name: string): number =>
  /^[A-Z]{2}$/.test(name) ? (new RegExp(`(?<![A-Za-z])${name}(?![A-Za-z])`).exec(text)?.index ?? -1) : indexOfName(text, name);

export const BP = {
  /**
   * "Which is bigger, X or Y?": the option with the largest (smallest) figure named in the direct
   * answer before any other option (each option with the ways it may be written).
   */
  first:
    (get: Get<{ options: string[][]; values: number[] }>, dir: Dir, what: string, states = false): Check =>
    async (a, d) => {
      const { options, values } = await get(d);
      const w = winners(
        values.map((v, i) => ({ v, i })),
        (x) => x.v,
        dir,
      );
      if (w.length !== 1) throw new Error(`${what}: the options tie (the question assumes a winner)`);
      return needFirst(a, options, w[0]!.i, what, states ? stateAt : indexOfName);
    },
  /**
   * Yes or no as computed (any figure may follow). For a comparison, `words` also accepts a
   * direct answer that gives the verdict in words ("... is lower than ...") without a yes or no,
   * as long as it does not open with the opposite verdict.
   */
  yesIf:
    (get: Get<boolean>, what: string, words?: { yes: RegExp; no: RegExp }): Check =>
    async (a, d) => {
      const yes = await get(d);
      const r = needYesNo(a, yes, what);
      if (r === null || words === undefined) return r;
      const lead = leadOf(a.text);
      const opposite = yes ? /^\W*(no|not)\b/i : /^\W*(yes)\b/i;
      return (yes ? words.yes : words.no).test(lead) && !opposite.test(lead) ? null : r;
    },
  /**
   * A share `[part, whole]` in percent, within a point; with `counts`, a direct answer stating
   * the part and the whole as exact counts ("8 of the 50") also gives it.
   */
  share:
    (get: Get<[number, number]>, what: string, counts = false): Check =>
    async (a, d) => {
      const [part, whole] = await get(d);
      if (whole === 0) throw new Error(`${what}: nothing to take a share of`);
      const r = needPercent(a, pct(part, whole), what);
      if (r === null || !counts) return r;
      const lead = leadOf(a.text);
      const shows = (v: number): boolean => numbersIn(lead).some((n) => numberMatches(n, v, 'count'));
      return shows(part) && shows(whole) ? null : r;
    },
  /** Exactly these US states (each as its code in capitals or its name), no other state. */
  states:
    (get: Get<string[]>, what: string): Check =>
    async (a, d) =>
      needKeys(a, await get(d), Object.keys(STATE_NAMES), 'state', what),
};

// Shared by the files of set BP.

export const MINE = (d: DataAccess): Promise<TerritoryAccount[]> => d.myAccounts();
export const THEIRS = (d: DataAccess): Promise<TerritoryAccount[]> => d.thirdPartyAccounts();
export const EVERY = allTerritory;
export const inSt =
  (...codes: string[]) =>
  (x: { state: string | null }): boolean =>
    x.state !== null && codes.includes(x.state);
export const rev = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));
/** Every territory account's name (mine and third-party). */
export const tNames = async (d: DataAccess): Promise<string[]> => (await allTerritory(d)).map((x) => x.name);
/** Every territory contact's name. */
export const tPeople = async (d: DataAccess): Promise<string[]> => (await d.territoryContacts()).map((c) => c.name);
/** The territory account called `name`. */
export const tAccount = async (d: DataAccess, name: string): Promise<TerritoryAccount> => byName(await allTerritory(d), name);
/** The contacts of one territory account (by its name). */
export const tAt = async (d: DataAccess, name: string): Promise<TerritoryContact[]> =>
  d.territoryContacts({ account_id: (await tAccount(d, name)).id });
/** The territory contacts working at the accounts `xs`. */
export const peopleOf = async (d: DataAccess, xs: TerritoryAccount[]): Promise<TerritoryContact[]> => {
  const ids = new Set(xs.map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
};
/** The one state holding the most (`max`) accounts of `xs` (a tie throws). */
export const stateWithMost = (xs: TerritoryAccount[], what: string): string =>
  only(
    groups(
      xs,
      (x) => x.state,
      (g) => g.length,
    ),
    (g) => g.value,
    'max',
    what,
  ).key;

/** The CRM accounts in the United States (optionally in one state). */
export const usCrm = async (d: DataAccess, code?: string): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && (code === undefined || x.state === code));
export const annual = (xs: CrmAccount[]): number => sum(xs.map((x) => x.annual_revenue ?? 0));
/** Every CRM account's name. */
export const cNames = async (d: DataAccess): Promise<string[]> => (await d.crmAccounts()).map((x) => x.name);
/** The CRM account called `name`. */
export const cAccount = async (d: DataAccess, name: string): Promise<CrmAccount> => byName(await d.crmAccounts(), name);
/** The CRM contacts of one account (by its name). */
export const cPeopleAt = async (d: DataAccess, name: string): Promise<CrmContact[]> => {
  const id = (await cAccount(d, name)).id;
  return (await d.crmContacts()).filter((c) => c.account_id === id);
};
/** The opportunities of one CRM account (by its name). */
export const dealsOf = async (d: DataAccess, name: string): Promise<CrmOpportunity[]> => {
  const id = (await cAccount(d, name)).id;
  return (await d.crmOpportunities()).filter((o) => o.account_id === id);
};
/** The region of each CRM account, by the account's id. */
export const regionOf = async (d: DataAccess): Promise<Map<number, string | null>> =>
  new Map((await d.crmAccounts()).map((x) => [x.id, x.region]));
export { person };
