// What set BH needs beyond the shared builders (kinds-bb.ts BB, kinds-bc.ts BC, kinds-cd.ts TC):
// a two-way comparison whose winner must be named first AND whose gap must be stated (states
// written as a code in capitals or by name), a list of deals named either in full or by their
// account and deal type on one line, the deal types of one account's opportunities, and the
// small loaders the three files of the set share. Every expected figure, name or list is
// computed from the APIs' data when the checker runs (never hard-coded).

import type { CrmAccount, DataAccess, TerritoryAccount } from './data.js';
import { all, byName, mentions, needList, needNumber, sum, type Check } from './judge.js';
import { JOPPS, type JOpp } from './kinds-cd-crm.js';
import { indexOfName, needFirst } from './kinds-cd.js';
import { dealType } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** My territory accounts and the third-party ones. */
export const MINE = (d: DataAccess): Promise<TerritoryAccount[]> => d.myAccounts();
export const OTHERS = (d: DataAccess): Promise<TerritoryAccount[]> => d.thirdPartyAccounts();
export const EVERY = async (d: DataAccess): Promise<TerritoryAccount[]> => [...(await d.myAccounts()), ...(await d.thirdPartyAccounts())];
/** Total revenue of territory accounts. */
export const revenueOf = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));
/** The CRM accounts of one US state (by its code). */
export const crmInUsState = async (d: DataAccess, code: string): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state === code);

/** Where a name first occurs: a state code in capitals (case kept), else a name as whole words. */
const stateAt = (text: string, name: string): number =>
  /^[A-Z]{2}$/.test(name) ? (new RegExp(`(?<![A-Za-z])${name}(?![A-Za-z])`).exec(text)?.index ?? -1) : indexOfName(text, name);

export const BH = {
  /**
   * "X or Y: which is bigger, and by how much?": the winner named first in the direct answer
   * (each option with the ways it may be written) and the gap between the two stated there.
   */
  versus:
    (get: Get<{ options: [string[], string[]]; values: [number, number] }>, unit: 'count' | 'money', what: string, states = false): Check =>
    async (a, d) => {
      const { options, values } = await get(d);
      if (values[0] === values[1]) throw new Error(`${what}: the two sides tie (the question assumes a winner)`);
      const w = values[0] > values[1] ? 0 : 1;
      return all(
        needFirst(a, options, w, what, states ? stateAt : indexOfName),
        needNumber(a, Math.abs(values[0] - values[1]), unit, `${what}: the gap`),
      );
    },
  /**
   * Exactly the deals `hit` (no deal of `rest`): each named in full, or by its account's name and
   * its deal type on one line ("Waters LLC: Training Package").
   */
  deals:
    (get: Get<{ hit: JOpp[]; rest: JOpp[] }>, what: string): Check =>
    async (a, d) => {
      const { hit, rest } = await get(d);
      if (hit.length === 0) throw new Error(`${what}: no deal matches`);
      const strict = needList(
        a,
        hit.map((o) => o.name),
        rest.map((o) => o.name),
        what,
      );
      if (strict === null) return null;
      const lines = a.text.split('\n');
      const shown = (o: JOpp): boolean =>
        mentions(a.text, o.name) || lines.some((l) => mentions(l, o.acc.name) && mentions(l, dealType(o)));
      const names = new Set(hit.map((o) => o.name));
      const ok = hit.every(shown) && !rest.some((o) => !names.has(o.name) && shown(o));
      return ok ? null : strict;
    },
  /** The deal types of the opportunities of one CRM account passing `pred`, and none of its other deal types. */
  dealTypes:
    (account: string, pred: (o: JOpp) => boolean, what: string): Check =>
    async (a, d) => {
      const acc = byName(await d.crmAccounts(), account);
      const os = (await JOPPS(d)).filter((o) => o.account_id === acc.id);
      const hit = [...new Set(os.filter(pred).map(dealType))];
      if (hit.length === 0) throw new Error(`${what}: no deal matches`);
      return needList(a, hit, os.map(dealType), what);
    },
};
