// GET/HEAD of every page: validate → decide → render (STYLE.md).
import type { Request, Response } from 'express';
import type { BootData } from '../client/BootData';
import type { Gateway } from '../graphql/createGateway';
import type { ErrorReporter } from '../shared/ErrorReporter';
import { todayIso } from '../shared/dates';
import type { Assets } from './assets';
import { decidePage } from './ssr/decidePage';
import { renderPage } from './ssr/renderPage';

export interface PageHandlerOptions {
  gateway: Gateway;
  assets: Assets;
  renderTimeoutMs: number;
  reporter: ErrorReporter;
}

export function createPageHandler({ gateway, assets, renderTimeoutMs, reporter }: PageHandlerOptions) {
  return async (req: Request, res: Response): Promise<void> => {
    const url = new URL(req.originalUrl, 'http://site.invalid');
    const site = await gateway.siteStatus();
    const decision = decidePage(url.pathname, url.search, site);
    if (decision.kind === 'redirect') {
      req.log.info({ location: decision.location, reason: decision.reason }, 'redirect');
      if (decision.invalidParameters) reporter.captureMessage('invalid filter parameters', { source: 'http', level: 'warning', requestId: String(req.id), tags: { kind: 'invalidFilterParameters' }, extra: { path: url.pathname, reason: decision.reason } });
      res.redirect(decision.status, decision.location);
      return;
    }
    if (decision.status === 404) req.log.info({ path: url.pathname }, 'page not found');
    const boot: BootData = {
      locale: decision.locale,
      page: decision.page,
      status: decision.status,
      route: decision.route ? { name: decision.route.name, params: decision.route.params } : null,
      requestId: String(req.id),
      pathname: url.pathname,
      search: url.search,
      today: todayIso(),
      assets,
    };
    if (decision.status === 503) res.setHeader('Retry-After', '30');
    renderPage({
      res,
      boot,
      gateway,
      requestId: String(req.id),
      logger: req.log,
      nonce: String(res.locals.nonce),
      renderTimeoutMs,
      reporter,
    });
  };
}
