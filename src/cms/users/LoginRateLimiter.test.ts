import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS, LoginRateLimiter } from './LoginRateLimiter';

describe('LoginRateLimiter', () => {
  it('allows five failures, then blocks the same e-mail and address until the window passes', () => {
    let now = 1_000_000;
    const limiter = new LoginRateLimiter(() => now);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect(limiter.retryAfterSeconds('A@x.example', '1.2.3.4')).toBe(0);
      limiter.recordFailure('a@x.example', '1.2.3.4');
      now += 1000;
    }
    const wait = limiter.retryAfterSeconds(' a@X.example ', '1.2.3.4');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
    expect(limiter.retryAfterSeconds('a@x.example', '5.6.7.8')).toBe(0);
    expect(limiter.retryAfterSeconds('b@x.example', '1.2.3.4')).toBe(0);
    now += wait * 1000;
    expect(limiter.retryAfterSeconds('a@x.example', '1.2.3.4')).toBe(0);
  });

  it('forgets the failures after a successful login', () => {
    const limiter = new LoginRateLimiter(() => 5);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) limiter.recordFailure('a@x.example', 'ip');
    expect(limiter.retryAfterSeconds('a@x.example', 'ip')).toBeGreaterThan(0);
    limiter.reset('a@x.example', 'ip');
    expect(limiter.retryAfterSeconds('a@x.example', 'ip')).toBe(0);
  });
});
