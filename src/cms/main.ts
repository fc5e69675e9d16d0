// The embedded upstream as its own process (README "Process"): config → database → migrations →
// seed → media → HTTP; `{ type: 'ready', port }` over IPC once it listens.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { todayIso } from '../shared/dates';
import type { ErrorReporter } from '../shared/ErrorReporter';
import { ConfigError, readConfig, readErrorReportingConfig, readSchedulerConfig, readTestClockConfig, type CmsConfig } from './config';
import { AdjustableClock, WALL_CLOCK } from './testClock';
import { createSentryReporter } from '../shared/createSentryReporter';
import { reportProcessCrashes } from '../shared/reportProcessCrashes';
import { createLogger } from './createLogger';
import type { Database } from './db/openDatabase';
import { answerClientError } from './http/answerClientError';
import { createApp } from './http/createApp';
import { PageScheduler } from './pages/pageScheduler';
import { prepareDatabase } from './prepareDatabase';

/** How long open requests may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long a stopping or crashing process waits for its error reports to leave. */
const REPORT_FLUSH_MS = 2000;

interface Running {
  server: Server;
  db: Database;
  scheduler: PageScheduler;
}

async function start(config: CmsConfig, logger: Logger, reporter: ErrorReporter): Promise<Running> {
  const started = Date.now();
  const { db, mediaDir } = await prepareDatabase(config, logger);
  let scheduler: PageScheduler | undefined;
  try {
    // CMS_TEST_CLOCK (refused in production by readConfig): a clock the tests can move forward.
    const testClock = readTestClockConfig() ? new AdjustableClock() : undefined;
    if (testClock) logger.warn('CMS_TEST_CLOCK is on: POST /__test__/clock moves the clock of the shop and of scheduled page changes');
    const app = createApp({ db, mediaDir, logger, today: () => todayIso(), reporter, testClock });
    // Scheduled page changes (README "Scheduled page changes"): what fell due while the process
    // was down is carried out before it serves, the rest as it falls due.
    scheduler = new PageScheduler({ db, clock: testClock ?? WALL_CLOCK, logger, reporter, intervalMs: readSchedulerConfig().intervalMs });
    await scheduler.start();
    const server = app.listen(config.port, config.host);
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.once('listening', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    logger.info({ port, host: config.host, database: db.kind, ms: Date.now() - started }, 'listening');
    return { server, db, scheduler };
  } catch (error) {
    await scheduler?.stop();
    await db.close().catch(() => undefined);
    throw error;
  }
}

function installShutdown({ server, db, scheduler }: Running, logger: Logger, reporter: ErrorReporter): void {
  let stopping = false;
  async function shutdown(reason: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections would hold close() open: drop the idle ones now and whenever a
    // request finishes, and cut whatever is still busy after the grace period.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const hard = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await closed;
    clearInterval(idle);
    clearTimeout(hard);
    // A pass under way finishes its change before the database closes.
    await scheduler.stop();
    try {
      await db.close();
    } catch (error) {
      logger.error({ err: error }, 'closing the database failed');
    }
    await reporter.flush(REPORT_FLUSH_MS);
    logger.info('stopped');
    process.exit(0);
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // Forked by the web process: when it goes away, so do we.
  process.once('disconnect', () => void shutdown('parent disconnected'));
}

async function main(): Promise<void> {
  let config: CmsConfig;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  // Without SENTRY_DSN: nothing loaded, nothing sent.
  const reporter = await createSentryReporter(readErrorReportingConfig(), 'cms', logger);
  // One JSON line instead of Node's multi-line stack on stderr, a report, then stop: state is unknown.
  reportProcessCrashes(logger, reporter);

  let running: Running;
  try {
    running = await start(config, logger, reporter);
  } catch (error) {
    logger.fatal({ err: error }, 'start failed');
    reporter.captureException(error, { source: 'process', level: 'fatal', tags: { mechanism: 'start failed' } });
    await reporter.flush(REPORT_FLUSH_MS);
    process.exit(1);
  }
  installShutdown(running, logger, reporter);
  const { port } = running.server.address() as AddressInfo;
  process.send?.({ type: 'ready', port });
}

void main();
