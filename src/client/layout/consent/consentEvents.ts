// How other parts of the page open the cookie settings (the footer's 'Cookie settings' button):
// an event on window, which ConsentManager listens for.
export const OPEN_CONSENT_EVENT = 'consent:open';

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}
