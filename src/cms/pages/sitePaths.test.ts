import { describe, expect, it } from 'vitest';
import { isHttpsUrl, sitePathLocale } from './sitePaths';

describe('sitePathLocale', () => {
  it('names the language of a site path', () => {
    expect(sitePathLocale('/de')).toBe('de');
    expect(sitePathLocale('/en/about-us/history')).toBe('en');
    expect(sitePathLocale('/de/konzert_2025.html')).toBe('de');
  });

  it.each([
    '/',
    '/fr/x',
    '/de/',
    '//evil.example',
    '/de//x',
    '/de/../admin',
    '/de/./x',
    'javascript:alert(1)',
    'data:text/html,x',
    '/de/<script>',
    '/de/a b',
    "/de/'x'",
    '/dex',
    `/de/${'a'.repeat(600)}`,
  ])('refuses %s', (value) => {
    expect(sitePathLocale(value)).toBeUndefined();
  });
});

describe('isHttpsUrl', () => {
  it('takes https URLs with paths, queries and fragments', () => {
    expect(isHttpsUrl('https://tickets.example.org')).toBe(true);
    expect(isHttpsUrl('https://tickets.example.org/a/b?x=1&y=2#top')).toBe(true);
  });

  it.each([
    'http://example.org',
    'javascript:alert(1)',
    'https://',
    'https://localhost',
    'https://example.org/"onmouseover="x',
    'https://example.org/<script>',
    'https://exa mple.org',
    'HTTPS://example.org\\x',
  ])('refuses %s', (value) => {
    expect(isHttpsUrl(value)).toBe(false);
  });
});
