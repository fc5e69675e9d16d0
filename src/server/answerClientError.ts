// Requests Node's HTTP parser refuses before Express sees them (bytes a request line may not
// hold, such as raw invalid UTF-8; headers too large; a broken request line): the small
// localised error page, or under /graphql its JSON shape, instead of Node's empty answer.
import type { Duplex } from 'node:stream';
import { answerRefusedRequest, type ParserError } from '../shared/answerRefusedRequest';
import { DEFAULT_LOCALE } from '../shared/locales';
import { graphqlRefusal, isGraphqlPath } from './graphqlRefusal';
import { renderSmallErrorPage } from './ssr/renderSmallErrorPage';

const HEADERS = ["Content-Security-Policy: default-src 'none'", 'X-Content-Type-Options: nosniff', 'Cache-Control: no-store'];

export function answerClientError(error: ParserError, socket: Duplex): void {
  answerRefusedRequest(error, socket, (status, target) =>
    // The headers are not read: the page's language comes from the path, GraphQL's is the default.
    isGraphqlPath(target)
      ? { contentType: 'application/json; charset=utf-8', body: JSON.stringify(graphqlRefusal(status, DEFAULT_LOCALE)), headers: HEADERS }
      : { contentType: 'text/html; charset=utf-8', body: renderSmallErrorPage(status, target), headers: HEADERS },
  );
}
