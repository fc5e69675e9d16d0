// GET/HEAD of every page: validate → decide → render (docs/CONVENTIONS.md).
import type { Request, Response } from 'express';
import type { BootData } from '../client/BootData';
import type { Gateway } from '../graphql/createGateway';
import type { ErrorReporter } from '../shared/ErrorReporter';
import { todayIso } from '../shared/dates';
import { decideLocaleFromAcceptLanguage, DEFAULT_LOCALE } from '../shared/locales';
import { isShopPath } from '../shared/shopPaths';
import { localeOfPath } from '../shared/routes';
import { ROUTE_GUARDS, RouteGuardError, runRouteGuards, type GuardDecision } from '../shared/routeGuards';
import { preloadScreen, screenChunkOf } from '../client/screens/screenRegistry';
import { loadSiteTexts, siteTextsChunkOf } from '../shared/i18n/createTranslator';
import type { Assets } from './assets';
import { readRequestTarget } from './readRequestTarget';
import { decidePage, decideRefusedRequest, VERSION_QUERY_REASON, type PageDecision } from '../shared/decidePage';
import { cmsPagePathOf } from '../graphql/routing/findRouteTarget';
import { isStaffSession, lookUpVersion } from './versionPreview';
import { renderPage } from './ssr/renderPage';
import { decideTargetPage } from '../shared/decideTargetPage';
import { isTargetRouteName } from '../shared/targetRoutes';
import type { GatewayContext } from '../graphql/GatewayContext';
import { lookUpRouteTarget, type RouteTargetLookup } from './routeTargetLookup';
import { headOf } from '../client/navigation/PageState';
import { requestIdOf } from './requestIdOf';
import { requestOrigin } from './requestOrigin';
import { visitorOf } from './visitorOf';
import { isPrivatePage, loginPathFor, needsLogin } from '../shared/accountPages';
import { UpstreamCookieJar } from '../graphql/sources/UpstreamCookieJar';

export interface PageHandlerOptions {
  gateway: Gateway;
  assets: Assets;
  renderTimeoutMs: number;
  /** RENDER_SHELL_WAIT_MS: how long a ready shell waits for the rest of its page (renderPage). */
  renderShellWaitMs: number;
  reporter: ErrorReporter;
}

export interface PageHandler {
  (req: Request, res: Response): Promise<void>;
  /**
   * The 400 or 404 page for a request refused before it reached the page handler (a path the
   * router could not decode, a missing asset, an upstream path that is not there).
   */
  refuse(req: Request, res: Response, status: 400 | 404): Promise<void>;
}

export function createPageHandler({ gateway, assets, renderTimeoutMs, renderShellWaitMs, reporter }: PageHandlerOptions): PageHandler {
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
      assets: { script: assets.script, style: assets.style, preload: [...assets.preloadOf('entry-client'), ...assets.preloadOf(screenChunkOf(decision.page)), ...assets.preloadOf(siteTextsChunkOf(decision.locale))], later: assets.preloadOf('createApolloClient') },
      // This visitor's cookies, for the chrome that depends on them (rendered here, not after
      // hydration). Only in this response's HTML: the renders' shared results are query results.
      visitor: visitorOf(req.get('cookie'), req.get('sec-gpc')),
    };
    if (decision.status === 503) res.setHeader('Retry-After', '30');
    renderPage({
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
    const target = readRequestTarget(req.originalUrl);
    if (!target) {
      req.log.info('unreadable request target');
      await refuse(req, res, 400);
      return;
    }
    const site = await gateway.siteStatus();
    const visitorLocale = decideLocaleFromAcceptLanguage(req.get('accept-language'));
    let decision = decidePage(target.pathname, target.search, site, visitorLocale);
    // spec 000 §4: a version query is a visitor's 301, unless the request carries a session that
    // the gateway's user call knows as staff: then that version is rendered for them alone.
    let previewContext: GatewayContext | undefined;
    if (decision.kind === 'redirect' && decision.reason === VERSION_QUERY_REASON && new UpstreamCookieJar(req.get('cookie')).hasSession()) {
      const context = gateway.createContext({ requestId: requestIdOf(req), logger: req.log, cookieHeader: req.get('cookie') });
      if (await isStaffSession(context, localeOfPath(target.pathname) ?? DEFAULT_LOCALE, req.log)) {
        decision = decidePage(target.pathname, target.search, site, visitorLocale, 'staff');
        previewContext = context;
      }
    }
    // The thing a page shows is asked while the redirect records are (both before any byte; the
    // answer is used only when no record redirects the path): one round trip, not two.
    let gatewayContext: GatewayContext | undefined;
    let earlyLookup: Promise<RouteTargetLookup> | undefined;
    if (site === 'online' && decision.kind === 'render' && decision.route && decision.status === 200 && isTargetRouteName(decision.route.name)) {
      // A staff preview asks with the session (staff see offline pages and versions).
      gatewayContext = previewContext ?? gateway.createContext({ requestId: requestIdOf(req), logger: req.log });
      earlyLookup = lookUpRouteTarget(gatewayContext, { ...decision.route, name: decision.route.name }, req.log);
      // Settled here too: a redirect record may leave it unread.
      earlyLookup.catch(() => undefined);
    }
    // spec 000 §4: the route guards run before the page is decided, in the spec's order.
    let guarded: GuardDecision = { kind: 'continue', pageHeaderLoading: true, locale: null };
    if (site === 'online') {
      try {
        guarded = runRouteGuards(ROUTE_GUARDS, {
          pathname: target.pathname,
          search: target.search,
          redirects: await gateway.redirectRecords(localeOfPath(target.pathname)),
          siblingPaths: [],
        });
      } catch (error) {
        if (!(error instanceof RouteGuardError)) throw error;
        // spec 000 §8: an unknown guard is the 500 'Unknown middleware {name}'.
        req.log.error({ err: error }, 'route guard failed');
        const locale = localeOfPath(target.pathname) ?? DEFAULT_LOCALE;
        await render(req, res, { kind: 'render', status: 500, page: 'serverError', locale, route: null }, target.pathname, target.search);
        return;
      }
    }
    if (guarded.kind === 'redirect') {
      // spec 000 §4, §9: a redirect record answers 301 before any byte of a page.
      req.log.info({ location: guarded.location, reason: 'redirect record' }, 'redirect');
      res.redirect(guarded.status, guarded.location);
      return;
    }
    // spec 000 §2: the webshop's paths name no language; the visitor's browser does (as for the
    // root), so shared caches must keep its answers apart by that header.
    if (isShopPath(target.pathname)) res.vary('Accept-Language');
    if (decision.kind === 'redirect') {
      req.log.info({ location: decision.location, reason: decision.reason }, 'redirect');
      // spec 001 §8: invalid filter parameters are reported, as a warning (not our fault).
      if (decision.invalidParameters) {
        reporter.captureMessage('invalid filter parameters', {
          source: 'http',
          level: 'warning',
          requestId: requestIdOf(req),
          tags: { kind: 'invalidFilterParameters' },
          extra: { path: target.pathname, reason: decision.reason },
        });
      }
      res.redirect(decision.status, decision.location);
      return;
    }
    if (isPrivatePage(decision.page)) {
      // The account pages and the editor hub are one visitor's: never in a search index.
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      // spec 000 §6 (login decided by the session): the user pages need one; without the cookie
      // the login comes first and leads back here. An ended session is the screen's to notice.
      if (needsLogin(decision.page) && !new UpstreamCookieJar(req.get('cookie')).hasSession()) {
        const location = loginPathFor(decision.locale, `${target.pathname}${target.search}`);
        req.log.info({ location, reason: 'login needed' }, 'redirect');
        res.setHeader('Cache-Control', 'private, no-store');
        res.redirect(302, location);
        return;
      }
    }
    let pageDecision = decision;
    let head: BootData['head'];
    if (earlyLookup) {
      // spec 000 §2, §4, §9: a path naming nothing is the 404 page, a wrong slug a 301, before any byte.
      const lookup = await earlyLookup;
      if (lookup.kind !== 'unavailable') {
        const checked = decideTargetPage(target.pathname, target.search, lookup.kind === 'found' ? lookup.target : null);
        if (checked.kind === 'redirect') {
          req.log.info({ location: checked.location, reason: 'canonical path' }, 'redirect');
          res.redirect(checked.status, checked.location);
          return;
        }
        if (checked.kind === 'notFound') pageDecision = { kind: 'render', status: 404, page: 'notFound', locale: decision.locale, route: null };
        else if (lookup.kind === 'found') head = headOf(lookup.target);
      }
    }
    let personal = false;
    if (previewContext) {
      // The preview is one staff user's: never in a shared cache, nor in the renders' shared results.
      personal = true;
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.setHeader('Cache-Control', 'private, no-store');
      const path = pageDecision.status === 200 && pageDecision.route ? cmsPagePathOf(pageDecision.route) : undefined;
      const versionId = new URLSearchParams(target.search).get('v') ?? '';
      if (path !== undefined) {
        const version = await lookUpVersion(previewContext, { locale: pageDecision.locale, path, versionId }, req.log);
        if (version.kind === 'missing') {
          // A version id that names no version of this page: a clear 404 for staff.
          req.log.info({ path: target.pathname, versionId }, 'version not found');
          pageDecision = { kind: 'render', status: 404, page: 'notFound', locale: pageDecision.locale, route: null };
        } else if (version.kind === 'refused') {
          const plain = decidePage(target.pathname, target.search, site, visitorLocale);
          if (plain.kind === 'redirect') {
            req.log.info({ location: plain.location, reason: plain.reason }, 'redirect');
            res.redirect(plain.status, plain.location);
            return;
          }
        }
      }
    }
    if (pageDecision.status === 404) req.log.info({ path: target.pathname }, 'page not found');
    await render(req, res, pageDecision, target.pathname, target.search, guarded.pageHeaderLoading, gatewayContext, head, personal);
  };
  return Object.assign(handler, { refuse });
}
