import { afterEach, describe, expect, it, vi } from 'vitest';

/** A window that counts reads of its scroll position and hands out its listeners and frames. */
function fakeWindow() {
  const listeners = new Map<string, () => void>();
  const frames = new Map<number, () => void>();
  let nextFrame = 1;
  const state = { scrollY: 0, innerHeight: 800, reads: 0 };
  const win = {
    get scrollY() {
      state.reads += 1;
      return state.scrollY;
    },
    get innerHeight() {
      return state.innerHeight;
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    frames.set(nextFrame, callback);
    return nextFrame++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  const runFrames = () => {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback();
  };
  return { state, listeners, frames, runFrames };
}

async function freshStore() {
  vi.resetModules();
  return import('./subscribeToScroll');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the scroll position store (issue 20 item 5: no forced layout while React hydrates)', () => {
  it('reads nothing when a reader subscribes, and the position in the next animation frame', async () => {
    const win = fakeWindow();
    const { subscribeToScroll, scrollPosition } = await freshStore();
    win.state.scrollY = 640;
    const onChange = vi.fn();
    subscribeToScroll(onChange);
    expect(win.state.reads).toBe(0);
    expect(scrollPosition()).toBeNull();
    win.runFrames();
    expect(scrollPosition()).toEqual({ scrollY: 640, windowHeight: 800 });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('tells every reader of a scroll or resize that changed the position, and nobody of one that did not', async () => {
    const win = fakeWindow();
    const { subscribeToScroll, scrollPosition } = await freshStore();
    const header = vi.fn();
    const sticky = vi.fn();
    subscribeToScroll(header);
    subscribeToScroll(sticky);
    win.runFrames();
    expect(header).toHaveBeenCalledTimes(1); // the first read
    win.state.scrollY = 300;
    win.listeners.get('scroll')?.();
    expect(scrollPosition()?.scrollY).toBe(300);
    expect(header).toHaveBeenCalledTimes(2);
    expect(sticky).toHaveBeenCalledTimes(2);
    win.listeners.get('scroll')?.();
    expect(header).toHaveBeenCalledTimes(2);
    win.state.innerHeight = 500;
    win.listeners.get('resize')?.();
    expect(scrollPosition()).toEqual({ scrollY: 300, windowHeight: 500 });
    expect(sticky).toHaveBeenCalledTimes(3);
  });

  it('stops listening when the last reader leaves, and reads again for the next one', async () => {
    const win = fakeWindow();
    const { subscribeToScroll, scrollPosition } = await freshStore();
    const first = subscribeToScroll(() => {});
    const second = subscribeToScroll(() => {});
    first();
    expect(win.listeners.has('scroll')).toBe(true);
    second();
    expect(win.listeners.has('scroll')).toBe(false);
    expect(win.listeners.has('resize')).toBe(false);
    expect(win.frames.size).toBe(0);
    win.state.scrollY = 900; // scrolled while nobody listened
    subscribeToScroll(() => {});
    win.runFrames();
    expect(scrollPosition()?.scrollY).toBe(900);
  });
});
