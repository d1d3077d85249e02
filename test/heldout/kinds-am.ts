// Row tests set AM needs that the earlier kinds files do not cover: a close date within the next
// `n` days (today included, relative to the day the checker runs, UTC). Every expected figure is
// computed from the APIs' data when the checker runs.

/** Today plus `n` days as YYYY-MM-DD (UTC), read when the checker runs. */
const daysFromToday = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Whether a date (YYYY-MM-DD) lies from today to `n` days ahead (both inclusive). */
export const inNextDays =
  (n: number) =>
  (date: string | null): boolean =>
    date !== null && date >= daysFromToday(0) && date <= daysFromToday(n);
