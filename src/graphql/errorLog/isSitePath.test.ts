import { describe, expect, it } from 'vitest';
import { isSitePath } from './isSitePath';

describe('isSitePath', () => {
  it('accepts paths of this site only', () => {
    expect(isSitePath('/de/gibt-es-nicht?x=1')).toBe(true);
    expect(isSitePath('/')).toBe(true);
    for (const url of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'de/x', '/a b', '/a\u0000', `/${'a'.repeat(2000)}`]) {
      expect(isSitePath(url)).toBe(false);
    }
  });
});
