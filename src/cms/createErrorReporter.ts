// The embedded upstream's error reporter: Sentry when SENTRY_DSN is set, otherwise nothing (and
// then @sentry/node is never loaded). The web process has the same few lines in
// src/server/reporting; src/cms may import only src/shared, so it keeps its own.
import type { Logger } from 'pino';
import { NO_ERROR_REPORTER, type ErrorReport, type ErrorReporter } from '../shared/ErrorReporter';
import type { ErrorReportingConfig } from './config';

export async function createErrorReporter(config: ErrorReportingConfig | undefined, logger: Logger): Promise<ErrorReporter> {
  if (!config) return NO_ERROR_REPORTER;
  const Sentry = await import('@sentry/node');
  // Errors only: no tracing, no automatic instrumentation (README "Error reporting").
  Sentry.initWithoutDefaultIntegrations({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration(), Sentry.nodeContextIntegration(), Sentry.contextLinesIntegration()],
    initialScope: { tags: { service: 'cms' } },
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
