// Whole pages as they were streamed, reused for as long as the results of their queries are
// (docs/decisions/013). A page's HTML depends on its address, the shared answers its queries
// read (RenderResultCache, RENDER_RESULT_TTL_MS) and the few cookies the chrome shows (boot data
// `visitor`); each response's CSP nonce and request id are its own. So for the same address and
// the same cookies, within that TTL, the page React would render is the page it just rendered:
// it is sent again with the response's nonce and request id in place of the first one's, which
// costs a copy instead of a render (profiled: React's render and the writing of its bytes were
// two thirds of a page's CPU with the defaults).
// Kept only when complete and clean: status 200, no error while rendering, every query result
// complete and made of fresh answers, nothing invalidated meanwhile; never a staff preview, an
// account page, or a visitor with a session or a cart (whose pages are theirs).
import type { BootData } from '../../client/BootData';
import { LruStore } from '../../graphql/cache/LruStore';
import type { RenderResultCache } from '../../graphql/cache/RenderResultCache';
import { isPrivatePage } from '../../shared/accountPages';

/** What each response writes into a kept page in place of the values of the response it was kept from. */
export interface ResponseTokens {
  nonce: string;
  requestId: string;
}

const TOKEN_NAMES = ['nonce', 'requestId'] as const satisfies readonly (keyof ResponseTokens)[];

/** A page's bytes cut where its response tokens were: pieces[0], token, pieces[1], …, pieces[n]. */
export interface KeptPage {
  readonly pieces: readonly Buffer[];
  readonly tokens: readonly (keyof ResponseTokens)[];
  readonly bytes: number;
}

export interface PageHtmlCacheOptions {
  maxEntries: number;
  maxBytes: number;
}

/** `html` cut at every occurrence of the response's tokens. */
export function cutAtTokens(html: Buffer, tokens: ResponseTokens): KeptPage {
  const found: { at: number; name: keyof ResponseTokens; length: number }[] = [];
  for (const name of TOKEN_NAMES) {
    const needle = Buffer.from(tokens[name]);
    if (needle.length === 0) continue;
    for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, at + needle.length))
      found.push({ at, name, length: needle.length });
  }
  found.sort((a, b) => a.at - b.at);
  const pieces: Buffer[] = [];
  const names: (keyof ResponseTokens)[] = [];
  let from = 0;
  for (const { at, name, length } of found) {
    // Tokens are random (a nonce, a UUID): two that overlap cannot happen; skip rather than corrupt.
    if (at < from) continue;
    pieces.push(html.subarray(from, at));
    names.push(name);
    from = at + length;
  }
  pieces.push(html.subarray(from));
  return { pieces, tokens: names, bytes: html.length };
}

/**
 * The kept page's bytes with this response's tokens, as the pieces to write: the kept pieces
 * themselves and the tokens, so no response copies the whole page (about 100 kB, thousands of
 * times a second under load).
 */
export function pageChunks(page: KeptPage, tokens: ResponseTokens): (Buffer | string)[] {
  const chunks: (Buffer | string)[] = [];
  page.pieces.forEach((piece, index) => {
    chunks.push(piece);
    const name = page.tokens[index];
    if (name) chunks.push(tokens[name]);
  });
  return chunks;
}

interface Entry {
  page: KeptPage;
  /** Until when it is answered as it is; after that, within as long again, while one request renders it anew. */
  freshUntil: number;
  /** After a renewing render that could not be kept: no request renders it anew before this. */
  renewAfter: number;
}

/**
 * How long the kept page stands after a renewing render that could not be kept, before the next
 * request tries again (at most the TTL). Most often such a render read an answer the shared
 * cache was refreshing in the background (its grace); the refresh lands within milliseconds.
 * Without the pause every request rendered in turn until it did: in one run on 2026-11-29, fifty
 * renders back to back in one turn of the event loop, which then ran 0.4–0.6 s late and the load
 * shedder refused a tenth of the programme's requests.
 */
const RENEW_RETRY_MS = 100;

/** What a request does with its page: send the kept bytes, or render (and then tell `settle`). */
export type PageLookup = { kind: 'kept'; page: KeptPage } | { kind: 'render' };

export class PageHtmlCache {
  private readonly store: LruStore<Entry>;
  /** Keys whose page one request is rendering anew now. */
  private readonly renewing = new Set<string>();

  constructor(
    private readonly results: Pick<RenderResultCache, 'begin' | 'onClear' | 'ttlMs'>,
    options: PageHtmlCacheOptions,
    private readonly now: () => number = Date.now,
  ) {
    // LruStore counts two bytes per unit of length (UTF-16 text): half a page's bytes is its honest size.
    this.store = new LruStore<Entry>({ ...options, lengthOf: (entry) => Math.ceil(entry.page.bytes / 2), now });
    // A page is made of render results: when they go (a staff change, here or in another process), so do the pages.
    results.onClear(() => {
      this.store.deleteByPrefix(['']);
      this.renewing.clear();
    });
  }

  /** The page's key, or undefined when a page rendered for it must not be reused. */
  keyOf(boot: BootData, personal: boolean): string | undefined {
    const { visitor } = boot;
    if (personal || boot.status !== 200 || isPrivatePage(boot.page)) return undefined;
    if (visitor.session || visitor.cartUrl !== null || visitor.cartAmount !== null || visitor.cartHoldUntil !== null) return undefined;
    return (
      [boot.origin, boot.locale, boot.today, boot.pathname + boot.search, visitor.consent ?? '', visitor.topAlertDismissal ?? ''].join(
        '\n',
      ) + (visitor.globalPrivacyControl ? '\ngpc' : '')
    );
  }

  /**
   * A page kept within the TTL is sent. Past it, the first request renders the page anew and,
   * while it does, the others get the kept one (at most one more TTL): without that, when the TTL
   * ran out under load every request in flight rendered the same page at once, and in one run on
   * 2026-11-29 the load shedder refused a tenth of them. After a renewal that could not be kept,
   * the next try waits RENEW_RETRY_MS.
   * A request told to render must call `settle` when its render ends, whatever the outcome.
   */
  lookUp(key: string): PageLookup {
    const entry = this.store.get(key);
    if (!entry) return { kind: 'render' };
    const now = this.now();
    if (entry.freshUntil > now || entry.renewAfter > now || this.renewing.has(key)) return { kind: 'kept', page: entry.page };
    this.renewing.add(key);
    return { kind: 'render' };
  }

  /** Taken when a render begins: `settle` drops a page whose results may predate an invalidation. */
  begin(): number {
    return this.results.begin();
  }

  /** The end of a render `lookUp` asked for: its bytes when whole and clean (kept), else undefined. */
  settle(key: string, html: Buffer | undefined, tokens: ResponseTokens, begunAt: number): void {
    this.renewing.delete(key);
    const ttlMs = this.results.ttlMs;
    if (!html || begunAt !== this.results.begin()) {
      // The kept page (if any) stands a little longer; it is still dropped twice the TTL after it was rendered.
      const kept = this.store.get(key);
      if (kept) kept.renewAfter = this.now() + Math.min(RENEW_RETRY_MS, ttlMs);
      return;
    }
    this.store.set(key, { page: cutAtTokens(html, tokens), freshUntil: this.now() + ttlMs, renewAfter: 0 }, 2 * ttlMs);
  }
}
