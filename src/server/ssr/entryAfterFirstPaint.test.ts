// The loader runs in the browser as an inline script; here it runs in a VM context whose browser
// parts (Paint Timing, frames, timers, images) the test drives step by step.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { entryAfterFirstPaint, PRIORITY_IMAGE_WAIT_MS } from './entryAfterFirstPaint';

interface FakeImage {
  decode: () => Promise<void>;
  settle: (ok: boolean) => void;
}

function fakeImage(): FakeImage {
  let settle: (ok: boolean) => void = () => undefined;
  const decoded = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('EncodingError')));
  });
  return { decode: () => decoded, settle: (ok) => settle(ok) };
}

/** A browser as the loader sees it; `started()` is true once the entry's files were asked for. */
function fakeBrowser({ hidden = false, paintTiming = true, images = [] as FakeImage[] } = {}) {
  const preloaded: string[] = [];
  const imported: string[] = [];
  let paintObserver: (() => void) | null = null;
  let frames: (() => void)[] = [];
  let timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const context = {
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      head: { appendChild: (link: { href: string; rel: string }) => preloaded.push(`${link.rel} ${link.href}`) },
      createElement: () => ({ rel: '', href: '' }),
      querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? images : []),
    },
    PerformanceObserver: Object.assign(
      function PerformanceObserver(
        this: { observe: () => void; disconnect: () => void },
        callback: (list: unknown, observer: unknown) => void,
      ) {
        this.observe = () => {
          paintObserver = () => callback({}, this);
        };
        this.disconnect = () => {
          paintObserver = null;
        };
      },
      { supportedEntryTypes: paintTiming ? ['paint', 'navigation'] : ['navigation'] },
    ),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    Promise,
    console: { error: () => undefined },
    self: {} as Record<string, unknown>,
  };
  context.self = context;
  // `import()` cannot run in a bare VM context; the loader's call is replaced by a recorder.
  const script = entryAfterFirstPaint('/assets/entry.js', ['/assets/chunk-a.js']).replace(/import\(/g, '__import(');
  runInNewContext(script, { ...context, __import: (file: string) => (imported.push(file), Promise.resolve()) });
  return {
    preloaded,
    imported,
    started: () => imported.length > 0,
    paint: () => paintObserver?.(),
    frame: () => {
      const due = frames;
      frames = [];
      for (const run of due) run();
    },
    /** Runs the timers due within `ms`, in order. */
    advance: (ms = 0) => {
      now += ms;
      let due = timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at);
      while (due.length > 0) {
        timers = timers.filter((timer) => !due.includes(timer));
        for (const timer of due) timer.run();
        due = timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at);
      }
    },
  };
}

const flushPromises = () => new Promise((resolve) => setImmediate(resolve));

describe('the page’s scripts start after the first paint (decision 010)', () => {
  it('waits for the first paint, then a frame, then preloads the entry and its chunks together and imports the entry', () => {
    const browser = fakeBrowser();
    browser.advance(1000);
    browser.frame();
    expect(browser.started()).toBe(false);
    browser.paint();
    expect(browser.started()).toBe(false);
    browser.frame();
    browser.advance();
    expect(browser.preloaded).toEqual(['modulepreload /assets/entry.js', 'modulepreload /assets/chunk-a.js']);
    expect(browser.imported).toEqual(['/assets/entry.js']);
  });

  it('starts at once in a background tab, which paints nothing until it is shown', () => {
    const browser = fakeBrowser({ hidden: true });
    expect(browser.imported).toEqual(['/assets/entry.js']);
  });

  it('waits two frames where the browser has no Paint Timing', () => {
    const browser = fakeBrowser({ paintTiming: false });
    browser.frame();
    expect(browser.started()).toBe(false);
    browser.frame();
    browser.advance();
    expect(browser.started()).toBe(true);
  });

  it('lets the priority images decode first, and starts in the frame after', async () => {
    const hero = fakeImage();
    const second = fakeImage();
    const browser = fakeBrowser({ images: [hero, second] });
    browser.paint();
    hero.settle(true);
    await flushPromises();
    browser.frame();
    browser.advance();
    expect(browser.started()).toBe(false);
    second.settle(true);
    await flushPromises();
    browser.frame();
    browser.advance();
    expect(browser.started()).toBe(true);
  });

  it('is not held back by a priority image that fails to load', async () => {
    const broken = fakeImage();
    const browser = fakeBrowser({ images: [broken] });
    browser.paint();
    broken.settle(false);
    await flushPromises();
    browser.frame();
    browser.advance();
    expect(browser.started()).toBe(true);
  });

  it(`waits ${PRIORITY_IMAGE_WAIT_MS} ms at most for a slow priority image, and starts only once`, async () => {
    const slow = fakeImage();
    const browser = fakeBrowser({ images: [slow] });
    browser.paint();
    browser.advance(PRIORITY_IMAGE_WAIT_MS - 1);
    browser.frame();
    expect(browser.started()).toBe(false);
    browser.advance(1);
    browser.frame();
    browser.advance();
    expect(browser.imported).toEqual(['/assets/entry.js']);
    slow.settle(true);
    await flushPromises();
    browser.frame();
    browser.advance();
    expect(browser.imported).toEqual(['/assets/entry.js']);
  });
});
