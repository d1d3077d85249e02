/**
 * Turns of the event loop for long work (loading large descriptions): `pause()` yields once
 * `BUDGET_MS` of work has run since the last turn. The clock is shared by every load in the
 * process, so two documents loading at once still give the loop a turn every few
 * milliseconds, and requests are answered in between.
 */
const BUDGET_MS = 5;
let last = performance.now();

export async function pause(): Promise<void> {
  if (performance.now() - last < BUDGET_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  last = performance.now();
}
