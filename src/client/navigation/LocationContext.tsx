// The app's router (docs/decisions/006-client-router.md). The first page is the one the server
// streamed; after it, links into the site change screens without a document load (spec 000 §2
// "Navigation behaviour"): the route guards run (spec 000 §4: page-header loading, redirect,
// locale), the page is decided by the same code as on the server (src/shared/resolvePage.ts),
// the screen's chunk (and the texts of a language not shown before) is loaded, and the screen renders with its loading placeholder until its
// data is there (GraphQL, persisted queries over GET). Then the window scrolls (top, restored
// position or hash), the focus moves to the new page's heading and the title is announced.
import { useApollo } from '../data/useApollo';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { VERSION_QUERY_REASON } from '../../shared/pageTypes/cmsPageType';
import { resolvePage } from '../../shared/resolvePage';
import { fromGraphQLLocale, toGraphQLLocale } from '../../shared/graphqlLocale';
import { loadSiteTexts } from '../../shared/i18n/createTranslator';
import { RouteTargetDocument } from '../generated/documents/RouteTargetDocument';
import { RedirectsDocument } from '../generated/documents/RedirectsDocument';
import { useBoot } from '../BootContext';
import { isChunkLoadError, reportError } from '../reportError';
import { claimChunkReload, sessionStorageOrUndefined } from './chunkReload';
import { decideLinkClick, isAppPath } from './linkTarget';
import { headOf, type PageHead, type PageState } from './PageState';
import type { PageKind } from '../../shared/pageKinds';
import { pageProgress } from './progress';
import { elementOfHash, focusWithoutScroll, restoreScroll, scheduleHashScroll, scrollToElement } from './scrolling';
import { whenIdle } from '../whenIdle';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Replaces the query string of the current page and re-renders (spec 001 §2). */
  replaceSearch: (search: string) => void;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export type Navigate = (href: string, options?: NavigateOptions) => void;

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
export function useNavigationStatus(): { navigationId: number; failedHref: string | null; announcement: string; screenReady: (id: number) => void } {
  const { state, announcement, screenReady } = useRouter();
  return { navigationId: state.navigationId, failedHref: state.failedHref, announcement, screenReady };
}

/** How many redirects one navigation follows before it gives up (a loop in the records). */
const MAX_REDIRECTS = 5;
/** How often (at most) the scroll position is written into the history entry. */
const SCROLL_MEMORY_MS = 150;

/** `document`: only the server can decide the URL (a version query: it knows staff by their session). */
type Resolution = { kind: 'page'; page: PageState } | { kind: 'redirect'; location: string } | { kind: 'document' };

interface HistoryEntryState {
  scrollY?: number;
}

function historyScrollY(state: unknown): number | null {
  const value = (state as HistoryEntryState | null)?.scrollY;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

function documentLoad(href: string, replace: boolean): void {
  if (replace) window.location.replace(href);
  else window.location.assign(href);
}

function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('#main-content h1') ?? document.getElementById('main-content');
  if (heading) focusWithoutScroll(heading);
}

/**
 * Loads a page kind's screen chunk (the screen registry's preloadScreen, handed in by the app: the
 * router does not import the registry, which imports every screen, each of which uses the router).
 */
export type PreloadScreen = (kind: PageKind) => Promise<unknown>;

export function LocationProvider({ initial, preloadScreen, children }: { initial: PageState; preloadScreen: PreloadScreen; children: ReactNode }) {
  const apollo = useApollo();
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

  const resolve = useCallback(
    async (pathname: string, search: string): Promise<Resolution> => {
      // A path that names no language (the webshop's, spec 000 §2) keeps the visitor's: the page's
      // they came from.
      const visitorLocale = stateRef.current.page.locale;
      // Apollo Client (loaded now if the browser has not been idle yet); a chunk that does not
      // load fails the navigation like a screen's chunk (spec 000 §8: the page reloads).
      const client = await apollo();
      const resolution = await resolvePage<PageHead>(
        { pathname, search, visitorLocale },
        {
          // The page the visitor is on came from an online site; the server says when it no longer is.
          siteStatus: () => Promise.resolve('online'),
          async redirectRecords(locale) {
            // A path outside the localised site (the webshop's) has none, as on the server.
            if (!locale) return [];
            try {
              // spec 000 §7: the redirect records are asked on each navigation.
              const result = await client.query({ query: RedirectsDocument, variables: { locale: toGraphQLLocale(locale) }, fetchPolicy: 'network-only' });
              return result.data?.redirects ?? [];
            } catch (error) {
              // Without the records the page itself still opens; the failure is reported.
              reportError('navigationCall', error, requestId);
              return [];
            }
          },
          async routeTarget(route, page) {
            // The screen's chunk loads while the thing it shows is asked (awaited below, so a
            // failure is not lost).
            preloadScreen(page).catch(() => {});
            try {
              const result = await client.query({ query: RouteTargetDocument, variables: { locale: toGraphQLLocale(route.locale), path: pathname } });
              const target = result.data?.routeTarget ?? null;
              if (!target) return { kind: 'unknown' };
              return { kind: 'found', canonicalPath: target.canonicalPath, head: headOf({ ...target, alternates: target.alternates.map((url) => ({ locale: fromGraphQLLocale(url.locale), path: url.path })) }) };
            } catch (error) {
              // The screen asks again and shows its load error; the failure is reported there.
              reportError('navigationCall', error, requestId);
              return { kind: 'unavailable' };
            }
          },
        },
      );
      // spec 000 §4: staff preview a version, visitors are redirected; only the server tells them apart.
      if (resolution.kind === 'redirect') return resolution.reason === VERSION_QUERY_REASON ? { kind: 'document' } : { kind: 'redirect', location: resolution.location };
      // The screen's chunk (awaited: a chunk that fails is a chunk failure, spec 000 §8) and, for a
      // page in the other language, that language's texts.
      await Promise.all([preloadScreen(resolution.page), loadSiteTexts(resolution.locale)]);
      const route = resolution.route ? { name: resolution.route.name, params: resolution.route.params } : null;
      return { kind: 'page', page: { locale: resolution.locale, page: resolution.page, status: resolution.status, route, pathname, search, pageHeaderLoading: resolution.pageHeaderLoading, head: resolution.head } };
    },
    [apollo, requestId, preloadScreen],
  );

  const rememberScroll = useCallback(() => {
    const entry = (window.history.state ?? {}) as HistoryEntryState;
    window.history.replaceState({ ...entry, scrollY: window.scrollY }, '');
  }, []);

  const go = useCallback(
    async (href: string, options: NavigateOptions & { fromHistory?: boolean; reload?: boolean; restoreScrollY?: number | null }): Promise<void> => {
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
        // The same page: only the hash changes (spec 000 §2: hash links scroll within the page).
        const target = `${url.pathname}${url.search}${url.hash}`;
        if (replace) window.history.replaceState({}, '', target);
        else {
          rememberScroll();
          window.history.pushState({}, '', target);
        }
        update((previous) => ({ ...previous, hash: url.hash }));
        const element = url.hash ? elementOfHash(url.hash) : null;
        if (element) {
          scrollToElement(element);
          focusWithoutScroll(element);
        } else if (!url.hash) window.scrollTo(0, 0);
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
            const target = `${url.pathname}${url.search}${url.hash}`;
            // A back/forward step already has its entry, unless a redirect moved it elsewhere.
            if (options.fromHistory) {
              if (redirects > 0) window.history.replaceState({ scrollY: 0 }, '', target);
            } else if (replace) window.history.replaceState({ scrollY: 0 }, '', target);
            else window.history.pushState({ scrollY: 0 }, '', target);
            update(() => ({ page: resolution.page, hash: url.hash, navigationId: id, restoreScrollY: options.restoreScrollY ?? null, failedHref: null }));
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
        const target = `${url.pathname}${url.search}${url.hash}`;
        if (isChunkLoadError(error)) {
          reportError('chunkLoad', error, requestId);
          // spec 000 §8: a chunk that does not load reloads the page (here: loads the target as
          // a document), at most once a minute.
          if (claimChunkReload(sessionStorageOrUndefined(), Date.now())) {
            documentLoad(url.href, replace);
            return;
          }
        } else reportError('render', error, requestId);
        update((previous) => ({ ...previous, failedHref: target }));
      }
    },
    [resolve, rememberScroll, update, requestId],
  );

  const navigate = useCallback<Navigate>((href, options = {}) => void go(href, options), [go]);
  // `fromHistory`: the same URL is decided again (not taken as a hash change), its entry kept.
  const reload = useCallback(() => void go(window.location.href, { fromHistory: true, reload: true }), [go]);

  const replaceSearch = useCallback((nextSearch: string) => {
    const normalised = nextSearch && !nextSearch.startsWith('?') ? `?${nextSearch}` : nextSearch;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${normalised}${window.location.hash}`);
    update((previous) => ({ ...previous, page: { ...previous.page, search: normalised } }));
  }, [update]);

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

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // The entry the server's page was loaded into carries no position yet. Written once the
    // browser is idle: reading scrollY here, in hydration's commit, would force a layout of the
    // whole streamed page inside that task (30 ms of a 57 ms task on the ensemble page; issue 20
    // item 5). A client navigation before then writes it itself (go → rememberScroll).
    const cancelFirstMemory = whenIdle(() => {
      if (historyScrollY(window.history.state) === null) rememberScroll();
    });

    const onPopState = (event: PopStateEvent) => {
      const restore = historyScrollY(event.state) ?? 0;
      void go(window.location.href, { fromHistory: true, restoreScrollY: restore });
    };
    let scrollTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (scrollTimer !== undefined) return;
      scrollTimer = setTimeout(() => {
        scrollTimer = undefined;
        rememberScroll();
      }, SCROLL_MEMORY_MS);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor) return;
      const decision = decideLinkClick(
        {
          rawHref: anchor.getAttribute('href'),
          target: anchor.getAttribute('target'),
          download: anchor.hasAttribute('download'),
          forceReload: anchor.hasAttribute('data-reload'),
          button: event.button,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
          defaultPrevented: event.defaultPrevented,
        },
        window.location.origin,
      );
      if (decision.kind === 'browser') return;
      event.preventDefault();
      if (decision.kind === 'hash') navigate(`${window.location.pathname}${window.location.search}${decision.hash}`);
      else navigate(decision.href);
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick);
    return () => {
      cancelFirstMemory();
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick);
      clearTimeout(scrollTimer);
    };
  }, [go, navigate, rememberScroll]);

  const value = useMemo(() => ({ state, navigate, replaceSearch, screenReady, announcement, reload }), [state, navigate, replaceSearch, screenReady, announcement, reload]);
  return (
    <RouterContext.Provider value={value}>
      <PageContext.Provider value={state.page}>{children}</PageContext.Provider>
    </RouterContext.Provider>
  );
}
