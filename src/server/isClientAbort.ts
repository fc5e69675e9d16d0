// A visitor who leaves while a file is being sent (a closed tab, a page left for the next one)
// makes Express's sendFile fail with ECONNABORTED ("Request aborted"). That is not the server's
// error: nothing is left to answer, and nothing goes to the log's errors or to error reporting.
export function isClientAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ECONNABORTED';
}
