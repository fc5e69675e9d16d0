// Failed logins per e-mail and client address (README "Staff account"): after 5 failures within
// 15 minutes that pair answers 429 until the oldest failure ages out. In memory, per process: a
// restart forgets it, and several processes each count on their own.
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Bounds memory under a flood of distinct keys; the oldest entries go first. */
const MAX_KEYS = 10_000;

export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private key(email: string, ip: string): string {
    return `${email.trim().toLowerCase()}\u0000${ip}`;
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - LOGIN_WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Seconds to wait before the next attempt, or 0 when an attempt is allowed. */
  retryAfterSeconds(email: string, ip: string): number {
    const recent = this.recent(this.key(email, ip));
    if (recent.length < LOGIN_MAX_FAILURES) return 0;
    const oldest = recent[recent.length - LOGIN_MAX_FAILURES] ?? this.now();
    return Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - this.now()) / 1000));
  }

  recordFailure(email: string, ip: string): void {
    const key = this.key(email, ip);
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.delete(key);
    this.failures.set(key, recent);
    while (this.failures.size > MAX_KEYS) {
      const first = this.failures.keys().next();
      if (first.done) break;
      this.failures.delete(first.value);
    }
  }

  reset(email: string, ip: string): void {
    this.failures.delete(this.key(email, ip));
  }
}
