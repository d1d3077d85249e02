/** Deterministic JSON of a value (object keys sorted), used as a cache key. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Results of read-only tool calls (`api_mode.cache_enabled`), each living `api_mode.cache_ttl`
 * seconds. Bounded: the oldest entry goes when `maxEntries` is reached.
 */
export class ResultCache {
  private readonly entries = new Map<string, { expires: number; value: unknown }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  static key(tool: string, args: Record<string, unknown>): string {
    return `${tool} ${stableJson(args)}`;
  }

  get(key: string): { hit: true; value: unknown } | { hit: false } {
    const e = this.entries.get(key);
    if (!e) return { hit: false };
    if (e.expires <= this.now()) {
      this.entries.delete(key);
      return { hit: false };
    }
    return { hit: true, value: e.value };
  }

  set(key: string, value: unknown): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
  }

  /** Drops every result of the tools whose names start so (an app's, `crm_`): a change through one of them may have made them stale. */
  forget(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
