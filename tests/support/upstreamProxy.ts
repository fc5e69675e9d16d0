// A real HTTP proxy in front of the upstream, for tests that must see or steer what the
// gateway asks: it counts every request, can hold matching requests until the test releases
// them, can answer matching requests with a broken body, and can be stopped (connections
// refused) and started again on the same port.
import http from 'node:http';
import type { Socket } from 'node:net';
import { forwardRequest } from './forwardRequest';

interface ProxiedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
}

export interface UpstreamProxy {
  url: string;
  requests: ProxiedRequest[];
  /** Holds requests whose path matches until release() is called. */
  hold(match: (path: string) => boolean): void;
  /** Resolves once a held request has arrived. */
  waitForHeld(): Promise<ProxiedRequest>;
  heldCount(): number;
  release(): void;
  /** Answers requests whose path matches with 200 and a JSON body cut off in the middle (null: none). */
  corrupt(match: ((path: string) => boolean) | null): void;
  resetCounts(): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startUpstreamProxy(targetUrl: string): Promise<UpstreamProxy> {
  const target = new URL(targetUrl);
  const requests: ProxiedRequest[] = [];
  let holdMatch: ((path: string) => boolean) | null = null;
  let corruptMatch: ((path: string) => boolean) | null = null;
  let held: (() => void)[] = [];
  let heldWaiters: ((request: ProxiedRequest) => void)[] = [];
  const sockets = new Set<Socket>();

  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    forwardRequest(target, req, res, req.url ?? '/', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
  };

  const server = http.createServer((req, res) => {
    const entry = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers };
    requests.push(entry);
    if (corruptMatch?.(entry.path)) {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"count": 3, "results": [{"id": ');
      return;
    }
    if (holdMatch?.(entry.path)) {
      held.push(() => forward(req, res));
      const waiters = heldWaiters;
      heldWaiters = [];
      waiters.forEach((resolve) => resolve(entry));
      return;
    }
    forward(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const release = () => {
    holdMatch = null;
    const pending = held;
    held = [];
    pending.forEach((go) => go());
  };

  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hold(match) {
      holdMatch = match;
    },
    waitForHeld() {
      return new Promise((resolve) => heldWaiters.push(resolve));
    },
    heldCount: () => held.length,
    release,
    corrupt(match) {
      corruptMatch = match;
    },
    resetCounts() {
      requests.length = 0;
    },
    stop,
    start: () => listen(port),
    async close() {
      release();
      if (server.listening) await stop();
    },
  };
}
