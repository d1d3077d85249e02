import { AsyncLocalStorage } from 'node:async_hooks';
import { timingSafeEqual } from 'node:crypto';
import type { Logger } from '../../shared/logger.js';
import { hashToken, parseRate } from './spec.js';
import type { KeyTools } from './types.js';
import type { KeyStore, Rate, Scope, StoredKey } from './types.js';
import { Bucket, type RateBucket } from './bucket.js';
import { ToolSets, type ToolRef } from '../tool-sets.js';

/** What a request authenticated with a key may do. */
export interface Grant {
  name: string;
  scopes: readonly Scope[];
  /** The applications it is limited to; null: every application. */
  apps: ReadonlySet<string> | null;
  /** What `/mcp` lists for it. */
  tools?: KeyTools;
  /** The named tool sets it is limited to (tool-sets.ts); null or absent: no such limit. */
  sets?: GrantSets | null;
  /** An access token from the team's identity provider, as received: passed on only to services with `pass_caller_token`. */
  readonly accessToken?: string;
}

/** A key's tool sets: their names, and whether a tool is in one of them. */
export interface GrantSets {
  names: readonly string[];
  allows(tool: ToolRef): boolean;
}

/** The key a tool call runs under (set around the call, read by the audit and the traces). */
export const callingKey = new AsyncLocalStorage<Grant>();

interface Entry {
  grant: Grant;
  hash: Buffer;
  rate: string | null;
  bucket: RateBucket | null;
}

export interface KeyRingOptions {
  logger: Logger;
  /** How often to look for changes made by other processes (default 250 ms). */
  watchMs?: number;
  /** How often last-used times are written (default 2 s; also on close). */
  flushMs?: number;
  /** Started with --insecure: with no key in force the registry is open, even once keys have existed. */
  insecure?: boolean;
  /** The rate bucket of a key (default: one of this process; with PostgreSQL, one shared by every replica). */
  bucketOf?: (key: string, rate: Rate, text: string) => RateBucket;
  /** The registry's named tool sets (a key limited to a set the configuration lacks may use no tool through it). */
  toolSets?: ToolSets;
}

/**
 * The running registry's view of the key store: every key by the hash of its token,
 * reloaded when another process (`agent keys ...`) changes the store, the rate bucket of
 * each key (per process), and last-used times written in batches.
 */
export class KeyRing {
  private byHash = new Map<string, Entry>();
  /** Keys have existed in this store: with none in force, every request is refused (unless --insecure). */
  private locked = false;
  /** When each key was last used (ms), written as ISO times in batches. */
  private readonly used = new Map<string, number>();
  private readonly stopWatch: () => void;
  private readonly flusher: NodeJS.Timeout;
  private loading: Promise<void> = Promise.resolve();
  private shut = false;

  private constructor(
    private readonly store: KeyStore,
    private readonly opts: KeyRingOptions,
  ) {
    this.stopWatch = store.watch(() => void this.reload(), opts.watchMs ?? 250);
    this.flusher = setInterval(() => void this.flush(), opts.flushMs ?? 2000);
    this.flusher.unref();
  }

  static async open(store: KeyStore, opts: KeyRingOptions): Promise<KeyRing> {
    const ring = new KeyRing(store, opts);
    await ring.reload();
    return ring;
  }

  /** Number of keys in force. */
  get size(): number {
    return this.byHash.size;
  }

  /**
   * Whether requests need no key: only while no key is in force and either none has ever
   * existed in this store or the registry was started open on purpose (--insecure). A
   * registry that has required keys never opens by itself when the last one is revoked.
   */
  get open(): boolean {
    return this.byHash.size === 0 && (!this.locked || this.opts.insecure === true);
  }

  /** Keys have existed but none is in force (and not --insecure): every request is refused. */
  get closed(): boolean {
    return this.byHash.size === 0 && !this.open;
  }

  /** Resolves after the keys in force are those of the store now. */
  reload(): Promise<void> {
    this.loading = this.loading.then(async () => {
      if (this.shut) return;
      try {
        const keys = await this.store.list();
        this.locked = keys.length > 0 || (await this.store.required());
        this.install(keys);
      } catch (err) {
        this.opts.logger.error({ err }, 'could not read the API keys; the keys loaded before stay in force');
      }
    });
    return this.loading;
  }

  private install(keys: StoredKey[]): void {
    const old = new Map([...this.byHash.values()].map((e) => [e.grant.name, e]));
    const next = new Map<string, Entry>();
    for (const k of keys) {
      const prev = old.get(k.name);
      let bucket: RateBucket | null = null;
      if (k.rate) {
        try {
          bucket = prev?.rate === k.rate && prev.bucket ? prev.bucket : this.bucketOf(k.name, parseRate(k.rate), k.rate);
        } catch {
          this.opts.logger.warn({ key: k.name }, 'the stored rate of a key is not valid; the key has no rate limit');
        }
      }
      next.set(k.token_hash, {
        grant: {
          name: k.name,
          scopes: k.scopes,
          apps: k.apps.length > 0 ? new Set(k.apps) : null,
          tools: k.tools,
          sets: k.sets.length > 0 ? this.setsOf(k.sets) : null,
        },
        hash: Buffer.from(k.token_hash, 'hex'),
        rate: k.rate,
        bucket,
      });
    }
    if (next.size !== this.byHash.size) this.opts.logger.info({ keys: next.size }, 'API keys in force');
    this.byHash = next;
  }

  private setsOf(names: string[]): GrantSets {
    const sets = this.opts.toolSets ?? new ToolSets();
    return { names, allows: (tool) => sets.containsAny(names, tool) };
  }

  private bucketOf(key: string, rate: Rate, text: string): RateBucket {
    return this.opts.bucketOf ? this.opts.bucketOf(key, rate, text) : new Bucket(rate);
  }

  /** The key a token belongs to, or null (the hashes are compared in constant time). */
  verify(token: string): { grant: Grant; take(): number | Promise<number> } | null {
    const hash = hashToken(token);
    const e = this.byHash.get(hash);
    if (!e || !timingSafeEqual(e.hash, Buffer.from(hash, 'hex'))) return null;
    this.used.set(e.grant.name, Date.now());
    return { grant: e.grant, take: () => (e.bucket ? e.bucket.take() : 0) };
  }

  private async flush(): Promise<void> {
    if (this.used.size === 0) return;
    const batch = new Map([...this.used].map(([name, ms]) => [name, new Date(ms).toISOString()]));
    this.used.clear();
    try {
      await this.store.touch(batch);
    } catch (err) {
      this.opts.logger.warn({ err }, 'could not record when API keys were last used');
    }
  }

  async close(): Promise<void> {
    this.stopWatch();
    clearInterval(this.flusher);
    await this.loading;
    this.shut = true;
    await this.flush();
    await this.store.close();
  }
}
