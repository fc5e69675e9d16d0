// The open editor's heartbeat (issue 22 part 10; docs/decisions/018-editor-presence.md): a short
// poll of the editorPresence mutation every pollMs (EDITOR_PRESENCE_MS, handed back by each
// answer) while the tab is visible; at once when the selection, the editing state or a take-over
// changes; none while the tab is hidden (its row then expires at the others after a few missed
// calls); a goodbye when the tab is hidden for good (pagehide) or editing ends, so the others see
// the departure at their next call instead of after the expiry.
import type { PresentEditor, TakeOver } from './presenceStore';

export interface LocalPresence {
  block: { kind: 'MODULE' | 'SECTION'; id: string } | null;
  editing: boolean;
}

export interface PresenceAnswer {
  editors: PresentEditor[];
  takenOver: TakeOver | null;
  pollMs: number;
}

export interface PresenceTransport {
  /** One heartbeat; null when it failed (the next one tries again). */
  beat(local: LocalPresence, takeOver: boolean): Promise<PresenceAnswer | null>;
  /** The goodbye, sent so that it survives the page going away (fetch keepalive). */
  leave(): void;
}

export interface PresencePoller {
  update(local: LocalPresence): void;
  /** Takes the selected block over with the next heartbeat, sent at once. */
  takeOver(): void;
  stop(): void;
}

/** Where the poller hears that the tab was hidden or shown (the document). */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** Where it hears that the page goes away or comes back from the back/forward cache (the window). */
export interface PageLifecycle {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void;
  removeEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void;
}

/** Until the first answer names the interval. */
const FIRST_POLL_MS = 5000;
/** Changes in quick succession (a click selects and opens the panel) go out as one call. */
const SETTLE_MS = 50;

export function startPresencePoller(
  transport: PresenceTransport,
  initial: LocalPresence,
  onAnswer: (answer: PresenceAnswer | null, sent: LocalPresence) => void,
  doc: VisibilitySource = document,
  win: PageLifecycle = window,
): PresencePoller {
  let local = initial;
  let pollMs = FIRST_POLL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let again = false;
  let takeOverPending = false;
  let stopped = false;
  let left = false;

  const schedule = (ms: number) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (stopped || doc.visibilityState === 'hidden') return;
    timer = setTimeout(() => void beat(), ms);
  };

  const beat = async () => {
    timer = undefined;
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    left = false;
    const takeOver = takeOverPending;
    takeOverPending = false;
    const sent = local;
    const answer = await transport.beat(sent, takeOver);
    inFlight = false;
    if (stopped) return;
    if (answer) pollMs = answer.pollMs;
    else if (takeOver) takeOverPending = true;
    onAnswer(answer, sent);
    if (again) {
      again = false;
      schedule(0);
    } else schedule(pollMs);
  };

  const sayGoodbye = () => {
    if (left) return;
    left = true;
    transport.leave();
  };

  // Hidden: the timer stops (schedule does not set one); visible again: a call at once.
  const onVisibility = () => schedule(0);
  const onPageHide = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    sayGoodbye();
  };
  const onPageShow = (event: Event) => {
    // Back from the back/forward cache: present again.
    // PageTransitionEvent.persisted, read without naming the class (not every runtime has it).
    if (Reflect.get(event, 'persisted') === true) schedule(0);
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  schedule(0);

  return {
    update(next) {
      if (next.editing === local.editing && next.block?.id === local.block?.id && next.block?.kind === local.block?.kind) return;
      local = next;
      schedule(SETTLE_MS);
    },
    takeOver() {
      takeOverPending = true;
      schedule(0);
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', onPageHide);
      win.removeEventListener('pageshow', onPageShow);
      sayGoodbye();
    },
  };
}
