// The upstream's clock. Production reads the wall clock; a test run (CMS_TEST_CLOCK=true, refused
// under NODE_ENV=production by config.ts) may move it forward through POST /__test__/clock, so
// the end-to-end suite can let a 15-minute hold (spec 001 §9) run out and meet -204 (§8) for real,
// and the search's order follows it (an event that is over ranks below the coming ones).

export interface Clock {
  now(): Date;
}

export const WALL_CLOCK: Clock = { now: () => new Date() };

/** The wall clock plus an offset that only grows: time never runs backwards for the holds. */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves time forward by `ms` (0 to 24 hours) and answers the new offset. */
  advance(ms: number): number {
    if (!Number.isInteger(ms) || ms < 0 || ms > MAX_ADVANCE_MS)
      throw new RangeError(`advance_ms must be a whole number from 0 to ${MAX_ADVANCE_MS}`);
    this.offsetMs += ms;
    return this.offsetMs;
  }
}

const MAX_ADVANCE_MS = 24 * 3600 * 1000;
