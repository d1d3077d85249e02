/**
 * `until(what, fn)`: calls `fn` every `everyMs` until it returns a value (a throw counts as
 * none yet), which it returns; past `ms`, fails naming `what`. How long it took is for the test
 * to report, not to assert.
 */
export function poller(ms: number, everyMs: number) {
  return async function until<T>(what: string, fn: () => Promise<T | undefined>, limitMs = ms): Promise<T> {
    const end = Date.now() + limitMs;
    for (;;) {
      const v = await fn().catch(() => undefined);
      if (v !== undefined) return v;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  };
}
