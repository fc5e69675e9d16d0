import { describe, expect, it } from 'vitest';
import { createRandom, hashText } from './createRandom';

describe('createRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const sequence = (seed: string) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(sequence('a')).toEqual(sequence('a'));
    expect(sequence('a')).not.toEqual(sequence('b'));
  });

  it('keeps int() within its bounds, both included', () => {
    const random = createRandom(42);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 3)));
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });

  it('hashes texts to unsigned 32-bit numbers', () => {
    expect(hashText('')).toBe(0x811c9dc5);
    expect(hashText('season:2026-09-01')).toBeGreaterThanOrEqual(0);
    expect(hashText('season:2026-09-01')).toBeLessThan(2 ** 32);
  });
});
