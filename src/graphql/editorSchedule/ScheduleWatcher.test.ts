import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleStatePayload } from '../sources/ScheduleApi';
import { CAPABILITY_TTL_MS, ScheduleWatcher, UNSUPPORTED_RECHECK_MS } from './ScheduleWatcher';

const silent = { warn: () => {}, info: () => {}, debug: () => {} };

/** A watcher over a scripted upstream: each read takes the next state (or error) of `states`, then keeps the last. */
function watcherOf(states: (ScheduleStatePayload | null | Error)[], intervalMs = 0) {
  let clock = 1_000_000;
  let reads = 0;
  const invalidate = vi.fn(() => Promise.resolve());
  const watcher = new ScheduleWatcher({
    readState: () => {
      const state = states[Math.min(reads, states.length - 1)];
      reads += 1;
      return state instanceof Error ? Promise.reject(state) : Promise.resolve(state ?? null);
    },
    invalidate,
    intervalMs,
    logger: silent,
    now: () => clock,
  });
  return { watcher, invalidate, reads: () => reads, advance: (ms: number) => (clock += ms) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ScheduleWatcher', () => {
  it('says what the upstream says, and asks again only once the answer is a minute old', async () => {
    const { watcher, reads, advance } = watcherOf([{ scheduling: true, revision: 0 }]);
    expect(await watcher.scheduling()).toBe(true);
    expect(await watcher.scheduling()).toBe(true);
    expect(reads()).toBe(1);
    advance(CAPABILITY_TTL_MS);
    expect(await watcher.scheduling()).toBe(true);
    expect(reads()).toBe(2);
  });

  it('says false for an upstream without scheduling (404) and for one never reached, and keeps the last answer through a failure', async () => {
    expect(await watcherOf([null]).watcher.scheduling()).toBe(false);
    expect(await watcherOf([new Error('refused')]).watcher.scheduling()).toBe(false);
    const { watcher, advance } = watcherOf([{ scheduling: true, revision: 3 }, new Error('refused')]);
    expect(await watcher.scheduling()).toBe(true);
    advance(CAPABILITY_TTL_MS);
    expect(await watcher.scheduling()).toBe(true);
  });

  it('drops the pages when the revision moves, not on the first look nor when it stays', async () => {
    const { watcher, invalidate } = watcherOf([
      { scheduling: true, revision: 4 },
      { scheduling: true, revision: 4 },
      { scheduling: true, revision: 5 },
      { scheduling: true, revision: 5 },
      // A deleted page took its carried-out changes along: a change all the same.
      { scheduling: true, revision: 2 },
    ]);
    await watcher.check();
    await watcher.check();
    expect(invalidate).not.toHaveBeenCalled();
    await watcher.check();
    expect(invalidate).toHaveBeenCalledTimes(1);
    await watcher.check();
    await watcher.check();
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('asks once for callers during a look', async () => {
    const { watcher, reads } = watcherOf([{ scheduling: true, revision: 0 }]);
    await Promise.all([watcher.check(), watcher.check(), watcher.scheduling()]);
    expect(reads()).toBe(1);
  });

  it('looks every interval with its timer, and an upstream without scheduling only every minute', async () => {
    vi.useFakeTimers();
    const supported = watcherOf(
      [
        { scheduling: true, revision: 0 },
        { scheduling: true, revision: 1 },
      ],
      500,
    );
    supported.watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(supported.reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(supported.reads()).toBe(2);
    expect(supported.invalidate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(supported.reads()).toBe(4);
    supported.watcher.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(supported.reads()).toBe(4);

    const unsupported = watcherOf([null], 500);
    unsupported.watcher.start();
    await vi.advanceTimersByTimeAsync(UNSUPPORTED_RECHECK_MS - 1);
    expect(unsupported.reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(unsupported.reads()).toBe(2);
    unsupported.watcher.stop();
  });

  it('keeps looking after a failed look', async () => {
    vi.useFakeTimers();
    const { watcher, reads } = watcherOf([new Error('refused'), { scheduling: true, revision: 0 }], 200);
    watcher.start();
    await vi.advanceTimersByTimeAsync(200);
    expect(reads()).toBe(2);
    expect(await watcher.scheduling()).toBe(true);
    watcher.stop();
  });
});
