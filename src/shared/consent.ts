// The cookie-consent model (spec 000 §1 "four groups", §4 "Cookie banner"): what the visitor
// chose, how it is stored in a cookie, and when the banner asks. Pure: the browser side
// (src/client/layout/consent) reads the cookie and the Global Privacy Control signal and passes
// them in.
import type { RouteName } from './routes';

/** spec 000 §1: required, optimisation/tracking, marketing, external media (video, audio, forms). */
export const CONSENT_GROUPS = ['required', 'tracking', 'marketing', 'externalMedia'] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];
/** The groups a visitor decides on; `required` is always on. */
export type ChoiceGroup = Exclude<ConsentGroup, 'required'>;
export const CHOICE_GROUPS: readonly ChoiceGroup[] = ['tracking', 'marketing', 'externalMedia'];

export type ConsentChoices = Record<ChoiceGroup, boolean>;

export interface StoredConsent {
  /** The CONSENT_VERSION the visitor answered. */
  version: number;
  /** When the visitor answered (ISO 8601, UTC). */
  givenAt: string;
  choices: ConsentChoices;
}

/** Raising this asks every visitor again (their stored answer no longer counts). */
export const CONSENT_VERSION = 1;
export const CONSENT_COOKIE = 'consent';
/** A consent answer is kept for a year. */
const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const NO_CHOICES: Readonly<ConsentChoices> = Object.freeze({ tracking: false, marketing: false, externalMedia: false });
export const ALL_CHOICES: Readonly<ConsentChoices> = Object.freeze({ tracking: true, marketing: true, externalMedia: true });

/** The groups Global Privacy Control answers 'no' for. */
const GPC_DENIED: ReadonlySet<ChoiceGroup> = new Set<ChoiceGroup>(['tracking', 'marketing']);

/** Why a group's switch cannot be changed, if it cannot. */
export type GroupLock = 'alwaysOn' | 'globalPrivacyControl' | null;

export function lockOf(group: ConsentGroup, globalPrivacyControl: boolean): GroupLock {
  if (group === 'required') return 'alwaysOn';
  return globalPrivacyControl && GPC_DENIED.has(group) ? 'globalPrivacyControl' : null;
}

/** Global Privacy Control is a 'no' to tracking and marketing, whatever was chosen or stored. */
export function applyGlobalPrivacyControl(choices: ConsentChoices, globalPrivacyControl: boolean): ConsentChoices {
  if (!globalPrivacyControl) return { ...choices };
  return { tracking: false, marketing: false, externalMedia: choices.externalMedia };
}

export function createConsent(choices: ConsentChoices, now: Date, globalPrivacyControl: boolean): StoredConsent {
  return { version: CONSENT_VERSION, givenAt: now.toISOString(), choices: applyGlobalPrivacyControl(choices, globalPrivacyControl) };
}

/** What may run now: the stored answer (with GPC applied), or nothing but the required group. */
export function effectiveChoices(consent: StoredConsent | null, globalPrivacyControl: boolean): ConsentChoices {
  return applyGlobalPrivacyControl(consent ? consent.choices : NO_CHOICES, globalPrivacyControl);
}

/** The cookie's value: short keys, URI-encoded JSON (cookie values may hold no quotes or commas). */
export function encodeConsent(consent: StoredConsent): string {
  const { version, givenAt, choices } = consent;
  return encodeURIComponent(
    JSON.stringify({ v: version, at: givenAt, t: choices.tracking, m: choices.marketing, e: choices.externalMedia }),
  );
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/**
 * Reads a cookie value written by `encodeConsent`, of any version. Anything else (missing,
 * not decodable, not JSON, a field missing or of the wrong type, an impossible time) is no
 * consent at all: the banner asks again.
 */
export function decodeConsent(raw: string | undefined): StoredConsent | null {
  if (raw === undefined || raw === '' || raw.length > 512) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { v, at, t, m, e } = parsed as Record<string, unknown>;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) return null;
  if (typeof at !== 'string' || !ISO_INSTANT.test(at) || Number.isNaN(Date.parse(at))) return null;
  if (typeof t !== 'boolean' || typeof m !== 'boolean' || typeof e !== 'boolean') return null;
  return { version: v, givenAt: at, choices: { tracking: t, marketing: m, externalMedia: e } };
}

/** The stored answer if it answers the current question (CONSENT_VERSION); else none. */
export function currentConsent(raw: string | undefined): StoredConsent | null {
  const consent = decodeConsent(raw);
  return consent && consent.version === CONSENT_VERSION ? consent : null;
}

/** The `document.cookie` assignment that stores an answer for a year on the whole site. */
export function consentCookieAssignment(consent: StoredConsent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeConsent(consent)}; path=/; max-age=${CONSENT_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** spec 000 §4: the legal pages on which the banner is not shown (imprint, privacy, terms). */
const LEGAL_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['imprint', 'privacy', 'terms']);

export function isLegalRoute(route: RouteName | null): boolean {
  return route !== null && LEGAL_ROUTES.has(route);
}

export interface BannerSituation {
  /** The answer of the current version, or null (none, unreadable, or an older version). */
  consent: StoredConsent | null;
  /** The route of the page shown now (null: no route matched). */
  route: RouteName | null;
  /** The visitor has just come from a legal page to this one. */
  leftLegalPage: boolean;
}

/**
 * spec 000 §4 "Cookie banner": never on imprint, privacy and terms; elsewhere whenever there is
 * no answer of the current version; and again on leaving a legal page if the earlier answer had
 * the tag manager (the tracking group) off.
 */
export function decideConsentBanner({ consent, route, leftLegalPage }: BannerSituation): boolean {
  if (isLegalRoute(route)) return false;
  if (consent === null) return true;
  return leftLegalPage && !consent.choices.tracking;
}
