import { describe, expect, it } from 'vitest';
import type { BootData, VisitorState } from '../../client/BootData';
import { RenderResultCache } from '../../graphql/cache/RenderResultCache';
import { cutAtTokens, pageChunks, PageHtmlCache, type KeptPage, type ResponseTokens } from './PageHtmlCache';

/** The bytes a response writes for a kept page. */
function pageBytes(page: KeptPage, tokens: ResponseTokens): Buffer {
  return Buffer.concat(pageChunks(page, tokens).map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)));
}

const NOBODY: VisitorState = {
  topAlertDismissal: null,
  consent: null,
  globalPrivacyControl: false,
  cartAmount: null,
  cartUrl: null,
  cartHoldUntil: null,
  session: false,
};

function bootOf(overrides: Partial<BootData> = {}, visitor: Partial<VisitorState> = {}): BootData {
  return {
    locale: 'de',
    page: 'events',
    status: 200,
    route: { name: 'events', params: {} },
    requestId: 'request-1',
    pathname: '/de/konzerte',
    search: '',
    pageHeaderLoading: false,
    head: undefined,
    origin: 'https://example.org',
    today: '2026-11-29',
    renderedAt: '2026-11-29T10:00:00.000Z',
    assets: { script: '/assets/entry.js', style: '/assets/site.css', preload: [], later: [] },
    visitor: { ...NOBODY, ...visitor },
    ...overrides,
  };
}

function setUp(ttlMs = 1000) {
  let now = 1_000_000;
  const results = new RenderResultCache({ ttlMs, maxEntries: 10, maxBytes: 1024 * 1024 });
  const pages = new PageHtmlCache(results, { maxEntries: 10, maxBytes: 1024 * 1024 }, () => now);
  return { results, pages, advance: (ms: number) => (now += ms) };
}

const FIRST = { nonce: 'n0nce+AAA/==', requestId: '1d44d3fc-502a-4274-bcb2-5bc1ccae5c0e' };
const SECOND = { nonce: 'OTHER+nonce=', requestId: 'f240cabc-5100-49f1-9df7-53b6a26f6240' };
const HTML = `<!DOCTYPE html><script nonce="${FIRST.nonce}">x</script><script id="boot-data" type="application/json">{"requestId":"${FIRST.requestId}"}</script><p>Grüße</p><script nonce="${FIRST.nonce}">y</script>`;

describe('cutAtTokens / pageBytes', () => {
  it('gives each response its own nonce and request id, every other byte as it was', () => {
    const kept = cutAtTokens(Buffer.from(HTML), FIRST);
    expect(kept.tokens).toEqual(['nonce', 'requestId', 'nonce']);
    expect(pageBytes(kept, SECOND).toString()).toBe(
      HTML.replaceAll(FIRST.nonce, SECOND.nonce).replaceAll(FIRST.requestId, SECOND.requestId),
    );
    expect(pageBytes(kept, FIRST).toString()).toBe(HTML);
  });

  it('keeps a page without tokens whole', () => {
    const kept = cutAtTokens(Buffer.from('<p>plain</p>'), FIRST);
    expect(kept.pieces).toHaveLength(1);
    expect(pageBytes(kept, SECOND).toString()).toBe('<p>plain</p>');
  });
});

describe('PageHtmlCache.keyOf', () => {
  const { pages } = setUp();

  it('keys an anonymous page by its address, language, day and the cookies the chrome shows', () => {
    const key = pages.keyOf(bootOf(), false);
    expect(key).toBeDefined();
    expect(pages.keyOf(bootOf({ requestId: 'another', renderedAt: 'later' }), false)).toBe(key);
    expect(pages.keyOf(bootOf({ search: '?type=2' }), false)).not.toBe(key);
    expect(pages.keyOf(bootOf({ today: '2026-11-30' }), false)).not.toBe(key);
    expect(pages.keyOf(bootOf({ origin: 'https://other.example' }), false)).not.toBe(key);
    expect(pages.keyOf(bootOf({}, { consent: 'all' }), false)).not.toBe(key);
    expect(pages.keyOf(bootOf({}, { topAlertDismissal: '1' }), false)).not.toBe(key);
    expect(pages.keyOf(bootOf({}, { globalPrivacyControl: true }), false)).not.toBe(key);
  });

  it('keeps no page of one visitor, no preview, no account page and no page that is not a 200', () => {
    expect(pages.keyOf(bootOf(), true)).toBeUndefined();
    expect(pages.keyOf(bootOf({}, { session: true }), false)).toBeUndefined();
    expect(pages.keyOf(bootOf({}, { cartUrl: '/shop/cart' }), false)).toBeUndefined();
    expect(pages.keyOf(bootOf({}, { cartAmount: '2' }), false)).toBeUndefined();
    expect(pages.keyOf(bootOf({}, { cartHoldUntil: '2026-11-29T10:15:00Z' }), false)).toBeUndefined();
    expect(pages.keyOf(bootOf({ status: 404 }), false)).toBeUndefined();
    expect(pages.keyOf(bootOf({ status: 503 }), false)).toBeUndefined();
    expect(pages.keyOf(bootOf({ page: 'login' }), false)).toBeUndefined();
  });
});

describe('PageHtmlCache: keeping, renewing and dropping', () => {
  const KEY = 'page';
  /** Renders (as the page handler does when told to) and settles with `html` (null: the render was not clean). */
  const render = (pages: PageHtmlCache, html: string | null = HTML) =>
    pages.settle(KEY, html === null ? undefined : Buffer.from(html), FIRST, pages.begin());

  it('renders a page it does not have, then answers it for the TTL', () => {
    const { pages, advance } = setUp(1000);
    expect(pages.lookUp(KEY).kind).toBe('render');
    render(pages);
    advance(999);
    const lookup = pages.lookUp(KEY);
    expect(lookup.kind).toBe('kept');
    if (lookup.kind === 'kept') expect(pageBytes(lookup.page, FIRST).toString()).toBe(HTML);
  });

  it('past the TTL, lets one request render it anew and answers the others with the kept page meanwhile', () => {
    const { pages, advance } = setUp(1000);
    render(pages, 'old');
    advance(1001);
    expect(pages.lookUp(KEY).kind).toBe('render');
    expect(pages.lookUp(KEY).kind).toBe('kept');
    expect(pages.lookUp(KEY).kind).toBe('kept');
    render(pages, 'new');
    const lookup = pages.lookUp(KEY);
    expect(lookup.kind === 'kept' && pageBytes(lookup.page, FIRST).toString()).toBe('new');
  });

  it('after a renewing render that was not clean, answers with the kept page for 100 ms before the next request tries again, and keeps nothing past twice the TTL', () => {
    const { pages, advance } = setUp(1000);
    render(pages);
    advance(1001);
    expect(pages.lookUp(KEY).kind).toBe('render');
    render(pages, null);
    expect(pages.lookUp(KEY).kind).toBe('kept');
    advance(99);
    expect(pages.lookUp(KEY).kind).toBe('kept');
    advance(1);
    expect(pages.lookUp(KEY).kind).toBe('render');
    expect(pages.lookUp(KEY).kind).toBe('kept');
    render(pages, null);
    advance(898);
    // Rendered 1 999 ms ago: one request tries again, the others get the kept page; at twice the TTL it is gone.
    expect(pages.lookUp(KEY).kind).toBe('render');
    expect(pages.lookUp(KEY).kind).toBe('kept');
    advance(1);
    expect(pages.lookUp(KEY).kind).toBe('render');
    expect(pages.lookUp(KEY).kind).toBe('render');
  });

  it('waits no longer than the TTL before trying again when the TTL is shorter than the pause', () => {
    const { pages, advance } = setUp(50);
    render(pages);
    advance(51);
    expect(pages.lookUp(KEY).kind).toBe('render');
    render(pages, null);
    expect(pages.lookUp(KEY).kind).toBe('kept');
    advance(50);
    expect(pages.lookUp(KEY).kind).toBe('render');
  });

  it('drops every page when the render results are cleared (a staff change)', () => {
    const { results, pages } = setUp();
    render(pages);
    expect(pages.lookUp(KEY).kind).toBe('kept');
    results.clear();
    expect(pages.lookUp(KEY).kind).toBe('render');
  });

  it('does not keep a page whose render began before a clear', () => {
    const { results, pages } = setUp();
    const begunAt = pages.begin();
    results.clear();
    pages.settle(KEY, Buffer.from(HTML), FIRST, begunAt);
    expect(pages.lookUp(KEY).kind).toBe('render');
  });
});
