import { describe, expect, it } from 'vitest';
import { traceIdOfTraceparent } from './traceparent';

describe('traceIdOfTraceparent', () => {
  it('reads the trace id of a well-formed header', () => {
    expect(traceIdOfTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(traceIdOfTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it.each([
    ['none', undefined],
    ['empty', ''],
    ['upper case', '00-4BF92F3577B34DA6A3CE929D0E0E4736-00F067AA0BA902B7-01'],
    ['a trace id of zeros', '00-00000000000000000000000000000000-00f067aa0ba902b7-01'],
    ['a parent id of zeros', '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01'],
    ['the forbidden version', 'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'],
    ['a short id', '00-4bf92f3577b34da6a3ce929d0e0e473-00f067aa0ba902b7-01'],
    ['something else', '{"trace":"4bf92f3577b34da6a3ce929d0e0e4736"}'],
  ])('ignores %s', (_what, header) => {
    expect(traceIdOfTraceparent(header)).toBeUndefined();
  });
});
