import { describe, expect, it } from 'vitest';
import { afterLoginPath, isPrivatePage, loginPathFor, needsLogin, safeNextPath } from './accountPages';

describe('safeNextPath', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeNextPath('/de/user/profil')).toBe('/de/user/profil');
    expect(safeNextPath('/en/user/settings?tab=1#password')).toBe('/en/user/settings?tab=1#password');
    expect(safeNextPath('/cms-hub')).toBe('/cms-hub');
  });

  it('never leads to another site (no open redirect)', () => {
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/%0d%0aLocation:x',
      '/de\u0000',
      '/\t/evil.example',
      '',
      null,
      undefined,
      ' /de',
    ]) {
      const safe = safeNextPath(next);
      if (safe !== null) expect(safe.startsWith('/') && !safe.startsWith('//')).toBe(true);
      if (typeof next === 'string' && (next.startsWith('//') || next.includes('evil'))) expect(safe).toBeNull();
    }
  });

  it('does not lead back to the login itself', () => {
    expect(safeNextPath('/de/user/anmelden')).toBeNull();
    expect(safeNextPath('/en/user/login?next=/x')).toBeNull();
  });
});

describe('loginPathFor and afterLoginPath', () => {
  it('carries the page to come back to, encoded', () => {
    expect(loginPathFor('de', '/de/user/einstellungen')).toBe('/de/user/anmelden?next=%2Fde%2Fuser%2Feinstellungen');
    expect(loginPathFor('en', '//evil.example')).toBe('/en/user/login');
  });

  it('goes back to next, else to the profile', () => {
    expect(afterLoginPath('?next=%2Fen%2Fuser%2Fsettings', 'en')).toBe('/en/user/settings');
    expect(afterLoginPath('?next=https%3A%2F%2Fevil.example', 'de')).toBe('/de/user/profil');
    expect(afterLoginPath('', 'en')).toBe('/en/user/profile-en');
  });
});

describe('private pages', () => {
  it('are the login, the user pages and the editor hub; the user pages need a login', () => {
    expect(['login', 'userProfile', 'userSettings', 'cmsHub'].every((kind) => isPrivatePage(kind as never))).toBe(true);
    expect(isPrivatePage('events')).toBe(false);
    expect(needsLogin('userProfile') && needsLogin('userSettings')).toBe(true);
    expect(needsLogin('login') || needsLogin('cmsHub')).toBe(false);
  });
});
