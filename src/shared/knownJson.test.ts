import { describe, expect, it } from 'vitest';
import { rememberJson, stringifyKnowing } from './knownJson';

describe('stringifyKnowing', () => {
  it('writes remembered frozen values as their remembered text, and everything else as JSON.stringify does', () => {
    const result = Object.freeze({ data: Object.freeze({ title: 'Konzert "A" </script>' }) });
    rememberJson(result, JSON.stringify(result));
    const transport = {
      rehydrate: {},
      events: [
        { type: 'next', value: result, id: 'a' },
        { type: 'completed', id: 'a' },
      ],
    };
    expect(stringifyKnowing(transport)).toBe(JSON.stringify(transport));
    expect(JSON.parse(stringifyKnowing(transport))).toEqual(transport);
  });

  it('uses the remembered text (it is not serialised again)', () => {
    const value = Object.freeze({ a: 1 });
    rememberJson(value, '{"a":1,"remembered":true}');
    expect(stringifyKnowing({ events: [{ value }] })).toBe('{"events":[{"value":{"a":1,"remembered":true}}]}');
  });

  it('remembers nothing for values that can still change', () => {
    const open = { a: 1 };
    rememberJson(open, '{"a":"stale"}');
    open.a = 2;
    expect(stringifyKnowing({ events: [{ value: open }] })).toBe('{"events":[{"value":{"a":2}}]}');
  });

  it('is JSON.stringify for plain values, strings that look like its markers included', () => {
    const values = [null, 'text', 3, [1, 'known-json-x-0'], { nested: { deeper: ['"known-json-0"'] } }];
    for (const value of values) expect(stringifyKnowing(value)).toBe(JSON.stringify(value));
  });
});
