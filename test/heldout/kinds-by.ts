// What set BY needs beyond the shared builders (kinds-bb.ts, kinds-bd.ts, kinds-cd.ts): the
// leaders of a ranking when several tie (every one of them must be named), a list of tied states,
// an "are all of ...?" answered by yes/no or by the count of exceptions, a yes/no answered by
// the figure behind it, and the small loaders the three files of the set share. Every expected
// figure, name or list is computed from the APIs' data when the checker runs (never hard-coded).

import type { CrmAccount, CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import {
  byName,
  groups,
  leadOf,
  mentions,
  needAllNames,
  needName,
  needNumber,
  needYesNo,
  numberMatches,
  numbersIn,
  US_STATES,
  winners,
  type Check,
} from './judge.js';
import { allTerritory } from './kinds-bb.js';
import { withAliases } from './kinds-cd.js';

type Get<T> = (d: DataAccess) => Promise<T>;
type Group = { key: string; value: number };

/** Counts of rows by a key, as groups. */
export const tally = <T>(rows: T[], by: (r: T) => string | null | undefined): Group[] => groups(rows, by, (xs) => xs.length);

/** Every key of the groups with the largest/smallest value (all of them when tied). */
export const leading = (g: Group[], dir: 'max' | 'min'): string[] => winners(g, (x) => x.value, dir).map((x) => x.key);

/** The territory contacts of the accounts given. */
export const staffOf = async (d: DataAccess, xs: TerritoryAccount[]): Promise<TerritoryContact[]> => {
  const ids = new Set(xs.map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
};

/** The territory contacts of one account (by its name). */
export const staffAt = async (d: DataAccess, name: string): Promise<TerritoryContact[]> =>
  d.territoryContacts({ account_id: byName(await allTerritory(d), name).id });

/** The CRM accounts in the United States, optionally of one state (by its code). */
export const usCrm = async (d: DataAccess, code?: string): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null && (code === undefined || x.state === code));

/** The CRM opportunities with the account each belongs to. */
export const dealsWithAccount = async (d: DataAccess): Promise<(CrmOpportunity & { acc: CrmAccount })[]> => {
  const acc = new Map((await d.crmAccounts()).map((x) => [x.id, x]));
  return (await d.crmOpportunities()).map((o) => ({ ...o, acc: acc.get(o.account_id)! }));
};

/** Whether a head (the lines before any row) starts by saying yes, or by saying no. */
const startsYes = (head: string): boolean => /^\W*(yes|yep|yeah)\b/i.test(head);
const startsNo = (head: string): boolean => /^\W*(no|nope|none|not)\b/i.test(head);

export const BY = {
  /**
   * The leader(s) of a ranking: the one winner named in the direct answer; when several tie,
   * every one of them named (in any of its usual forms: Trade Show / Trade Shows...).
   */
  leaders:
    (get: Get<string[]>, what: string): Check =>
    async (a, d) => {
      const keys = await get(d);
      if (keys.length === 0) throw new Error(`${what}: no group`);
      if (keys.length === 1) return needName(a, withAliases(keys[0]!), what);
      const r = needAllNames(a, keys, `${what} (${keys.length} tied)`);
      if (r === null) return null;
      return keys.every((k) => withAliases(k).some((n) => mentions(a.text, n))) ? null : r;
    },
  /**
   * Every one of the states (codes) of `[expected, universe]` named, by its code in capitals or
   * its name, and no other state of the universe named anywhere in the answer.
   */
  states:
    (get: Get<[string[], string[]]>, what: string): Check =>
    async (a, d) => {
      const [codes, universe] = await get(d);
      if (codes.length === 0) throw new Error(`${what}: no state`);
      const named = (c: string): boolean =>
        new RegExp(`(?<![A-Za-z])${c}(?![A-Za-z])`).test(a.text) || (US_STATES[c] !== undefined && mentions(a.text, US_STATES[c]));
      const r = needAllNames(
        a,
        codes.map((c) => US_STATES[c] ?? c),
        what,
      );
      const missing = r !== null && !codes.every(named);
      const intruders = [...new Set(universe)].filter((c) => !codes.includes(c) && named(c));
      if (!missing && intruders.length === 0) return null;
      return [missing ? r : null, intruders.length > 0 ? `${what}: should not include ${intruders.join(', ')}` : null]
        .filter((x) => x !== null)
        .join('; ');
    },
  /**
   * "Are all of ... ?": a yes/no. When some rows are exceptions the answer is no, said outright
   * or by stating how many exceptions there are; when none, yes (or "all N ..." with the total).
   */
  allOf:
    (get: Get<{ total: number; exceptions: number }>, what: string): Check =>
    async (a, d) => {
      const { total, exceptions } = await get(d);
      const lead = leadOf(a.text);
      const shows = (n: number): boolean => numbersIn(lead).some((x) => numberMatches(x, n, 'count'));
      if (exceptions === 0) {
        const r = needYesNo(a, true, what);
        if (r === null) return null;
        return !startsNo(lead) && /\ball\b/i.test(lead) && shows(total) ? null : r;
      }
      const r = needYesNo(a, false, what);
      if (r === null || /^\W*not (all|every)\b/i.test(lead)) return null;
      return !startsYes(lead) && shows(exceptions) ? null : `${r} (or the ${exceptions} exceptions stated)`;
    },
  /**
   * A yes/no whose answer is a figure ("do we have more than ten ...?"): yes or no, or the
   * figure itself stated in the direct answer (not after a wrong yes/no).
   */
  yesOrFigure:
    (get: Get<{ yes: boolean; n: number }>, what: string): Check =>
    async (a, d) => {
      const { yes, n } = await get(d);
      const r = needYesNo(a, yes, what);
      if (r === null) return null;
      const lead = leadOf(a.text);
      const contradicts = yes ? startsNo(lead) : startsYes(lead);
      return !contradicts && needNumber(a, n, 'count', what) === null ? null : r;
    },
};
