import { describe, expect, it } from 'vitest';
import { CachedValue } from './CachedValue';

describe('CachedValue', () => {
  it('joins concurrent callers onto one load and serves it until the TTL passes', async () => {
    let clock = 0;
    let loads = 0;
    const cached = new CachedValue(async () => ++loads, 1000, () => clock);
    expect(await Promise.all([cached.get(), cached.get(), cached.get()])).toEqual([1, 1, 1]);
    clock = 999;
    expect(await cached.get()).toBe(1);
    clock = 1000;
    expect(await cached.get()).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not keep a failure, and drops the old value when a reload fails', async () => {
    let clock = 0;
    let fail = false;
    const cached = new CachedValue(
      async () => {
        if (fail) throw new Error('down');
        return 'ok';
      },
      10,
      () => clock,
    );
    expect(await cached.get()).toBe('ok');
    fail = true;
    clock = 20;
    await expect(cached.get()).rejects.toThrow('down');
    fail = false;
    expect(await cached.get()).toBe('ok');
  });

  it('loads every time with a TTL of zero', async () => {
    let loads = 0;
    const cached = new CachedValue(async () => ++loads, 0);
    await cached.get();
    await cached.get();
    expect(loads).toBe(2);
  });
});
