// Which GraphQL errors are the caller's and which are ours: one list for the error formatter
// (what a caller may read) and for error reporting (what is reported).
import { GraphQLError } from 'graphql';

/** Codes that say the request was wrong (or not allowed): told to the caller, never reported. */
const CALLER_CODES: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  // spec 001 §8 'Webshop offline': the shop is closed by the site settings; nothing went wrong.
  'SHOP_OFFLINE',
  // spec 001 §8 -204: the visitor's hold has run out (the cart page's remove control).
  'NO_RESERVATION',
  // The editor: a change based on an old revision, or one that cannot be made (README "Page editor" 409).
  'CONFLICT',
]);

/** Codes whose message a caller may read: the caller's mistakes, and the upstream being down or wrong. */
export const PUBLIC_CODES: ReadonlySet<string> = new Set([...CALLER_CODES, 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_ERROR']);

/**
 * Apollo's own request checks (e.g. "provided sha does not match query") carry a 4xx HTTP status
 * but no code of their own (Apollo then adds INTERNAL_SERVER_ERROR): they are the caller's mistake.
 */
export function isUncodedClientMistake(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined) return false;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** A caller's mistake: one of the caller's codes, or a 4xx status without a code. */
export function isCallerError(error: GraphQLError): boolean {
  const code = error.extensions.code;
  return typeof code === 'string' ? CALLER_CODES.has(code) : isUncodedClientMistake(error);
}
