import { AgentError, retryAfter } from '../../shared/errors.js';
/** No slot freed up in time: the chat is answered 503 with Retry-After. */
export class BusyError extends AgentError {
  override name = 'BusyError';
  constructor(
    readonly limit: number,
    readonly waitedSeconds: number,
  ) {
    super(
      `The demo server is busy: ${limit} chat(s) are already running ` +
        `(api_mode.max_concurrent_requests = ${limit}) and none finished within ` +
        `${waitedSeconds}s. Try again shortly.`,
      { status: 503, headers: retryAfter(Math.min(30, waitedSeconds)) },
    );
  }
}

/**
 * `api_mode.max_concurrent_requests`: at most `limit` chats run at once; more wait in
 * arrival order, up to `waitMs`, then fail with BusyError.
 */
export class ChatSlots {
  private running = 0;
  private readonly queue: { grant: () => void }[] = [];

  constructor(readonly limit: number) {}

  get active(): number {
    return this.running;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Resolves with a release function once a slot is free. */
  acquire(waitMs: number, signal?: AbortSignal): Promise<() => void> {
    const release = once(() => {
      this.running--;
      const next = this.queue.shift();
      if (next) next.grant();
    });
    if (this.running < this.limit) {
      this.running++;
      return Promise.resolve(release);
    }
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          this.running++;
          resolve(release);
        },
      };
      const leave = () => {
        const i = this.queue.indexOf(entry);
        if (i >= 0) this.queue.splice(i, 1);
      };
      const timer = setTimeout(() => {
        leave();
        signal?.removeEventListener('abort', onAbort);
        reject(new BusyError(this.limit, Math.round(waitMs / 1000)));
      }, waitMs);
      const onAbort = () => {
        clearTimeout(timer);
        leave();
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(entry);
    });
  }
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (!done) {
      done = true;
      fn();
    }
  };
}
