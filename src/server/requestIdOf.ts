// The request id pino-http gave a request (createApp's genReqId: always a string, the
// `x-request-id` the client sent or a fresh UUID). pino types it wider (string | number | object).
import type { IncomingMessage } from 'node:http';

export function requestIdOf(req: IncomingMessage): string {
  return typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : '';
}
