import { describe, expect, it } from 'vitest';
import {
  ALL_CHOICES,
  CONSENT_COOKIE,
  CONSENT_VERSION,
  NO_CHOICES,
  applyGlobalPrivacyControl,
  consentCookieAssignment,
  createConsent,
  currentConsent,
  decideConsentBanner,
  decodeConsent,
  effectiveChoices,
  encodeConsent,
  isLegalRoute,
  lockOf,
  type StoredConsent,
} from './consent';
import { matchRoute } from './routes';

const NOW = new Date('2026-11-23T16:03:10.000Z');
const rejected: StoredConsent = { version: CONSENT_VERSION, givenAt: NOW.toISOString(), choices: { ...NO_CHOICES } };
const accepted: StoredConsent = { version: CONSENT_VERSION, givenAt: NOW.toISOString(), choices: { ...ALL_CHOICES } };

function raw(value: unknown): string {
  return encodeURIComponent(JSON.stringify(value));
}

describe('the consent cookie', () => {
  it('round-trips an answer with its version, time and choices', () => {
    const consent = createConsent({ tracking: true, marketing: false, externalMedia: true }, NOW, false);
    expect(consent).toEqual({
      version: CONSENT_VERSION,
      givenAt: '2026-11-23T16:03:10.000Z',
      choices: { tracking: true, marketing: false, externalMedia: true },
    });
    expect(decodeConsent(encodeConsent(consent))).toEqual(consent);
    expect(currentConsent(encodeConsent(consent))).toEqual(consent);
  });

  it('writes a value a cookie may hold, for the whole site, a year, SameSite=Lax, Secure only on https', () => {
    const assignment = consentCookieAssignment(rejected, false);
    const value = assignment.slice(`${CONSENT_COOKIE}=`.length, assignment.indexOf(';'));
    expect(value).toMatch(/^[A-Za-z0-9%._~!*'()-]+$/);
    expect(assignment).toBe(`consent=${value}; path=/; max-age=31536000; SameSite=Lax`);
    expect(consentCookieAssignment(rejected, true)).toBe(`consent=${value}; path=/; max-age=31536000; SameSite=Lax; Secure`);
  });

  it('reads a malformed cookie as no consent', () => {
    const good = { v: CONSENT_VERSION, at: '2026-11-23T16:03:10.000Z', t: false, m: false, e: false };
    for (const value of [
      undefined,
      '',
      'yes',
      '%E0%A4%A', // broken escape
      raw('just a string'),
      raw([1, 2]),
      raw(null),
      raw({ ...good, v: '1' }),
      raw({ ...good, v: -1 }),
      raw({ ...good, v: 1.5 }),
      raw({ ...good, at: 'yesterday' }),
      raw({ ...good, at: '2026-13-45T99:99:99Z' }),
      raw({ ...good, t: 'true' }),
      raw({ ...good, m: undefined }),
      raw({ ...good, e: 1 }),
      'x'.repeat(600),
    ]) {
      expect(decodeConsent(value), String(value)).toBeNull();
      expect(currentConsent(value), String(value)).toBeNull();
    }
    expect(decodeConsent(raw(good))).not.toBeNull();
  });

  it('counts an answer of another version as no answer (a new version asks again)', () => {
    const older = raw({ v: CONSENT_VERSION - 1, at: '2026-01-01T00:00:00Z', t: true, m: true, e: true });
    const newer = encodeConsent({ ...accepted, version: CONSENT_VERSION + 1 });
    expect(currentConsent(newer)).toBeNull();
    expect(decodeConsent(newer)?.version).toBe(CONSENT_VERSION + 1);
    expect(decodeConsent(older)?.version).toBe(CONSENT_VERSION - 1);
    expect(currentConsent(older)).toBeNull();
    expect(decideConsentBanner({ consent: currentConsent(older), route: 'events', leftLegalPage: false })).toBe(true);
    expect(decideConsentBanner({ consent: currentConsent(newer), route: 'events', leftLegalPage: false })).toBe(true);
  });
});

describe('Global Privacy Control', () => {
  it('is a no to tracking and marketing, and leaves external media to the visitor', () => {
    expect(applyGlobalPrivacyControl(ALL_CHOICES, true)).toEqual({ tracking: false, marketing: false, externalMedia: true });
    expect(applyGlobalPrivacyControl(ALL_CHOICES, false)).toEqual(ALL_CHOICES);
    expect(createConsent(ALL_CHOICES, NOW, true).choices).toEqual({ tracking: false, marketing: false, externalMedia: true });
  });

  it('overrides a stored yes for what may run now', () => {
    expect(effectiveChoices(accepted, true)).toEqual({ tracking: false, marketing: false, externalMedia: true });
    expect(effectiveChoices(accepted, false)).toEqual(ALL_CHOICES);
    expect(effectiveChoices(null, false)).toEqual(NO_CHOICES);
  });

  it('locks the tracking and marketing switches and says why; required is always on', () => {
    expect(lockOf('required', false)).toBe('alwaysOn');
    expect(lockOf('required', true)).toBe('alwaysOn');
    expect(lockOf('tracking', true)).toBe('globalPrivacyControl');
    expect(lockOf('marketing', true)).toBe('globalPrivacyControl');
    expect(lockOf('externalMedia', true)).toBeNull();
    expect(lockOf('tracking', false)).toBeNull();
    expect(lockOf('marketing', false)).toBeNull();
  });
});

describe('when the banner shows (spec 000 §4)', () => {
  const legal = ['/de/impressum', '/en/impressum', '/de/datenschutz', '/en/datenschutz', '/de/agb', '/en/agb'];

  it('knows the legal pages by their routes in both languages', () => {
    for (const path of legal) expect(isLegalRoute(matchRoute(path)?.name ?? null), path).toBe(true);
    for (const path of ['/de/konzerte', '/en', '/de/ueber-uns', '/de/404'])
      expect(isLegalRoute(matchRoute(path)?.name ?? null), path).toBe(false);
    expect(isLegalRoute(null)).toBe(false);
  });

  it('shows without an answer of the current version', () => {
    expect(decideConsentBanner({ consent: null, route: 'events', leftLegalPage: false })).toBe(true);
    expect(decideConsentBanner({ consent: null, route: null, leftLegalPage: false })).toBe(true);
  });

  it('does not show once answered, either way', () => {
    expect(decideConsentBanner({ consent: rejected, route: 'events', leftLegalPage: false })).toBe(false);
    expect(decideConsentBanner({ consent: accepted, route: 'events', leftLegalPage: false })).toBe(false);
  });

  it('never shows on imprint, privacy and terms, not even without an answer', () => {
    for (const route of ['imprint', 'privacy', 'terms'] as const) {
      expect(decideConsentBanner({ consent: null, route, leftLegalPage: false })).toBe(false);
      expect(decideConsentBanner({ consent: rejected, route, leftLegalPage: true })).toBe(false);
    }
  });

  it('shows again on leaving a legal page when the answer had the tag manager (tracking) off', () => {
    expect(decideConsentBanner({ consent: rejected, route: 'events', leftLegalPage: true })).toBe(true);
    const onlyMedia = { ...rejected, choices: { tracking: false, marketing: true, externalMedia: true } };
    expect(decideConsentBanner({ consent: onlyMedia, route: 'home', leftLegalPage: true })).toBe(true);
  });

  it('stays away on leaving a legal page when the answer had the tag manager on', () => {
    expect(decideConsentBanner({ consent: accepted, route: 'events', leftLegalPage: true })).toBe(false);
    const onlyTracking = { ...rejected, choices: { tracking: true, marketing: false, externalMedia: false } };
    expect(decideConsentBanner({ consent: onlyTracking, route: 'events', leftLegalPage: true })).toBe(false);
  });
});
