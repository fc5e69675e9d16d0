// The upstream's scheduler of page changes (issue 22 item 7; src/cms/README.md "Scheduled page
// changes"; docs/decisions/015-scheduled-publishing.md): inside the upstream process, with nobody
// logged in, it carries out every scheduled change whose time has come on the upstream's clock
// (src/cms/testClock.ts: the wall clock, or a test run's that tests move forward). It looks once
// when the process starts, before it serves (so what fell due while it was down is done first),
// then every `intervalMs`. Each change is one transaction of its own (scheduleStore.ts
// carryOutNextDue), so several upstream processes on one database share the work and none does a
// change twice.
import type { Logger } from 'pino';
import type { ErrorReporter } from '../../shared/ErrorReporter';
import type { Database } from '../db/openDatabase';
import type { Clock } from '../testClock';
import { carryOutNextDue } from './scheduleStore';

/** At most this many changes per pass; the rest follow in the next one (the database serves requests in between). */
const CHANGES_PER_PASS = 200;

export interface PageSchedulerOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  reporter: ErrorReporter;
  /** How long between two looks for due changes. */
  intervalMs: number;
}

export class PageScheduler {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(private readonly options: PageSchedulerOptions) {}

  /** The catch-up pass (awaited), then one pass every interval until stop(). */
  async start(): Promise<void> {
    await this.runOnce();
    this.schedule();
  }

  /** Stops the timer and waits for a pass under way, so the database can be closed after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => 0);
  }

  /**
   * Carries out what is due now; resolves to how many changes were carried out. One pass at a
   * time: a call during a pass gets that pass. A failure is logged and reported, and its change
   * stays pending for the next pass (its transaction was rolled back).
   */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runOnce().finally(() => this.schedule());
    }, this.options.intervalMs);
  }

  private async pass(): Promise<number> {
    const { db, clock, logger, reporter } = this.options;
    let done = 0;
    try {
      while (done < CHANGES_PER_PASS && !this.stopped) {
        const now = clock.now();
        const change = await db.transaction((client) => carryOutNextDue(client, now));
        if (!change) break;
        done += 1;
        logger.info(
          {
            scheduledChange: change.id,
            pageId: change.pageId,
            lang: change.lang,
            action: change.action,
            dueAt: change.dueAt.toISOString(),
          },
          'scheduled page change carried out',
        );
      }
    } catch (error) {
      logger.error({ err: error }, 'scheduled page changes failed');
      reporter.captureException(error, { source: 'process', tags: { mechanism: 'page scheduler' } });
    }
    return done;
  }
}
