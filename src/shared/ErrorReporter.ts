// What the web process, the gateway and the embedded upstream report to the error-reporting
// service (spec 000 §8, spec 001 §8). Only the shape lives here: the service's SDK is loaded by
// the processes themselves, and only when SENTRY_DSN is set (README "Error reporting").

/** Where an error was caught; a tag on every report, so the service can tell them apart. */
type ErrorSource = 'http' | 'render' | 'graphql' | 'process' | 'browser' | 'upstream';

export interface ErrorReport {
  source: ErrorSource;
  /** The request the error belongs to (`x-request-id`): the tag that joins a report to the logs. */
  requestId?: string | undefined;
  /** Short, searchable values (a kind, a code, a path). */
  tags?: Record<string, string>;
  /** Anything else worth seeing beside the report. */
  extra?: Record<string, unknown>;
  /** `warning` for what is worth knowing but is not a fault of ours (e.g. invalid parameters). */
  level?: 'error' | 'warning' | 'fatal';
}

export interface ErrorReporter {
  /** false: nothing is sent (no SENTRY_DSN); callers need not check, every method is then a no-op. */
  readonly enabled: boolean;
  captureException(error: unknown, report: ErrorReport): void;
  captureMessage(message: string, report: ErrorReport): void;
  /** Waits until what was captured has been sent, at most `timeoutMs` (graceful shutdown). */
  flush(timeoutMs: number): Promise<void>;
}

/** The reporter without SENTRY_DSN: it sends nothing and loads nothing. */
export const NO_ERROR_REPORTER: ErrorReporter = {
  enabled: false,
  captureException: () => {},
  captureMessage: () => {},
  flush: () => Promise.resolve(),
};
