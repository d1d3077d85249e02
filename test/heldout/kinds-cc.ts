// What set CC needs beyond the shared builders (kinds-bb.ts BB, kinds-bd.ts BD, kinds-bp.ts BP):
// a yes/no that must come with its supporting figure (the auditor's "is it true that ..."), a
// comparison verdict given in words (the winner named first) accepted in place of a yes or no,
// an average of counts shown to at least one decimal (a whole number near it is not enough),
// a month named in any of its usual forms, and the small loaders the three files of the set
// share. Every expected figure, name or list is computed from the APIs' data when the checker
// runs (never hard-coded).

import type { CrmAccount, CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { all, leadOf, needNumber, needYesNo, numberMatches, numbersIn, type Answer, type Check, fmt } from './judge.js';
import { indexOfName, needFirst } from './kinds-cd.js';
import { isOpen } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;
type Unit = 'count' | 'money' | 'plain';

/** One supporting figure. */
export interface Fig {
  value: number;
  unit: Unit;
}
export const count = (value: number): Fig => ({ value, unit: 'count' });
export const money = (value: number): Fig => ({ value, unit: 'money' });
/** A share in percent (or another plain figure), right within a point. */
export const percent = (value: number): Fig => ({ value, unit: 'plain' });

/** A verdict: yes or no, and the figures that support it (any one alternative, every figure of it). */
export interface Verdict {
  yes: boolean;
  support: Fig[][];
  /** For a comparison: the options (each with the ways it may be written) and the index of the one that wins. */
  compare?: { options: string[][]; winner: number; states?: boolean };
}

/** Where a state first occurs: a code in capitals (case kept), else a name as whole words. */
const stateAt = (text: string, name: string): number =>
  /^[A-Z]{2}$/.test(name) ? (new RegExp(`(?<![A-Za-z])${name}(?![A-Za-z])`).exec(text)?.index ?? -1) : indexOfName(text, name);

/** The answer with its list markers taken off, so that its direct answer is the whole text (a two-row comparison). */
const flat = (a: Answer): Answer => ({ ...a, text: a.text.replace(/^(\s*)(?:[-*•]\s|\d+[.)]\s)/gm, '$1') });

const shows = (text: string, f: Fig): boolean => numbersIn(text).some((n) => numberMatches(n, f.value, f.unit));

/**
 * The figures of one of the alternatives: a single figure must be in the direct answer; two or
 * more (a comparison) anywhere in the answer. Only the first alternative is recorded for --selfcheck.
 */
function needSupport(a: Answer, support: Fig[][], what: string): string | null {
  if (support.length === 0) throw new Error(`${what}: no supporting figure`);
  const [first, ...rest] = support;
  const scope = (alt: Fig[]): Answer => (alt.length > 1 ? flat(a) : a);
  const r = all(...first!.map((f, i) => needNumber(scope(first!), f.value, f.unit, `${what} (supporting figure ${i + 1})`)));
  if (r === null) return null;
  if (rest.some((alt) => alt.every((f) => shows(leadOf(scope(alt).text), f)))) return null;
  const others = rest.map((alt) => alt.map((f) => (f.unit === 'money' ? `$${fmt(Math.round(f.value))}` : fmt(f.value))).join(' and '));
  return others.length > 0 ? `${r} (or instead: ${others.join(' / ')})` : r;
}

export const CC = {
  /**
   * "Is it true that ...?": the right yes or no (for a comparison, a verdict in words naming the
   * winner first will do, if it does not open with the opposite yes/no), together with the
   * supporting figure(s) of one of the alternatives.
   */
  verdict:
    (get: Get<Verdict>, what: string): Check =>
    async (a, d) => {
      const v = await get(d);
      let yn = needYesNo(a, v.yes, what);
      if (yn !== null && v.compare) {
        const { options, winner, states } = v.compare;
        const opposite = v.yes ? /^\W*(no|not)\b/i : /^\W*yes\b/i;
        if (needFirst(a, options, winner, what, states ? stateAt : indexOfName) === null && !opposite.test(leadOf(a.text))) yn = null;
      }
      return all(yn, needSupport(a, v.support, what));
    },
  /** An average of counts: shown to at least one decimal and right to the precision shown (an exact whole number when it is one). */
  decimal:
    (get: Get<number>, what: string): Check =>
    async (a, d) => {
      const v = await get(d);
      const r = needNumber(a, v, 'plain', what);
      const ok = numbersIn(leadOf(a.text)).some((n) =>
        n.step <= 0.1 ? Math.abs(n.value - v) <= n.step / 2 + 1e-9 : Number.isInteger(v) && n.value === v,
      );
      return ok ? null : (r ?? `expected ${what} = ${fmt(Math.round(v * 100) / 100)} to at least one decimal in the direct answer`);
    },
};

// ---------------------------------------------------------------------------------------------
// Loaders and row tests shared by the files of set CC.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The ways a month (YYYY-MM) may be written: "August 2023", "Aug 2023", "August", "2023-08". */
export const monthForms = (ym: string): string[] => {
  const name = MONTHS[Number(ym.slice(5, 7)) - 1]!;
  const year = ym.slice(0, 4);
  return [`${name} ${year}`, `${name.slice(0, 3)} ${year}`, name, ym];
};

/** A record's creation month, YYYY-MM (UTC), from its created_at. */
export const createdMonth = (r: object): string => (((r as Record<string, unknown>).created_at as string | undefined) ?? '').slice(0, 7);

/** Whether a close date lies between two days (YYYY-MM-DD, both included). */
export const closeWithin =
  (from: string, to: string) =>
  (o: CrmOpportunity): boolean =>
    o.close_date !== null && o.close_date >= from && o.close_date <= to;

/** A CRM account in one US state (by its code). */
export const usState =
  (code: string) =>
  (x: CrmAccount): boolean =>
    x.country === 'United States' && x.state === code;

/** The opportunities whose account passes `pred`. */
export const dealsWhere = async (d: DataAccess, pred: (x: CrmAccount) => boolean): Promise<CrmOpportunity[]> => {
  const ok = new Set((await d.crmAccounts()).filter(pred).map((x) => x.id));
  return (await d.crmOpportunities()).filter((o) => ok.has(o.account_id));
};

/** The open opportunities whose account passes `pred`. */
export const openDealsWhere = async (d: DataAccess, pred: (x: CrmAccount) => boolean): Promise<CrmOpportunity[]> =>
  (await dealsWhere(d, pred)).filter(isOpen);

/** The territory contacts at the given accounts (optionally of one title). */
export const staffOf = async (d: DataAccess, xs: TerritoryAccount[], title?: string): Promise<TerritoryContact[]> => {
  const ids = new Set(xs.map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id) && (title === undefined || c.job_title === title));
};

/** The key of the group with the largest value (a tie throws: the question assumes one). */
export const soleKey = (g: { key: string; value: number }[], what: string): string => {
  const best = Math.max(...g.map((x) => x.value));
  const hit = g.filter((x) => x.value === best);
  if (hit.length !== 1) throw new Error(`${what}: ${hit.length} groups tie`);
  return hit[0]!.key;
};
