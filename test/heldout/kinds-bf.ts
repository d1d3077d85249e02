// What set BF needs beyond the shared builders (BB of kinds-bb.ts, TC of kinds-cd.ts, BD of
// kinds-bd.ts): a field of one named record (named in the direct answer, or anywhere when the
// answer shows that record and no other), a yes/no whose answer is not simply "any row?", a
// comparison of US states whose winner must come first (code or name), a breakdown by US state,
// and the small loaders the three files of the set share. Every expected figure, name or list
// is computed from the APIs' data when the checker runs (never hard-coded).

import type { CrmAccount, CrmContact, DataAccess, TerritoryAccount } from './data.js';
import { byName, mentions, needName, needYesNo, sum, US_STATES, type Check } from './judge.js';
import { allTerritory, person } from './kinds-bb.js';
import { indexOfName, needFirst, only } from './kinds-cd.js';
import { needBreakdown } from './kinds-i.js';
import { isOpen } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** Where a state first occurs in `text`: its code in capitals, or its name as words; -1 when absent. */
const atState = (text: string, name: string): number => {
  if (!/^[A-Z]{2}$/.test(name)) return indexOfName(text, name);
  return new RegExp(`(?<![A-Za-z])${name}(?![A-Za-z])`).exec(text)?.index ?? -1;
};

/** A state's usual names: its code first, then its full name. */
const stateForms = (code: string): string[] => [code, US_STATES[code] ?? code];

export const BF = {
  /**
   * One field of a named record (an industry, an account...): `value` named in the direct answer,
   * or anywhere in an answer that shows `record` and none of `others`.
   */
  fieldOf:
    (get: Get<{ record: string; value: string; others: string[] }>, what: string): Check =>
    async (a, d) => {
      const { record, value, others } = await get(d);
      const r = needName(a, [value], what);
      if (r === null) return null;
      const alone = mentions(a.text, record) && !others.some((n) => n.toLowerCase() !== record.toLowerCase() && mentions(a.text, n));
      return alone && mentions(a.text, value) ? null : r;
    },
  /** A yes/no: `yes` from the data, and `n` the count a headline may state. */
  yesNo:
    (get: Get<{ yes: boolean; n: number }>, what: string): Check =>
    async (a, d) => {
      const { yes, n } = await get(d);
      return needYesNo(a, yes, what, n);
    },
  /** Which of the US states `codes` wins on `score` (a tie throws); named first, by code or name. */
  stateFirst:
    (codes: string[], score: (d: DataAccess, code: string) => Promise<number>, what: string): Check =>
    async (a, d) => {
      const scores = await Promise.all(codes.map((c) => score(d, c)));
      const w = scores.indexOf(only(scores, (x) => x, 'max', what));
      return needFirst(a, codes.map(stateForms), w, what, atState);
    },
  /** Every US state of the groups with its own figure beside it. */
  stateBreakdown:
    (get: Get<{ key: string; value: number }[]>, unit: 'count' | 'money', what: string): Check =>
    async (a, d) => {
      const g = await get(d);
      if (g.length === 0) throw new Error(`${what}: no group`);
      return needBreakdown(
        a,
        g.map((x) => ({ names: stateForms(x.key), value: x.value })),
        unit,
        what,
        true,
      );
    },
};

// ---------------------------------------------------------------------------------------------
// Loaders shared by the files of set BF.

export const MINE = (d: DataAccess): Promise<TerritoryAccount[]> => d.myAccounts();
export const THEIRS = (d: DataAccess): Promise<TerritoryAccount[]> => d.thirdPartyAccounts();
export const inState =
  (...codes: string[]) =>
  (x: { state: string | null }): boolean =>
    x.state !== null && codes.includes(x.state);
export const revenueOf = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));

/** The territory contacts of the accounts passing `pred` (optionally of one job title). */
export const contactsOf = async (d: DataAccess, xs: TerritoryAccount[], title?: string) => {
  const ids = new Set(xs.map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id) && (title === undefined || c.job_title === title));
};

/** The one territory account called `name` (mine or third-party). */
export const tAccount = async (d: DataAccess, name: string): Promise<TerritoryAccount> => byName(await allTerritory(d), name);

/** The US CRM accounts (with a state). */
export const crmUS = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

/** The one CRM account called `name`. */
export const cAccount = async (d: DataAccess, name: string): Promise<CrmAccount> => byName(await d.crmAccounts(), name);

/** The CRM contacts of the account called `name`. */
export const cPeople = async (d: DataAccess, name: string): Promise<CrmContact[]> => {
  const id = (await cAccount(d, name)).id;
  return (await d.crmContacts()).filter((c) => c.account_id === id);
};

/** Every CRM contact's full name. */
export const cNames = async (d: DataAccess): Promise<string[]> => (await d.crmContacts()).map(person);

/** The CRM accounts by id. */
export const cById = async (d: DataAccess): Promise<Map<number, CrmAccount>> => new Map((await d.crmAccounts()).map((x) => [x.id, x]));

/** The total value of the open opportunities of the CRM accounts passing `pred`. */
export const openValue = async (d: DataAccess, pred: (x: CrmAccount) => boolean): Promise<number> => {
  const acc = await cById(d);
  return sum(
    (await d.crmOpportunities()).filter((o) => isOpen(o) && acc.has(o.account_id) && pred(acc.get(o.account_id)!)).map((o) => o.value),
  );
};

/** The total value of the closed-won opportunities of the CRM accounts passing `pred`. */
export const wonValue = async (d: DataAccess, pred: (x: CrmAccount) => boolean): Promise<number> => {
  const acc = await cById(d);
  return sum(
    (await d.crmOpportunities())
      .filter((o) => o.stage === 'closed-won' && acc.has(o.account_id) && pred(acc.get(o.account_id)!))
      .map((o) => o.value),
  );
};
