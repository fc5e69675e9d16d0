// Where the metrics can be read (README "Metrics"): METRICS_PORT, a small HTTP server that serves
// GET /metrics and nothing else; METRICS_TOKEN, /metrics on the site's own port for a request
// that names the token. Neither set: no endpoint (the counting goes on).
import type { NextFunction, Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { Logger } from 'pino';

/** The text of a scrape: this process's registry, or in a cluster the workers' added up by the primary. */
export interface MetricsSource {
  contentType: string;
  read(): Promise<string>;
}

export const METRICS_PATH = '/metrics';

async function answerScrape(res: http.ServerResponse, source: MetricsSource, logger: Logger, head: boolean): Promise<void> {
  let text: string;
  try {
    text = await source.read();
  } catch (error) {
    // A worker that did not answer the primary in time, say; the next scrape tries again.
    logger.warn({ err: error }, 'metrics could not be read');
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('metrics unavailable\n');
    return;
  }
  res.writeHead(200, { 'Content-Type': source.contentType, 'Cache-Control': 'no-store' });
  res.end(head ? undefined : text);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics on the site's port: with `Authorization: Bearer <token>` the metrics, otherwise 401
 * with nothing else said. The comparison takes as long for every wrong token (digests of equal length).
 */
export function metricsTokenRoute(token: string, source: MetricsSource, logger: Logger) {
  const expected = digest(`Bearer ${token}`);
  return (req: Request, res: Response, _next: NextFunction): void => {
    const given = req.get('authorization');
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      res.status(401).set({ 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' }).end();
      return;
    }
    void answerScrape(res, source, logger, req.method === 'HEAD');
  };
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** METRICS_PORT: GET (or HEAD) /metrics, and 404 for anything else. Rejects when the port cannot be had. */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  source: MetricsSource;
  logger: Logger;
}): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === METRICS_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      void answerScrape(res, options.source, options.logger, req.method === 'HEAD');
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  options.logger.info({ port }, `metrics on http://${options.host}:${port}${METRICS_PATH}`);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
