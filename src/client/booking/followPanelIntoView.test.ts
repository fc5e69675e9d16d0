import { describe, expect, it } from 'vitest';
import { decidePanelScroll, type PanelPlace } from './followPanelIntoView';

// A window of 720 px: the sticky header's 104 px at the top, 68 px of bars at the bottom.
const room = { roomTop: 104, roomBottom: 652, marginTop: 16, marginBottom: 16 };
const at = (top: number, height: number): PanelPlace => ({ ...room, top, bottom: top + height });

describe('decidePanelScroll (spec 001 §4: scrolled into view when it overflows)', () => {
  it('leaves a panel inside the room where it is, up to its edges', () => {
    expect(decidePanelScroll(at(300, 300))).toBeNull();
    expect(decidePanelScroll(at(104, 548 - 32))).toBeNull();
    expect(decidePanelScroll(at(352, 300))).toBeNull();
    expect(decidePanelScroll(at(352.5, 300))).toBeNull();
  });

  it('scrolls a panel that overflows below or above, and fits, the nearest way', () => {
    expect(decidePanelScroll(at(500, 300))).toBe('nearest');
    expect(decidePanelScroll(at(360, 300))).toBe('nearest');
    expect(decidePanelScroll(at(90, 300))).toBe('nearest');
    expect(decidePanelScroll(at(-400, 300))).toBe('nearest');
  });

  it('brings a panel taller than the room (with its margin) to its start, below the header', () => {
    expect(decidePanelScroll(at(500, 700))).toBe('start');
    expect(decidePanelScroll(at(-200, 700))).toBe('start');
    expect(decidePanelScroll(at(200, 548 - 31))).toBe('start');
    // Already there: no second move.
    expect(decidePanelScroll(at(120, 700))).toBeNull();
    expect(decidePanelScroll(at(120.6, 700))).toBeNull();
  });
});
