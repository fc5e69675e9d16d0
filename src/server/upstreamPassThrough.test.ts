import { describe, expect, it } from 'vitest';
import { upstreamTarget } from './upstreamPassThrough';

const base = new URL('http://upstream.test:3001');

describe('upstreamTarget', () => {
  it('passes paths under /media/ and /shop/ with their query', () => {
    expect(upstreamTarget('/media/seed/1.png?w=640&fm=webp', base)?.href).toBe('http://upstream.test:3001/media/seed/1.png?w=640&fm=webp');
    expect(upstreamTarget('/shop/events/12', base)?.href).toBe('http://upstream.test:3001/shop/events/12');
  });

  it('refuses paths that leave those folders once resolved, and other hosts', () => {
    for (const target of [
      '/media/../api/events/',
      '/media/%2e%2e/api/events/',
      '/shop/..%2fapi/user-details/',
      '/media\\..\\api/',
      '//evil.com/media/x',
      '/media/%5c..',
    ]) {
      expect(upstreamTarget(target, base), target).toBeNull();
    }
  });
});
