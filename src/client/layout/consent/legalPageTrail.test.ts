import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The tab's sessionStorage, counting every use (a first use costs the page a wait on the browser).
class CountingStorage {
  readonly values = new Map<string, string>();
  uses = 0;
  refuse = false;
  getItem(key: string): string | null {
    this.use();
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.use();
    this.values.set(key, value);
  }
  private use(): void {
    this.uses += 1;
    if (this.refuse) throw new DOMException('refused', 'SecurityError');
  }
}

let storage: CountingStorage;

/** A document of the tab: the module's memory starts empty, the tab's storage is kept. */
async function newDocument(): Promise<typeof import('./legalPageTrail')> {
  vi.resetModules();
  return import('./legalPageTrail');
}

beforeEach(() => {
  storage = new CountingStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the legal page trail (spec 000 §4: the banner again on leaving a legal page)', () => {
  it('leaves the storage alone on other pages while the trail decides nothing (no answer, or tracking allowed)', async () => {
    const trail = await newDocument();
    trail.recordPage(false, false);
    trail.recordPage(false, false);
    expect(storage.uses).toBe(0);
    expect(trail.hasLeftLegalPage()).toBe(false);
  });

  it('keeps a legal page for the next document of the tab, which marks it left where the trail matters', async () => {
    const first = await newDocument();
    first.recordPage(true, false);
    expect(storage.values.get('consent-last-page')).toBe('legal');
    const next = await newDocument();
    next.recordPage(false, true);
    expect(next.hasLeftLegalPage()).toBe(true);
    expect(storage.values.get('consent-last-page')).toBe('other');
  });

  it('marks leaving within the document, and stores it, whatever the answer', async () => {
    const trail = await newDocument();
    trail.recordPage(true, false);
    trail.recordPage(false, false);
    expect(trail.hasLeftLegalPage()).toBe(true);
    expect(storage.values.get('consent-last-page')).toBe('other');
    // Marked until the visitor answers.
    trail.recordPage(false, false);
    expect(trail.hasLeftLegalPage()).toBe(true);
    trail.clearLeftLegalPage();
    expect(trail.hasLeftLegalPage()).toBe(false);
  });

  it('counts no legal page from before an answer on a later document', async () => {
    const legal = await newDocument();
    legal.recordPage(true, false);
    // A page loaded without an answer leaves the stored legal page where it is …
    const other = await newDocument();
    other.recordPage(false, false);
    expect(storage.values.get('consent-last-page')).toBe('legal');
    // … and the answer given there brings the trail up to that page.
    other.storeCurrentPage();
    expect(storage.values.get('consent-last-page')).toBe('other');
    const later = await newDocument();
    later.recordPage(false, true);
    expect(later.hasLeftLegalPage()).toBe(false);
  });

  it('follows the document in memory where the browser refuses storage', async () => {
    storage.refuse = true;
    const trail = await newDocument();
    trail.recordPage(true, true);
    trail.recordPage(false, true);
    expect(trail.hasLeftLegalPage()).toBe(true);
    expect(() => trail.storeCurrentPage()).not.toThrow();
  });

  it('tells its listeners when the mark changes, once per change', async () => {
    const trail = await newDocument();
    const listener = vi.fn();
    const stop = trail.subscribeToLegalPageTrail(listener);
    trail.recordPage(true, false);
    trail.recordPage(false, false);
    trail.recordPage(false, false);
    expect(listener).toHaveBeenCalledTimes(1);
    trail.clearLeftLegalPage();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    trail.recordPage(true, false);
    trail.recordPage(false, false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
