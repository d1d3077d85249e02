/**
 * The cancellation of one call, as its parts use it: whether it was cancelled, a hook run when
 * it is (`on`/`off`), and an AbortSignal for the parts that take one (the MCP SDK's requests).
 *
 * On Node 20 an AbortSignal costs a call more than the rest of the registry's own work on it
 * (made, given a listener and the listener taken off again: 10-20 µs of a `POST
 * /functions/call` one at a time, bench/results/profiles.md, issue 36). So a Cancel made by
 * the server that received the call keeps its hooks in a set and makes an AbortSignal only
 * when a part asks for one; a Cancel of a signal made elsewhere (the MCP SDK's for a request)
 * follows that signal.
 */
export class Cancel {
  private controller?: AbortController;
  /** The one hook while there is one (the usual call: its upstream request's); a set from the second on. */
  private hook?: () => void;
  private hooks?: Set<() => void>;
  private done = false;

  /** `given`: the signal this cancellation follows (its owner cancels it); none: `cancel()` does. */
  constructor(private readonly given?: AbortSignal) {}

  get cancelled(): boolean {
    return this.given ? this.given.aborted : this.done;
  }

  /** A signal aborted when the call is cancelled (made on first use). */
  get signal(): AbortSignal {
    if (this.given) return this.given;
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.done) this.controller.abort();
    }
    return this.controller.signal;
  }

  /** Runs `fn` once when the call is cancelled from now on (never when it already was: ask `cancelled` first). */
  on(fn: () => void): void {
    if (this.given) this.given.addEventListener('abort', fn, { once: true });
    else if (this.hooks) this.hooks.add(fn);
    else if (this.hook === undefined) this.hook = fn;
    else if (this.hook !== fn) {
      this.hooks = new Set([this.hook, fn]);
      this.hook = undefined;
    }
  }

  off(fn: () => void): void {
    if (this.given) this.given.removeEventListener('abort', fn);
    else if (this.hook === fn) this.hook = undefined;
    else this.hooks?.delete(fn);
  }

  /** Cancels the call: its hooks run, its signal (if one was made) aborts. A Cancel following a signal is cancelled by that signal. */
  cancel(): void {
    if (this.given || this.done) return;
    this.done = true;
    this.controller?.abort();
    const { hook, hooks } = this;
    this.hook = undefined;
    this.hooks = undefined;
    hook?.();
    hooks?.forEach((fn) => fn());
  }
}
