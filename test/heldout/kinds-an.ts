// The checkers set AN needs that the earlier kinds files do not cover: a figure computed by a
// function of the data (a difference between two groups, a chain through the two APIs); a
// ratio or per-item average read strictly (to about 2% or to the digits shown, "1.4x" or "140%"); "which side" with
// the gap between the sides; a state or a name computed from the data; the groups with the
// largest sums as a list. Every expected figure is computed from the APIs' data when the
// checker runs.

import type { DataAccess, TerritoryAccount } from './data.js';
import { all, fmt, leadOf, needList, needName, needNumber, needState, sum, type Answer, type Check, type Dir } from './judge.js';
import { firstN, loadAccounts, needFirst, only, type Src } from './kinds-cd.js';
import { isUS } from './kinds-k.js';

type Get = (d: DataAccess) => Promise<number>;

/** The total revenue of the territory accounts of `s` passing `pred`. */
export const revOf =
  (s: Src, pred: (x: TerritoryAccount) => boolean): Get =>
  async (d) =>
    sum((await loadAccounts(d, s)).filter(pred).map((x) => x.revenue));
/** How many territory accounts of `s` pass `pred`. */
export const countOf =
  (s: Src, pred: (x: TerritoryAccount) => boolean): Get =>
  async (d) =>
    (await loadAccounts(d, s)).filter(pred).length;
/** The average revenue of the territory accounts of `s` passing `pred`. */
export const avgOf =
  (s: Src, pred: (x: TerritoryAccount) => boolean): Get =>
  async (d) =>
    (await revOf(s, pred)(d)) / (await countOf(s, pred)(d));
/** How many territory contacts with `title` work at the accounts of `s`. */
export const titledAt =
  (s: Src, title: string): Get =>
  async (d) => {
    const ids = new Set((await loadAccounts(d, s)).map((x) => x.id));
    return (await d.territoryContacts()).filter((c) => ids.has(c.account_id) && c.job_title === title).length;
  };
/** The state of a named territory account. */
export const stateOfAccount = async (d: DataAccess, name: string): Promise<string> => {
  const hit = (await loadAccounts(d, 'all')).filter((x) => x.name === name);
  if (hit.length !== 1) throw new Error(`${hit.length} territory accounts named ${name}`);
  return hit[0]!.state;
};
/** The ids of the US CRM accounts in a state. */
export const crmIdsIn = async (d: DataAccess, state: string): Promise<Set<number>> =>
  new Set((await d.crmAccounts()).filter((x) => isUS(x) && x.state === state).map((x) => x.id));

/** Whether a date (YYYY-MM-DD) lies in the current calendar month (UTC). */
export const inThisMonth = (date: string | null): boolean => date !== null && date.startsWith(new Date().toISOString().slice(0, 7));

/**
 * The direct answer states `expected` as a ratio ("1.96", "1.96x", "2×") or in percent ("196%"):
 * within about 2%, or right to the digits shown when they are not too coarse for the figure.
 */
function needRatio(a: { text: string }, expected: number, what: string): string | null {
  // Recorded for --selfcheck (a correct answer states the figure); the reading itself is below.
  needNumber({ text: fmt(expected) } as Answer, expected, 'plain', what);
  const lead = leadOf(a.text);
  const tol = Math.max(0.02 * Math.abs(expected), 0.005);
  const shown = [...lead.matchAll(/(?<![A-Za-z0-9_.])(\d+)(?:\.(\d+))?\s?(%|x|×|times)?(?![A-Za-z0-9_]|\.\d)/gi)].map((m) => {
    const v = Number(`${m[1]}.${m[2] ?? '0'}`);
    const step = 10 ** -(m[2] ?? '').length;
    return m[3] === '%' ? { v: v / 100, step: step / 100 } : { v, step };
  });
  const ok = shown.some((n) => Math.abs(n.v - expected) <= Math.max(tol, n.step <= 0.6 * Math.abs(expected) ? n.step / 2 + 1e-9 : 0));
  return ok ? null : `expected ${what} = ${fmt(expected)} (a ratio, to about 2%) in the direct answer; got "${lead.slice(0, 160)}"`;
}

export const AN = {
  /** A figure computed from the data (a difference, a chain through both APIs). */
  num:
    (get: Get, unit: 'count' | 'money' | 'plain', what: string): Check =>
    async (a, d) =>
      needNumber(a, await get(d), unit, what),
  /** The absolute difference of two figures. */
  gap:
    (x: Get, y: Get, unit: 'count' | 'money', what: string): Check =>
    async (a, d) =>
      needNumber(a, Math.abs((await x(d)) - (await y(d))), unit, what),
  /** A ratio or a per-item average (x / y), read strictly. */
  ratio:
    (x: Get, y: Get, what: string): Check =>
    async (a, d) => {
      return needRatio(a, (await x(d)) / (await y(d)), what);
    },
  /** Which side is larger (named first) and by how much. */
  sides:
    (options: { names: string[]; get: Get }[], unit: 'count' | 'money', what: string): Check =>
    async (a, d) => {
      const values = await Promise.all(options.map((o) => o.get(d)));
      const w = values.indexOf(only(values, (v) => v, 'max', what));
      const gap = values[w]! - Math.max(...values.filter((_, i) => i !== w));
      return all(
        needFirst(
          a,
          options.map((o) => o.names),
          w,
          `larger side (${what})`,
        ),
        needNumber(a, gap, unit, `gap (${what})`),
      );
    },
  /** A state computed from the data (one of `codes`). */
  state:
    (get: (d: DataAccess) => Promise<string[]>, what: string): Check =>
    async (a, d) =>
      needState(a, await get(d), what),
  /** A state and a figure about it. */
  stateAnd:
    (get: (d: DataAccess) => Promise<{ state: string; value: number }>, unit: 'count' | 'money', what: string): Check =>
    async (a, d) => {
      const { state, value } = await get(d);
      return all(needState(a, [state], what), needNumber(a, value, unit, `${what}: its figure`));
    },
  /** A name computed from the data (any of `names`). */
  name:
    (get: (d: DataAccess) => Promise<string[]>, what: string): Check =>
    async (a, d) =>
      needName(a, await get(d), what),
  /** The n groups with the largest/smallest sum of `key`, as a list of their names. */
  topGroups:
    <R>(
      load: (d: DataAccess) => Promise<R[]>,
      pred: (r: R) => boolean,
      by: (r: R) => string,
      key: (r: R) => number,
      n: number,
      dir: Dir,
      universe: (d: DataAccess) => Promise<string[]>,
      what: string,
    ): Check =>
    async (a, d) => {
      const m = new Map<string, number>();
      for (const r of (await load(d)).filter(pred)) m.set(by(r), (m.get(by(r)) ?? 0) + key(r));
      const top = firstN([...m], ([, v]) => v, n, dir, what).map(([k]) => k);
      return needList(a, top, await universe(d), what);
    },
};
