// issue 8 §3: the embedded upstream's own endpoints (src/cms/README.md) answer bad paths,
// queries and bodies with 4xx JSON errors, never a 500, a stack or a source path. Writes carry
// an anonymous CSRF pair half the time, so bodies reach validation; reads sometimes carry the
// staff session. Staff writes are left out: random ones would delete the seed other suites share.
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
import { loginAsStaff } from '../support/staff';

const cmsUrl = inject('cmsUrl');
const port = Number(new URL(cmsUrl).port);
let staffCookie = '';
beforeAll(async () => {
  staffCookie = await loginAsStaff(cmsUrl);
});
afterAll(closeAgents);

function upstreamProblems(request: RawRequest, answer: RawAnswer): string[] {
  if (answer.status < 400 || request.method === 'HEAD') return [];
  // The shop's pages are HTML, their 404 too (README "Shop").
  if (/^(?:\/(?:de|en))?\/shop\//.test(request.path) && String(answer.headers['content-type']).startsWith('text/html')) return [];
  if (!String(answer.headers['content-type']).startsWith('application/json')) return [`a ${answer.status} answer is not JSON`];
  try {
    JSON.parse(answer.body);
  } catch {
    return ['the error body is not JSON'];
  }
  return [];
}

async function check(request: RawRequest): Promise<RawAnswer> {
  const answer = await send(port, request);
  const problems = [...commonProblems(request, answer, cmsUrl), ...upstreamProblems(request, answer)];
  expect(problems, describeFailure(request, answer, problems)).toEqual([]);
  return answer;
}

describe('hand-picked upstream requests', () => {
  it("answers the issue's paths, bad escapes and raw bytes with a 4xx JSON error", async () => {
    for (const path of [
      '//%5c%5cevil.com',
      '/\\/\\',
      '/%',
      '/de/api/events/%E0%A4%A/',
      '/api/events/?date=%ff',
      '/api/events/?room=a&room=b',
      '/api/events/?room[]=a',
      '/api/search/?query=%00',
      '/media/%',
      `/api/${'a'.repeat(3000)}/`,
      '/de/api/events/\u00ff/',
    ]) {
      const answer = await check({ method: 'GET', path });
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers bad bodies with a 4xx JSON error', async () => {
    const csrf = randomBytes(8).toString('hex');
    for (const body of ['{', 'null', '[]', '"x"', '{"email":5,"password":[]}', '{"url":{"a":1}}', '{"quantities":"x"}']) {
      for (const path of ['/de/api/user-login/', '/de/api/dashboard-error-log/', '/de/api/shop-cart/', '/de/api/forms-entries/']) {
        const answer = await check({
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
          body,
        });
        expect(answer.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
      }
    }
  });
});

const TEMPLATES = [
  '/api/events/',
  '/api/events/:id/',
  '/api/calendar/',
  '/api/rooms/',
  '/api/exhibition-types/',
  '/api/event-tags/',
  '/api/series/',
  '/api/series/:id/',
  '/api/genres/',
  '/api/teasers/',
  '/api/productions/',
  '/api/productions/:id/',
  '/api/articles/',
  '/api/articles/:id/',
  '/api/articles-teaser/',
  '/api/article-categories/',
  '/api/article-tags/',
  '/api/persons/',
  '/api/persons/:id/',
  '/api/person-categories/',
  '/api/venues/',
  '/api/venues/:id/',
  '/api/seasons/',
  '/api/production-tags/',
  '/api/breaking-news/',
  '/api/opening-hours-today/',
  '/api/search/',
  '/api/search/autocomplete/',
  '/api/search/events/',
  '/api/search/others/',
  '/api/shop-cart/',
  '/api/forms/:id/',
  '/api/forms-entries/',
  '/api/temp-files/',
  '/api/user-login/',
  '/api/user-logout/',
  '/api/user-details/',
  '/api/user-password/',
  '/api/agb/',
  '/api/imprint/',
  '/api/privacy-policy/',
  '/api/dashboard-error-log/',
  '/pageeditor-api/settings',
  '/pageeditor-api/design-settings',
  '/pageeditor-api/user',
  '/pageeditor-api/nav',
  '/pageeditor-api/pages/',
  '/pageeditor-api/redirect',
  '/pageeditor-api/page/*path',
  '/pageeditor-api/page/:id/',
  '/pageeditor-api/page/:id/versions/',
  '/pageeditor-api/page/:id/publish/',
  '/pageeditor-api/page/:id/versions/:id/restore/',
  '/pageeditor-api/redirect/:id',
  '/pageeditor-api/changes/',
  '/pageeditor-api/container/by-slug/:slug',
  '/pageeditor-api/module/',
  '/pageeditor-api/module/:id/',
  '/pageeditor-api/module/:id/move/',
  '/pageeditor-api/media/',
  '/shop/cart',
  '/shop/events/:id',
  '/media/:slug',
  '/healthz',
  '/:slug',
];

const pathValue = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(
      '1',
      '2',
      '17',
      '100120',
      '0',
      '-1',
      '007',
      '99999999999999999999',
      '1.5',
      '1e3',
      'abc',
      'home',
      'konzerte',
      'x.png',
      'seed/1.png',
    ),
  },
  { weight: 2, arbitrary: nastyFragment },
  { weight: 1, arbitrary: fc.string({ unit: requestLineChar, maxLength: 12 }).map((text) => text.replace(/[?#]/g, '')) },
  { weight: 1, arbitrary: fc.nat({ max: 4000 }).map((length) => '1'.repeat(length)) },
);

const upstreamPath = fc
  .record({
    prefix: fc.constantFrom('', '', '', '/de', '/de', '/en', '/en', '/fr', '//', '/\\', '/de/'),
    template: fc.constantFrom(...TEMPLATES),
    values: fc.array(pathValue, { minLength: 3, maxLength: 3 }),
    slash: fc.constantFrom('keep', 'keep', 'keep', 'keep', 'drop', 'double'),
  })
  .map(({ prefix, template, values, slash }) => {
    let index = 0;
    let path = template.replace(/[:*]\w+/g, () => values[index++ % values.length] ?? '1');
    if (slash === 'drop') path = path.replace(/\/$/, '');
    if (slash === 'double') path = `${path}/`;
    return `${prefix}${path}`;
  });

const queryKey = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'page',
      'page_size',
      'date',
      'room',
      'type',
      'tag',
      'series',
      'genre',
      'query',
      'category',
      'season',
      'exhibition_type',
      'w',
      'fm',
      'lang',
      'room[]',
      '',
    ),
  },
  { weight: 1, arbitrary: nastyFragment },
);
const queryValue = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '1',
      '2',
      '0',
      '-1',
      '100',
      '101',
      '2026-11-01',
      '2026-02-30',
      '01-11-2026',
      '640',
      'webp',
      'avif',
      'en',
      'konzert',
      '',
    ),
  },
  { weight: 2, arbitrary: nastyFragment },
  { weight: 1, arbitrary: fc.string({ unit: requestLineChar, maxLength: 10 }).map((text) => text.replace(/[&#]/g, '')) },
);
const query = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 4 })
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
);

const FIELDS = [
  'email',
  'password',
  'url',
  'form',
  'field_values',
  'quantities',
  'event_jet_id',
  'sale_type_ids',
  'seat_group',
  'block_id',
  'parent',
  'column',
  'position',
  'is_online',
  'type',
  'fields',
  'page',
  'slug',
  'title',
];
const jsonBody = fc
  .dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 6 })), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 })
  .map((value) => JSON.stringify(value));
const body = fc.oneof(
  { weight: 5, arbitrary: jsonBody },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: jsonBody.chain((text) => fc.nat({ max: text.length }).map((cut) => text.slice(0, cut))) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 1, arbitrary: fc.nat({ max: 150_000 }).map((length) => JSON.stringify({ url: 'x'.repeat(length) })) },
);

const csrf = randomBytes(8).toString('hex');
const upstreamRequest: fc.Arbitrary<RawRequest> = fc
  .record({
    method: fc.oneof(
      { weight: 10, arbitrary: fc.constant('GET') },
      { weight: 1, arbitrary: fc.constant('HEAD') },
      { weight: 4, arbitrary: fc.constant('POST') },
      { weight: 3, arbitrary: fc.constantFrom('PATCH', 'PUT', 'DELETE', 'OPTIONS') },
    ),
    path: upstreamPath,
    query,
    body,
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'multipart/form-data; boundary=x',
      '',
    ),
    withCsrf: fc.boolean(),
    asStaff: fc.boolean(),
  })
  .map(({ method, path, query: search, body: payload, contentType, withCsrf, asStaff }) => {
    const reads = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
    const headers: Record<string, string> = {};
    if (reads && asStaff && staffCookie) headers.cookie = staffCookie;
    if (!reads) {
      if (contentType) headers['content-type'] = contentType;
      if (withCsrf) {
        headers.cookie = `csrftoken=${csrf}`;
        headers['x-csrftoken'] = csrf;
      }
    }
    return { method, path: `${path}${search}`, headers, ...(reads ? {} : { body: payload }) };
  });

describe('generated upstream requests', () => {
  it('answers 1,000 generated requests to its endpoints without a 500, a stack or a source path', async () => {
    await fuzz({ name: 'upstream', port, origin: cmsUrl, requests: upstreamRequest, total: 1000, extraProblems: upstreamProblems });
  }, 180_000);
});
