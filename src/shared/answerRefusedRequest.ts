// Requests Node's HTTP parser refuses before any handler sees them (bytes a request line may not
// hold, headers too large, a request line that never ends): both server processes answer them
// on the raw socket, each with its own body, instead of Node's empty answer.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { socketResponseStarted } from './libraryInternals/nodeSocketResponse';

export interface ParserError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

export interface RefusalBody {
  contentType: string;
  body: string;
  /** More header lines (`Name: value`). */
  headers?: string[];
}

/**
 * Answers a refused request with the body `bodyFor` gives for its status (431 headers too large,
 * 408 too slow, else 400) and its request target; a HEAD gets the headers only.
 */
export function answerRefusedRequest(error: ParserError, socket: Duplex, bodyFor: (status: number, target: string) => RefusalBody): void {
  // A connection that already carries a response: the refused bytes came after a request that was
  // answered (the rest of a body the handler did not wait for), and a second answer would be garbage.
  if (error.code === 'ECONNRESET' || !socket.writable || socketResponseStarted(socket)) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const requestLine = error.rawPacket?.toString('latin1').split('\r\n', 1)[0] ?? '';
  const { contentType, body, headers = [] } = bodyFor(status, requestLine.split(' ')[1] ?? '');
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
      `Content-Type: ${contentType}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...headers,
      'Connection: close',
      '',
      // A HEAD answer has the length of the body but no body (RFC 9110 §9.3.2).
      requestLine.startsWith('HEAD ') ? '' : body,
    ].join('\r\n'),
  );
}
