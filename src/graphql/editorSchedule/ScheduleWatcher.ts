// What the gateway knows of the upstream's scheduled page changes (issue 22 item 7;
// docs/decisions/015-scheduled-publishing.md): whether it schedules at all (the editor's
// capability flag: against an upstream without it the editor offers no scheduling), and when it
// has carried a change out by itself. Nobody's mutation tells the gateway of that change, so the
// watcher asks the upstream's state every `intervalMs` and, when its revision has moved, drops
// what the shared cache keeps of pages in every web process, as the publish mutation does after a
// publish by hand (editor/resolvers.ts PAGE_SETTINGS_KINDS): the site shows the change within the
// interval, not after the pages' TTL. One watcher per web process (the gateway's, not a request's).
import type { ScheduleStatePayload } from '../sources/ScheduleApi';

/** How long a known capability is taken as it is when no timer keeps it fresh. */
export const CAPABILITY_TTL_MS = 60_000;
/** An upstream without scheduling is asked again this rarely (it may be upgraded meanwhile). */
export const UNSUPPORTED_RECHECK_MS = 60_000;

interface ScheduleWatcherLogger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
  debug(object: object, message: string): void;
}

export interface ScheduleWatcherOptions {
  /** The upstream's state; null when it has no scheduling (404); rejects when it cannot be asked. */
  readState: () => Promise<ScheduleStatePayload | null>;
  /** Drops the shared answers a carried-out change makes stale, in every web process. */
  invalidate: () => Promise<void>;
  /** Between two looks; 0: no timer, the state is asked when the capability is (at most once per CAPABILITY_TTL_MS). */
  intervalMs: number;
  logger: ScheduleWatcherLogger;
  now?: () => number;
}

interface Known {
  scheduling: boolean;
  /** The upstream's revision; null without scheduling. */
  revision: number | null;
  at: number;
}

export class ScheduleWatcher {
  private known: Known | undefined;
  private checking: Promise<void> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly now: () => number;

  constructor(private readonly options: ScheduleWatcherOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Looks now and then every interval (nothing without one); the timer keeps no process alive. */
  start(): void {
    if (this.options.intervalMs <= 0 || this.stopped) return;
    void this.check()
      .catch(() => undefined)
      .finally(() => this.next());
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /**
   * Whether the upstream schedules page changes. The last answer while it is fresh (the timer's,
   * or one asked within CAPABILITY_TTL_MS), else asked now. An upstream that cannot be asked
   * keeps the last answer; never asked successfully, it counts as one without scheduling.
   */
  async scheduling(): Promise<boolean> {
    const fresh = this.known && this.now() - this.known.at < Math.max(CAPABILITY_TTL_MS, this.options.intervalMs * 2);
    if (!fresh) {
      try {
        await this.check();
      } catch {
        // Logged by check(); the last answer stands.
      }
    }
    return this.known?.scheduling ?? false;
  }

  /** Asks the upstream's state once (callers during a look share it) and drops stale pages when it moved. */
  check(): Promise<void> {
    this.checking ??= this.look().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private next(): void {
    if (this.stopped) return;
    const unsupported = this.known !== undefined && !this.known.scheduling;
    const delay = unsupported ? Math.max(this.options.intervalMs, UNSUPPORTED_RECHECK_MS) : this.options.intervalMs;
    this.timer = setTimeout(() => {
      void this.check()
        .catch(() => undefined)
        .finally(() => this.next());
    }, delay);
    this.timer.unref();
  }

  private async look(): Promise<void> {
    let state: ScheduleStatePayload | null;
    try {
      state = await this.options.readState();
    } catch (error) {
      // The upstream client has logged the failure itself (a warning per failed call).
      this.options.logger.debug({ err: error }, "the upstream's scheduled page changes could not be asked");
      throw error;
    }
    const before = this.known;
    const scheduling = state?.scheduling ?? false;
    const revision = state && scheduling ? state.revision : null;
    this.known = { scheduling, revision, at: this.now() };
    if (before && before.revision !== null && revision !== null && before.revision !== revision) {
      this.options.logger.info(
        { from: before.revision, to: revision },
        'scheduled page changes carried out upstream: pages dropped from the shared cache',
      );
      try {
        await this.options.invalidate();
      } catch (error) {
        // The pages' TTL still bounds how long they stay (cache/upstreamCachePolicy.ts).
        this.options.logger.warn({ err: error }, 'dropping pages after scheduled changes failed');
      }
    }
  }
}
