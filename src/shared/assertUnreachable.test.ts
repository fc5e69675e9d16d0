import { describe, expect, it } from 'vitest';
import { assertUnreachable } from './assertUnreachable';

type Kind = 'a' | 'b';

function describeKind(kind: Kind): string {
  switch (kind) {
    case 'a':
      return 'first';
    case 'b':
      return 'second';
    default:
      return assertUnreachable(kind);
  }
}

describe('assertUnreachable', () => {
  it('lets every known case through and throws, naming the value, for one the types did not foresee', () => {
    expect(describeKind('a')).toBe('first');
    expect(describeKind('b')).toBe('second');
    expect(() => describeKind('c' as Kind)).toThrow('Unhandled case: "c"');
  });
});
