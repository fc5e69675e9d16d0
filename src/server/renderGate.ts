// At most RENDER_CONCURRENCY pages render at once in one web process; the others wait their turn
// in order (staff first), and one that has waited RENDER_QUEUE_WAIT_MS is refused with the busy
// page (issue 21 items 2 and 5). A render's cost is mostly CPU with short waits for the upstream,
// so a handful of renders keep the core busy; fifty at once only interleave: each finishes as late
// as the last, and all their upstream answers, results and HTML are alive together (profiled
// without caches: a worker's heap grew past 300 MiB and garbage collection took 14-20 % of the
// CPU). A kept page (PageHtmlCache) does not pass here: it costs a copy, not a render.
import type { Priority } from './loadShedding';

export interface RenderGateOptions {
  /** Renders under way at once. */
  concurrency: number;
  /** The longest a page waits for its turn before it is refused. */
  maxWaitMs: number;
}

export type Admission = { kind: 'admitted'; release: () => void } | { kind: 'refused' };

interface Waiter {
  priority: Priority;
  admit: () => void;
}

export class RenderGate {
  private running = 0;
  /** Staff first, then visitors, each in the order they came. */
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: RenderGateOptions) {}

  /** Renders under way and pages waiting for their turn. */
  figures(): { rendering: number; waiting: number } {
    return { rendering: this.running, waiting: this.waiting.length };
  }

  /**
   * Resolves when this page may render (call `release` when its render ended, once or more), or
   * with `refused` after `maxWaitMs` or when `signal` aborts (the visitor left) while it waits.
   */
  enter(priority: Priority, signal?: AbortSignal): Promise<Admission> {
    if (signal?.aborted) return Promise.resolve({ kind: 'refused' });
    if (this.running < this.options.concurrency) return Promise.resolve(this.admitted());
    return new Promise((resolve) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', leave);
        const at = this.waiting.indexOf(waiter);
        if (at !== -1) this.waiting.splice(at, 1);
        resolve({ kind: 'refused' });
      };
      const waiter: Waiter = {
        priority,
        admit: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', leave);
          resolve(this.admitted());
        },
      };
      const timer = setTimeout(leave, this.options.maxWaitMs);
      signal?.addEventListener('abort', leave, { once: true });
      if (priority === 'priority') {
        const firstVisitor = this.waiting.findIndex((other) => other.priority === 'visitor');
        this.waiting.splice(firstVisitor === -1 ? this.waiting.length : firstVisitor, 0, waiter);
      } else {
        this.waiting.push(waiter);
      }
    });
  }

  private admitted(): Admission {
    this.running += 1;
    let released = false;
    return {
      kind: 'admitted',
      release: () => {
        if (released) return;
        released = true;
        this.running -= 1;
        const next = this.waiting.shift();
        next?.admit();
      },
    };
  }
}
