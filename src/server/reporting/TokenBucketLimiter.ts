// A token bucket per key (a client's IP): `capacity` requests at once, refilled at
// `refillPerMinute`. The keys kept are bounded: the least recently seen go first, so a flood of
// addresses costs memory once and then only pushes out old buckets (which start full again).
export interface TokenBucketOptions {
  capacity: number;
  refillPerMinute: number;
  maxKeys: number;
  now?: () => number;
}

/** A token is counted as 60,000 units: a refill of `refillPerMinute` per millisecond, in whole numbers. */
const TOKEN = 60_000;

interface Bucket {
  units: number;
  updatedAt: number;
}

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;

  constructor(private readonly options: TokenBucketOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Takes one token for `key`: true if there was one, false when the client must wait. */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { units: this.options.capacity * TOKEN, updatedAt: now };
    const refilled = Math.max(0, now - bucket.updatedAt) * this.options.refillPerMinute;
    bucket.units = Math.min(this.options.capacity * TOKEN, bucket.units + refilled);
    bucket.updatedAt = now;
    // Re-inserted: the Map's order is the order of last use.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.options.maxKeys) {
      const oldest = this.buckets.keys().next();
      if (!oldest.done) this.buckets.delete(oldest.value);
    }
    if (bucket.units < TOKEN) return false;
    bucket.units -= TOKEN;
    return true;
  }

  /** Seconds until `key` has a token again (for Retry-After). */
  secondsUntilNext(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.units >= TOKEN) return 0;
    return Math.ceil((TOKEN - bucket.units) / this.options.refillPerMinute / 1000);
  }
}
