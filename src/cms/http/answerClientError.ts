// Requests Node's HTTP parser refuses before Express sees them: the README's JSON error body
// ("Errors are JSON, never HTML") instead of Node's empty answer.
import type { Duplex } from 'node:stream';
import { answerRefusedRequest, type ParserError } from '../../shared/answerRefusedRequest';

export function answerClientError(error: ParserError, socket: Duplex): void {
  answerRefusedRequest(error, socket, (status) => ({
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify({ detail: status === 431 ? 'Request headers too large.' : 'Malformed request.' }),
  }));
}
