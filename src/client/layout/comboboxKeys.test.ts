import { describe, expect, it } from 'vitest';
import { comboboxKey, type ComboboxState } from './comboboxKeys';

const press = (state: ComboboxState, key: string, count = 3, hasText = true, altKey = false) =>
  comboboxKey(state, { key, altKey }, count, hasText);
const closed: ComboboxState = { open: false, active: null };
const open: ComboboxState = { open: true, active: null };

describe('comboboxKey', () => {
  it('moves into the suggestions with ArrowDown, to the first one (spec 000 §4), and wraps', () => {
    expect(press(open, 'ArrowDown')).toEqual({ state: { open: true, active: 0 }, effect: 'none', preventDefault: true });
    expect(press({ open: true, active: 0 }, 'ArrowDown').state.active).toBe(1);
    expect(press({ open: true, active: 2 }, 'ArrowDown').state.active).toBe(0);
  });

  it('moves up from the text to the last suggestion, and wraps at the first', () => {
    expect(press(open, 'ArrowUp').state).toEqual({ open: true, active: 2 });
    expect(press({ open: true, active: 1 }, 'ArrowUp').state.active).toBe(0);
    expect(press({ open: true, active: 0 }, 'ArrowUp').state.active).toBe(2);
  });

  it('reopens a closed panel with ArrowDown only when there is text', () => {
    expect(press(closed, 'ArrowDown').state).toEqual({ open: true, active: 0 });
    expect(press(closed, 'ArrowDown', 3, false).state).toEqual(closed);
    expect(press(closed, 'ArrowDown', 0, true).state).toEqual({ open: true, active: null });
  });

  it('opens with Alt+ArrowDown without moving, and closes with Alt+ArrowUp', () => {
    expect(press(closed, 'ArrowDown', 3, true, true).state).toEqual({ open: true, active: null });
    expect(press({ open: true, active: 1 }, 'ArrowUp', 3, true, true).state).toEqual(closed);
  });

  it('does nothing with the arrows when there are no suggestions', () => {
    expect(press(open, 'ArrowDown', 0).state).toEqual(open);
    expect(press(open, 'ArrowUp', 0).state).toEqual(open);
  });

  it('gives Home, End, Left and Right back to the text without taking the key', () => {
    for (const key of ['Home', 'End', 'ArrowLeft', 'ArrowRight']) {
      expect(press({ open: true, active: 1 }, key)).toEqual({ state: open, effect: 'none', preventDefault: false });
    }
  });

  it('chooses the active suggestion with Enter, and lets the form submit otherwise', () => {
    expect(press({ open: true, active: 1 }, 'Enter')).toEqual({ state: { open: true, active: 1 }, effect: 'choose', preventDefault: true });
    expect(press(open, 'Enter')).toEqual({ state: open, effect: 'none', preventDefault: false });
    expect(press({ open: true, active: 5 }, 'Enter', 3).effect).toBe('none');
  });

  it('closes the panel with Escape, and hands a second Escape to the form', () => {
    expect(press({ open: true, active: 1 }, 'Escape')).toEqual({ state: closed, effect: 'none', preventDefault: true });
    expect(press(closed, 'Escape')).toEqual({ state: closed, effect: 'dismiss', preventDefault: true });
  });

  it('leaves other keys to the input', () => {
    expect(press({ open: true, active: 1 }, 'a')).toEqual({ state: { open: true, active: 1 }, effect: 'none', preventDefault: false });
    expect(press(open, 'Tab').preventDefault).toBe(false);
  });
});
