// issue 8 §3: no request path or query makes a 500. Hand-picked cases first (each broke once or
// is a classic), then generated ones. Every answer: status below 500, no stack trace or source
// path, no Location that leaves the site; a page path answered 4xx gets the site's own HTML page
// in the path's language.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import {
  closeAgents,
  commonProblems,
  describeFailure,
  fuzz,
  nastyFragment,
  requestLineChar,
  send,
  type RawAnswer,
  type RawRequest,
} from '../support/fuzz';

const gateway = gatewayForSuite({});
afterAll(closeAgents);

/** Paths the site hands to something other than its page renderer (JSON, or Node itself). */
function isApiPath(path: string): boolean {
  return /^\/graphql(?:[/?]|$)/i.test(path) || /^\/healthz(?:\?|$)/.test(path);
}

/** The language the answer must be in, when the raw path says it plainly. */
function expectedLocale(path: string): 'de' | 'en' | null {
  const pathname = path.split('?')[0] ?? '';
  if (/[\\%]|(?:^|\/)\.\.?(?:\/|$)/.test(pathname)) return null;
  return /^\/en(?:\/|$)/.test(pathname) ? 'en' : 'de';
}

function pageProblems(request: RawRequest, answer: RawAnswer): string[] {
  if (isApiPath(request.path) || request.method !== 'GET') return [];
  if (answer.status < 400) return [];
  const problems: string[] = [];
  if (!String(answer.headers['content-type']).startsWith('text/html')) problems.push(`a ${answer.status} page is not HTML`);
  const lang = /<html lang="(de|en)"/.exec(answer.body)?.[1];
  if (!lang) problems.push('the error page names no language');
  const expected = expectedLocale(request.path);
  if (expected && lang && lang !== expected) problems.push(`the error page is in ${lang}, the path asks for ${expected}`);
  if (![400, 404, 405, 431].includes(answer.status)) problems.push(`unexpected status ${answer.status} for a page path`);
  return problems;
}

async function check(request: RawRequest): Promise<RawAnswer> {
  const answer = await send(gateway.web.port, request);
  const problems = [...commonProblems(request, answer, gateway.web.url), ...pageProblems(request, answer)];
  expect(problems, describeFailure(request, answer, problems)).toEqual([]);
  return answer;
}

const get = (path: string): RawRequest => ({ method: 'GET', path });

describe('hand-picked request targets', () => {
  it('answers the two URLs of the issue with the German 400 page', async () => {
    for (const path of ['//%5c%5cevil.com', '/\\/\\']) {
      const answer = await check(get(path));
      expect(answer.status, path).toBe(400);
      expect(answer.body).toContain('<html lang="de"');
    }
  });

  it('answers malformed percent-encoding with the 400 page, in English under /en', async () => {
    for (const path of ['/%', '/%E0%A4%A', '/de/%ff', '/en/%E0%A4%A', '/en/konzerte%', '/media/%', '/shop/%zz', '/assets/%']) {
      const answer = await check(get(path));
      expect(answer.status, path).toBe(400);
    }
    const english = await check(get('/en/%'));
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('Bad request');
    const german = await check(get('/de/%'));
    expect(german.body).toContain('Ungültige Anfrage');
  });

  it('answers NUL, doubled slashes, backslashes and long paths with a 404 or 400 page', async () => {
    const threeKb = `/de/${'x'.repeat(3 * 1024)}`;
    for (const path of [
      '/%00',
      '/de/%00',
      '/de//konzerte',
      '/\\\\evil.com',
      '//evil.com',
      '//evil.com/de/konzerte/',
      threeKb,
      `/en/${'%ff'.repeat(1000)}`,
    ]) {
      const answer = await check(get(path));
      expect([400, 404], path).toContain(answer.status);
    }
  });

  it('keeps invalid, repeated and array filter parameters on the site', async () => {
    for (const search of [
      'room=%ff',
      'room=a&room=b',
      'room=1&room=2',
      'room[]=a',
      'room[a]=1',
      'date=%00',
      'date=31-02-2026&date=01-01-2027',
    ]) {
      const answer = await check(get(`/de/konzerte?${search}`));
      expect([200, 302], search).toContain(answer.status);
      if (answer.status === 302) expect(answer.headers.location).toBe('/de/404');
    }
  });

  it('redirects a trailing slash to the same page on the site, with its query', async () => {
    const answer = await check(get('/de/konzerte/?a=1'));
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/de/konzerte?a=1');
    for (const path of ['//evil.com/', '///evil.com//', '/\\evil.com/', '/%5c%5cevil.com/', '/de/konzerte//?x=//evil.com']) {
      const redirected = await check(get(path));
      expect([301, 400, 404], path).toContain(redirected.status);
    }
  });

  it('never serves an upstream path outside /media and /shop through the pass-through', async () => {
    for (const path of ['/media/../api/events/', '/media/%2e%2e/api/events/', '/shop/../../api/user-details/', '/media/..%2fapi/events/']) {
      const answer = await check(get(path));
      expect([400, 404], path).toContain(answer.status);
      expect(answer.body).not.toContain('"results"');
    }
  });

  it("answers another method on a page with 405 and the site's own page", async () => {
    const answer = await send(gateway.web.port, {
      method: 'POST',
      path: '/en/concerts',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<html lang="en"');
  });
});

const segment = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(
      'de',
      'en',
      'konzerte',
      'concerts',
      '404',
      'orchesterleben',
      'media',
      'shop',
      'assets',
      'graphql',
      'healthz',
      'x',
      '',
    ),
  },
  { weight: 3, arbitrary: nastyFragment },
  { weight: 2, arbitrary: fc.string({ unit: requestLineChar, maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.nat({ max: 5000 }).map((length) => 'a'.repeat(length)) },
);

const pathname = fc.oneof(
  // The pages that exist, so that generated filters reach the renderer itself.
  { weight: 1, arbitrary: fc.constantFrom('/de/konzerte', '/en/concerts', '/de', '/en', '/de/404', '/en/404') },
  { weight: 3, arbitrary: generatedPathname() },
);

function generatedPathname(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(
        '/',
        '/',
        '/',
        '/',
        '//',
        '/\\',
        '\\',
        '///',
        '/de/',
        '/en/',
        '/en/concerts/',
        '/de/konzerte/',
        '/media/',
        '/shop/',
        '/assets/',
      ),
      fc.array(segment, { maxLength: 5 }),
      fc.constantFrom('', '', '', '/', '//'),
    )
    .map(([start, parts, end]) => `${start}${parts.join('/')}${end}`);
}

const queryKey = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'room',
      'type',
      'tag',
      'series',
      'genre',
      'date',
      'overlay',
      'page',
      'room[]',
      'room[0]',
      'date[a]',
      '__proto__',
      '',
    ),
  },
  { weight: 1, arbitrary: nastyFragment },
  { weight: 1, arbitrary: fc.string({ unit: requestLineChar, maxLength: 8 }).map((text) => text.replace(/[&#]/g, '')) },
);

const queryValue = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '1',
      '2',
      '007',
      '-1',
      '0',
      '999999999',
      '1000000000',
      '1e3',
      '',
      '01-01-2027',
      '31-02-2026',
      '2026-13-01',
      'true',
    ),
  },
  { weight: 2, arbitrary: nastyFragment },
  { weight: 1, arbitrary: fc.string({ unit: requestLineChar, maxLength: 10 }).map((text) => text.replace(/[&#]/g, '')) },
  { weight: 1, arbitrary: fc.nat({ max: 3000 }).map((length) => '9'.repeat(length)) },
);

const query = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('?', '??', '?&', '?=', '?%', '?#x') },
  {
    weight: 5,
    arbitrary: fc
      .array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 5 })
      .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
  },
);

const method = fc.oneof(
  { weight: 12, arbitrary: fc.constant('GET') },
  { weight: 3, arbitrary: fc.constant('HEAD') },
  { weight: 2, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH') },
);

const siteRequest: fc.Arbitrary<RawRequest> = fc
  .record({ method, pathname, query })
  .map(({ method: verb, pathname: path, query: search }) => ({
    method: verb,
    // A target that does not start with a slash ('\\…') reaches the server as written too.
    path: `${path}${search}`,
    ...(verb === 'POST' || verb === 'PUT' || verb === 'PATCH' ? { headers: { 'content-type': 'application/json' }, body: '{"a":' } : {}),
  }));

describe('generated request targets', () => {
  it('answers 5,000 generated paths and queries without a 500, a stack, a source path or an off-site redirect', async () => {
    await fuzz({
      name: 'site',
      port: gateway.web.port,
      origin: gateway.web.url,
      requests: siteRequest,
      total: 5000,
      extraProblems: pageProblems,
    });
  }, 180_000);
});
