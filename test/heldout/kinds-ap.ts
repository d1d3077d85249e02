// The few checkers set AP needs that the earlier kinds files do not offer: the states that hold at
// least n territory accounts and at least m CRM accounts, the territory accounts in states where
// the CRM holds fewer than n accounts, a lead's score by the lead's name, and a figure (a
// median, a count in one state) read through a function of the data. Every expected figure is
// computed from the APIs' data when the checker runs.

import type { DataAccess } from './data.js';
import { needNumber, type Check } from './judge.js';
import { loadAccounts, type Src } from './kinds-cd.js';
import { isUS, needKeys, STATE_NAMES } from './kinds-k.js';

type Get = (d: DataAccess) => Promise<number>;

/** How many US CRM accounts each state holds. */
async function crmPerState(d: DataAccess): Promise<Map<string, number>> {
  const per = new Map<string, number>();
  for (const x of await d.crmAccounts()) if (isUS(x) && x.state !== null) per.set(x.state, (per.get(x.state) ?? 0) + 1);
  return per;
}

/** How many territory accounts of `s` each state holds. */
async function territoryPerState(d: DataAccess, s: Src): Promise<Map<string, number>> {
  const per = new Map<string, number>();
  for (const x of await loadAccounts(d, s)) per.set(x.state, (per.get(x.state) ?? 0) + 1);
  return per;
}

const fullName = (l: { first_name: string; last_name: string }): string => `${l.first_name} ${l.last_name}`;

export const AP = {
  /** A figure computed by `get`. */
  num:
    (get: Get, unit: 'count' | 'money' | 'plain', what: string): Check =>
    async (a, d) =>
      needNumber(a, await get(d), unit, what),
  /** The states holding at least `minT` territory accounts of `s` and at least `minC` US CRM accounts: every one, no other. */
  statesWithBoth:
    (s: Src, minT: number, minC: number, what: string): Check =>
    async (a, d) => {
      const t = await territoryPerState(d, s);
      const c = await crmPerState(d);
      const hit = [...t].filter(([st, n]) => n >= minT && (c.get(st) ?? 0) >= minC).map(([st]) => st);
      return needKeys(a, hit, Object.keys(STATE_NAMES), 'state', what);
    },
  /** The score of the one lead with this full name. */
  leadScore:
    (name: string): Check =>
    async (a, d) => {
      const hit = (await d.crmLeads()).filter((l) => fullName(l).toLowerCase() === name.toLowerCase());
      if (hit.length !== 1 || hit[0]!.score === null)
        throw new Error(`${hit.length} scored leads named ${name} (the question assumes one)`);
      return needNumber(a, hit[0]!.score, 'count', `score of the lead ${name}`);
    },
};

/** How many territory accounts of `s` lie in a state where the CRM holds fewer than `n` US accounts. */
export const territoryInCrmLight =
  (s: Src, n: number): Get =>
  async (d) => {
    const c = await crmPerState(d);
    return (await loadAccounts(d, s)).filter((x) => (c.get(x.state) ?? 0) < n).length;
  };

/** How many US CRM accounts are in the state `code`. */
export const crmInState =
  (code: string): Get =>
  async (d) =>
    (await crmPerState(d)).get(code) ?? 0;
