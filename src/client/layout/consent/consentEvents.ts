export const OPEN_CONSENT_EVENT = 'consent:open'; export function openConsentSettings(): void { window.dispatchEvent(new Event(OPEN_CONSENT_EVENT)); }
