// What set BR needs beyond the shared builders (kinds-bb.ts BB, kinds-bd.ts BD, kinds-bh.ts BH,
// kinds-bp.ts BP, kinds-cd.ts TC, kinds-i.ts TI, kinds.ts T and C): the small loaders and row
// tests the three files of the set share (dates written exactly, the deals of one CRM account,
// the people of one account with a title or a department, a named record's fields, the one
// winner of a ranking). Every expected figure, name or list is computed from the APIs' data when
// the checker runs (never hard-coded).

import type { CrmAccount, CrmContact, CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import { all, needList, needName, needNumber, type Check } from './judge.js';
import { extra, person } from './kinds-bb.js';
import { JOPPS, type JOpp } from './kinds-cd-crm.js';
import { only } from './kinds-cd.js';
import { cAccount, cNames, tNames, tPeople, tAt } from './kinds-bp.js';
import { isOpen } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;

export { isOpen };

/** The day (YYYY-MM-DD) a CRM row was created (the API returns created_at; data.ts does not type it). */
export const createdDay = (r: object): string => (extra(r, 'created_at') ?? '').slice(0, 10);

/** Whether a day (YYYY-MM-DD) lies in [from, to], both inclusive. */
export const within =
  (from: string, to: string) =>
  (day: string | null): boolean =>
    day !== null && day !== '' && day >= from && day <= to;

/** Every opportunity with its account, and those of one CRM account (by its name). */
export const DEALS = JOPPS;
export type { JOpp };
export const dealsAt = async (d: DataAccess, name: string): Promise<JOpp[]> => {
  const id = (await cAccount(d, name)).id;
  return (await JOPPS(d)).filter((o) => o.account_id === id);
};

/** The total value of some deals. */
export const worth = (os: { value: number }[]): number => os.reduce((s, o) => s + o.value, 0);

/** The one row with the largest/smallest key (a tie throws: the question assumes one). */
export const best = <T>(xs: T[], key: (x: T) => number, dir: 'max' | 'min', what: string): T => only(xs, key, dir, what);

/** The territory contacts of one account holding a title: every one, no other contact. */
export const titledAt =
  (account: string, title: string): Check =>
  async (a, d) => {
    const hit = (await tAt(d, account)).filter((c) => c.job_title === title).map((c) => c.name);
    if (hit.length === 0) throw new Error(`no ${title} at ${account}`);
    return needList(a, hit, await tPeople(d), `${title} at ${account}`);
  };

/** The territory contacts of the account `pick` chooses: every one, no other contact. */
export const peopleOfPicked =
  (pick: Get<TerritoryAccount>, what: string): Check =>
  async (a, d) => {
    const acc = await pick(d);
    const hit = (await d.territoryContacts({ account_id: acc.id })).map((c) => c.name);
    return needList(a, hit, await tPeople(d), `${what} (${acc.name})`);
  };

/** The CRM contacts of one account passing `pred`: every one, no other contact. */
export const crmPeopleWhere =
  (account: string, pred: (c: CrmContact) => boolean, what: string): Check =>
  async (a, d) => {
    const id = (await cAccount(d, account)).id;
    const cs = await d.crmContacts();
    const hit = cs.filter((c) => c.account_id === id && pred(c)).map(person);
    if (hit.length === 0) throw new Error(`${what}: nobody matches`);
    return needList(a, hit, cs.map(person), what);
  };

/** A CRM account's industry (by name, in the direct answer) and its head count (the one record shown). */
export const industryAndStaff =
  (account: string): Check =>
  async (a, d) => {
    const x: CrmAccount = await cAccount(d, account);
    if (x.industry === null || x.employee_count === null) throw new Error(`${account}: no industry or head count`);
    return all(
      needName(a, [x.industry], `industry of ${account}`),
      needNumber(a, x.employee_count, 'count', `employees of ${account}`, { name: account, others: await cNames(d) }),
    );
  };

/** Territory account names (for lists). */
export { tNames, tPeople };

/** The opportunities `pred` keeps, as a value: used by the deal-list checkers. */
export const dealsWhere = async (d: DataAccess, pred: (o: JOpp) => boolean): Promise<CrmOpportunity[]> => (await JOPPS(d)).filter(pred);
