// GET /sitemap.xml and /robots.txt: the site's face to search engines. The sitemap is made from
// the upstream's one list per language (GET /{lang}/api/sitemap/, through the gateway's loaders
// and shared cache); src/shared/sitemap.ts decides what it lists.
import type { Request, Response } from 'express';
import type { Gateway } from '../graphql/createGateway';
import { LOCALES } from '../shared/locales';
import { robotsTxt, sitemapXml } from '../shared/sitemap';
import type { SitemapEntry } from '../shared/sitemapEntry';
import { requestIdOf } from './requestIdOf';
import { requestOrigin } from './requestOrigin';

export function createSitemapHandler(gateway: Gateway) {
  return async (req: Request, res: Response): Promise<void> => {
    const context = gateway.createContext({ requestId: requestIdOf(req), logger: req.log });
    let lists: SitemapEntry[][];
    try {
      lists = await Promise.all(LOCALES.map((locale) => context.loaders.contentLists.sitemap.load(locale)));
    } catch (error) {
      req.log.warn({ err: error }, 'sitemap lists failed');
      res
        .status(503)
        .setHeader('Retry-After', '60')
        .type('text/plain')
        .send('The sitemap cannot be made right now; please try again later.\n');
      return;
    }
    const [de = [], en = []] = lists;
    res.status(200).type('application/xml; charset=utf-8').setHeader('Cache-Control', 'public, max-age=600');
    res.send(sitemapXml(requestOrigin(req.protocol, req.host) ?? '', { de, en }));
  };
}

export function robotsHandler(req: Request, res: Response): void {
  res.status(200).type('text/plain; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600');
  res.send(robotsTxt(requestOrigin(req.protocol, req.host) ?? ''));
}
