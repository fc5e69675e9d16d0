// Some upstream paths are passed through as they are: /media/* (the images the upstream
// names) and /shop/* (the embedded shop's cart page that cart_url opens). They are then served
// from the site's own origin: one origin for the CSP, no upstream host the visitor cannot reach.
// Only the upstream's own cookies go along (the cart), never the visitor's others. Only paths
// that stay under /media/ or /shop/ once the URL is resolved go: '/media/../api/…' would
// otherwise reach the upstream's API through the site. What the upstream refuses, and paths
// that leave those folders, become the site's own 400 or 404 page (the upstream's 404 a 404,
// its other refusals a 400).
import type { Request, Response } from 'express';
import http from 'node:http';
import https from 'node:https';
import { UpstreamCookieJar } from '../graphql/sources/UpstreamCookieJar';
import { renderSmallErrorPage } from './ssr/renderSmallErrorPage';

const PASSED_FOLDERS = ['/media/', '/shop/'];

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

export function createUpstreamPassThrough(
  upstreamUrl: string,
  timeoutMs: number,
  refuse: (req: Request, res: Response, status: 400 | 404) => Promise<void>,
) {
  const base = new URL(upstreamUrl);
  const agent = base.protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  return async (req: Request, res: Response): Promise<void> => {
    const target = upstreamTarget(req.originalUrl, base);
    if (!target) {
      await refuse(req, res, 404);
      return;
    }
    const cookieHeader = new UpstreamCookieJar(req.headers.cookie).header();
    const send = (retried: boolean): void => {
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
          const status = answer.statusCode ?? 502;
          // The upstream's JSON errors are not for visitors (its own HTML pages, like the empty
          // cart's 404, are); its redirects name its own host.
          const refused = status >= 400 && status < 500 && !String(answer.headers['content-type']).startsWith('text/html');
          if (refused || (status >= 300 && status < 400 && status !== 304)) {
            answer.resume();
            void refuse(req, res, refused && status !== 404 ? 400 : 404);
            return;
          }
          res.status(status);
          for (const name of PASSED_HEADERS) {
            const value = answer.headers[name];
            if (value !== undefined) res.setHeader(name, value);
          }
          answer.pipe(res);
        },
      );
      upstream.on('timeout', () => upstream.destroy(new Error('upstream pass-through timeout')));
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the upstream closed just as it was reused: asked once more on a
        // fresh one (GET and HEAD are safe to repeat), not the visitor's 502.
        if (!retried && upstream.reusedSocket && error.code === 'ECONNRESET' && !res.headersSent) {
          send(true);
          return;
        }
        req.log.warn({ err: error, path: target.pathname }, 'upstream pass-through failed');
        if (!res.headersSent) res.status(502).type('html').send(renderSmallErrorPage(502, req.originalUrl));
        else res.destroy();
      });
      upstream.end();
    };
    send(false);
  };
}

/** The upstream URL for a request target, or null when it would leave /media/ and /shop/. */
export function upstreamTarget(originalUrl: string, base: URL): URL | null {
  // A backslash is a slash to a URL parser, and a second leading slash names another host.
  const queryStart = originalUrl.indexOf('?');
  const rawPath = queryStart >= 0 ? originalUrl.slice(0, queryStart) : originalUrl;
  if (rawPath.includes('\\') || rawPath.startsWith('//')) return null;
  let target: URL;
  try {
    target = new URL(originalUrl, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin) return null;
  // Escaped dots and slashes are resolved by some servers after routing: refuse them too.
  if (/%2e|%2f|%5c/i.test(target.pathname)) return null;
  return PASSED_FOLDERS.some((folder) => target.pathname.startsWith(folder)) ? target : null;
}
