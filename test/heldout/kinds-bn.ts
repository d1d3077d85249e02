// What set BN needs beyond the shared builders (kinds-bb.ts BB, kinds-bd.ts BD, kinds-bh.ts BH,
// kinds-bk.ts KB, kinds-cd.ts TC): a yes/no whose verdict is computed (no count to state, so
// any figure may follow the yes or no), a list of countries written in full or by their usual
// short forms (US, USA, UK, UAE), and the small loaders the three files of the set share.
// Every expected figure, name or list is computed from the APIs' data when the checker runs
// (never hard-coded).

import type { CrmAccount, CrmContact, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { byName, groups, needList, needYesNo, sum, type Check } from './judge.js';
import { allTerritory, person } from './kinds-bb.js';
import { only } from './kinds-cd.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** The text with the usual short forms of country names written out. */
const spellCountries = (text: string): string =>
  text
    .replace(/(?<![A-Za-z.])(?:U\.S\.A\.|U\.S\.|USA|US)(?![A-Za-z])/g, 'United States')
    .replace(/(?<![A-Za-z.])(?:U\.K\.|UK)(?![A-Za-z])/g, 'United Kingdom')
    .replace(/(?<![A-Za-z.])UAE(?![A-Za-z])/g, 'United Arab Emirates');

export const BN = {
  /** Yes or no as computed (the answer may go on with any figure: no count of matches is checked). */
  yesIf:
    (get: Get<boolean>, what: string): Check =>
    async (a, d) =>
      needYesNo(a, await get(d), what),
  /** Exactly the countries `[expected, universe]` (short forms such as US, USA, UK or UAE spelt out first). */
  countries:
    (get: Get<[string[], string[]]>, what: string): Check =>
    async (a, d) => {
      const [hit, universe] = await get(d);
      if (hit.length === 0) throw new Error(`${what}: no country matches`);
      return needList({ ...a, text: spellCountries(a.text) }, hit, universe, what);
    },
};

// Shared by the files of set BN.

export const MINE = (d: DataAccess): Promise<TerritoryAccount[]> => d.myAccounts();
export const THEIRS = (d: DataAccess): Promise<TerritoryAccount[]> => d.thirdPartyAccounts();
export const EVERY = allTerritory;
/** Every territory account's name (mine and third-party). */
export const tNames = async (d: DataAccess): Promise<string[]> => (await allTerritory(d)).map((x) => x.name);
/** Every territory contact's name. */
export const tPeople = async (d: DataAccess): Promise<string[]> => (await d.territoryContacts()).map((c) => c.name);
/** The territory contacts at the accounts `xs`. */
export const contactsOf = async (d: DataAccess, xs: TerritoryAccount[]): Promise<TerritoryContact[]> => {
  const ids = new Set(xs.map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
};
/** The contacts of one territory account (by its name). */
export const tAt = async (d: DataAccess, account: string): Promise<TerritoryContact[]> =>
  d.territoryContacts({ account_id: byName(await allTerritory(d), account).id });
export const st =
  (...codes: string[]) =>
  (x: { state: string | null }): boolean =>
    x.state !== null && codes.includes(x.state);
export const rev = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));

/** The CRM accounts in the United States. */
export const usCrm = async (d: DataAccess): Promise<CrmAccount[]> => (await d.crmAccounts()).filter((x) => x.country === 'United States');
/** Every CRM account's name. */
export const cNames = async (d: DataAccess): Promise<string[]> => (await d.crmAccounts()).map((x) => x.name);
/** Every CRM contact's full name. */
export const cPeople = async (d: DataAccess): Promise<string[]> => (await d.crmContacts()).map(person);
/** The CRM contacts of the accounts passing `pred`. */
export const crmContactsWhere = async (d: DataAccess, pred: (x: CrmAccount) => boolean): Promise<CrmContact[]> => {
  const ids = new Set((await d.crmAccounts()).filter(pred).map((x) => x.id));
  return (await d.crmContacts()).filter((c) => ids.has(c.account_id));
};
/** The state holding the most of my territory accounts (a tie throws). */
export const myBusiestState = async (d: DataAccess): Promise<string> =>
  only(
    groups(
      await d.myAccounts(),
      (x) => x.state,
      (xs) => xs.length,
    ),
    (g) => g.value,
    'max',
    'state with the most of my accounts',
  ).key;
