// Row tests and the one checker set AL needs that the earlier kinds files do not cover: a close
// date in the last calendar quarter or in the calendar year n years back (relative to the day a
// checker runs, UTC); and the primary CRM contact of the account that owns the largest deal of a
// filtered set (a follow-up pointing at the first row shown). Every expected figure is computed
// from the APIs' data when the checker runs.

import type { CrmOpportunity } from './data.js';
import { needName, type Check } from './judge.js';
import { only } from './kinds-cd.js';

/** Whether a date (YYYY-MM-DD) lies in the calendar quarter before the current one (UTC). */
export const inLastQuarter = (date: string | null): boolean => {
  if (date === null) return false;
  const t = new Date();
  const q0 = Math.floor(t.getUTCMonth() / 3) * 3;
  const from = new Date(Date.UTC(t.getUTCFullYear(), q0 - 3, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(t.getUTCFullYear(), q0, 0)).toISOString().slice(0, 10);
  return date >= from && date <= to;
};

/** Whether a date (YYYY-MM-DD) lies in the calendar year `n` years before the current one (UTC). */
export const inYearsAgo =
  (n: number) =>
  (date: string | null): boolean =>
    date !== null && Number(date.slice(0, 4)) === new Date().getUTCFullYear() - n;

export const CAL = {
  /** The primary contact of the account owning the largest (by value) deal passing `pred` (a tie throws). */
  primaryOfTopDeal:
    (pred: (o: CrmOpportunity) => boolean, what: string): Check =>
    async (a, d) => {
      const top = only((await d.crmOpportunities()).filter(pred), (o) => o.value, 'max', what);
      const names = (await d.crmContacts())
        .filter((c) => c.account_id === top.account_id && c.is_primary)
        .map((c) => `${c.first_name} ${c.last_name}`);
      if (names.length === 0) throw new Error(`${what}: the account of ${top.name} has no primary contact`);
      return needName(a, names, `primary contact at the account of ${top.name} (${what})`);
    },
};
