// Node's HTTP server keeps the response a socket is carrying on the socket (`_httpMessage`) and
// whether that response's head has gone out on the response (`_headerSent`). Neither is public
// API; Node's own answer to a request its parser refuses makes the same check (README.md here,
// docs/decisions/019-library-internals.md). nodeSocketResponse.test.ts fails when Node changes it.
import type { Duplex } from 'node:stream';

/**
 * Whether this connection already carries a response whose head was sent. Reads nothing it does
 * not find: a socket without those fields counts as carrying none (the caller then answers, as it
 * would on a fresh connection).
 */
export function socketResponseStarted(socket: Duplex): boolean {
  const response: unknown = Reflect.get(socket, '_httpMessage');
  return typeof response === 'object' && response !== null && Reflect.get(response, '_headerSent') === true;
}
