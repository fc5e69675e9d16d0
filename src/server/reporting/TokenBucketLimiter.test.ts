import { describe, expect, it } from 'vitest';
import { TokenBucketLimiter } from './TokenBucketLimiter';

function limiterAt(start: number, options: { capacity: number; refillPerMinute: number; maxKeys?: number }) {
  let now = start;
  const limiter = new TokenBucketLimiter({ maxKeys: 100, ...options, now: () => now });
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe('TokenBucketLimiter', () => {
  it('lets a burst of `capacity` through and refuses the next', () => {
    const { limiter } = limiterAt(0, { capacity: 3, refillPerMinute: 3 });
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, true, false]);
  });

  it('keeps each key apart', () => {
    const { limiter } = limiterAt(0, { capacity: 1, refillPerMinute: 1 });
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    expect(limiter.take('b')).toBe(true);
  });

  it('refills at the rate per minute and says how long to wait', () => {
    const { limiter, advance } = limiterAt(0, { capacity: 2, refillPerMinute: 6 });
    limiter.take('a');
    limiter.take('a');
    expect(limiter.take('a')).toBe(false);
    expect(limiter.secondsUntilNext('a')).toBe(10);
    advance(9_000);
    expect(limiter.take('a')).toBe(false);
    advance(1_000);
    expect(limiter.take('a')).toBe(true);
  });

  it('never holds more than `capacity` tokens however long a key was quiet', () => {
    const { limiter, advance } = limiterAt(0, { capacity: 2, refillPerMinute: 60 });
    advance(3_600_000);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
  });

  it('forgets the least recently seen key beyond maxKeys (it starts full again)', () => {
    const { limiter } = limiterAt(0, { capacity: 1, refillPerMinute: 1, maxKeys: 2 });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('c')).toBe(false);
  });
});
