import { describe, expect, it } from 'vitest';
import { decideLocaleFromAcceptLanguage } from './locales';

describe('decideLocaleFromAcceptLanguage', () => {
  it('defaults to German without a header or a supported language', () => {
    expect(decideLocaleFromAcceptLanguage(undefined)).toBe('de');
    expect(decideLocaleFromAcceptLanguage('fr-FR,fr;q=0.9')).toBe('de');
  });

  it('picks English for an English browser', () => {
    expect(decideLocaleFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en');
  });

  it('honours q-values over order', () => {
    expect(decideLocaleFromAcceptLanguage('de;q=0.4, en;q=0.8')).toBe('en');
    expect(decideLocaleFromAcceptLanguage('fr, en;q=0.5, de;q=0.7')).toBe('de');
  });

  it('ignores languages refused with q=0', () => {
    expect(decideLocaleFromAcceptLanguage('en;q=0, de;q=0.1')).toBe('de');
  });
});
