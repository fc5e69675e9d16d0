// The error reporter of both server processes, the web process and the embedded upstream (which
// may import only src/shared): Sentry when SENTRY_DSN is set, otherwise nothing. The SDK is
// imported only then (a dynamic import: without a DSN, @sentry/node is never loaded). The browser
// never imports this module; it posts to the web process (src/client/reportError.ts).
import { NO_ERROR_REPORTER, type ErrorReport, type ErrorReporter } from './ErrorReporter';

/** What both processes' configs read from SENTRY_DSN, SENTRY_ENVIRONMENT and SENTRY_RELEASE. */
export interface SentrySettings {
  dsn: string;
  environment: string;
  release: string | undefined;
}

interface InfoLogger {
  info(details: object, message: string): void;
}

export async function createSentryReporter(
  settings: SentrySettings | undefined,
  service: 'web' | 'cms',
  logger: InfoLogger,
): Promise<ErrorReporter> {
  if (!settings) return NO_ERROR_REPORTER;
  const Sentry = await import('@sentry/node');
  // Errors only, no tracing, no automatic instrumentation of http, fetch or console: we say
  // what is reported (README "Error reporting"), and a page render pays nothing for it.
  // Uncaught exceptions and rejections are reported by the processes' own crash handlers.
  Sentry.initWithoutDefaultIntegrations({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    integrations: [
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.nodeContextIntegration(),
      Sentry.contextLinesIntegration(),
    ],
    initialScope: { tags: { service } },
  });
  logger.info({ environment: settings.environment, release: settings.release }, 'error reporting on');
  const contextOf = (report: ErrorReport) => ({
    level: report.level ?? 'error',
    tags: { ...report.tags, source: report.source, ...(report.requestId ? { request_id: report.requestId } : {}) },
    extra: report.extra ?? {},
  });
  return {
    enabled: true,
    captureException: (error, report) => void Sentry.captureException(error, contextOf(report)),
    captureMessage: (message, report) => void Sentry.captureMessage(message, contextOf(report)),
    async flush(timeoutMs) {
      await Sentry.flush(timeoutMs);
    },
  };
}
