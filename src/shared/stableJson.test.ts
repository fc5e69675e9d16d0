import { describe, expect, it } from 'vitest';
import { stableJson } from './stableJson';

describe('stableJson', () => {
  it('gives the same text whatever order the keys came in, at every depth', () => {
    const one = stableJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'text' } });
    const other = stableJson({ a: { c: 'text', d: [1, { x: 1, y: 2 }] }, b: 1 });
    expect(one).toBe(other);
    expect(one).toBe('{"a":{"c":"text","d":[1,{"x":1,"y":2}]},"b":1}');
  });

  it('keeps array order and tells different values apart', () => {
    expect(stableJson([2, 1])).not.toBe(stableJson([1, 2]));
    expect(stableJson({ a: '1' })).not.toBe(stableJson({ a: 1 }));
    expect(stableJson({ a: null })).not.toBe(stableJson({}));
  });

  it('leaves out undefined properties as JSON does, and writes plain values as JSON', () => {
    expect(stableJson({ a: undefined, b: 2 })).toBe(stableJson({ b: 2 }));
    expect(stableJson(undefined)).toBe('null');
    expect(stableJson('a"b')).toBe('"a\\"b"');
    expect(stableJson(null)).toBe('null');
  });
});
