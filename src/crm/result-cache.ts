/**
 * Results computed from the database, kept until the data changes: any write through this
 * process (a counter the store bumps) or a commit by another connection (SQLite's
 * data_version) empties it. Bounded; the oldest entry goes first.
 */
export class ResultCache {
  private readonly entries = new Map<string, unknown>();
  private stamp = '';
  private writes = 0;

  constructor(
    private readonly dataVersion: () => unknown,
    private readonly maxEntries = 64,
  ) {}

  /** Call after every write. */
  invalidate(): void {
    this.writes++;
  }

  get<T>(key: string, compute: () => T): T {
    const stamp = `${this.writes}:${String(this.dataVersion())}`;
    if (stamp !== this.stamp) {
      this.entries.clear();
      this.stamp = stamp;
    }
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const value = compute();
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return value;
  }
}
