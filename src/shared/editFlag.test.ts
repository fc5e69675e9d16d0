import { describe, expect, it } from 'vitest';
import { hasEditFlag, withoutEditFlag } from './editFlag';

describe('the edit flag', () => {
  it('is there with any value, with or without the question mark', () => {
    expect(hasEditFlag('?edit=1')).toBe(true);
    expect(hasEditFlag('edit')).toBe(true);
    expect(hasEditFlag('?a=b&edit=')).toBe(true);
  });

  it('is not there for other parameters', () => {
    expect(hasEditFlag('')).toBe(false);
    expect(hasEditFlag('?editor=1')).toBe(false);
  });

  it('is dropped and the rest of the query kept', () => {
    expect(withoutEditFlag('?edit=1')).toBe('');
    expect(withoutEditFlag('?a=b&edit=1&c=d')).toBe('?a=b&c=d');
  });
});
