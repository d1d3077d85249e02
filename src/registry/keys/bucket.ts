import type { Rate } from './types.js';

/** A key's rate budget: 0 when a request may go now, else the seconds until it may (a promise when it must ask elsewhere). */
export interface RateBucket {
  take(): number | Promise<number>;
}

/** A token bucket of this process: `rate.count` requests at once, refilled at count/seconds per second. */
export class Bucket implements RateBucket {
  private tokens: number;
  private at = performance.now();
  constructor(readonly rate: Rate) {
    this.tokens = rate.count;
  }
  take(): number {
    const now = performance.now();
    const perMs = this.rate.count / (this.rate.seconds * 1000);
    this.tokens = Math.min(this.rate.count, this.tokens + (now - this.at) * perMs);
    this.at = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - this.tokens) / perMs / 1000));
  }
}
