// What set CP needs beyond the shared builders (kinds-bb.ts, kinds-bv.ts): a comparison of two
// named things whose two figures must each be stated (in the direct answer, or on a line that
// names that side and not the other), a phone number written in any usual format, and small
// CRM loaders. Every expected figure, name or list is computed from the APIs' data when the
// checker runs (never hard-coded).

import type { CrmAccount, CrmContact, CrmOpportunity, DataAccess } from './data.js';
import { all, byName, mentions, needAllNames, needNumber, numberMatches, numbersIn, type Check } from './judge.js';

type Get<T> = (d: DataAccess) => Promise<T>;
type Unit = 'count' | 'money' | 'plain';

/** A deal that is neither closed-won nor closed-lost. */
export const openDeal = (o: CrmOpportunity): boolean => o.stage !== 'closed-won' && o.stage !== 'closed-lost';

/** The one CRM account called `name`. */
export const crmAccount = async (d: DataAccess, name: string): Promise<CrmAccount> => byName(await d.crmAccounts(), name);

/** The CRM contacts of one account, by its name. */
export const crmPeopleAt = async (d: DataAccess, name: string): Promise<CrmContact[]> => {
  const acc = await crmAccount(d, name);
  return (await d.crmContacts()).filter((c) => c.account_id === acc.id);
};

/** The CRM opportunities of one account, by its name. */
export const dealsAt = async (d: DataAccess, name: string): Promise<CrmOpportunity[]> => {
  const acc = await crmAccount(d, name);
  return (await d.crmOpportunities()).filter((o) => o.account_id === acc.id);
};

/** One side of a comparison: how an answer names it, and its figure. */
export interface Side {
  /** Names written as words (case ignored): "Texas", "third-party", "Webinar". */
  labels: string[];
  /** Short codes written in capitals (TX, UK). */
  codes?: string[];
  get: Get<number>;
}

const names = (line: string, s: Side): boolean =>
  s.labels.some((l) => mentions(line, l)) || (s.codes ?? []).some((c) => new RegExp(`(?<![A-Za-z])${c}(?![A-Za-z])`).test(line));

/**
 * A comparison of two sides: each side's figure is stated, in the direct answer or on a line
 * that names that side (and not the other one).
 */
export const pair =
  (sides: [Side, Side], unit: Unit, what: string): Check =>
  async (a, d) => {
    const reasons: (string | null)[] = [];
    for (const [i, s] of sides.entries()) {
      const v = await s.get(d);
      const r = needNumber(a, v, unit, `${what} (${s.labels[0]})`);
      if (r === null) continue;
      const other = sides[1 - i]!;
      const labelled = a.text
        .split('\n')
        .some((line) => names(line, s) && !names(line, other) && numbersIn(line).some((n) => numberMatches(n, v, unit)));
      reasons.push(labelled ? null : r);
    }
    return all(...reasons);
  };

/** Digits glued back together when an answer writes a phone number with spaces, dots, dashes or brackets. */
const squash = (text: string): string => text.replace(/(\d)[\s().-]+(?=\d)/g, '$1');

/** Every phone number, written as stored (+13374956989) or as the ten national digits in any format. */
export const phones =
  (get: Get<string[]>, what: string): Check =>
  async (a, d) => {
    const ps = await get(d);
    if (ps.length === 0) throw new Error(`${what}: no phone number on file`);
    const text = squash(a.text);
    const found = (p: string): boolean => [p, p.replace(/^\+/, ''), p.replace(/\D/g, '').slice(-10)].some((f) => mentions(text, f));
    return needAllNames({ ...a, text: ps.every(found) ? ps.join(' ') : text }, ps, what);
  };
