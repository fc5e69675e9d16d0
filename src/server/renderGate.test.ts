import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderGate, type Admission } from './renderGate';

function admitted(admission: Admission): () => void {
  if (admission.kind !== 'admitted') throw new Error('expected the page to be admitted');
  return admission.release;
}

/** Which of `entries` have settled (their admission), without waiting for the others. */
async function settled(entries: Promise<Admission>[]): Promise<(Admission | undefined)[]> {
  const pending = Symbol('pending');
  return Promise.all(
    entries.map(async (entry) => {
      const result = await Promise.race([entry, Promise.resolve(pending)]);
      return result === pending ? undefined : result;
    }),
  );
}

describe('RenderGate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets `concurrency` pages render at once and the next one when one of them ends', async () => {
    const gate = new RenderGate({ concurrency: 2, maxWaitMs: 1000 });
    const first = admitted(await gate.enter('visitor'));
    admitted(await gate.enter('visitor'));
    const third = gate.enter('visitor');
    expect(await settled([third])).toEqual([undefined]);
    expect(gate.figures()).toEqual({ rendering: 2, waiting: 1 });
    first();
    expect((await third).kind).toBe('admitted');
    expect(gate.figures()).toEqual({ rendering: 2, waiting: 0 });
  });

  it('admits the waiting in the order they came, staff before visitors', async () => {
    const gate = new RenderGate({ concurrency: 1, maxWaitMs: 1000 });
    const release = admitted(await gate.enter('visitor'));
    const order: string[] = [];
    // Each renders (here: at once) and ends, which admits the next.
    const wait = (name: string, priority: 'visitor' | 'priority') =>
      gate.enter(priority).then((admission) => {
        order.push(name);
        admitted(admission)();
      });
    const entries = [wait('visitor 1', 'visitor'), wait('visitor 2', 'visitor'), wait('staff 1', 'priority'), wait('staff 2', 'priority')];
    release();
    await Promise.all(entries);
    expect(order).toEqual(['staff 1', 'staff 2', 'visitor 1', 'visitor 2']);
  });

  it('refuses a page that waited maxWaitMs, and it no longer holds a place', async () => {
    const gate = new RenderGate({ concurrency: 1, maxWaitMs: 1000 });
    const release = admitted(await gate.enter('visitor'));
    const waiting = gate.enter('visitor');
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled([waiting])).toEqual([undefined]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toEqual({ kind: 'refused' });
    expect(gate.figures()).toEqual({ rendering: 1, waiting: 0 });
    release();
    expect(gate.figures()).toEqual({ rendering: 0, waiting: 0 });
  });

  it('gives up the place of a visitor who left while waiting', async () => {
    const gate = new RenderGate({ concurrency: 1, maxWaitMs: 1000 });
    const release = admitted(await gate.enter('visitor'));
    const left = new AbortController();
    const leaving = gate.enter('visitor', left.signal);
    const staying = gate.enter('visitor');
    left.abort();
    expect(await leaving).toEqual({ kind: 'refused' });
    release();
    expect((await staying).kind).toBe('admitted');
    expect(gate.figures()).toEqual({ rendering: 1, waiting: 0 });
    expect(await gate.enter('visitor', AbortSignal.abort())).toEqual({ kind: 'refused' });
  });

  it('counts a release once, however often it is called', async () => {
    const gate = new RenderGate({ concurrency: 1, maxWaitMs: 1000 });
    const release = admitted(await gate.enter('visitor'));
    const next = gate.enter('visitor');
    const after = gate.enter('visitor');
    release();
    release();
    expect((await next).kind).toBe('admitted');
    expect(await settled([after])).toEqual([undefined]);
    expect(gate.figures()).toEqual({ rendering: 1, waiting: 1 });
  });
});
