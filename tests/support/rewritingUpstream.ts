// A proxy in front of the upstream that rewrites the JSON answers of chosen GET paths, for
// states the seed does not have and no API can switch: the shop offline (is_shop_online is
// a setting staff change in the CMS's admin, which the upstream does not offer), or a menu
// with submenus and external links (the seeded menu has one item with children, and it has
// tab navigation). Every other request passes through unchanged.
import http from 'node:http';
import type { Socket } from 'node:net';
import { forwardRequest } from './forwardRequest';

/** Rewrites the parsed JSON answer of a GET whose path (without query) it is given. */
export type AnswerRewrite = (path: string, body: unknown) => unknown;

/**
 * Answers a path from another one (then rewritten like any answer): for a resource the seed does
 * not have, such as a CMS page at a path no page has. Returns the path to ask, or undefined.
 */
export type PathAlias = (path: string) => string | undefined;

export interface RewritingUpstream {
  url: string;
  close(): Promise<void>;
}

export async function startRewritingUpstream(
  targetUrl: string,
  rewrite: AnswerRewrite,
  alias: PathAlias = () => undefined,
): Promise<RewritingUpstream> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const aliased = req.method === 'GET' ? alias(path) : undefined;
    const upstreamPath = aliased ?? req.url;
    forwardRequest(target, req, res, upstreamPath ?? '/', (answer) => {
      const json =
        req.method === 'GET' && (answer.statusCode ?? 0) === 200 && (answer.headers['content-type'] ?? '').includes('application/json');
      if (!json) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = JSON.stringify(rewrite(path, JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown));
        const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
        delete headers['content-encoding'];
        delete headers.etag;
        res.writeHead(200, headers).end(body);
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
