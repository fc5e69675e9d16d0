import { describe, expect, it } from 'vitest';
import { ALL_CHOICES, NO_CHOICES } from '../../../shared/consent';
import { CONSENT_MODE_DEFAULTS, consentModeOf, isTagManagerId } from './loadTagManager';

// loadTagManager itself needs a DOM and a CSP: tests/e2e/tagManager.test.ts runs it in Chromium.
describe('the tag manager’s consent mode', () => {
  it('starts with everything denied', () => {
    expect(CONSENT_MODE_DEFAULTS).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('grants analytics for the tracking group and the ad signals for the marketing group', () => {
    expect(consentModeOf(ALL_CHOICES)).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(consentModeOf(NO_CHOICES)).toEqual(CONSENT_MODE_DEFAULTS);
    expect(consentModeOf({ tracking: true, marketing: false, externalMedia: true })).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeOf({ tracking: false, marketing: true, externalMedia: false }).analytics_storage).toBe('denied');
  });

  it('accepts only container ids as Tag Manager issues them', () => {
    expect(isTagManagerId('GTM-AB12CD3')).toBe(true);
    for (const id of ['', 'GTM-', 'gtm-ab12', 'UA-1234-1', 'GTM-AB12&l=x', 'GTM-AB12"><script>', `GTM-${'A'.repeat(17)}`])
      expect(isTagManagerId(id), id).toBe(false);
  });
});
