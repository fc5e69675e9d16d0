// The editor's presence heartbeat (issue 22 part 10; docs/decisions/018-editor-presence.md) with
// fake timers and a fake document and window: the first call at once, then every interval the
// answer names; a change of the selection within 50 ms; none while the tab is hidden and one at
// once when it is shown; a take-over sent once (again after a failed call); the goodbye on
// pagehide and on stop, once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPresencePoller, type LocalPresence, type PresenceAnswer, type PresenceTransport } from './presencePoller';

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';

  set(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

const NOTHING: LocalPresence = { block: null, editing: false };
const MODULE: LocalPresence = { block: { kind: 'MODULE', id: '41' }, editing: true };

interface Call {
  local: LocalPresence;
  takeOver: boolean;
}

function fakeTransport(pollMs = 1000) {
  const calls: Call[] = [];
  let leaves = 0;
  let failing = false;
  const transport: PresenceTransport = {
    beat(local, takeOver) {
      calls.push({ local, takeOver });
      const answer: PresenceAnswer = { editors: [], takenOver: null, pollMs };
      return Promise.resolve(failing ? null : answer);
    },
    leave() {
      leaves += 1;
    },
  };
  return {
    transport,
    calls,
    leaves: () => leaves,
    fail: (value: boolean) => {
      failing = value;
    },
  };
}

let doc: FakeDocument;
let win: EventTarget;

beforeEach(() => {
  vi.useFakeTimers();
  doc = new FakeDocument();
  win = new EventTarget();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startPresencePoller', () => {
  it('calls at once, then every interval the answer names', async () => {
    const fake = fakeTransport(1000);
    const answers: PresenceAnswer[] = [];
    const poller = startPresencePoller(
      fake.transport,
      NOTHING,
      (answer) => {
        if (answer) answers.push(answer);
      },
      doc,
      win,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.calls).toHaveLength(5);
    expect(answers).toHaveLength(5);
    poller.stop();
  });

  it('sends a changed selection within 50 ms, and nothing for an unchanged one', async () => {
    const fake = fakeTransport(5000);
    const poller = startPresencePoller(fake.transport, NOTHING, () => undefined, doc, win);
    await vi.advanceTimersByTimeAsync(0);
    poller.update({ block: null, editing: false });
    await vi.advanceTimersByTimeAsync(100);
    expect(fake.calls).toHaveLength(1);
    poller.update(MODULE);
    await vi.advanceTimersByTimeAsync(50);
    expect(fake.calls).toEqual([
      { local: NOTHING, takeOver: false },
      { local: MODULE, takeOver: false },
    ]);
    poller.stop();
  });

  it('pauses while the tab is hidden and calls at once when it is shown', async () => {
    const fake = fakeTransport(1000);
    const poller = startPresencePoller(fake.transport, NOTHING, () => undefined, doc, win);
    await vi.advanceTimersByTimeAsync(0);
    doc.set('hidden');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.calls).toHaveLength(1);
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.calls).toHaveLength(2);
    poller.stop();
  });

  it('sends a take-over at once and once, again after a failed call', async () => {
    const fake = fakeTransport(1000);
    const poller = startPresencePoller(fake.transport, MODULE, () => undefined, doc, win);
    await vi.advanceTimersByTimeAsync(0);
    fake.fail(true);
    poller.takeOver();
    await vi.advanceTimersByTimeAsync(0);
    fake.fail(false);
    // The failed call is followed by the next one after the interval, with the take-over again.
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.calls.map((call) => call.takeOver)).toEqual([false, true, true, false]);
    poller.stop();
  });

  it('says goodbye on pagehide and on stop, once, and calls no more after stop', async () => {
    const fake = fakeTransport(1000);
    const poller = startPresencePoller(fake.transport, NOTHING, () => undefined, doc, win);
    await vi.advanceTimersByTimeAsync(0);
    win.dispatchEvent(new Event('pagehide'));
    expect(fake.leaves()).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.calls).toHaveLength(1);
    // Back from the back/forward cache: present again, and a later goodbye goes out again.
    win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.calls).toHaveLength(2);
    poller.stop();
    expect(fake.leaves()).toBe(2);
    poller.stop();
    expect(fake.leaves()).toBe(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.calls).toHaveLength(2);
  });
});
