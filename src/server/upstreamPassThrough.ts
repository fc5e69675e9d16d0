// Some upstream paths are passed through as they are: /media/* (the images the upstream
// names) and /shop/* (the embedded shop's cart page that cart_url opens). They are then served
// from the site's own origin: one origin for the CSP, no upstream host the visitor cannot reach.
// Only the upstream's own cookies go along (the cart), never the visitor's others.
import type { Request, Response } from 'express';
import http from 'node:http';
import https from 'node:https';
import { UpstreamCookieJar } from '../graphql/sources/UpstreamCookieJar';

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

export function createUpstreamPassThrough(upstreamUrl: string, timeoutMs: number) {
  const base = new URL(upstreamUrl);
  const agent = base.protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  return (req: Request, res: Response): void => {
    const target = new URL(req.originalUrl, base);
    const cookieHeader = new UpstreamCookieJar(req.headers.cookie).header();
    const upstream = (base.protocol === 'https:' ? https : http).request(
      target,
      {
        method: req.method === 'HEAD' ? 'HEAD' : 'GET',
        agent,
        headers: {
          ...(cookieHeader ? { cookie: cookieHeader } : {}),
          ...(req.headers['if-none-match'] ? { 'if-none-match': req.headers['if-none-match'] } : {}),
          ...(req.headers['if-modified-since'] ? { 'if-modified-since': req.headers['if-modified-since'] } : {}),
        },
        timeout: timeoutMs,
      },
      (answer) => {
        res.status(answer.statusCode ?? 502);
        for (const name of PASSED_HEADERS) {
          const value = answer.headers[name];
          if (value !== undefined) res.setHeader(name, value);
        }
        answer.pipe(res);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('upstream pass-through timeout')));
    upstream.on('error', (error) => {
      req.log.warn({ err: error, path: target.pathname }, 'upstream pass-through failed');
      if (!res.headersSent) res.status(502).type('text').send('Bad gateway');
      else res.destroy();
    });
    upstream.end();
  };
}
