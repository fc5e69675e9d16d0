import { describe, expect, it } from 'vitest';
import { externalLink } from './externalLink';

describe('externalLink', () => {
  it('adds https when the address has no scheme', () => {
    expect(externalLink('example.org/konzert')).toBe('https://example.org/konzert');
    expect(externalLink('  www.example.org  ')).toBe('https://www.example.org/');
    expect(externalLink('//cdn.example.org/x')).toBe('https://cdn.example.org/x');
  });

  it('keeps http and https addresses', () => {
    expect(externalLink('http://example.org/a?b=1#c')).toBe('http://example.org/a?b=1#c');
    expect(externalLink('HTTPS://Example.org')).toBe('https://example.org/');
  });

  it('refuses javascript:, data: and other schemes, and what is not an address', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'mailto:a@b.org',
      'ftp://example.org',
      '',
      'nur text',
      'https://',
      'https://nohost',
    ]) {
      expect(externalLink(bad), bad).toBeNull();
    }
  });
});
