// What the tests' proxies in front of the upstream share: a request passed on as it came (its
// Host too, like a transparent proxy, so the links the upstream builds name the address the
// gateway knows it by), a 502 if the upstream cannot be reached.
import http from 'node:http';

/**
 * Passes `req` on to `target` at `path` and gives the upstream's answer to `onAnswer`. A
 * connection per request: a kept-alive one that the upstream closes for idleness just as the
 * proxy reuses it fails the request (ECONNRESET), a 502 that no test caused. (The gateway
 * retries such a request itself, src/graphql/sources/UpstreamHttp.ts; a proxy need not.)
 */
export function forwardRequest(
  target: URL,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
  onAnswer: (answer: http.IncomingMessage) => void,
): void {
  const headers = { ...req.headers };
  delete headers.connection;
  const upstream = http.request({ host: target.hostname, port: target.port, path, method: req.method, headers, agent: false }, (answer) => {
    // The upstream's 'close' is about its connection to this proxy, not the client's to it.
    delete answer.headers.connection;
    delete answer.headers['keep-alive'];
    onAnswer(answer);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502).end();
    else res.destroy();
  });
  req.pipe(upstream);
}
