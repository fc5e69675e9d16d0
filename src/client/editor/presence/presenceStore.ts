// Who else is editing this page (issue 22 part 10; docs/decisions/018-editor-presence.md), as the
// last heartbeat answered it: the other editors with the block each has selected, whether someone
// took over the block this tab was editing, and the blocks this tab took over itself. One small
// store for the editor's chunk, read with useSyncExternalStore, so the toolbar's initials, the
// badges on the blocks and the panel's notice agree.
import { useSyncExternalStore } from 'react';

export interface PresentEditor {
  editorId: string;
  name: string;
  initials: string;
  selectedBlock: { kind: 'MODULE' | 'SECTION'; id: string } | null;
  editing: boolean;
}

export interface TakeOver {
  blockId: string;
  name: string;
  initials: string;
}

export interface PresenceState {
  editors: readonly PresentEditor[];
  takenOver: TakeOver | null;
  /**
   * Blocks this tab holds while they stay selected: taken over, or opened while nobody else was
   * editing them (the first answer after the selection said so). Someone arriving later does not
   * hide this tab's form; they are the ones told.
   */
  tookOver: ReadonlySet<string>;
  /** The block selected since the last answer: the next answer for it decides whether it was free. */
  awaiting: string | null;
  /** The selected block once that answer came (the page says so in data-presence-settled, for tests). */
  settled: string | null;
}

const EMPTY: PresenceState = { editors: [], takenOver: null, tookOver: new Set(), awaiting: null, settled: null };

let state: PresenceState = EMPTY;
const listeners = new Set<() => void>();

function set(next: PresenceState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePresence(): PresenceState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
}

export function presenceNow(): PresenceState {
  return state;
}

/**
 * The heartbeat's answer, to the call that named `sentBlock` as selected; null when the call
 * failed (a block awaiting it then counts as free: without presence, editing goes on as before).
 */
export function showPresence(
  answer: { editors: readonly PresentEditor[]; takenOver: TakeOver | null } | null,
  sentBlock: string | null,
): void {
  const next: PresenceState = answer ? { ...state, editors: answer.editors, takenOver: answer.takenOver } : { ...state };
  if (next.awaiting !== null && next.awaiting === sentBlock) {
    if (!claimOn(next, next.awaiting)) next.tookOver = new Set([...next.tookOver, next.awaiting]);
    next.settled = next.awaiting;
    next.awaiting = null;
  }
  set(next);
}

/** Another block is selected (or none): the next answer decides whether it was free. */
export function awaitAnswerFor(blockId: string | null): void {
  if (state.awaiting === blockId) return;
  set({ ...state, awaiting: blockId, settled: null });
}

/** This tab takes `blockId` over (its notice goes at once; the others hear it on their next call). */
export function markTookOver(blockId: string): void {
  const tookOver = new Set(state.tookOver);
  tookOver.add(blockId);
  set({ ...state, tookOver, takenOver: state.takenOver?.blockId === blockId ? null : state.takenOver });
}

/** Another block is selected: what this tab took over no longer holds for the next time. */
export function forgetTookOver(keep: string | null): void {
  if (state.tookOver.size === 0 || (state.tookOver.size === 1 && keep !== null && state.tookOver.has(keep))) return;
  set({ ...state, tookOver: keep !== null && state.tookOver.has(keep) ? new Set([keep]) : new Set() });
}

/** Editing ends: nobody is shown any more. */
export function clearPresence(): void {
  set(EMPTY);
}

/** Why this tab should not simply edit `blockId`: someone else edits it, or took it over from this tab. */
export type BlockClaim = { kind: 'editing'; name: string } | { kind: 'takenOver'; name: string } | null;

export function claimOn(presence: PresenceState, blockId: string): BlockClaim {
  if (presence.takenOver?.blockId === blockId) return { kind: 'takenOver', name: presence.takenOver.name };
  if (presence.tookOver.has(blockId)) return null;
  const other = presence.editors.find((editor) => editor.editing && editor.selectedBlock?.id === blockId);
  return other ? { kind: 'editing', name: other.name } : null;
}

/** A badge's part: who has the block selected and whether they edit it. */
export interface BlockVisitor {
  name: string;
  initials: string;
  editing: boolean;
}

const UNIT = '\u001f';
const RECORD = '\u001e';

/**
 * The others who have `blockId` selected (a block's badge). The snapshot is a string, so a block
 * re-renders only when its own visitors change, not at every heartbeat.
 */
export function useEditorsOn(blockId: string): BlockVisitor[] {
  const key = useSyncExternalStore(
    subscribe,
    () =>
      state.editors
        .filter((editor) => editor.selectedBlock?.id === blockId)
        .map((editor) => [editor.name, editor.initials, editor.editing ? '1' : ''].join(UNIT))
        .join(RECORD),
    () => '',
  );
  if (key === '') return [];
  return key.split(RECORD).map((record) => {
    const [name = '', initials = '', editing = ''] = record.split(UNIT);
    return { name, initials, editing: editing === '1' };
  });
}
