// Requests Node's HTTP parser refuses before Express sees them (bytes a request line may not
// hold, headers too large): the README's JSON error body instead of Node's empty answer
// ("Errors are JSON, never HTML").
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

interface ParserError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

export function answerClientError(error: ParserError, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ detail: status === 431 ? 'Request headers too large.' : 'Malformed request.' });
  // A HEAD answer has the length of the body but no body (RFC 9110 §9.3.2).
  const head = error.rawPacket?.toString('latin1').startsWith('HEAD ') ?? false;
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      head ? '' : body,
    ].join('\r\n'),
  );
}
