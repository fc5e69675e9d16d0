import { describe, expect, it } from 'vitest';
import { decideHeaderScrolled } from './useHeaderScrolled';

describe('decideHeaderScrolled (spec 000 §4, §9)', () => {
  it('turns compact past a quarter of the window height, not at it', () => {
    expect(decideHeaderScrolled(0, 800)).toBe(false);
    expect(decideHeaderScrolled(200, 800)).toBe(false);
    expect(decideHeaderScrolled(201, 800)).toBe(true);
    expect(decideHeaderScrolled(5000, 800)).toBe(true);
  });

  it('follows the window: the same scroll is below the threshold of a taller one', () => {
    expect(decideHeaderScrolled(300, 1000)).toBe(true);
    expect(decideHeaderScrolled(300, 1400)).toBe(false);
  });
});
