import { describe, expect, it } from 'vitest';
import { ROUTE_GUARDS, RouteGuardError, isSafeSitePath, runRouteGuards } from './routeGuards';

const input = {
  pathname: '/de/about',
  search: '?x=1',
  redirects: [
    { oldPath: '/de/about', newPath: '/de/ueber-uns' },
    { oldPath: '/de/loop', newPath: '/de/loop' },
    { oldPath: '/de/away', newPath: '//evil.example/' },
  ],
  siblingPaths: ['/de/ueber-uns', '/de/ueber-uns/team'],
};

describe('runRouteGuards', () => {
  it('answers a redirect record with a 301 to its new path, keeping the query', () => {
    expect(runRouteGuards(ROUTE_GUARDS, input)).toEqual({ kind: 'redirect', status: 301, location: '/de/ueber-uns?x=1' });
  });

  it('continues with the path locale and the page-header loading flag when no record matches', () => {
    expect(runRouteGuards(ROUTE_GUARDS, { ...input, pathname: '/en/concerts' })).toEqual({
      kind: 'continue',
      pageHeaderLoading: true,
      locale: 'en',
    });
    expect(runRouteGuards(ROUTE_GUARDS, { ...input, pathname: '/de/ueber-uns/team' })).toEqual({
      kind: 'continue',
      pageHeaderLoading: false,
      locale: 'de',
    });
  });

  it('ignores records that point at themselves or off the site', () => {
    expect(runRouteGuards(ROUTE_GUARDS, { ...input, pathname: '/de/loop' })).toMatchObject({ kind: 'continue' });
    expect(runRouteGuards(ROUTE_GUARDS, { ...input, pathname: '/de/away' })).toMatchObject({ kind: 'continue' });
  });

  it('runs the guards in the order given: a guard after the redirect does not run when it redirects', () => {
    expect(() => runRouteGuards(['redirect', 'nonsense'], input)).not.toThrow();
    expect(() => runRouteGuards(['nonsense', 'redirect'], input)).toThrow(RouteGuardError);
  });

  it("fails an unknown guard with the spec's 500 'Unknown middleware {name}'", () => {
    const run = () => runRouteGuards(['pageHeaderLoading', 'auth'], { ...input, pathname: '/de' });
    expect(run).toThrow('Unknown middleware auth');
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(RouteGuardError);
      expect((error as RouteGuardError).statusCode).toBe(500);
    }
  });
});

describe('isSafeSitePath', () => {
  it('accepts site paths and http(s) URLs, nothing else', () => {
    expect(isSafeSitePath('/de/konzerte')).toBe(true);
    expect(isSafeSitePath('https://tickets.example/x')).toBe(true);
    expect(isSafeSitePath('//evil.example')).toBe(false);
    expect(isSafeSitePath('/\\evil.example')).toBe(false);
    expect(isSafeSitePath('javascript:alert(1)')).toBe(false);
    expect(isSafeSitePath('de/relative')).toBe(false);
  });
});
