import type { Db } from '../../shared/db/index.js';
import type { Logger } from '../../shared/logger.js';
import { Bucket, type RateBucket } from './bucket.js';
import type { Rate } from './types.js';

/** The database's clock in ms, so that replicas with skewed clocks refill one bucket alike. */
const NOW_MS = 'extract(epoch from clock_timestamp()) * 1000';

/**
 * Refills the row by the time passed, takes up to a lease of whole tokens, and says what it
 * had. The time is read once, after the row is locked, and is written back as the row's time:
 * no moment is counted twice or lost between two leases.
 */
const LEASE_SQL =
  `WITH cur AS (SELECT tokens, at_ms, ${NOW_MS} AS now_ms FROM rate_buckets WHERE name = ? FOR UPDATE), ` +
  'r AS (SELECT LEAST(?::float8, tokens + GREATEST(0, now_ms - at_ms) * ?::float8) AS had, GREATEST(at_ms, now_ms) AS now_ms FROM cur) ' +
  'UPDATE rate_buckets SET tokens = r.had - LEAST(?::float8, floor(r.had)), at_ms = r.now_ms ' +
  'FROM r WHERE rate_buckets.name = ? RETURNING LEAST(?::float8, floor(r.had)) AS granted, r.had AS had';

/**
 * One key's rate shared by every replica on one PostgreSQL: a token bucket kept in a row
 * (`rate_buckets`), refilled by the database's clock. A replica takes tokens from it in
 * small leases (1/200 of the rate, at least one) and spends them locally, so most requests
 * cost no round trip; at most one lease per replica is ever unspent, which bounds the error
 * (0.5% of the rate per replica). While the database cannot be reached the replica falls
 * back to a bucket of its own, as without a database.
 */
export class SharedBucket implements RateBucket {
  private local = 0;
  private readonly lease: number;
  private readonly perMs: number;
  private leasing: Promise<number> | undefined;
  private created = false;
  private fallback: Bucket | undefined;

  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly rate: Rate,
    private readonly logger: Logger,
  ) {
    this.lease = Math.max(1, Math.floor(rate.count / 200));
    this.perMs = rate.count / (rate.seconds * 1000);
  }

  take(): number | Promise<number> {
    if (this.local >= 1) {
      this.local -= 1;
      return 0;
    }
    return this.takeShared();
  }

  private async takeShared(): Promise<number> {
    for (let round = 0; round < 8; round++) {
      const wait = await (this.leasing ??= this.leaseMore().finally(() => (this.leasing = undefined)));
      if (this.local >= 1) {
        this.local -= 1;
        return 0;
      }
      if (wait > 0) return wait;
    }
    return 1;
  }

  /** Takes a lease from the row: adds what was granted to the local tokens; the seconds to wait when none was. */
  private async leaseMore(): Promise<number> {
    try {
      if (!this.created) {
        await this.db.run(`INSERT INTO rate_buckets (name, tokens, at_ms) VALUES (?, ?, ${NOW_MS}) ON CONFLICT (name) DO NOTHING`, [
          this.name,
          this.rate.count,
        ]);
        this.created = true;
      }
      const row = await this.db.get<{ granted: number; had: number }>(LEASE_SQL, [
        this.name,
        this.rate.count,
        this.perMs,
        this.lease,
        this.name,
        this.lease,
      ]);
      if (this.fallback) this.logger.info({ bucket: this.name }, 'the shared rate limit is in force again');
      this.fallback = undefined;
      const granted = Number(row?.granted ?? 0);
      if (granted >= 1) {
        this.local += granted;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - Number(row?.had ?? 0)) / this.perMs / 1000));
    } catch (err) {
      if (!this.fallback) {
        this.logger.warn(
          { err: (err as Error).message, bucket: this.name },
          'the shared rate limit is out of reach: this replica counts alone',
        );
        this.fallback = new Bucket(this.rate);
      }
      const wait = this.fallback.take();
      if (wait === 0) this.local += 1;
      return wait;
    }
  }
}
