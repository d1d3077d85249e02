import { sleep } from './deadline.js';

export interface RetryOptions {
  /** Retries after the first attempt (`api_mode.retry_attempts`; 0 = one attempt only). */
  retries: number;
  /** First backoff in milliseconds; doubles each retry, capped at `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  signal: AbortSignal;
  random?: () => number;
}

/** Exponential backoff with jitter: a random delay between half and all of base * 2^retry. */
export function backoffDelay(retry: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** retry);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * Runs `attempt` until it gives a result that `shouldRetry` accepts, retries run out, or the
 * signal aborts. `shouldRetry` sees either a value or a thrown error. Returns the last
 * value (or rethrows the last error) and the number of attempts made.
 */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  shouldRetry: (outcome: { value: T } | { error: unknown }) => boolean,
  opts: RetryOptions,
): Promise<{ value: T; attempts: number }> {
  const base = opts.baseDelayMs ?? 100;
  const max = opts.maxDelayMs ?? 2000;
  for (let n = 0; ; n++) {
    let outcome: { value: T } | { error: unknown };
    try {
      outcome = { value: await attempt() };
    } catch (error) {
      outcome = { error };
    }
    const last = n >= opts.retries || opts.signal.aborted || !shouldRetry(outcome);
    if (last) {
      if ('error' in outcome) throw Object.assign(outcome.error as object, { attempts: n + 1 });
      return { value: outcome.value, attempts: n + 1 };
    }
    await sleep(backoffDelay(n, base, max, opts.random), opts.signal).catch(() => undefined);
  }
}
