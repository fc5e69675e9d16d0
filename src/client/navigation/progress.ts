// The progress bar's state (spec 000 §4: it shows during requests and route changes). Work is
// counted: each request or route change starts one unit and finishes it, failed or not. The
// bar appears only when work is still running after the throttle (spec 000 §9: 200 ms), fills
// over 5000 ms, and hides 500 ms after the last unit finished; a failure turns it red.
import { PROGRESS_HIDE_AFTER_MS, PROGRESS_THROTTLE_MS } from '../../shared/constants';

type ProgressPhase = 'idle' | 'running' | 'finishing';

export interface ProgressSnapshot {
  phase: ProgressPhase;
  failed: boolean;
}

export interface ProgressTimers {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const IDLE: ProgressSnapshot = { phase: 'idle', failed: false };

export class ProgressTracker {
  private active = 0;
  private failedSinceIdle = false;
  private snapshot: ProgressSnapshot = IDLE;
  private showTimer: unknown;
  private hideTimer: unknown;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly timers: ProgressTimers) {}

  /** Starts one unit of work; the returned function finishes it (once), `failed` turns the bar red. */
  start(): (failed?: boolean) => void {
    this.active += 1;
    if (this.hideTimer !== undefined) {
      this.timers.clear(this.hideTimer);
      this.hideTimer = undefined;
    }
    if (this.snapshot.phase === 'finishing') this.publish({ phase: 'running', failed: this.failedSinceIdle });
    else if (this.snapshot.phase === 'idle' && this.showTimer === undefined) {
      this.showTimer = this.timers.set(() => {
        this.showTimer = undefined;
        if (this.active > 0) this.publish({ phase: 'running', failed: this.failedSinceIdle });
      }, PROGRESS_THROTTLE_MS);
    }
    let finished = false;
    return (failed = false) => {
      if (finished) return;
      finished = true;
      this.finish(failed);
    };
  }

  private finish(failed: boolean): void {
    this.active -= 1;
    if (failed) this.failedSinceIdle = true;
    if (this.active > 0) {
      if (failed && this.snapshot.phase === 'running') this.publish({ phase: 'running', failed: true });
      return;
    }
    if (this.showTimer !== undefined) {
      // Done within the throttle: nothing was shown, unless it failed (a failure is always shown).
      this.timers.clear(this.showTimer);
      this.showTimer = undefined;
      if (!this.failedSinceIdle) {
        this.failedSinceIdle = false;
        return;
      }
    }
    this.publish({ phase: 'finishing', failed: this.failedSinceIdle });
    this.hideTimer = this.timers.set(() => {
      this.hideTimer = undefined;
      this.failedSinceIdle = false;
      this.publish(IDLE);
    }, PROGRESS_HIDE_AFTER_MS);
  }

  private publish(next: ProgressSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ProgressSnapshot => this.snapshot;
}

/** The page's one tracker (browser only: nothing on the server ever starts work on it). */
export const pageProgress = new ProgressTracker({
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

export const IDLE_PROGRESS = IDLE;
