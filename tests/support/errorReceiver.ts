// A stand-in for the error-reporting service: an HTTP server that takes what a Sentry SDK sends
// (envelopes, POST /api/<project>/envelope/, gzip or not) and keeps the events, for tests that
// set SENTRY_DSN to `receiver.dsn`.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface ReceivedEvent {
  event_id?: string;
  level?: string;
  message?: string | { formatted?: string; message?: string };
  environment?: string;
  release?: string;
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  exception?: { values?: { type?: string; value?: string }[] };
}

export interface ErrorReceiver {
  /** The DSN to give the processes under test. */
  dsn: string;
  events: ReceivedEvent[];
  /** Envelope requests received, events or not. */
  envelopes(): number;
  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): Promise<void>;
}

/** Splits an envelope: a header line, then items, each a header line and a payload (of `length` bytes, or up to the next newline). */
function eventsOf(body: Buffer): ReceivedEvent[] {
  const events: ReceivedEvent[] = [];
  let offset = body.indexOf(0x0a) + 1;
  if (offset === 0) return events;
  while (offset < body.length) {
    const headerEnd = body.indexOf(0x0a, offset);
    if (headerEnd < 0) break;
    const header = JSON.parse(body.subarray(offset, headerEnd).toString('utf8')) as { type?: string; length?: number };
    offset = headerEnd + 1;
    let payloadEnd = typeof header.length === 'number' ? offset + header.length : body.indexOf(0x0a, offset);
    if (payloadEnd < 0) payloadEnd = body.length;
    const payload = body.subarray(offset, payloadEnd);
    offset = payloadEnd + 1;
    if (header.type === 'event') events.push(JSON.parse(payload.toString('utf8')) as ReceivedEvent);
  }
  return events;
}

export async function startErrorReceiver(): Promise<ErrorReceiver> {
  const events: ReceivedEvent[] = [];
  let envelopes = 0;
  let waiters: { match: (event: ReceivedEvent) => boolean; resolve: (event: ReceivedEvent) => void }[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && /^\/api\/\d+\/envelope\//.test(req.url ?? '')) {
        envelopes += 1;
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        for (const event of eventsOf(body)) {
          events.push(event);
          const ready = waiters.filter((waiter) => waiter.match(event));
          waiters = waiters.filter((waiter) => !ready.includes(waiter));
          ready.forEach((waiter) => waiter.resolve(event));
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    events,
    envelopes: () => envelopes,
    waitFor(match, timeoutMs = 10_000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`no matching event within ${timeoutMs} ms; received: ${JSON.stringify(events.map((event) => event.tags))}`)),
          timeoutMs,
        );
        waiters.push({ match, resolve: (event) => (clearTimeout(timer), resolve(event)) });
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The text of an event: its message, or its exception's type and value. */
export function textOf(event: ReceivedEvent): string {
  if (typeof event.message === 'string') return event.message;
  if (event.message) return event.message.formatted ?? event.message.message ?? '';
  return (event.exception?.values ?? []).map((value) => `${value.type ?? ''}: ${value.value ?? ''}`).join('\n');
}
