// The router's note in a history entry: the scroll position to restore on back and forward.

interface HistoryEntryState {
  scrollY?: number;
}

/** The position kept in a history entry's state; null when it has none. */
export function historyScrollY(state: unknown): number | null {
  const value = (state as HistoryEntryState | null)?.scrollY;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Writes the window's scroll position into the current history entry, keeping what else it holds. */
export function rememberScroll(): void {
  const entry = (window.history.state ?? {}) as HistoryEntryState;
  window.history.replaceState({ ...entry, scrollY: window.scrollY }, '');
}

/** Goes to `href` with a document load (replacing the current entry or adding one). */
export function documentLoad(href: string, replace: boolean): void {
  if (replace) window.location.replace(href);
  else window.location.assign(href);
}
