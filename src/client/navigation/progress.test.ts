import { describe, expect, it } from 'vitest';
import { ProgressTracker } from './progress';

/** A clock the test moves by hand. */
function manualTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  return {
    timers: {
      set: (callback: () => void, ms: number) => {
        const id = next++;
        pending.set(id, { at: now + ms, callback });
        return id;
      },
      clear: (handle: unknown) => {
        pending.delete(handle as number);
      },
    },
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue;
        pending.delete(id);
        timer.callback();
      }
    },
  };
}

describe('ProgressTracker (spec 000 §4, §9)', () => {
  it('shows nothing for work that finishes within the 200 ms throttle', () => {
    const clock = manualTimers();
    const progress = new ProgressTracker(clock.timers);
    const done = progress.start();
    clock.advance(199);
    done();
    clock.advance(1000);
    expect(progress.getSnapshot()).toEqual({ phase: 'idle', failed: false });
  });

  it('shows the bar after 200 ms, finishes it and hides it 500 ms after the last unit', () => {
    const clock = manualTimers();
    const progress = new ProgressTracker(clock.timers);
    const first = progress.start();
    const second = progress.start();
    clock.advance(200);
    expect(progress.getSnapshot()).toEqual({ phase: 'running', failed: false });
    first();
    expect(progress.getSnapshot().phase).toBe('running');
    second();
    expect(progress.getSnapshot()).toEqual({ phase: 'finishing', failed: false });
    clock.advance(499);
    expect(progress.getSnapshot().phase).toBe('finishing');
    clock.advance(1);
    expect(progress.getSnapshot()).toEqual({ phase: 'idle', failed: false });
  });

  it('turns red on a failure, even one within the throttle, and is clean again after hiding', () => {
    const clock = manualTimers();
    const progress = new ProgressTracker(clock.timers);
    progress.start()(true);
    expect(progress.getSnapshot()).toEqual({ phase: 'finishing', failed: true });
    clock.advance(500);
    expect(progress.getSnapshot()).toEqual({ phase: 'idle', failed: false });
    const done = progress.start();
    clock.advance(300);
    done();
    expect(progress.getSnapshot()).toEqual({ phase: 'finishing', failed: false });
  });

  it('runs again when new work starts while it is hiding, and counts each unit once', () => {
    const clock = manualTimers();
    const progress = new ProgressTracker(clock.timers);
    const first = progress.start();
    clock.advance(250);
    first();
    first();
    clock.advance(100);
    const second = progress.start();
    expect(progress.getSnapshot().phase).toBe('running');
    clock.advance(1000);
    expect(progress.getSnapshot().phase).toBe('running');
    second();
    clock.advance(500);
    expect(progress.getSnapshot().phase).toBe('idle');
  });

  it('tells its subscribers about every change', () => {
    const clock = manualTimers();
    const progress = new ProgressTracker(clock.timers);
    let calls = 0;
    const unsubscribe = progress.subscribe(() => (calls += 1));
    const done = progress.start();
    clock.advance(200);
    done();
    clock.advance(500);
    unsubscribe();
    progress.start();
    clock.advance(200);
    expect(calls).toBe(3);
  });
});
