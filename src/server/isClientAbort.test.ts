import { describe, expect, it } from 'vitest';
import { isClientAbort } from './isClientAbort';

describe('isClientAbort', () => {
  it('is true for the error sendFile gives when the visitor left (ECONNABORTED)', () => {
    expect(isClientAbort(Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }))).toBe(true);
  });

  it('is false for every other error and for values that are not errors', () => {
    expect(isClientAbort(Object.assign(new Error('no such file'), { code: 'ENOENT' }))).toBe(false);
    expect(isClientAbort(new Error('boom'))).toBe(false);
    expect(isClientAbort(undefined)).toBe(false);
    expect(isClientAbort('ECONNABORTED')).toBe(false);
  });
});
