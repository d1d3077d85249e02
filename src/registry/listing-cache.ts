import { createGzip } from 'node:zlib';

/** Longest step of serialising a listing before the event loop gets a turn. */
const SLICE_MS = 5;
/** Text gathered into one chunk of a listing. */
const CHUNK_CHARS = 1 << 20;

/** What a listing is made of: each application's name and its tools (the arrays the catalogue serves, never changed once served). */
export type ListingParts = (readonly [string, readonly { name: string; record: unknown }[]])[];

/** A serialised listing: its JSON in chunks (a large catalogue's is hundreds of MB), and their length. */
export interface Listing {
  chunks: Buffer[];
  length: number;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The catalogue's listings serialized once per tool set, a slice of SLICE_MS at a time (one
 * record at most between two looks at the clock): the JSON of each listing (all apps, or one)
 * and its gzip form (compressed on the thread pool), dropped together when the tool set
 * changes. A listing is made from the tool sets as they were when it was asked for.
 */
export class ListingCache {
  private readonly json = new Map<string, Promise<Listing>>();
  private readonly gzipped = new Map<string, Promise<Listing>>();
  private warmTimer?: NodeJS.Timeout;

  /** `parts`: one application's (undefined: no such application), or every application's when none is named. */
  constructor(private readonly parts: (app?: string) => ListingParts | undefined) {}

  clear(): void {
    this.json.clear();
    this.gzipped.clear();
  }

  /**
   * Serialises and compresses the full listing once the tool set has settled: 250 ms after
   * the last call, and only when nothing loads.
   */
  warmWhenSettled(loading: () => boolean, failed: (err: unknown) => void): void {
    if (this.warmTimer) clearTimeout(this.warmTimer);
    const warm = () => {
      const busy = loading();
      this.warmTimer = busy ? setTimeout(warm, 250).unref() : undefined;
      if (!busy) void this.gzip()?.catch(failed); // never takes the process down
    };
    this.warmTimer = setTimeout(warm, 250).unref();
  }

  stop(): void {
    if (this.warmTimer) clearTimeout(this.warmTimer);
    this.warmTimer = undefined;
  }

  /** The serialized listing, or undefined for an unknown app. */
  bytes(app?: string): Promise<Listing> | undefined {
    const key = app === undefined ? '*' : `app:${app}`;
    let hit = this.json.get(key);
    if (!hit) {
      const parts = this.parts(app);
      if (!parts) return undefined;
      hit = serialise(parts, app === undefined);
      this.json.set(key, hit);
    }
    return hit;
  }

  /** The serialized listing, gzip-compressed. */
  gzip(app?: string): Promise<Listing> | undefined {
    const key = app === undefined ? '*' : `app:${app}`;
    let hit = this.gzipped.get(key);
    if (!hit) {
      const raw = this.bytes(app);
      if (!raw) return undefined;
      hit = raw.then(compress);
      this.gzipped.set(key, hit);
    }
    return hit;
  }
}

/** The JSON of `{api_name: record}` (one application) or `{app: {api_name: record}}` (`nested`), in chunks. */
async function serialise(parts: ListingParts, nested: boolean): Promise<Listing> {
  const chunks: Buffer[] = [];
  let text: string[] = [];
  let size = 0;
  let length = 0;
  const put = (s: string) => {
    text.push(s);
    size += s.length;
    if (size >= CHUNK_CHARS) flush();
  };
  const flush = () => {
    if (text.length === 0) return;
    const chunk = Buffer.from(text.join(''));
    chunks.push(chunk);
    length += chunk.length;
    text = [];
    size = 0;
  };
  let slice = performance.now();
  const pace = async () => {
    if (performance.now() - slice < SLICE_MS) return;
    await turn();
    slice = performance.now();
  };
  const object = async (entries: readonly { name: string; record: unknown }[]) => {
    put('{');
    // the order JSON.stringify of the whole object gives (integer-like keys first)
    const byKey = new Map(entries.map((e) => [e.name, e]));
    const keys = Object.keys(Object.fromEntries(entries.map((e) => [e.name, 0])));
    for (let i = 0; i < keys.length; i++) {
      const { name, record } = byKey.get(keys[i]!)!;
      put(`${i > 0 ? ',' : ''}${JSON.stringify(name)}:${JSON.stringify(record)}`);
      await pace();
    }
    put('}');
  };
  if (!nested) await object(parts[0]?.[1] ?? []);
  else {
    put('{');
    const byApp = new Map(parts);
    const apps = Object.keys(Object.fromEntries(parts.map(([app]) => [app, 0])));
    for (let i = 0; i < apps.length; i++) {
      put(`${i > 0 ? ',' : ''}${JSON.stringify(apps[i])}:`);
      await object(byApp.get(apps[i]!)!);
    }
    put('}');
  }
  flush();
  return { chunks, length };
}

/** gzip (level 6) on the thread pool, chunk by chunk. */
function compress(raw: Listing): Promise<Listing> {
  return new Promise((resolve, reject) => {
    const gz = createGzip({ level: 6 });
    const chunks: Buffer[] = [];
    let length = 0;
    gz.on('data', (c: Buffer) => {
      chunks.push(c);
      length += c.length;
    });
    gz.on('end', () => resolve({ chunks, length }));
    gz.on('error', reject);
    for (const c of raw.chunks) gz.write(c);
    gz.end();
  });
}
