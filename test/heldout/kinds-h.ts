// Kinds of held-out question that sets A to G do not ask, used by set H: a count broken down by
// group (every group with its own figure), the average number of contacts per account, the
// accounts bigger than a named one, the combined revenue of named accounts, contacts by last
// name; in the CRM, the same breakdown, deals by deal type, open deals past their close date or
// closing this month (relative to the day the checker runs) and the leads from a company.
// Every expected figure is computed from the APIs' data when the checker runs.

import type { DataAccess } from './data.js';
import {
  byName,
  fmt,
  groups,
  needAllNames,
  needList,
  needNumber,
  numbersIn,
  numberMatches,
  sum,
  US_STATES,
  type Answer,
  type Check,
} from './judge.js';
import { indexOfName, some, type Src, loadAccounts as load, srcLabel as label, everyAccountName as everyName } from './kinds-cd.js';
import { needDecimal } from './kinds-f.js';

// ---------------------------------------------------------------------------------------------
// Shared pieces.

/** Spaced as kinds-cd.ts indexOfName reads a text (letter case kept), so positions fit both. */
const spaced = (s: string): string => s.replace(/&/g, ' and ').replace(/[\s_\u2013\u2014-]+/g, ' ');

/** Every place [start, end) a name occurs in a (spaced) line: a two-letter code in capitals, else as whole words. */
function occurrences(line: string, name: string): [number, number][] {
  if (/^[A-Z]{2}$/.test(name))
    return [...line.matchAll(new RegExp(`(?<![A-Za-z])${name}(?![A-Za-z])`, 'g'))].map((m) => [m.index, m.index + 2]);
  const len = spaced(name).trim().length;
  const out: [number, number][] = [];
  for (let from = 0; ;) {
    const i = indexOfName(line.slice(from), name);
    if (i < 0) return out;
    out.push([from + i, from + i + len]);
    from += i + 1;
  }
}

/** One group of a breakdown: the ways its name may be written, and its figure. */
export interface Part {
  names: string[];
  value: number;
}

/**
 * A breakdown ("count by state"): every group is named with its own figure. On a line naming
 * several groups, the figures follow their names throughout ("CA: 9, NY: 3": after the name,
 * before the next group's name) or precede them throughout ("9 in CA and 3 in NY": after the
 * previous group's name, before this one); a line naming one group alone may hold its figure
 * anywhere ("9 accounts in California").
 */
export function needBreakdown(a: Answer, parts: Part[], unit: 'count' | 'money', what: string): string | null {
  const lines = a.text.split('\n').map(spaced);
  const found = (part: Part, after: boolean): boolean =>
    lines.some((line) => {
      const mine = part.names.flatMap((n) => occurrences(line, n));
      if (mine.length === 0) return false;
      const others = parts.filter((p) => p !== part).flatMap((p) => p.names.flatMap((n) => occurrences(line, n)));
      const segments =
        others.length === 0
          ? [line]
          : mine.map(([from]) =>
              after
                ? line.slice(from, Math.min(line.length, ...others.map(([o]) => o).filter((o) => o > from)))
                : line.slice(Math.max(0, ...others.map(([, e]) => e).filter((e) => e <= from)), from),
            );
      return segments.some((seg) => numbersIn(seg).some((n) => numberMatches(n, part.value, unit)));
    });
  const ok = parts.every((p) => found(p, true)) || parts.every((p) => found(p, false));
  const want = parts.map((p) => `${p.names[0]}: ${unit === 'money' ? '$' : ''}${fmt(p.value)}`);
  return needAllNames({ ...a, text: ok ? want.join(', ') : a.text }, want, what);
}

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TH = {
  /** How many accounts of `s` each state holds. */
  countByState:
    (s: Src): Check =>
    async (a, d) => {
      const g = groups(
        await load(d, s),
        (x) => x.state,
        (xs) => xs.length,
      );
      const parts = g.map((x) => ({ names: [x.key, US_STATES[x.key] ?? x.key], value: x.value }));
      return needBreakdown(a, parts, 'count', `${label(s)} by state`);
    },
  /** The average number of contacts per account of `s`. */
  contactsPerAccount:
    (s: Src): Check =>
    async (a, d) => {
      const xs = await load(d, s);
      const ids = new Set(xs.map((x) => x.id));
      const n = (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length;
      const mean = n / xs.length;
      // A whole number must be stated exactly (needDecimal would let "3" pass for 2).
      if (Number.isInteger(mean)) return needNumber(a, mean, 'count', `contacts per account (${label(s)})`);
      return needDecimal(a, mean, `contacts per account (${label(s)})`);
    },
  /** The accounts of `s` with more revenue than the named account. */
  biggerThan:
    (s: Src, name: string): Check =>
    async (a, d) => {
      const ref = byName(await load(d, 'all'), name);
      const hit = (await load(d, s)).filter((x) => x.revenue > ref.revenue).map((x) => x.name);
      return needList(a, some(hit, `bigger than ${name}`), await everyName(d), `${label(s)} with more revenue than ${name}`);
    },
  /** The combined revenue of the named accounts. */
  combined:
    (...names: string[]): Check =>
    async (a, d) => {
      const all = await load(d, 'all');
      return needNumber(a, sum(names.map((n) => byName(all, n).revenue)), 'money', `combined revenue of ${names.join(' and ')}`);
    },
  /** The contacts whose last name is `last`, every one and no other. */
  byLastName:
    (last: string): Check =>
    async (a, d) => {
      const every = (await d.territoryContacts()).map((c) => c.name);
      const hit = [...new Set(every.filter((n) => n.split(' ').at(-1)!.toLowerCase() === last.toLowerCase()))];
      return needList(a, some(hit, `contacts named ${last}`), every, `contacts with the last name ${last}`);
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

type Load<R> = (d: DataAccess) => Promise<R[]>;

/** The opportunity stages still open (not closed won or lost). */
export const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];

/** Today (YYYY-MM-DD, UTC) when the checker runs. */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** Whether a close date lies before today. */
export const pastDue = (date: string | null): boolean => date !== null && date < today();

/** Whether a close date lies in the current month. */
export const thisMonth = (date: string | null): boolean => date !== null && date.startsWith(today().slice(0, 7));

/** Whether an opportunity is of a deal type (its name ends with " - <type>"). */
export const dealType =
  (type: string) =>
  (o: { name: string }): boolean =>
    o.name.toLowerCase().endsWith(` - ${type.toLowerCase()}`);

export const CH = {
  /** How many rows passing `pred` each group (by `by`) holds, every group with its figure. */
  countBy:
    <R>(load: Load<R>, pred: (r: R) => boolean, by: (r: R) => string | null, what: string): Check =>
    async (a, d) => {
      const g = groups((await load(d)).filter(pred), by, (xs) => xs.length);
      if (g.length === 0) throw new Error(`${what}: no row matches`);
      return needBreakdown(
        a,
        g.map((x) => ({ names: [x.key], value: x.value })),
        'count',
        what,
      );
    },
};
