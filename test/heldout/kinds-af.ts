// Row tests used by set AF that the earlier kinds files do not cover: a close date in the last
// calendar month, relative to the day a checker runs. The checkers of set AF are the earlier
// kinds (kinds.ts, kinds-cd.ts, kinds-k.ts...) fed with this test, so every expected figure is
// still computed from the APIs' data when the checker runs.

/** Whether a date (YYYY-MM-DD) lies in the calendar month before the current one (UTC). */
export const inLastMonth = (date: string | null): boolean => {
  if (date === null) return false;
  const t = new Date();
  const prev = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() - 1, 1));
  const ym = `${prev.getUTCFullYear()}-${String(prev.getUTCMonth() + 1).padStart(2, '0')}`;
  return date.startsWith(ym);
};
