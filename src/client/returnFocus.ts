// Where the focus goes when a modal dialog has closed: back to the control that opened it, unless
// the visitor has already put it somewhere else. A native <dialog> closed by Escape loses its
// `open` at once but sends its close event a task later, and React unmounts it after that: a
// keyboard user (or a test) may have moved on in between, and must not be pulled back.
import { focusMainContent } from './focusMainContent';

function focusMovedOn(opener: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || active === opener) return false;
  // Inside a dialog (the one closing, which may still hold the focus until the browser notices,
  // or the one it was opened from): not a place the visitor chose after the close.
  return active.closest('dialog') === null;
}

/** Back to `opener` when it is still there; else, with `fallBack`, the main content. */
export function returnFocus(opener: HTMLElement | null, { fallBack = false }: { fallBack?: boolean } = {}): void {
  if (focusMovedOn(opener)) return;
  if (opener?.isConnected) opener.focus();
  else if (fallBack) focusMainContent();
}
