/**
 * Results computed from the database, kept until the data changes: any write through this
 * process (a counter the store bumps) or a commit by another process (the stamp the store
 * reads: SQLite's data_version, or the version row every PostgreSQL write bumps) empties
 * it. Bounded; the oldest entry goes first.
 */
export class ResultCache {
  private readonly entries = new Map<string, unknown>();
  private stamp = '';
  private writes = 0;

  constructor(private readonly maxEntries = 64) {}

  /** Call after every write. */
  invalidate(): void {
    this.writes++;
  }

  /** The value cached under `key` while `dataVersion` and this process's writes are unchanged, else computed. */
  async get<T>(dataVersion: unknown, key: string, compute: () => Promise<T>): Promise<T> {
    const stamp = `${this.writes}:${String(dataVersion)}`;
    if (stamp !== this.stamp) {
      this.entries.clear();
      this.stamp = stamp;
    }
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const writes = this.writes;
    const value = await compute();
    // a write of this process while computing: the value may predate it, keep it out
    if (writes !== this.writes || stamp !== this.stamp) return value;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return value;
  }
}
