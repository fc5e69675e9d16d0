// Both server processes (the web process and the embedded upstream): uncaught exceptions and
// unhandled rejections get one log line, a report (sent before the process goes), and exit 1,
// as Node itself would exit: the process's state is unknown.
import type { ErrorReporter } from './ErrorReporter';

/** How long a crashing process waits for its report to leave. */
const CRASH_FLUSH_MS = 2000;

interface FatalLogger {
  fatal(details: object, message: string): void;
}

export function reportProcessCrashes(logger: FatalLogger, reporter: ErrorReporter): void {
  let crashing = false;
  const crash = (error: unknown, what: string) => {
    logger.fatal({ err: error }, what);
    if (crashing) return;
    crashing = true;
    reporter.captureException(error, { source: 'process', level: 'fatal', tags: { mechanism: what } });
    void reporter.flush(CRASH_FLUSH_MS).finally(() => process.exit(1));
  };
  process.on('uncaughtException', (error) => crash(error, 'uncaught exception'));
  process.on('unhandledRejection', (reason) => crash(reason, 'unhandled rejection'));
}
