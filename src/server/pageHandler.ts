// GET/HEAD of every page: validate → decide (src/shared/resolvePage.ts, with the gateway's lookups) → render (docs/CONVENTIONS.md).
import type { Request, Response } from 'express';
import type { BootData } from '../client/BootData';
import type { Gateway } from '../graphql/createGateway';
import type { ErrorReporter } from '../shared/ErrorReporter';
import { todayIso } from '../shared/dates';
import { decideLocaleFromAcceptLanguage, DEFAULT_LOCALE } from '../shared/locales';
import { isShopPath } from '../shared/shopPaths';
import { localeOfPath } from '../shared/routes';
import { resolvePage, type PageLookups } from '../shared/resolvePage';
import { preloadScreen, screenChunkOf } from '../client/screens/screenRegistry';
import { loadSiteTexts, siteTextsChunkOf } from '../shared/i18n/createTranslator';
import type { Assets } from './assets';
import { readRequestTarget } from './readRequestTarget';
import { decideRefusedRequest, type PageDecision } from '../shared/decidePage';
import { cmsPagePathOf } from '../graphql/routing/findRouteTarget';
import { isStaffSession, lookUpVersion } from './versionPreview';
import { renderPage } from './ssr/renderPage';
import type { GatewayContext } from '../graphql/GatewayContext';
import { lookUpRouteTarget } from './routeTargetLookup';
import { headOf, type PageHead } from '../client/navigation/PageState';
import { requestIdOf } from './requestIdOf';
import { requestOrigin } from './requestOrigin';
import { visitorOf } from './visitorOf';
import { isPrivatePage } from '../shared/accountPages';
import { UpstreamCookieJar } from '../graphql/sources/UpstreamCookieJar';
import { pageChunks, type PageHtmlCache } from './ssr/PageHtmlCache';
import type { RenderGate } from './renderGate';
import { sendBusy, type Priority } from './loadShedding';
import { markRequestKind } from './metrics/requestKind';

export interface PageHandlerOptions {
  gateway: Gateway;
  assets: Assets;
  renderTimeoutMs: number;
  /** RENDER_SHELL_WAIT_MS: until how long after the request a ready shell waits for the rest of its page (renderPage). */
  renderShellWaitMs: number;
  reporter: ErrorReporter;
  /** Whole pages reused while their query results are (undefined when render results are not reused). */
  pages?: PageHtmlCache | undefined;
  /** How many pages render at once; the others wait their turn or are refused (undefined: no limit). */
  renderGate?: RenderGate | undefined;
  /** Told of every page refused because it waited too long for its turn to render (the metrics count them). */
  onBusy?: ((priority: Priority) => void) | undefined;
}

export interface PageHandler {
  (req: Request, res: Response): Promise<void>;
  /**
   * The 400 or 404 page for a request refused before it reached the page handler (a path the
   * router could not decode, a missing asset, an upstream path that is not there).
   */
  refuse(req: Request, res: Response, status: 400 | 404): Promise<void>;
}

/** When the page handler took the request (performance.now()), for the shell's deadline; now for a refused request. */
function receivedAtOf(res: Response): number {
  const value: unknown = res.locals.receivedAt;
  return typeof value === 'number' ? value : performance.now();
}

export function createPageHandler({
  gateway,
  assets,
  renderTimeoutMs,
  renderShellWaitMs,
  reporter,
  pages,
  renderGate,
  onBusy,
}: PageHandlerOptions): PageHandler {
  const render = async (
    req: Request,
    res: Response,
    decision: PageDecision & { kind: 'render' },
    pathname: string,
    search: string,
    pageHeaderLoading = true,
    gatewayContext?: GatewayContext,
    head?: BootData['head'],
    personal = false,
  ) => {
    // Counted under its page's kind (src/server/metrics), whatever becomes of it.
    markRequestKind(res, decision.page);
    // The screen's chunk first, so the screen is part of the shell (src/client/screens/screenRegistry.tsx),
    // and the texts of the page's language.
    await Promise.all([preloadScreen(decision.page), loadSiteTexts(decision.locale)]);
    const boot: BootData = {
      locale: decision.locale,
      page: decision.page,
      status: decision.status,
      route: decision.route ? { name: decision.route.name, params: decision.route.params } : null,
      requestId: requestIdOf(req),
      pathname,
      search,
      pageHeaderLoading,
      head,
      origin: requestOrigin(req.protocol, req.host) ?? '',
      today: todayIso(),
      renderedAt: new Date().toISOString(),
      assets: {
        script: assets.script,
        style: assets.style,
        preload: [
          ...assets.preloadOf('entry-client'),
          ...assets.preloadOf(screenChunkOf(decision.page)),
          ...assets.preloadOf(siteTextsChunkOf(decision.locale)),
        ],
        later: assets.preloadOf('createApolloClient'),
      },
      // This visitor's cookies, for the chrome that depends on them (rendered here, not after
      // hydration). Only in this response's HTML: the renders' shared results are query results.
      visitor: visitorOf(req.get('cookie'), req.get('sec-gpc')),
    };
    if (decision.status === 503) res.setHeader('Retry-After', '30');
    const tokens = { nonce: String(res.locals.nonce), requestId: boot.requestId };
    const pageKey = pages?.keyOf(boot, personal);
    const lookup = pageKey === undefined ? undefined : pages?.lookUp(pageKey);
    if (lookup?.kind === 'kept') {
      // The same page a render moments ago made for this address and these cookies (docs/decisions/013).
      res.status(boot.status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      const chunks = pageChunks(lookup.page, tokens);
      const last = chunks.pop() ?? '';
      res.cork();
      for (const chunk of chunks) res.write(chunk);
      res.end(last);
      res.uncork();
      return;
    }
    if (renderGate) {
      // Its turn among the renders (staff first); a visitor who leaves while waiting gives up the place.
      const left = new AbortController();
      const onClose = () => left.abort();
      res.once('close', onClose);
      const priority = new UpstreamCookieJar(req.get('cookie')).hasSession() ? 'priority' : 'visitor';
      const admission = await renderGate.enter(priority, left.signal);
      res.off('close', onClose);
      if (admission.kind === 'refused' || res.closed) {
        // Waited too long (the busy page), or the visitor left: no render, and the kept page (if any) stands.
        if (admission.kind === 'admitted') admission.release();
        if (pageKey !== undefined) pages?.settle(pageKey, undefined, tokens, 0);
        if (!res.closed) {
          onBusy?.(priority);
          sendBusy(req, res);
        }
        return;
      }
      // The render ends with its response (complete, failed or abandoned).
      res.once('close', admission.release);
    }
    const begunAt = pages?.begin() ?? 0;
    renderPage({
      receivedAt: receivedAtOf(res),
      res,
      boot,
      gateway,
      requestId: requestIdOf(req),
      logger: req.log,
      nonce: String(res.locals.nonce),
      renderTimeoutMs,
      shellWaitMs: renderShellWaitMs,
      reporter,
      gatewayContext,
      personal,
      keep: pages && pageKey !== undefined ? (html) => pages.settle(pageKey, html, tokens, begunAt) : undefined,
    });
  };

  const refuse = async (req: Request, res: Response, status: 400 | 404) => {
    const rawPath = req.originalUrl.split('?')[0] ?? '';
    const decision = decideRefusedRequest(rawPath, status, await gateway.siteStatus());
    if (decision.kind !== 'render') return;
    // The raw target may not be a URL at all: the page only needs the language's own root.
    await render(req, res, decision, `/${decision.locale}`, '');
  };

  const handler = async (req: Request, res: Response): Promise<void> => {
    res.locals.receivedAt = performance.now();
    const target = readRequestTarget(req.originalUrl);
    if (!target) {
      req.log.info('unreadable request target');
      await refuse(req, res, 400);
      return;
    }
    const cookieHeader = req.get('cookie');
    const hasSession = new UpstreamCookieJar(cookieHeader).hasSession();
    // The contexts the lookups made: the render reuses them (their loaders' memo), so the page
    // still costs one upstream call per resource.
    let previewContext: GatewayContext | undefined;
    let lookupContext: GatewayContext | undefined;
    const lookups: PageLookups<PageHead> = {
      siteStatus: () => gateway.siteStatus(),
      redirectRecords: (locale) => gateway.redirectRecords(locale),
      async isStaff() {
        const context = gateway.createContext({ requestId: requestIdOf(req), logger: req.log, cookieHeader });
        if (!(await isStaffSession(context, localeOfPath(target.pathname) ?? DEFAULT_LOCALE, req.log))) return false;
        previewContext = context;
        return true;
      },
      async routeTarget(route) {
        // A staff preview asks with the session (staff see offline pages and versions).
        lookupContext = previewContext ?? gateway.createContext({ requestId: requestIdOf(req), logger: req.log });
        const lookup = await lookUpRouteTarget(lookupContext, route, req.log);
        return lookup.kind === 'found'
          ? { kind: 'found', canonicalPath: lookup.target.canonicalPath, head: headOf(lookup.target) }
          : lookup;
      },
      async versionOf(route, locale, versionId) {
        const path = cmsPagePathOf(route);
        if (path === undefined || !previewContext) return 'found';
        return (await lookUpVersion(previewContext, { locale, path, versionId }, req.log)).kind;
      },
    };
    const resolution = await resolvePage(
      {
        pathname: target.pathname,
        search: target.search,
        visitorLocale: decideLocaleFromAcceptLanguage(req.get('accept-language')),
        hasSession,
      },
      lookups,
    );
    // spec 000 §2: the webshop's paths name no language; the visitor's browser does (as for the
    // root), so shared caches must keep its answers apart by that header.
    if (isShopPath(target.pathname)) res.vary('Accept-Language');
    if (resolution.kind === 'redirect') {
      req.log.info({ location: resolution.location, reason: resolution.reason }, 'redirect');
      if (resolution.reason === 'login needed') {
        // The account pages are one visitor's: never in a search index, nor in a shared cache.
        res.setHeader('X-Robots-Tag', 'noindex, nofollow');
        res.setHeader('Cache-Control', 'private, no-store');
      }
      // spec 001 §8: invalid filter parameters are reported, as a warning (not our fault).
      if (resolution.invalidParameters) {
        reporter.captureMessage('invalid filter parameters', {
          source: 'http',
          level: 'warning',
          requestId: requestIdOf(req),
          tags: { kind: 'invalidFilterParameters' },
          extra: { path: target.pathname, reason: resolution.reason },
        });
      }
      markRequestKind(res, 'redirect');
      res.redirect(resolution.status, resolution.location);
      return;
    }
    if (resolution.guardError) req.log.error({ err: resolution.guardError }, 'route guard failed');
    // The account pages, the editor hub and a staff preview are one visitor's: never in a search index.
    if (isPrivatePage(resolution.page) || resolution.preview) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    // The preview is one staff user's: never in a shared cache, nor in the renders' shared results.
    if (resolution.preview) res.setHeader('Cache-Control', 'private, no-store');
    if (resolution.status === 404) req.log.info({ path: target.pathname }, 'page not found');
    const decision = {
      kind: 'render',
      status: resolution.status,
      page: resolution.page,
      locale: resolution.locale,
      route: resolution.route,
    } as const;
    await render(
      req,
      res,
      decision,
      target.pathname,
      target.search,
      resolution.pageHeaderLoading,
      previewContext ?? lookupContext,
      resolution.head,
      resolution.preview,
    );
  };
  return Object.assign(handler, { refuse });
}
