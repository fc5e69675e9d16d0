// The visitor's session through the gateway, against the real embedded upstream: login (with the
// session cookie relayed to the browser, never in a body), me, logout; form entries with
// localised field errors; the 404 log; Apollo's CSRF prevention. Upstream calls are counted.
import { describe, expect, it } from 'vitest';
import { graphql, request } from '../support/http';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { STAFF } from '../support/staff';

const gateway = gatewayForSuite({ UPSTREAM_CACHE: 'off' });

const upstreamCalls = () => gateway.proxy.requests.map((entry) => `${entry.method} ${entry.path.split('?')[0]}`);

function setCookies(headers: Record<string, string | string[] | undefined>): string[] {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The Cookie header a browser would send after these Set-Cookie headers (cleared ones left out). */
function cookieHeader(cookies: readonly string[]): string {
  const jar = new Map<string, string>();
  for (const cookie of cookies) {
    const [pair = ''] = cookie.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (value === '' || /expires=thu, 01 jan 1970/i.test(cookie) || /max-age=0\b/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

const ME = 'query ($locale: Locale!) { me(locale: $locale) { isLoggedIn username email firstName loginUrl } }';
const LOGIN =
  'mutation ($email: String!, $password: String!, $locale: Locale!) { login(locale: $locale, email: $email, password: $password) { isLoggedIn email username } }';

describe('user and session', () => {
  it('answers an anonymous visitor as logged out, without a session cookie', async () => {
    gateway.proxy.resetCounts();
    const result = await graphql(gateway.web.url, ME, { locale: 'EN' });
    expect(result.json.errors).toBeUndefined();
    expect(result.json.data?.me).toMatchObject({ isLoggedIn: false, username: '', email: '', loginUrl: '/en/api/user-login/' });
    expect(setCookies(result.headers).some((cookie) => cookie.startsWith('sessionid='))).toBe(false);
    expect(upstreamCalls()).toEqual(['GET /en/api/user-details/']);
  });

  it('refuses a malformed e-mail address in the caller’s language without asking the upstream', async () => {
    gateway.proxy.resetCounts();
    const de = await graphql(gateway.web.url, LOGIN, { locale: 'DE', email: 'kein-at', password: '' });
    expect(de.json.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { email: ['Ungültige E-Mail-Adresse!'], password: ['Dieses Feld ist ein Pflichtfeld!'] },
    });
    const en = await graphql(gateway.web.url, LOGIN, { locale: 'EN', email: 'no-at', password: 'x' });
    expect(en.json.errors?.[0]?.extensions?.fieldErrors).toEqual({ email: ['Invalid e-mail address!'] });
    expect(upstreamCalls()).toEqual([]);
  });

  it('answers wrong credentials with a localised field error and no session cookie', async () => {
    gateway.proxy.resetCounts();
    const result = await graphql(gateway.web.url, LOGIN, { locale: 'DE', email: 'niemand@example.org', password: 'falsch-falsch' });
    expect(result.json.data).toBeNull();
    expect(result.json.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { credentials: ['Mit diesen Zugangsdaten ist keine Anmeldung möglich.'] },
    });
    expect(setCookies(result.headers).some((cookie) => cookie.startsWith('sessionid='))).toBe(false);
    expect(upstreamCalls()).toEqual(['POST /de/api/user-login/']);
  });

  it('answers TOO_MANY_REQUESTS with the seconds to wait after five failures for one address', async () => {
    const email = `throttled-${Date.now()}@example.org`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await graphql(gateway.web.url, LOGIN, { locale: 'EN', email, password: 'wrong-password' });
      expect(failed.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const throttled = await graphql(gateway.web.url, LOGIN, { locale: 'EN', email, password: 'wrong-password' });
    const error = throttled.json.errors?.[0];
    expect(error?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(error?.message).toBe('Too many login attempts. Please try again later.');
    expect(error?.extensions?.retryAfter).toEqual(expect.any(Number));
    expect(error?.extensions?.retryAfter as number).toBeGreaterThan(0);
    expect(error?.extensions?.retryAfter as number).toBeLessThanOrEqual(15 * 60);
  });

  it('logs in: the session cookie is set on the browser, not in the body, and the next me is logged in; logout ends it', async () => {
    gateway.proxy.resetCounts();
    const login = await graphql(gateway.web.url, LOGIN, { locale: 'EN', email: STAFF.email, password: STAFF.password });
    expect(login.json.errors).toBeUndefined();
    expect(login.json.data?.login).toEqual({ isLoggedIn: true, email: STAFF.email, username: 'redaktion' });
    const cookies = setCookies(login.headers);
    const session = cookies.find((cookie) => cookie.startsWith('sessionid='));
    expect(session).toMatch(/^sessionid=[^;]+; Path=\/; /);
    expect(session).toContain('HttpOnly');
    expect(session).toContain('SameSite=Lax');
    expect(session).not.toMatch(/Domain=/i);
    const token = /^sessionid=([^;]+)/.exec(session ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(login.body).not.toContain(token);
    expect(upstreamCalls()).toEqual(['POST /en/api/user-login/']);

    const browserCookies = cookieHeader(cookies);
    const me = await graphql(gateway.web.url, ME, { locale: 'DE' }, { cookie: browserCookies });
    expect(me.json.data?.me).toMatchObject({ isLoggedIn: true, email: STAFF.email, username: 'redaktion' });
    expect(me.body).not.toContain(token);

    const logout = await graphql(gateway.web.url, 'mutation { logout(locale: DE) }', {}, { cookie: browserCookies });
    expect(logout.json.data?.logout).toBe(true);
    const cleared = setCookies(logout.headers).find((cookie) => cookie.startsWith('sessionid='));
    expect(cleared).toMatch(/^sessionid=; Path=\//);

    // The old cookie no longer opens a session: the upstream deleted it.
    const after = await graphql(gateway.web.url, ME, { locale: 'DE' }, { cookie: browserCookies });
    expect(after.json.data?.me).toMatchObject({ isLoggedIn: false });
  });

  it('refuses a cross-site style request (no JSON content type) before anything runs', async () => {
    gateway.proxy.resetCounts();
    const response = await request(`${gateway.web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { logout(locale: DE) }' }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatch(/CSRF|preflight/i);
    expect(upstreamCalls()).toEqual([]);
  });
});

const SUBMIT = `mutation ($locale: Locale!, $formId: ID!, $values: [FormValueInput!]!) {
  submitFormEntry(locale: $locale, formId: $formId, values: $values) { id formId } }`;

const contactValues = (overrides: Record<string, unknown>[] = []) => {
  const base: Record<string, Record<string, unknown>> = {
    name: { slug: 'name', text: 'Clara Schumann' },
    email: { slug: 'email', text: 'clara@example.org' },
    email2: { slug: 'email2', text: 'clara@example.org' },
    subject: { slug: 'subject', text: 'tickets' },
    message: { slug: 'message', text: 'Gibt es noch Karten?' },
    privacy: { slug: 'privacy', flag: true },
  };
  for (const override of overrides) base[String(override.slug)] = override;
  return Object.values(base);
};

describe('form entries', () => {
  it('stores a valid entry with one upstream write and answers its id', async () => {
    gateway.proxy.resetCounts();
    const result = await graphql(gateway.web.url, SUBMIT, { locale: 'DE', formId: '1', values: contactValues() });
    expect(result.json.errors).toBeUndefined();
    const entry = result.json.data?.submitFormEntry as { id: string; formId: string };
    expect(entry.formId).toBe('1');
    expect(entry.id).toMatch(/^\d+$/);
    expect(upstreamCalls()).toEqual(['GET /de/api/forms/1/', 'POST /de/api/forms-entries/']);
  });

  it('lists required and e-mail problems by slug in German and English without writing', async () => {
    const broken = contactValues([
      { slug: 'name', text: '  ' },
      { slug: 'email', text: 'clara-at-example' },
      { slug: 'privacy', flag: false },
    ]);
    gateway.proxy.resetCounts();
    const de = await graphql(gateway.web.url, SUBMIT, { locale: 'DE', formId: '1', values: broken });
    expect(de.json.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'values',
      fieldErrors: {
        name: ['Dieses Feld ist ein Pflichtfeld!'],
        email: ['Ungültige E-Mail-Adresse!'],
        privacy: ['Dieses Feld ist ein Pflichtfeld!'],
      },
    });
    const en = await graphql(gateway.web.url, SUBMIT, { locale: 'EN', formId: '1', values: broken });
    expect(en.json.errors?.[0]?.extensions?.fieldErrors).toEqual({
      name: ['This field is required!'],
      email: ['Invalid e-mail address!'],
      privacy: ['This field is required!'],
    });
    expect(upstreamCalls()).toEqual(['GET /de/api/forms/1/', 'GET /en/api/forms/1/']);
  });

  it('passes the upstream’s own field errors on by slug, in the caller’s language', async () => {
    const values = contactValues([
      { slug: 'subject', text: 'no-such-choice' },
      { slug: 'email2', text: 'other@example.org' },
    ]);
    const de = await graphql(gateway.web.url, SUBMIT, { locale: 'DE', formId: '1', values });
    const deErrors = de.json.errors?.[0]?.extensions?.fieldErrors as Record<string, string[]>;
    expect(de.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(deErrors).sort()).toEqual(['email2', 'subject']);
    expect(deErrors.email2).toEqual(['Die E-Mail-Adressen stimmen nicht überein!']);
    const en = await graphql(gateway.web.url, SUBMIT, { locale: 'EN', formId: '1', values });
    expect((en.json.errors?.[0]?.extensions?.fieldErrors as Record<string, string[]> | undefined)?.email2).toEqual([
      'The e-mail addresses do not match!',
    ]);
  });

  it('refuses an unknown form and a value with two members', async () => {
    const unknown = await graphql(gateway.web.url, SUBMIT, { locale: 'EN', formId: '424242', values: [] });
    expect(unknown.json.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'formId' });
    const twoMembers = await graphql(gateway.web.url, SUBMIT, {
      locale: 'EN',
      formId: '1',
      values: contactValues([{ slug: 'name', text: 'A', flag: true }]),
    });
    expect((twoMembers.json.errors?.[0]?.extensions?.fieldErrors as Record<string, string[]> | undefined)?.name).toEqual([
      'Give exactly one value (text, list, flag or fileId).',
    ]);
  });
});

describe('not-found log', () => {
  it('logs a site path and refuses anything else without asking the upstream', async () => {
    gateway.proxy.resetCounts();
    const logged = await graphql(gateway.web.url, 'mutation { reportNotFound(locale: DE, url: "/de/gibt-es-nicht?x=1") }');
    expect(logged.json.errors).toBeUndefined();
    expect(logged.json.data?.reportNotFound).toBe(true);
    expect(upstreamCalls()).toEqual(['POST /de/api/dashboard-error-log/']);
    gateway.proxy.resetCounts();
    for (const url of ['https://evil.example/x', '//evil.example/x', 'relative', '/with space']) {
      const refused = await graphql(gateway.web.url, 'mutation ($url: String!) { reportNotFound(locale: EN, url: $url) }', { url });
      expect(refused.json.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    }
    expect(upstreamCalls()).toEqual([]);
  });
});
