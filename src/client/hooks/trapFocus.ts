// Tab and Shift+Tab cycle inside a modal panel: from its last control to its first and back.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  // Controls in a closed accordion panel (hidden) have no boxes and are skipped.
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
}

/** Handles a Tab keydown inside `container`; true when it moved the focus itself. */
export function trapFocus(container: HTMLElement, event: { key: string; shiftKey: boolean; preventDefault: () => void }): boolean {
  if (event.key !== 'Tab') return false;
  const all = focusables(container);
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) return false;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
