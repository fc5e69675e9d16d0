// How the router decides a URL in the browser: the same resolvePage the server runs
// (src/shared/resolvePage.ts), with the browser's lookups (GraphQL through Apollo Client: the
// redirect records, the thing a page shows), then the screen's chunk and the language's texts.
import { useCallback } from 'react';
import { fromGraphQLLocale, toGraphQLLocale } from '../../shared/graphqlLocale';
import { loadSiteTexts } from '../../shared/i18n/createTranslator';
import type { Locale } from '../../shared/locales';
import type { PageKind } from '../../shared/pageKinds';
import { VERSION_QUERY_REASON } from '../../shared/pageTypes/cmsPageType';
import { resolvePage } from '../../shared/resolvePage';
import { useBoot } from '../BootContext';
import { useApollo } from '../data/useApollo';
import { RedirectsDocument } from '../generated/documents/RedirectsDocument';
import { RouteTargetDocument } from '../generated/documents/RouteTargetDocument';
import { reportError } from '../reportError';
import { headOf, type PageHead, type PageState } from './PageState';

/**
 * Loads a page kind's screen chunk (the screen registry's preloadScreen, handed in by the app: the
 * router does not import the registry, which imports every screen, each of which uses the router).
 */
export type PreloadScreen = (kind: PageKind) => Promise<unknown>;

/** `document`: only the server can decide the URL (a version query: it knows staff by their session). */
export type Resolution = { kind: 'page'; page: PageState } | { kind: 'redirect'; location: string } | { kind: 'document' };

/** `currentLocale`: the language of the page shown now (a path that names none keeps it); pass a stable function. */
export function useBrowserResolve(
  preloadScreen: PreloadScreen,
  currentLocale: () => Locale,
): (pathname: string, search: string) => Promise<Resolution> {
  const apollo = useApollo();
  const { requestId } = useBoot();
  return useCallback(
    async (pathname: string, search: string): Promise<Resolution> => {
      // A path that names no language (the webshop's, spec 000 §2) keeps the visitor's: the page's
      // they came from.
      const visitorLocale = currentLocale();
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
              const result = await client.query({
                query: RedirectsDocument,
                variables: { locale: toGraphQLLocale(locale) },
                fetchPolicy: 'network-only',
              });
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
              const result = await client.query({
                query: RouteTargetDocument,
                variables: { locale: toGraphQLLocale(route.locale), path: pathname },
              });
              const target = result.data?.routeTarget ?? null;
              if (!target) return { kind: 'unknown' };
              return {
                kind: 'found',
                canonicalPath: target.canonicalPath,
                head: headOf({
                  ...target,
                  alternates: target.alternates.map((url) => ({ locale: fromGraphQLLocale(url.locale), path: url.path })),
                }),
              };
            } catch (error) {
              // The screen asks again and shows its load error; the failure is reported there.
              reportError('navigationCall', error, requestId);
              return { kind: 'unavailable' };
            }
          },
        },
      );
      // spec 000 §4: staff preview a version, visitors are redirected; only the server tells them apart.
      if (resolution.kind === 'redirect')
        return resolution.reason === VERSION_QUERY_REASON ? { kind: 'document' } : { kind: 'redirect', location: resolution.location };
      // The screen's chunk (awaited: a chunk that fails is a chunk failure, spec 000 §8) and, for a
      // page in the other language, that language's texts.
      await Promise.all([preloadScreen(resolution.page), loadSiteTexts(resolution.locale)]);
      const route = resolution.route ? { name: resolution.route.name, params: resolution.route.params } : null;
      return {
        kind: 'page',
        page: {
          locale: resolution.locale,
          page: resolution.page,
          status: resolution.status,
          route,
          pathname,
          search,
          pageHeaderLoading: resolution.pageHeaderLoading,
          head: resolution.head,
        },
      };
    },
    [apollo, requestId, preloadScreen, currentLocale],
  );
}
