// Row tests used by set AJ that the earlier kinds files do not cover: a close date in the current
// calendar quarter, in the last (or next) n days, all relative to the day a checker runs (UTC).
// The checkers of set AJ are the earlier kinds fed with these tests, so every expected figure is
// still computed from the APIs' data when the checker runs.

const iso = (t: Date): string => t.toISOString().slice(0, 10);

/** The ISO date `n` days after today (negative: before), UTC. */
export const dayOffset = (n: number): string => iso(new Date(Date.now() + n * 86_400_000));

/** Whether a date (YYYY-MM-DD) lies in the current calendar quarter (UTC). */
export const inThisQuarter = (date: string | null): boolean => {
  if (date === null) return false;
  const t = new Date();
  const q0 = Math.floor(t.getUTCMonth() / 3) * 3;
  const from = iso(new Date(Date.UTC(t.getUTCFullYear(), q0, 1)));
  const to = iso(new Date(Date.UTC(t.getUTCFullYear(), q0 + 3, 0)));
  return date >= from && date <= to;
};

/** Whether a date (YYYY-MM-DD) lies in the last `n` days, today included. */
export const inLastDays =
  (n: number) =>
  (date: string | null): boolean =>
    date !== null && date >= dayOffset(-n) && date <= dayOffset(0);

/** Whether a date (YYYY-MM-DD) lies in the next `n` days, today included. */
export const inNextDays =
  (n: number) =>
  (date: string | null): boolean =>
    date !== null && date >= dayOffset(0) && date <= dayOffset(n);
