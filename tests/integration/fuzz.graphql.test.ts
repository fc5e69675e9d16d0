// issue 8 §3: no /graphql request makes a 500. Malformed JSON, wrong types for query, variables,
// operationName and extensions, huge strings, batches, other content types, GETs with bad
// parameters: a GraphQL-shaped JSON error with a 4xx status, never a stack or a source path.
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

function graphqlProblems(request: RawRequest, answer: RawAnswer): string[] {
  if (answer.status < 400) return [];
  if (request.method === 'HEAD') return [];
  if (!String(answer.headers['content-type']).startsWith('application/json')) return [`a ${answer.status} answer is not JSON`];
  try {
    const json = JSON.parse(answer.body) as { errors?: { message?: unknown }[] };
    if (!Array.isArray(json.errors) || json.errors.length === 0 || json.errors.some((error) => typeof error.message !== 'string')) {
      return ['the error is not GraphQL-shaped ({ errors: [{ message }] })'];
    }
  } catch {
    return ['the error body is not JSON'];
  }
  return [];
}

async function check(request: RawRequest): Promise<RawAnswer> {
  const answer = await send(gateway.web.port, request);
  const problems = [...commonProblems(request, answer, gateway.web.url), ...graphqlProblems(request, answer)];
  expect(problems, describeFailure(request, answer, problems)).toEqual([]);
  return answer;
}

const post = (body: string, contentType = 'application/json'): RawRequest => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': contentType },
  body,
});

describe('hand-picked GraphQL requests', () => {
  it('answers malformed and mistyped bodies with a 4xx GraphQL error', async () => {
    for (const body of [
      '{',
      '',
      'null',
      '5',
      '"x"',
      '[]',
      '[{"query":"{ok}"}]',
      '{"query":5}',
      '{"query":"{ok}","variables":"{}"}',
      '{"query":"{ok}","variables":[1]}',
      '{"query":"{ok}","operationName":{}}',
      '{"query":"{ok}","extensions":5}',
      '{"__proto__":{"query":"{ok}"}}',
    ]) {
      const answer = await check(post(body));
      expect(answer.status, body).toBeGreaterThanOrEqual(400);
      expect(answer.status, body).toBeLessThan(500);
    }
  });

  it('refuses a body over the limit, other content types and bad GETs with a 4xx GraphQL error', async () => {
    const huge = await check(post(JSON.stringify({ query: `{ ok }${' '.repeat(200_000)}` })));
    expect(huge.status).toBe(413);
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      'multipart/form-data',
    ]) {
      const answer = await check(post('{"query":"{ok}"}', contentType));
      expect(answer.status, contentType).toBeGreaterThanOrEqual(400);
    }
    for (const path of [
      '/graphql?query=%',
      '/graphql?query=a&query=b',
      '/graphql?query[]=a',
      '/graphql?variables=%7B',
      '/graphql?extensions=5',
      '/graphql?query=%7Bok%7D&variables=%ff',
    ]) {
      const answer = await check({ method: 'GET', path, headers: { 'apollo-require-preflight': 'true' } });
      expect(answer.status, path).toBe(400);
    }
  });
});

/** Real read operations (selection `__typename`, so the resolvers run whatever the fields are). */
const OPERATIONS = [
  '{ ok }',
  '{ siteSettings { __typename } }',
  'query($id: ID!, $locale: Locale!) { event(id: $id, locale: $locale) { __typename } }',
  'query($filter: EventFilterInput, $from: Date, $locale: Locale!, $page: Int!, $pageSize: Int!) { events(filter: $filter, from: $from, locale: $locale, page: $page, pageSize: $pageSize) { __typename } }',
  'query($filter: EventFilterInput, $from: Date, $locale: Locale!) { eventCalendar(filter: $filter, from: $from, locale: $locale) }',
  'query($locale: Locale!, $path: String!) { page(locale: $locale, path: $path) { __typename } }',
  'query($locale: Locale!, $query: String!) { searchAutocomplete(locale: $locale, query: $query) }',
  'query($locale: Locale!, $query: String!, $page: Int!, $pageSize: Int!) { searchEvents(locale: $locale, query: $query, page: $page, pageSize: $pageSize) { __typename } }',
  'query($locale: Locale!, $slug: String!) { section(locale: $locale, slug: $slug) { __typename } }',
  'query($kind: LegalPageKind!, $locale: Locale!) { legalPage(kind: $kind, locale: $locale) { __typename } }',
  'query($locale: Locale!) { cart(locale: $locale) { __typename } me(locale: $locale) { __typename } }',
  'query($date: Date, $locale: Locale!) { openingHoursToday(date: $date, locale: $locale) { __typename } }',
  'query Named { ok } query Other { ok }',
  '{ ok ',
  'mutation { __typename }',
  'subscription { ok }',
  '{ a1: ok a2: ok a3: ok a4: ok a5: ok a6: ok a7: ok a8: ok a9: ok a10: ok a11: ok a12: ok a13: ok a14: ok a15: ok a16: ok }',
];

const scalar = fc.oneof(
  fc.constantFrom(
    'de',
    'en',
    'DE',
    'EN',
    'fr',
    '1',
    '0',
    '-1',
    '2026-11-01',
    '01-11-2026',
    '2026-02-30',
    'IMPRINT',
    'PRIVACY',
    'TERMS',
    '',
    '__proto__',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.nat({ max: 120_000 }).map((length) => 'x'.repeat(length)),
);
const variableValue = fc.oneof({ weight: 4, arbitrary: scalar }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
const variables = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.dictionary(
      fc.constantFrom('id', 'locale', 'filter', 'from', 'page', 'pageSize', 'path', 'query', 'slug', 'kind', 'date', 'room'),
      variableValue,
      { maxKeys: 6 },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const queryText = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...OPERATIONS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
);
const operationName = fc.oneof(fc.constantFrom('Named', 'Other', 'Missing', ''), fc.jsonValue({ maxDepth: 1 }));
const extensions = fc.oneof(
  fc.constant({ persistedQuery: { version: 1, sha256Hash: 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38' } }),
  fc.record({
    persistedQuery: fc.record({ version: fc.jsonValue({ maxDepth: 0 }), sha256Hash: fc.jsonValue({ maxDepth: 0 }) }, { requiredKeys: [] }),
  }),
  fc.jsonValue({ maxDepth: 2 }),
);
const operation = fc.record({ query: queryText, variables, operationName, extensions }, { requiredKeys: [] });

const postBody = fc.oneof(
  { weight: 8, arbitrary: operation.map((body) => JSON.stringify(body)) },
  { weight: 1, arbitrary: fc.array(operation, { maxLength: 3 }).map((batch) => JSON.stringify(batch)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  {
    weight: 1,
    arbitrary: operation.map((body) => JSON.stringify(body)).chain((text) => fc.nat({ max: text.length }).map((cut) => text.slice(0, cut))),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
);

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/graphql',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      '',
    ),
  },
);

const postRequest: fc.Arbitrary<RawRequest> = fc
  .record({
    body: postBody,
    contentType,
    preflight: fc.boolean(),
    encoding: fc.constantFrom(undefined, undefined, undefined, 'gzip', 'br', 'x-unknown'),
  })
  .map(({ body, contentType: type, preflight, encoding }) => ({
    method: 'POST',
    path: '/graphql',
    headers: {
      ...(type ? { 'content-type': type } : {}),
      ...(preflight ? { 'apollo-require-preflight': 'true' } : {}),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
    body,
  }));

const getValue = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .oneof(queryText, variables, extensions)
      .map((value) => encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
  },
  { weight: 2, arbitrary: nastyFragment },
  { weight: 1, arbitrary: fc.string({ unit: requestLineChar, maxLength: 12 }).map((text) => text.replace(/[&#]/g, '')) },
);
const getRequest: fc.Arbitrary<RawRequest> = fc
  .record({
    pairs: fc.array(
      fc.tuple(fc.constantFrom('query', 'variables', 'operationName', 'extensions', 'query[]', 'variables[a]', 'x'), getValue),
      { maxLength: 4 },
    ),
    preflight: fc.boolean(),
    html: fc.boolean(),
    suffix: fc.constantFrom('', '', '', '/', '/x', '/%', '%00'),
    method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
  })
  .map(({ pairs, preflight, html, suffix, method }) => ({
    method,
    path: `/graphql${suffix}${pairs.length > 0 ? `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : ''}`,
    headers: { ...(preflight ? { 'apollo-require-preflight': 'true' } : {}), accept: html ? 'text/html' : 'application/json' },
  }));

describe('generated GraphQL requests', () => {
  it('answers 1,000 generated POST bodies and GETs without a 500, a stack or a source path', async () => {
    await fuzz({
      name: 'graphql',
      port: gateway.web.port,
      origin: gateway.web.url,
      requests: fc.oneof({ weight: 3, arbitrary: postRequest }, { weight: 2, arbitrary: getRequest }),
      total: 1000,
      extraProblems: (request, answer) =>
        request.path.startsWith('/graphql?') || request.path === '/graphql' || request.method === 'POST'
          ? graphqlProblems(request, answer)
          : [],
    });
  }, 180_000);
});
