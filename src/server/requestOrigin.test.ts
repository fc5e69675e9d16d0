import { describe, expect, it } from 'vitest';
import { requestOrigin } from './requestOrigin';

describe('requestOrigin', () => {
  it('joins the scheme and a plain host, with its port', () => {
    expect(requestOrigin('https', 'www.Example.org')).toBe('https://www.example.org');
    expect(requestOrigin('http', '127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(requestOrigin('http', '[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('gives none for a host that is not a plain name', () => {
    for (const host of [undefined, '', 'a b', 'evil.org/"x', 'evil.org@x', 'x.org:abc', '-x.org', 'x..org', `${'a'.repeat(64)}.org`]) {
      expect(requestOrigin('https', host)).toBeUndefined();
    }
    expect(requestOrigin('ftp', 'example.org')).toBeUndefined();
  });
});
