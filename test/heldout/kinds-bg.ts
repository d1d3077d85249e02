// What set BG needs beyond the shared builders (BB of kinds-bb.ts, BD of kinds-bd.ts, BE of
// kinds-be.ts): a comparison of two named options on a computed figure (the winner named as the
// verdict, first), a breakdown by US state (the code or the state's name), a figure of one named
// CRM account read from its record, and a few loaders and row tests the files of set BG share.
// Every expected figure or name is computed from the APIs' data when the checker runs.

import type { CrmAccount, CrmLead, CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import { byName, needNumber, US_STATES, type Check } from './judge.js';
import { extra } from './kinds-bb.js';
import { needFirst, only } from './kinds-cd.js';
import { needBreakdown } from './kinds-i.js';
import { isOpen } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;

/** One side of a comparison: the ways it may be written, and its figure. */
export interface Side {
  names: string[];
  value: number;
}

/** Territory accounts whose state is one of `codes`. */
export const inStates =
  (...codes: string[]) =>
  (x: TerritoryAccount): boolean =>
    codes.includes(x.state);

/** A lead's creation day (YYYY-MM-DD, UTC). */
export const createdDay = (l: CrmLead): string => (extra(l, 'created_at') ?? '').slice(0, 10);

/** The CRM accounts by id. */
export const crmIndex = async (d: DataAccess): Promise<Map<number, CrmAccount>> => new Map((await d.crmAccounts()).map((x) => [x.id, x]));

/** The total value of the open deals whose account passes `pred`. */
export const openValue = async (d: DataAccess, pred: (x: CrmAccount) => boolean): Promise<number> => {
  const idx = await crmIndex(d);
  return (await d.crmOpportunities()).filter((o) => isOpen(o) && pred(idx.get(o.account_id)!)).reduce((s, o) => s + o.value, 0);
};

/** The opportunities with their account. */
export const dealsWithAccount = async (d: DataAccess): Promise<(CrmOpportunity & { acc: CrmAccount })[]> => {
  const idx = await crmIndex(d);
  return (await d.crmOpportunities()).map((o) => ({ ...o, acc: idx.get(o.account_id)! }));
};

/** The US state (code) of the US CRM accounts whose group aggregate is largest (a tie throws). */
export const topCrmState = async (d: DataAccess, agg: (xs: CrmAccount[]) => number | Promise<number>, what: string): Promise<string> => {
  const us = (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);
  const states = [...new Set(us.map((x) => x.state!))];
  const values = await Promise.all(states.map(async (s) => ({ key: s, value: await agg(us.filter((x) => x.state === s)) })));
  return only(values, (g) => g.value, 'max', what).key;
};

export const BG = {
  /** Which side wins on its figure (largest, or smallest with `dir`); a tie throws. The winner is the verdict, named first. */
  versus:
    (get: Get<Side[]>, what: string, dir: 'max' | 'min' = 'max'): Check =>
    async (a, d) => {
      const sides = await get(d);
      const win = only(sides, (s) => s.value, dir, what);
      return needFirst(
        a,
        sides.map((s) => s.names),
        sides.indexOf(win),
        what,
      );
    },
  /** A breakdown by US state: each state (its code or its name) with its own figure. */
  byState:
    (get: Get<{ key: string; value: number }[]>, unit: 'count' | 'money', what: string): Check =>
    async (a, d) => {
      const g = await get(d);
      if (g.length === 0) throw new Error(`${what}: no group`);
      return needBreakdown(
        a,
        g.map((x) => ({ names: [x.key, US_STATES[x.key] ?? x.key], value: x.value })),
        unit,
        what,
        true,
      );
    },
  /** A figure of one named CRM account (its record shown alone counts as the answer). */
  crmField:
    (name: string, field: (x: CrmAccount) => number | null, unit: 'count' | 'money', what: string): Check =>
    async (a, d) => {
      const all = await d.crmAccounts();
      const v = field(byName(all, name));
      if (v === null) throw new Error(`${what}: not on file`);
      return needNumber(a, v, unit, what, { name, others: all.map((x) => x.name) });
    },
};
