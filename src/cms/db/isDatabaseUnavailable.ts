// Whether an error says the database cannot be reached (stopped, restarting, the connection cut),
// rather than that a statement was wrong: the upstream then answers 503, a state that passes,
// instead of 500 (src/cms/README.md "Conventions").

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server going away or not taking sessions: 57P01 admin_shutdown
 * (stopped or restarted, fast), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up,
 * shutting down), 53300 too_many_connections; class 08 is every connection exception.
 */
const SERVER_CODES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * node-postgres's own errors (they carry no code) for a connection that ended under it or could
 * not be made in time ('timeout expired': a server that took the connection and never answered,
 * openDatabase.ts's connect timeout), for a query sent on a client whose connection had already failed or closed
 * (the pool had handed it out in the moment before its socket's end was read: seen a few times per
 * fast stop under load), and pg-pool's for a wait for a free connection that ran out of time.
 */
const ENDED_CONNECTION =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|timeout expired)$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (ENDED_CONNECTION.test(error.message)) return true;
  // pg-pool wraps a timed-out connect; Node wraps a failed connect to several addresses.
  if (error.cause !== undefined && isDatabaseUnavailable(error.cause)) return true;
  return error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner));
}
