// Whether the cookie settings are asked for: a small store outside React, so a request is kept
// whenever it comes (the footer's 'Cookie settings' button, the settings page, the banner, or an
// OPEN_CONSENT_EVENT on window from elsewhere). The manager is a chunk loaded after hydration; it
// reads this store with useSyncExternalStore, which also sees a request made between its render
// and its subscription, so no request is lost while it loads (spec 000 §4 "Cookie banner").
const OPEN_CONSENT_EVENT = 'consent:open';

let open = false;
let opener: HTMLElement | null = null;
let listening = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function onOpenEvent(): void {
  // The focus is still on what asked: it gets the focus back when the dialog closes.
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  open = true;
  notify();
}

/** From the first request or subscription on, the window's event counts as a request. */
function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(OPEN_CONSENT_EVENT, onOpenEvent);
}

export function openConsentSettings(): void {
  listen();
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}

export function closeConsentSettings(): void {
  open = false;
  notify();
}

export function subscribeToConsentSettings(onChange: () => void): () => void {
  listen();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function consentSettingsOpen(): boolean {
  return open;
}

/** What had the focus when the settings were last asked for. */
export function consentSettingsOpener(): HTMLElement | null {
  return opener;
}
