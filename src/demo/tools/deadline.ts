import { AgentError } from '../../shared/errors.js';
/** An error that says which limit ran out, so answers can name the setting. */
export class TimeoutError extends AgentError {
  override name = 'TimeoutError';
  constructor(
    message: string,
    readonly setting: string,
  ) {
    super(message, { status: 504 });
  }
}

/** A signal that aborts when `parent` does or after `ms`, whichever comes first. */
export function withTimeout(parent: AbortSignal, ms: number): AbortSignal {
  return AbortSignal.any([parent, AbortSignal.timeout(ms)]);
}

/** Resolves after `ms`, or rejects when the signal aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
