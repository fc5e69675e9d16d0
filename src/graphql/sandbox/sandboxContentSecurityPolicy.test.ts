import { describe, expect, it } from 'vitest';
import { sandboxContentSecurityPolicy } from './sandboxContentSecurityPolicy';

describe('sandboxContentSecurityPolicy', () => {
  it('names no other origin and relaxes only what GraphiQL needs', () => {
    const policy = sandboxContentSecurityPolicy({ production: false });
    const directives = new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    // Every source is a keyword or data:, never a host, a scheme such as https: or blob:, or a wildcard.
    for (const [, sources] of directives) for (const source of sources ?? []) expect(source).toMatch(/^('[a-z-]+'|data:)$/);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('upgrades insecure requests in production, as the site’s own policy does', () => {
    expect(sandboxContentSecurityPolicy({ production: true }).split('; ').at(-1)).toBe('upgrade-insecure-requests');
  });
});
