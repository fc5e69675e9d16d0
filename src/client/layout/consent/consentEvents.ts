// How other parts of the page open the cookie settings (the footer's 'Cookie settings' button):
// an event on window, which ConsentManager listens for and takes (preventDefault). The manager is
// a chunk loaded after hydration: a request made before it listens is kept for it.
export const OPEN_CONSENT_EVENT = 'consent:open';

let pendingOpen = false;

export function openConsentSettings(): void {
  const taken = !window.dispatchEvent(new Event(OPEN_CONSENT_EVENT, { cancelable: true }));
  if (!taken) pendingOpen = true;
}

/** Whether the settings were asked for before the manager listened. */
export function isOpenPending(): boolean {
  return pendingOpen;
}

/** The manager has taken the request it found pending. */
export function clearPendingOpen(): void {
  pendingOpen = false;
}
