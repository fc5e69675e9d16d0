// Requests Node's HTTP parser refuses before Express sees them (bytes a request line may not
// hold, such as raw invalid UTF-8; headers too large; a broken request line): the small
// localised error page instead of Node's empty answer (issue 8: every path gets the site's page).
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { DEFAULT_LOCALE } from '../shared/locales';
import { graphqlRefusal, isGraphqlPath } from './graphqlRefusal';
import { renderSmallErrorPage } from './ssr/renderSmallErrorPage';

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
  // Only the language is read from the request line: its first path segment.
  const requestLine = error.rawPacket?.toString('latin1').split('\r\n', 1)[0] ?? '';
  const target = requestLine.split(' ')[1] ?? '';
  // The GraphQL endpoint answers in its own shape, like its other 4xx errors; the headers are
  // not read, so in the default language.
  const graphql = isGraphqlPath(target);
  const page = graphql
    ? JSON.stringify(graphqlRefusal(status, DEFAULT_LOCALE))
    : renderSmallErrorPage(status, target);
  // A HEAD answer has the length of the page but no body (RFC 9110 §9.3.2).
  const body = requestLine.startsWith('HEAD ') ? '' : page;
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
      `Content-Type: ${graphql ? 'application/json' : 'text/html'}; charset=utf-8`,
      `Content-Length: ${Buffer.byteLength(page)}`,
      "Content-Security-Policy: default-src 'none'",
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
