// The visitor's consent as a small external store over the cookie (src/shared/consent.ts):
// components read it with useConsent() and re-render when this page saves a new answer.
import { useMemo, useSyncExternalStore } from 'react';
import { useBoot } from '../../BootContext';
import {
  CONSENT_COOKIE,
  consentCookieAssignment,
  createConsent,
  currentConsent,
  effectiveChoices,
  NO_CHOICES,
  type ConsentChoices,
  type StoredConsent,
} from '../../../shared/consent';
import { readCookie } from '../../../shared/topAlert';
import { storeCurrentPage } from './legalPageTrail';

export interface ConsentState {
  /** False on the server and during hydration: the browser's cookie is not known yet. */
  known: boolean;
  /** The answer of the current version, or null: the visitor has not answered (this version). */
  consent: StoredConsent | null;
  /** What may run now (the answer with Global Privacy Control applied; nothing without one). */
  choices: ConsentChoices;
  /** The browser sends Global Privacy Control (`navigator.globalPrivacyControl`). */
  globalPrivacyControl: boolean;
}

/** Fired on window when this page stores a new answer. */
const CONSENT_CHANGE_EVENT = 'consent:change';

// For useConsent, the server renders as if the answer were unknown, and the browser decides after
// hydration (the embeds' two-click placeholders); the banner reads useRequestConsent instead.
const UNKNOWN: ConsentState = Object.freeze({ known: false, consent: null, choices: NO_CHOICES, globalPrivacyControl: false });

function readGlobalPrivacyControl(): boolean {
  // Not yet in TypeScript's DOM types.
  return (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
}

function consentStateOf(raw: string | undefined, gpc: boolean): ConsentState {
  const consent = currentConsent(raw);
  return { known: true, consent, choices: effectiveChoices(consent, gpc), globalPrivacyControl: gpc };
}

// The browser's last reading (only the browser calls readConsentState: the page's one visitor).
let last: { raw: string | undefined; gpc: boolean; state: ConsentState } | null = null;

/** The same object while the cookie and the signal stay the same (useSyncExternalStore needs that). */
function readConsentState(): ConsentState {
  const raw = readCookie(document.cookie, CONSENT_COOKIE);
  const gpc = readGlobalPrivacyControl();
  if (last && last.raw === raw && last.gpc === gpc) return last.state;
  const state = consentStateOf(raw, gpc);
  last = { raw, gpc, state };
  return state;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  // Another tab may have answered meanwhile.
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

const unknownOnServer = (): ConsentState => UNKNOWN;

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, readConsentState, unknownOnServer);
}

/**
 * The consent as the page request's cookie and `Sec-GPC` header told the server (boot data), then
 * the browser's: for the cookie banner, which the server renders (or not) with the page so that
 * nothing moves when it would otherwise appear after hydration (issue 20). The same cookie in
 * both places, so hydration finds what the server rendered. (useConsent stays unknown on the
 * server: an embed's provider must not load before the browser has read the answer.)
 */
export function useRequestConsent(): ConsentState {
  const { visitor } = useBoot();
  // One object per render of the page: getServerSnapshot must return the same value each call.
  const fromRequest = useMemo(() => consentStateOf(visitor.consent ?? undefined, visitor.globalPrivacyControl), [visitor]);
  return useSyncExternalStore(subscribe, readConsentState, () => fromRequest);
}

/** Stores an answer of the current version, given now, and tells every reader. */
export function saveConsent(choices: ConsentChoices): StoredConsent {
  const consent = createConsent(choices, new Date(), readGlobalPrivacyControl());
  document.cookie = consentCookieAssignment(consent, window.location.protocol === 'https:');
  storeCurrentPage();
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
  return consent;
}
