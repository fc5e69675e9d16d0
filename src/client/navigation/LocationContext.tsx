// The app's router (docs/decisions/006-client-router.md). The first page is the one the server
// streamed; after it, links into the site change screens without a document load (spec 000 §2
// "Navigation behaviour"): the route guards run (spec 000 §4: page-header loading, redirect,
// locale), the page is decided by the same code as on the server (src/shared/resolvePage.ts),
// the screen's chunk (and the texts of a language not shown before) is loaded, and the screen renders with its loading placeholder until its
// data is there (GraphQL, persisted queries over GET). Then the window scrolls (top, restored
// position or hash), the focus moves to the new page's heading and the title is announced.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBoot } from '../BootContext';
import { isChunkLoadError, reportError } from '../reportError';
import { claimChunkReload, sessionStorageOrUndefined } from './chunkReload';
import { documentLoad, rememberScroll } from './historyEntry';
import { isAppPath } from './linkTarget';
import type { Go, Navigate } from './navigationTypes';
import type { PageState } from './PageState';
import { pageProgress } from './progress';
import { elementOfHash, focusWithoutScroll, restoreScroll, scheduleHashScroll, scrollToElement } from './scrolling';
import { useBrowserResolve, type PreloadScreen } from './useBrowserResolve';
import { useHistoryAndLinks } from './useHistoryAndLinks';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Replaces the query string of the current page and re-renders (spec 001 §2). */
  replaceSearch: (search: string) => void;
}

interface RouterState {
  page: PageState;
  hash: string;
  /** 0 for the page the server streamed, then one more per client navigation. */
  navigationId: number;
  /** A position to restore once the screen is ready (back and forward), else null. */
  restoreScrollY: number | null;
  /** The last client navigation failed (the page stays as it was): where it wanted to go. */
  failedHref: string | null;
}

interface RouterValue {
  state: RouterState;
  navigate: Navigate;
  replaceSearch: (search: string) => void;
  screenReady: (navigationId: number) => void;
  announcement: string;
  /** Decides the current URL again in the browser (with its session: the editor's offline pages). */
  reload: () => void;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks need a LocationProvider');
  return router;
}

export function useAppLocation(): AppLocation {
  const { state, replaceSearch } = useRouter();
  return useMemo(
    () => ({ pathname: state.page.pathname, search: state.page.search, hash: state.hash, replaceSearch }),
    [state.page.pathname, state.page.search, state.hash, replaceSearch],
  );
}

/**
 * What the page shows now. A context of its own (the router provides it), so a component that
 * only reads the page can be rendered in a test with `PageContext.Provider` and no router.
 */
export const PageContext = createContext<PageState | null>(null);

export function usePage(): PageState {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage needs a LocationProvider (or a PageContext provider)');
  return page;
}

/** Goes to a URL: a client navigation inside the site, a document load anywhere else. */
export function useNavigate(): Navigate {
  return useRouter().navigate;
}

/**
 * Decides and shows the current URL again, as a client navigation that keeps the history entry:
 * the in-page editor's way to show staff an offline page the anonymous server render made a 404.
 */
export function useReloadPage(): () => void {
  return useRouter().reload;
}

/** The router's state for the layout: the navigation id, a failed navigation, the announcement. */
export function useNavigationStatus(): {
  navigationId: number;
  failedHref: string | null;
  announcement: string;
  screenReady: (id: number) => void;
} {
  const { state, announcement, screenReady } = useRouter();
  return { navigationId: state.navigationId, failedHref: state.failedHref, announcement, screenReady };
}

/** How many redirects one navigation follows before it gives up (a loop in the records). */
const MAX_REDIRECTS = 5;

function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('#main-content h1') ?? document.getElementById('main-content');
  if (heading) focusWithoutScroll(heading);
}

/** The same page, another hash (spec 000 §2: hash links scroll within the page): its history entry. */
function pushHashEntry(url: URL, replace: boolean): void {
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (replace) window.history.replaceState({}, '', target);
  else {
    rememberScroll();
    window.history.pushState({}, '', target);
  }
}

/** Scrolls to the element a hash names and focuses it; an empty hash is the top of the page. */
function scrollToHash(hash: string): void {
  const element = hash ? elementOfHash(hash) : null;
  if (element) {
    scrollToElement(element);
    focusWithoutScroll(element);
  } else if (!hash) window.scrollTo(0, 0);
}

/** The history entry of a decided page: a back/forward step already has its entry, unless a redirect moved it elsewhere. */
function writePageEntry(url: URL, how: { fromHistory: boolean; replace: boolean; redirected: boolean }): void {
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (how.fromHistory) {
    if (how.redirected) window.history.replaceState({ scrollY: 0 }, '', target);
  } else if (how.replace) window.history.replaceState({ scrollY: 0 }, '', target);
  else window.history.pushState({ scrollY: 0 }, '', target);
}

/**
 * Reports a navigation that failed; true when it loads the target as a document instead (spec 000
 * §8: a chunk that does not load reloads the page, at most once a minute).
 */
function reloadAfterFailure(error: unknown, url: URL, replace: boolean, requestId: string): boolean {
  if (!isChunkLoadError(error)) {
    reportError('render', error, requestId);
    return false;
  }
  reportError('chunkLoad', error, requestId);
  if (!claimChunkReload(sessionStorageOrUndefined(), Date.now())) return false;
  documentLoad(url.href, replace);
  return true;
}

export function LocationProvider({
  initial,
  preloadScreen,
  children,
}: {
  initial: PageState;
  preloadScreen: PreloadScreen;
  children: ReactNode;
}) {
  const [state, setState] = useState<RouterState>({
    page: initial,
    hash: '',
    navigationId: 0,
    restoreScrollY: null,
    failedHref: null,
  });
  const [announcement, setAnnouncement] = useState('');
  const { requestId } = useBoot();
  // The router's own handlers read and write the state through this ref, so a screen's ready
  // signal (a child's effect, which runs before any effect of this component) sees the state
  // that was just committed.
  const stateRef = useRef(state);
  const update = useCallback((change: (previous: RouterState) => RouterState) => {
    const next = change(stateRef.current);
    stateRef.current = next;
    setState(next);
  }, []);
  const counter = useRef(0);
  const finishProgress = useRef<((failed?: boolean) => void) | null>(null);
  const cancelScroll = useRef<() => void>(() => {});

  // Stable, so that `resolve`, `go` and the window's listeners are made once, not on every render.
  const currentLocale = useCallback(() => stateRef.current.page.locale, []);
  const resolve = useBrowserResolve(preloadScreen, currentLocale);

  const go = useCallback<Go>(
    async (href, options) => {
      const replace = options.replace ?? false;
      let url: URL;
      try {
        url = new URL(href, window.location.href);
      } catch {
        return;
      }
      if (url.origin !== window.location.origin || !isAppPath(url.pathname)) {
        documentLoad(url.href, replace);
        return;
      }
      const current = stateRef.current.page;
      if (url.pathname === current.pathname && url.search === current.search && !options.fromHistory) {
        pushHashEntry(url, replace);
        update((previous) => ({ ...previous, hash: url.hash }));
        scrollToHash(url.hash);
        return;
      }
      if (!options.fromHistory) rememberScroll();
      cancelScroll.current();
      const id = ++counter.current;
      finishProgress.current?.();
      const finish = pageProgress.start();
      finishProgress.current = finish;
      try {
        for (let redirects = 0; ; redirects += 1) {
          const resolution = await resolve(url.pathname, url.search);
          if (id !== counter.current) return;
          if (resolution.kind === 'document') {
            finish();
            // Deciding the shown URL again: the server did that with the session already (a
            // document load would only repeat it, and an editor reloading a 404 would loop).
            if (!options.reload) documentLoad(url.href, replace);
            return;
          }
          if (resolution.kind === 'page') {
            writePageEntry(url, { fromHistory: options.fromHistory === true, replace, redirected: redirects > 0 });
            update(() => ({
              page: resolution.page,
              hash: url.hash,
              navigationId: id,
              restoreScrollY: options.restoreScrollY ?? null,
              failedHref: null,
            }));
            return;
          }
          const next = new URL(resolution.location, window.location.href);
          if (redirects >= MAX_REDIRECTS || next.origin !== window.location.origin || !isAppPath(next.pathname)) {
            finish();
            documentLoad(next.href, true);
            return;
          }
          url = next;
        }
      } catch (error) {
        if (id !== counter.current) return;
        finish(true);
        finishProgress.current = null;
        if (reloadAfterFailure(error, url, replace, requestId)) return;
        update((previous) => ({ ...previous, failedHref: `${url.pathname}${url.search}${url.hash}` }));
      }
    },
    [resolve, update, requestId],
  );

  const navigate = useCallback<Navigate>((href, options = {}) => void go(href, options), [go]);
  // `fromHistory`: the same URL is decided again (not taken as a hash change), its entry kept.
  const reload = useCallback(() => void go(window.location.href, { fromHistory: true, reload: true }), [go]);

  const replaceSearch = useCallback(
    (nextSearch: string) => {
      const normalised = nextSearch && !nextSearch.startsWith('?') ? `?${nextSearch}` : nextSearch;
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${normalised}${window.location.hash}`);
      update((previous) => ({ ...previous, page: { ...previous.page, search: normalised } }));
    },
    [update],
  );

  const screenReady = useCallback((navigationId: number) => {
    const current = stateRef.current;
    if (navigationId !== current.navigationId) return;
    finishProgress.current?.();
    finishProgress.current = null;
    cancelScroll.current();
    if (navigationId === 0) {
      // The streamed page: only the hash rule (the browser put the focus where it belongs).
      if (window.location.hash) cancelScroll.current = scheduleHashScroll(window.location.hash);
      return;
    }
    if (current.restoreScrollY !== null) cancelScroll.current = restoreScroll(current.restoreScrollY);
    else {
      window.scrollTo(0, 0);
      if (current.hash) cancelScroll.current = scheduleHashScroll(current.hash);
    }
    focusPageHeading();
    setAnnouncement(document.title);
  }, []);

  useHistoryAndLinks(go, navigate);

  const value = useMemo(
    () => ({ state, navigate, replaceSearch, screenReady, announcement, reload }),
    [state, navigate, replaceSearch, screenReady, announcement, reload],
  );
  return (
    <RouterContext.Provider value={value}>
      <PageContext.Provider value={state.page}>{children}</PageContext.Provider>
    </RouterContext.Provider>
  );
}
