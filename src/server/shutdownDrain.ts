// Draining before a stop (README "Running several web processes"): from the moment the process is
// told to stop, /healthz answers 503, so a load balancer that checks it (HAProxy in
// `npm run cluster`, a Kubernetes readiness probe) stops sending this process new requests, and
// every response asks its client to close the connection instead of keeping it for the next one.
// serve.ts keeps serving for SHUTDOWN_DELAY_MS after that (the balancer's time to notice), then
// stops accepting connections and lets the open requests finish.
import type { NextFunction, Request, Response } from 'express';

export interface ShutdownDrain {
  /** True from start() on. */
  readonly draining: boolean;
  /** The process is stopping: the health check fails from now on. */
  start(): void;
  /** Before every route: a draining process closes each connection after its response. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** GET /healthz: 200 `{ status: 'ok' }`, or 503 `{ status: 'draining' }` once stopping. */
  health: (req: Request, res: Response) => void;
}

export function createShutdownDrain(): ShutdownDrain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
    middleware(_req, res, next) {
      // Node ends a response that carries this header by closing its socket.
      if (draining) res.setHeader('Connection', 'close');
      next();
    },
    health(_req, res) {
      res.set('Cache-Control', 'no-store');
      if (draining) res.status(503).json({ status: 'draining' });
      else res.json({ status: 'ok' });
    },
  };
}
