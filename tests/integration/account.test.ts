// The login, the user pages and the editor hub over HTTP, and the upstream calls they need
// (src/cms README "Users and sessions", "Page editor"): a visitor without a session is sent to
// the login with the page to come back to; every one of these pages is noindex and private;
// the preferred language, the password change and the staff list of pages through the gateway.
// An upstream of its own: the password changes here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForSuite, OWN_STORAGE } from '../support/cmsUnderTest';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { STAFF } from '../support/staff';

const cms = cmsForSuite(OWN_STORAGE);
let web: RunningProcess;

beforeAll(async () => {
  web = await startWeb({ CMS_URL: cms.url(), UPSTREAM_CACHE: 'off' });
});

afterAll(async () => {
  await web?.stop();
});

/** Logs in through the gateway; the Cookie header the site set (session and CSRF token). */
async function login(password = STAFF.password): Promise<string> {
  const answer = await graphql(
    web.url,
    'mutation ($email: String!, $password: String!) { login(locale: DE, email: $email, password: $password) { isLoggedIn } }',
    {
      email: STAFF.email,
      password,
    },
  );
  expect(answer.json.errors).toBeUndefined();
  const cookies = (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? '');
  return cookies.filter((cookie) => /^(sessionid|csrftoken)=./.test(cookie)).join('; ');
}

describe('user pages', () => {
  it('send a visitor without a session to the login and back', async () => {
    for (const [path, location] of [
      ['/de/user/profil', '/de/user/anmelden?next=%2Fde%2Fuser%2Fprofil'],
      ['/de/user/einstellungen', '/de/user/anmelden?next=%2Fde%2Fuser%2Feinstellungen'],
      ['/en/user/profile-en', '/en/user/login?next=%2Fen%2Fuser%2Fprofile-en'],
      ['/en/user/settings?x=1', '/en/user/login?next=%2Fen%2Fuser%2Fsettings%3Fx%3D1'],
    ] as const) {
      const page = await request(`${web.url}${path}`);
      expect(page.status, path).toBe(302);
      expect(page.headers.location).toBe(location);
      expect(page.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('stream for a visitor with a session, noindex and private', async () => {
    const cookie = await login();
    for (const path of ['/de/user/profil', '/en/user/settings']) {
      const page = await request(`${web.url}${path}`, { headers: { cookie } });
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  });

  it('has a login page in both languages that is noindex', async () => {
    for (const [path, title] of [
      ['/de/user/anmelden', 'Anmelden'],
      ['/en/user/login', 'Log in'],
    ] as const) {
      const page = await request(`${web.url}${path}?next=%2F%2Fevil.example`);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<h1>${title}</h1>`);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });
});

describe('/cms-hub', () => {
  it('streams the staff entry, noindex and private, in the language asked', async () => {
    const german = await request(`${web.url}/cms-hub?lang=de`);
    expect(german.status).toBe(200);
    expect(german.body).toContain('<h1>Redaktion</h1>');
    expect(german.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(german.headers['cache-control']).toBe('private, no-store');
    const english = await request(`${web.url}/cms-hub`, { headers: { 'accept-language': 'en-GB' } });
    expect(english.body).toContain('<h1>Editorial</h1>');
  });

  it('lists the CMS pages for staff only, offline ones too', async () => {
    const query = 'query { editorPages(locale: DE) { id title path isOnline parentId } }';
    const anonymous = await graphql(web.url, query);
    expect(anonymous.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const staff = await graphql(web.url, query, {}, { cookie: await login() });
    const pages = staff.json.data?.editorPages as { title: string; path: string; isOnline: boolean; parentId: string | null }[];
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/de', '/de/ueber-uns', '/de/ueber-uns/presse', '/de/impressum']),
    );
    expect(pages.find((page) => page.path === '/de/ueber-uns/presse')).toMatchObject({ isOnline: false });
    // Parents come before their children.
    const about = pages.findIndex((page) => page.path === '/de/ueber-uns');
    expect(pages.findIndex((page) => page.path === '/de/ueber-uns/geschichte')).toBeGreaterThan(about);
  });
});

describe('user settings through the gateway', () => {
  it('stores the preferred language', async () => {
    const cookie = await login();
    const token = /csrftoken=([^;]+)/.exec(cookie)?.[1] ?? '';
    const headers = { cookie, 'x-csrftoken': token };
    const saved = await graphql(web.url, 'mutation { updateUserLanguage(locale: DE, language: EN) { language } }', {}, headers);
    expect(saved.json.errors).toBeUndefined();
    expect(saved.json.data?.updateUserLanguage).toEqual({ language: 'EN' });
    const me = await graphql(web.url, 'query { me(locale: DE) { language } }', {}, headers);
    expect(me.json.data?.me).toEqual({ language: 'EN' });
    const anonymous = await graphql(web.url, 'mutation { updateUserLanguage(locale: EN, language: DE) { language } }');
    expect(anonymous.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('changes the password only with the current one, and the new one logs in', async () => {
    const cookie = await login();
    const change = (currentPassword: string, newPassword: string, locale = 'DE') =>
      graphql(
        web.url,
        `mutation ($c: String!, $n: String!) { changePassword(locale: ${locale}, currentPassword: $c, newPassword: $n) }`,
        { c: currentPassword, n: newPassword },
        { cookie },
      );
    const short = await change(STAFF.password, 'kurz');
    expect(short.json.errors?.[0]?.extensions?.fieldErrors).toEqual({ newPassword: ['Das Passwort muss mindestens 8 Zeichen lang sein.'] });
    const wrong = await change('falsch-falsch', 'Neues-Passwort-1', 'EN');
    expect(wrong.json.errors?.[0]?.extensions?.fieldErrors).toEqual({ currentPassword: ['The current password is not correct.'] });
    const done = await change(STAFF.password, 'Neues-Passwort-1');
    expect(done.json.data?.changePassword).toBe(true);
    expect(await login('Neues-Passwort-1')).toContain('sessionid=');
    const old = await graphql(
      web.url,
      'mutation ($e: String!, $p: String!) { login(locale: EN, email: $e, password: $p) { isLoggedIn } }',
      { e: STAFF.email, p: STAFF.password },
    );
    expect(old.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
