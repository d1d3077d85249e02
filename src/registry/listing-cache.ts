import { gzip } from 'node:zlib';

/**
 * The catalogue's listings serialized once per tool set: the JSON bytes of each listing
 * (all apps, or one) and their gzip form (compressed on the thread pool), dropped together
 * when the tool set changes.
 */
export class ListingCache {
  private readonly json = new Map<string, Buffer>();
  private readonly gzipped = new Map<string, Promise<Buffer>>();
  private warmTimer?: NodeJS.Timeout;

  constructor(private readonly records: (app?: string) => unknown) {}

  clear(): void {
    this.json.clear();
    this.gzipped.clear();
  }

  /**
   * Serialises and compresses the full listing once the tool set has settled: 250 ms after
   * the last call, and only when nothing loads (one long step).
   */
  warmWhenSettled(loading: () => boolean, failed: (err: unknown) => void): void {
    if (this.warmTimer) clearTimeout(this.warmTimer);
    const warm = () => {
      const busy = loading();
      this.warmTimer = busy ? setTimeout(warm, 250).unref() : undefined;
      if (busy) return;
      try {
        void this.gzip()?.catch(() => undefined);
      } catch (err) {
        failed(err); // never takes the process down
      }
    };
    this.warmTimer = setTimeout(warm, 250).unref();
  }

  stop(): void {
    if (this.warmTimer) clearTimeout(this.warmTimer);
    this.warmTimer = undefined;
  }

  /** The serialized listing, or undefined for an unknown app. */
  bytes(app?: string): Buffer | undefined {
    const key = app === undefined ? '*' : `app:${app}`;
    let hit = this.json.get(key);
    if (!hit) {
      const value = this.records(app);
      if (value === undefined) return undefined;
      hit = Buffer.from(JSON.stringify(value));
      this.json.set(key, hit);
    }
    return hit;
  }

  /** The serialized listing, gzip-compressed. */
  gzip(app?: string): Promise<Buffer> | undefined {
    const key = app === undefined ? '*' : `app:${app}`;
    let hit = this.gzipped.get(key);
    if (!hit) {
      const raw = this.bytes(app);
      if (!raw) return undefined;
      hit = new Promise<Buffer>((resolve, reject) => gzip(raw, { level: 6 }, (err, out) => (err ? reject(err) : resolve(out))));
      this.gzipped.set(key, hit);
    }
    return hit;
  }
}
