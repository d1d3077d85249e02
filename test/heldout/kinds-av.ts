// What set AV needs that the earlier kinds files do not cover: the open CRM deals of the US
// accounts in the state of a named territory account (the state found from the data, not
// named), and a close date within the next `n` days counted from today (UTC, read when the
// checker runs). Every expected figure is computed from the APIs' data when the checker runs.

import { byName, needNumber, type Check } from './judge.js';
import { loadAccounts } from './kinds-cd.js';
import { COPP, isUS } from './kinds-k.js';
import { isOpen } from './pick.js';

const isoDay = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Whether a date (YYYY-MM-DD) lies from today through `n` days from today, both inclusive (UTC). */
export const withinNextDays =
  (n: number) =>
  (date: string | null): boolean =>
    date !== null && date >= isoDay(0) && date <= isoDay(n);

export const AV = {
  /** How many open CRM deals belong to US accounts in the state of the named territory account. */
  openDealsInStateOf:
    (name: string): Check =>
    async (a, d) => {
      const acc = byName(await loadAccounts(d, 'all'), name);
      const n = (await COPP(d)).filter((o) => isOpen(o) && isUS(o.acc) && o.acc.state === acc.state).length;
      if (n === 0) throw new Error(`no open CRM deal in ${acc.state}, the state of ${name}`);
      return needNumber(a, n, 'count', `open CRM deals of US accounts in ${acc.state}, the state of ${name}`);
    },
};
