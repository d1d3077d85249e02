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

/**
 * A time limit that stands still while it is held: a tool call's api_mode.request_timeout
 * while its MCP server waits for what it asked (a person's form, a model's completion), or
 * a whole chat's demo.default_timeout while a person fills in a form. `hold()` stops it and
 * returns the release; the last release starts it again: in full (`restart`, as a progress
 * report restarts a call's limit), or with what was left. `signal` aborts with `reason()` when
 * the limit runs out (or with the parent's reason); `left()` is what remains of `totalMs`,
 * counted from the start whether held or not (api_mode.progress_timeout bounds a call in all).
 */
export class HeldClock {
  readonly signal: AbortSignal;
  /** True once the limit ran out (not when the parent aborted). */
  expired = false;
  private readonly controller = new AbortController();
  private readonly started = performance.now();
  private timer?: NodeJS.Timeout;
  private holds = 0;
  private stopped = false;
  /** What is left of the limit when it runs again (the whole limit with `restart`). */
  private remaining: number;
  private armedAt = 0;

  constructor(
    parent: AbortSignal | undefined,
    private readonly limitMs: number,
    private readonly reason: () => Error,
    private readonly opts: { totalMs?: number; restart?: boolean } = {},
  ) {
    this.signal = parent ? AbortSignal.any([parent, this.controller.signal]) : this.controller.signal;
    this.remaining = limitMs;
    this.arm();
  }

  private arm(): void {
    clearTimeout(this.timer);
    if (this.holds > 0 || this.stopped) return;
    this.armedAt = performance.now();
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort(this.reason());
    }, this.remaining);
    this.timer.unref?.();
  }

  /** Stops the limit until the returned release is called (once; later calls do nothing). */
  hold(): () => void {
    if (this.holds++ === 0 && !this.stopped) {
      clearTimeout(this.timer);
      this.remaining = this.opts.restart ? this.limitMs : Math.max(0, this.remaining - (performance.now() - this.armedAt));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.holds === 0) this.arm();
    };
  }

  /** Milliseconds left of the total bound. */
  left(): number {
    return Math.max(0, (this.opts.totalMs ?? Infinity) - (performance.now() - this.started));
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Stops the clock and aborts its signal with `reason` (what still runs under it ends), unless it has already. */
  end(reason: Error): void {
    this.stop();
    if (!this.controller.signal.aborted) this.controller.abort(reason);
  }
}
