import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deepFreeze';

describe('deepFreeze', () => {
  it('freezes an object and every object and array inside it, and returns it', () => {
    const value = { events: [{ title: 'Sinfoniekonzert', room: { name: 'Großer Saal' }, tags: ['klassik'] }], count: 1 };
    expect(deepFreeze(value)).toBe(value);
    const [event] = value.events;
    for (const part of [value, value.events, event, event?.room, event?.tags]) expect(Object.isFrozen(part)).toBe(true);
    expect(() => value.events.push({ title: 'Zugabe', room: { name: '' }, tags: [] })).toThrow(TypeError);
    expect(() => {
      if (event) event.title = 'changed';
    }).toThrow(TypeError);
  });

  it('passes primitives and null through, and ends at objects it has frozen already', () => {
    expect(deepFreeze('text')).toBe('text');
    expect(deepFreeze(null)).toBeNull();
    const cyclic: { self?: unknown; list: unknown[] } = { list: [] };
    cyclic.self = cyclic;
    cyclic.list.push(cyclic);
    expect(Object.isFrozen(deepFreeze(cyclic).list)).toBe(true);
  });
});
