import { describe, expect, it } from 'vitest';
import { formSlug } from './formSlug';

describe('formSlug', () => {
  it('writes umlauts out and joins words with hyphens', () => {
    expect(formSlug('Schulkonzert-Anmeldung')).toBe('schulkonzert-anmeldung');
    expect(formSlug('Bewerbung Orchesterakademie')).toBe('bewerbung-orchesterakademie');
    expect(formSlug('Gruß & Übersicht')).toBe('gruss-uebersicht');
    expect(formSlug('Café Crème')).toBe('cafe-creme');
  });

  it('never gives an empty segment', () => {
    expect(formSlug('!!!')).toBe('form');
    expect(formSlug('')).toBe('form');
  });

  it('keeps slugs short without a trailing hyphen', () => {
    const slug = formSlug(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});
