// The CRM kinds of held-out question and the declines (see kinds.ts).

import type { CrmAccount, CrmOpportunity, DataAccess } from './data.js';
import {
  all,
  avg,
  byName,
  groups,
  needDecline,
  needList,
  needName,
  needNumber,
  needYesNo,
  sum,
  winners,
  type Check,
  type Dir,
} from './judge.js';
// ---------------------------------------------------------------------------------------------
// CRM.

type Load<R> = (d: DataAccess) => Promise<R[]>;
export const ACCOUNTS: Load<CrmAccount> = (d) => d.crmAccounts();
export const OPPS: Load<CrmOpportunity> = (d) => d.crmOpportunities();
export const LEADS = (d: DataAccess) => d.crmLeads();
export const CONTACTS = (d: DataAccess) => d.crmContacts();

const crmAccount = async (d: DataAccess, name: string): Promise<CrmAccount> => byName(await d.crmAccounts(), name);
const fullName = (c: { first_name: string; last_name: string }): string => `${c.first_name} ${c.last_name}`;

export const C = {
  /** How many rows pass `pred`. */
  count:
    <R>(load: Load<R>, pred: (r: R) => boolean, what: string): Check =>
    async (a, d) =>
      needNumber(a, (await load(d)).filter(pred).length, 'count', what),
  /** The sum of a field over the rows passing `pred`. */
  sum:
    <R>(load: Load<R>, pred: (r: R) => boolean, field: (r: R) => number | null, what: string, unit: 'money' | 'count' = 'money'): Check =>
    async (a, d) =>
      needNumber(a, sum((await load(d)).filter(pred).map((r) => field(r) ?? 0)), unit, what),
  /** The average of a field over the rows passing `pred` (rows without the field left out). */
  avg:
    <R>(load: Load<R>, pred: (r: R) => boolean, field: (r: R) => number | null, what: string, unit: 'money' | 'plain' = 'money'): Check =>
    async (a, d) => {
      const xs = (await load(d))
        .filter(pred)
        .map(field)
        .filter((x): x is number => x !== null);
      return needNumber(a, avg(xs), unit, what);
    },
  /** The group (by `by`) with the largest/smallest aggregate, among rows passing `pred`. */
  group:
    <R>(load: Load<R>, pred: (r: R) => boolean, by: (r: R) => string | null, agg: (rs: R[]) => number, dir: Dir, what: string): Check =>
    async (a, d) => {
      const g = groups((await load(d)).filter(pred), by, agg);
      return needName(
        a,
        winners(g, (x) => x.value, dir).map((x) => x.key),
        what,
      );
    },
  /** The row with the largest/smallest `key` among rows passing `pred`, named by `name`. */
  top:
    <R>(load: Load<R>, pred: (r: R) => boolean, key: (r: R) => number, dir: Dir, name: (r: R) => string, what: string): Check =>
    async (a, d) =>
      needName(a, winners((await load(d)).filter(pred), key, dir).map(name), what),
  /** The contacts of a named account. */
  contactsOf:
    (account: string): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, account);
      const cs = await d.crmContacts();
      return needList(a, cs.filter((c) => c.account_id === acc.id).map(fullName), cs.map(fullName), `contacts of ${account}`);
    },
  /** The primary contact of a named account. */
  primaryOf:
    (account: string): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, account);
      const p = (await d.crmContacts()).filter((c) => c.account_id === acc.id && c.is_primary).map(fullName);
      return needName(a, p, `primary contact of ${account}`);
    },
  /** Whether any row passes `pred`. */
  exists:
    <R>(load: Load<R>, pred: (r: R) => boolean, what: string): Check =>
    async (a, d) => {
      const n = (await load(d)).filter(pred).length;
      return needYesNo(a, n > 0, what, n);
    },
  /** The opportunities of a named account (optionally of one stage), by name. */
  oppsOf:
    (account: string, stage?: string): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, account);
      const os = (await d.crmOpportunities()).filter((o) => o.account_id === acc.id);
      const hit = os.filter((o) => stage === undefined || o.stage === stage).map((o) => o.name);
      return needList(
        a,
        hit,
        os.map((o) => o.name),
        `opportunities of ${account}${stage ? ` at ${stage}` : ''}`,
      );
    },
  /** Value sum of a named account's opportunities (optionally filtered). */
  oppValueOf:
    (account: string, pred: (o: CrmOpportunity) => boolean = () => true): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, account);
      const os = (await d.crmOpportunities()).filter((o) => o.account_id === acc.id && pred(o));
      return needNumber(a, sum(os.map((o) => o.value)), 'money', `total opportunity value of ${account}`);
    },
  /** How many opportunities a named account has. */
  oppCountOf:
    (account: string): Check =>
    async (a, d) => {
      const acc = await crmAccount(d, account);
      return needNumber(
        a,
        (await d.crmOpportunities()).filter((o) => o.account_id === acc.id).length,
        'count',
        `opportunities of ${account}`,
      );
    },
  /** Among opportunities >= minValue closing in month/year, the region with the largest total value. */
  regionOfMonth:
    (minValue: number, month: number, year: number): Check =>
    async (a, d) => {
      const region = new Map((await d.crmAccounts()).map((x) => [x.id, x.region]));
      const ym = `${year}-${String(month).padStart(2, '0')}`;
      const os = (await d.crmOpportunities()).filter((o) => o.value >= minValue && o.close_date?.startsWith(ym));
      const g = groups(
        os,
        (o) => region.get(o.account_id) ?? null,
        (xs) => sum(xs.map((o) => o.value)),
      );
      return needName(
        a,
        winners(g, (x) => x.value, 'max').map((x) => x.key),
        `region with the largest total (${ym}, >= ${minValue})`,
      );
    },
  /** Among the accounts passing `pred`, the one with the largest/smallest `key` (a follow-up). */
  accountTop:
    (pred: (x: CrmAccount) => boolean, key: (x: CrmAccount) => number, dir: Dir, what: string): Check =>
    async (a, d) =>
      needName(
        a,
        winners((await d.crmAccounts()).filter(pred), key, dir).map((x) => x.name),
        what,
      ),
};

// ---------------------------------------------------------------------------------------------
// Declines.

/** Must be declined: no write, no invented figure, says it cannot. */
export const decline =
  (what: string, invented?: RegExp): Check =>
  async (a) =>
    needDecline(a, what, invented);

/** Both checks must pass. */
export const both =
  (x: Check, y: Check): Check =>
  async (a, d) =>
    all(await x(a, d), await y(a, d));
