// The web process's error reporter: Sentry when SENTRY_DSN is set, otherwise nothing. The SDK
// is imported only then (a dynamic import: without a DSN, @sentry/node is never loaded).
// src/cms carries its own few lines of the same (it may import only src/shared).
import type { Logger } from 'pino';
import type { ErrorReport, ErrorReporter } from '../../shared/ErrorReporter';
import { NO_ERROR_REPORTER } from '../../shared/ErrorReporter';
import type { ErrorReportingConfig } from '../config';

export async function createErrorReporter(config: ErrorReportingConfig | undefined, service: string, logger: Logger): Promise<ErrorReporter> {
  if (!config) return NO_ERROR_REPORTER;
  const Sentry = await import('@sentry/node');
  // Errors only, no tracing, no automatic instrumentation of http, fetch or console: we say
  // what is reported (README "Error reporting"), and a page render pays nothing for it.
  // Uncaught exceptions and rejections are reported by reportProcessCrashes.ts.
  Sentry.initWithoutDefaultIntegrations({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration(), Sentry.nodeContextIntegration(), Sentry.contextLinesIntegration()],
    initialScope: { tags: { service } },
  });
  logger.info({ environment: config.environment, release: config.release }, 'error reporting on');
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
