/**
 * The LLM key(s), read from the environment variable named by `llm.api_key_env`. With
 * `api_mode.api_key_rotation` the variable may hold several comma-separated keys: each
 * request takes the next one, and a key answered with 401/429 is skipped for
 * `coolDownMs`. Without rotation the whole value is the one key. Keys are never logged.
 */
export class KeyRing {
  private readonly keys: string[];
  private readonly benched = new Map<string, number>();
  private turn = 0;

  constructor(
    raw: string | undefined,
    readonly rotate: boolean,
    private readonly coolDownMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {
    const value = (raw ?? '').trim();
    this.keys =
      value === ''
        ? []
        : rotate
          ? value
              .split(',')
              .map((k) => k.trim())
              .filter(Boolean)
          : [value];
  }

  get size(): number {
    return this.keys.length;
  }

  /** The key for the next request (round-robin over keys not benched), or undefined when there are none. */
  next(): string | undefined {
    if (this.keys.length === 0) return undefined;
    const t = this.now();
    for (let i = 0; i < this.keys.length; i++) {
      const key = this.keys[(this.turn + i) % this.keys.length]!;
      const until = this.benched.get(key);
      if (until === undefined || until <= t) {
        this.turn = (this.turn + i + 1) % this.keys.length;
        return key;
      }
    }
    // Every key is benched: use the one whose bench ends first rather than none.
    return [...this.benched.entries()].sort((a, b) => a[1] - b[1])[0]![0];
  }

  /** A 401/429 answer: skip this key for a while (only meaningful when rotating). */
  bench(key: string): void {
    if (this.rotate) this.benched.set(key, this.now() + this.coolDownMs);
  }

  /** For redaction only. */
  secrets(): string[] {
    return [...this.keys];
  }
}
