// What set CE needs beyond the shared builders (kinds-bb.ts, kinds-bc.ts, kinds-bd.ts, kinds-bv.ts):
// a ratio (shown as a decimal, or as its two counts), a list with two fair readings, a set of
// names each of which may be written in more than one form, a month named in any usual form,
// and calendar ranges relative to the day the checker runs (UTC). Every expected figure, name
// or list is computed from the APIs' data when the checker runs (never hard-coded).

import type { CrmOpportunity, DataAccess } from './data.js';
import { all, mentions, needAllNames, needList, needName, needNumber, type Check } from './judge.js';
import { needDecimal } from './kinds-f.js';

type Get<T> = (d: DataAccess) => Promise<T>;

const iso = (t: Date): string => t.toISOString().slice(0, 10);

/** [first day, last day] of the calendar quarter `shift` quarters away from the current one (UTC). */
export const quarterRange = (shift = 0): [string, string] => {
  const t = new Date();
  const q0 = Math.floor(t.getUTCMonth() / 3) * 3 + shift * 3;
  return [iso(new Date(Date.UTC(t.getUTCFullYear(), q0, 1))), iso(new Date(Date.UTC(t.getUTCFullYear(), q0 + 3, 0)))];
};

/** "YYYY-MM" of the calendar month `shift` months away from the current one (UTC). */
export const monthPrefix = (shift = 0): string => {
  const t = new Date();
  return iso(new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + shift, 1))).slice(0, 7);
};

/** "YYYY" of the current year (UTC). */
export const yearPrefix = (): string => String(new Date().getUTCFullYear());

/** Whether a row's close date lies in [from, to] (inclusive). */
export const closesIn =
  ([from, to]: [string, string]) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date !== null && o.close_date >= from && o.close_date <= to;

/** Whether a row's close date starts with `prefix` ("2025", "2025-07"). */
export const closesOn =
  (prefix: string) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date?.startsWith(prefix) ?? false;

export const stageIs =
  (...stages: string[]) =>
  (o: CrmOpportunity): boolean =>
    stages.includes(o.stage);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The usual ways to write a month ("2025-03" -> March, Mar, 2025-03, 03/2025). */
export const monthForms = (ym: string): string[] => {
  const [y, m] = ym.split('-');
  const name = MONTHS[Number(m) - 1]!;
  const forms = [name, `${m}/${y}`, ym];
  if (name.length > 4) forms.push(`${name.slice(0, 3)} ${y}`);
  return forms;
};

export const CE = {
  /** A ratio x : y, shown as a decimal (at least one decimal) or by stating both counts. */
  ratio:
    (get: Get<[number, number]>, what: string): Check =>
    async (a, d) => {
      const [x, y] = await get(d);
      if (y === 0) throw new Error(`${what}: division by zero`);
      const dec = needDecimal(a, x / y, `${what} (as a ratio)`);
      const counts = all(needNumber(a, x, 'count', `${what} (first count)`), needNumber(a, y, 'count', `${what} (second count)`));
      return dec === null || counts === null ? null : dec;
    },
  /** A list with two (or more) fair readings `[[reading, reading...], universe]`: any reading will do. */
  listEither:
    (get: Get<[string[][], string[]]>, what: string): Check =>
    async (a, d) => {
      const [readings, universe] = await get(d);
      if (readings.some((r) => r.length === 0)) throw new Error(`${what}: a reading is empty`);
      const reasons = readings.map((r) => needList(a, r, universe, what));
      return reasons.some((r) => r === null) ? null : reasons[0]!;
    },
  /** Every group named somewhere in the answer, in any of its forms (a name, a title and its short form...). */
  forms:
    (get: Get<string[][]>, what: string): Check =>
    async (a, d) => {
      const groups = await get(d);
      if (groups.length === 0) throw new Error(`${what}: nothing expected`);
      const recorded = needAllNames(
        a,
        groups.map((g) => g[0]!),
        what,
      );
      const missing = groups.filter((g) => !g.some((n) => mentions(a.text, n)));
      if (missing.length === 0) return null;
      return recorded ?? `expected ${what}: missing ${missing.map((g) => g[0]).join(', ')}`;
    },
  /** A month of the data ("YYYY-MM"), named in any usual form in the direct answer (ties: any). */
  month:
    (get: Get<string[]>, what: string): Check =>
    async (a, d) => {
      const yms = await get(d);
      if (yms.length === 0) throw new Error(`${what}: no month`);
      return needName(a, yms.flatMap(monthForms), what);
    },
};
