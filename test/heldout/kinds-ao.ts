// The few checkers set AO needs that the earlier kinds files do not offer: figures that chain the
// two APIs through the state both of them record (the state of a named or of the largest
// territory account, the state holding the most of one API's accounts, the states where the
// CRM holds at least n accounts), a lead's status by the lead's name, and the median deal value.
// Every expected figure is computed from the APIs' data when the checker runs.

import type { CrmLead, DataAccess, TerritoryAccount } from './data.js';
import { needName, needNumber, sum, type Check } from './judge.js';
import { loadAccounts, only, type Src } from './kinds-cd.js';
import { isUS } from './kinds-k.js';

type Get = (d: DataAccess) => Promise<number>;

/** The one state holding the most rows (a tie throws: the question assumes one). */
function topState(states: string[], what: string): string {
  const n = new Map<string, number>();
  for (const s of states) n.set(s, (n.get(s) ?? 0) + 1);
  return only([...n], ([, v]) => v, 'max', what)[0];
}

/** The US states of the CRM's accounts, one entry per account. */
const crmStates = async (d: DataAccess): Promise<string[]> =>
  (await d.crmAccounts()).filter((x) => isUS(x) && x.state !== null).map((x) => x.state!);

/** The state of the largest (by revenue) territory account of `s`. */
export const stateOfTop =
  (s: Src) =>
  async (d: DataAccess): Promise<string> =>
    only(await loadAccounts(d, s), (x) => x.revenue, 'max', `largest of ${String(s)}`).state;

/** The state of a named territory account. */
export const stateOfNamed =
  (name: string) =>
  async (d: DataAccess): Promise<string> => {
    const hit = (await loadAccounts(d, 'all')).filter((x) => x.name === name);
    if (hit.length !== 1) throw new Error(`${hit.length} territory accounts named ${name}`);
    return hit[0]!.state;
  };

/** The state holding the most territory accounts of `s`. */
export const stateMostTerritory =
  (s: Src) =>
  async (d: DataAccess): Promise<string> =>
    topState(
      (await loadAccounts(d, s)).map((x) => x.state),
      'state with the most territory accounts',
    );

/** The US state holding the most CRM accounts. */
export const stateMostCrm = async (d: DataAccess): Promise<string> => topState(await crmStates(d), 'state with the most CRM accounts');

/** The number of US CRM accounts in the state `state` gives. */
export const crmCountIn =
  (state: (d: DataAccess) => Promise<string>): Get =>
  async (d) => {
    const st = await state(d);
    return (await crmStates(d)).filter((s) => s === st).length;
  };

/** The total annual revenue of the US CRM accounts in the state `state` gives. */
export const crmRevenueIn =
  (state: (d: DataAccess) => Promise<string>): Get =>
  async (d) => {
    const st = await state(d);
    return sum((await d.crmAccounts()).filter((x) => isUS(x) && x.state === st).map((x) => x.annual_revenue ?? 0));
  };

/** How many CRM deals passing `pred` belong to US accounts in the state `state` gives. */
export const crmDealsIn =
  (state: (d: DataAccess) => Promise<string>, pred: (o: { stage: string }) => boolean): Get =>
  async (d) => {
    const st = await state(d);
    const ids = new Set((await d.crmAccounts()).filter((x) => isUS(x) && x.state === st).map((x) => x.id));
    return (await d.crmOpportunities()).filter((o) => ids.has(o.account_id) && pred(o)).length;
  };

/** The territory accounts of `s` whose state passes `states` (and passing `pred`). */
const territoryIn = async (
  d: DataAccess,
  s: Src,
  states: (st: string) => boolean,
  pred: (x: TerritoryAccount) => boolean = () => true,
): Promise<TerritoryAccount[]> => (await loadAccounts(d, s)).filter((x) => states(x.state) && pred(x));

/** Total revenue of the territory accounts of `s` in the state `state` gives. */
export const territoryRevenueIn =
  (s: Src, state: (d: DataAccess) => Promise<string>): Get =>
  async (d) => {
    const st = await state(d);
    return sum((await territoryIn(d, s, (x) => x === st)).map((x) => x.revenue));
  };

/** How many territory accounts of `s` lie in a state where the CRM holds at least `n` US accounts. */
export const territoryInCrmHeavy =
  (s: Src, n: number): Get =>
  async (d) => {
    const per = new Map<string, number>();
    for (const st of await crmStates(d)) per.set(st, (per.get(st) ?? 0) + 1);
    return (await territoryIn(d, s, (st) => (per.get(st) ?? 0) >= n)).length;
  };

const fullName = (l: CrmLead): string => `${l.first_name} ${l.last_name}`;

const median = (xs: number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export const AO = {
  /** A figure computed by `get`. */
  num:
    (get: Get, unit: 'count' | 'money', what: string): Check =>
    async (a, d) =>
      needNumber(a, await get(d), unit, what),
  /** The status of the one lead with this full name. */
  leadStatus:
    (name: string): Check =>
    async (a, d) => {
      const hit = (await d.crmLeads()).filter((l) => fullName(l).toLowerCase() === name.toLowerCase());
      if (hit.length !== 1) throw new Error(`${hit.length} leads named ${name} (the question assumes one)`);
      const status = hit[0]!.status;
      return needName(a, [status, status.replace('-', ' ')], `status of the lead ${name}`);
    },
  /** The median value of the CRM deals passing `pred`. */
  medianDeal:
    (pred: (o: { stage: string }) => boolean, what: string): Check =>
    async (a, d) => {
      const xs = (await d.crmOpportunities()).filter(pred).map((o) => o.value);
      if (xs.length === 0) throw new Error(`${what}: no deal`);
      return needNumber(a, median(xs), 'money', what);
    },
};
