// The gateway's limits over HTTP: every abusive request gets a 4xx GraphQL error that names
// the limit, never a 500; batches are refused; persisted queries work over GET with the
// CSRF-prevention header.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { SHARED_SEASON_START } from '../support/seedDates';

let web: RunningProcess;

beforeAll(async () => {
  web = await startWeb({ CMS_URL: inject('cmsUrl') });
});

afterAll(async () => {
  await web?.stop();
});

type GraphQLBody = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

function messages(body: GraphQLBody): string[] {
  return (body.errors ?? []).map((error) => error.message);
}

const FULL_EVENT = `fragment FullEvent on Event { id slug title subtitle startsAt endsAt isCancelled isSoldOut ticketUrl ticketingId
  image { alt small large } room { id name venue { id name slug } } type { id name slug } tags { id name } series { id name } genres { id name } }`;

describe('query limits', () => {
  it('accepts the largest real query: 100 events with all their relations', async () => {
    const result = await graphql(
      web.url,
      `query { events(locale: EN, from: "${SHARED_SEASON_START}", pageSize: 100) { items { ...FullEvent } } } ${FULL_EVENT}`,
    );
    expect(result.status).toBe(200);
    expect(result.json.errors).toBeUndefined();
  });

  it('rejects a query nested deeper than the depth limit', async () => {
    const result = await graphql(
      web.url,
      '{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }',
    );
    expect(result.status).toBe(400);
    expect(result.json.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(messages(result.json)).toContain('Query depth limit of 8 exceeded, found 10.');
  });

  it('counts fields, not fragments: a spread is as deep as its fields written out', async () => {
    // Eight levels of fields behind two spreads and an inline fragment: within the depth limit (the
    // production gateway refuses introspection too, which is another rule's answer).
    const query = `{ __type(name: "Query") { ...Fields } }
      fragment Fields on __Type { fields { type { ... on __Type { ...Nested } } } }
      fragment Nested on __Type { ofType { ofType { ofType { ofType { name } } } } }`;
    const allowed = await graphql(web.url, query);
    expect(messages(allowed.json).join(' ')).not.toContain('Query depth limit');
    // One more field level behind the same fragments is refused.
    const deeper = await graphql(web.url, query.replace('{ ofType { name } }', '{ ofType { ofType { name } } }'));
    expect(deeper.status).toBe(400);
    expect(messages(deeper.json)).toContain('Query depth limit of 8 exceeded, found 9.');
  });

  it('rejects more aliases than allowed', async () => {
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: ok`).join(' ');
    const result = await graphql(web.url, `{ ${aliases} }`);
    expect(result.status).toBe(400);
    expect(result.json.errors).toEqual([
      { message: 'Aliases limit of 15 exceeded, found 16.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    ]);
  });

  it('rejects more directives than allowed', async () => {
    const fields = Array.from({ length: 21 }, (_, index) => `f${index}: ok @include(if: true)`).join(' ');
    const result = await graphql(web.url, `{ ${fields} }`);
    expect(result.status).toBe(400);
    expect(messages(result.json)).toContain('Directives limit of 20 exceeded, found 21.');
  });

  it('stops parsing a document with too many tokens', async () => {
    const result = await graphql(web.url, `{ ok ${'__typename '.repeat(2100)}}`);
    expect(result.status).toBe(400);
    expect(result.json.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(result.json.errors?.[0]?.message).toMatch(/more th\w+ 2000 tokens/);
  });

  it('rejects a query whose cost is over the limit, such as several aliased full event lists', async () => {
    const lists = Array.from(
      { length: 6 },
      (_, index) => `e${index}: events(locale: EN, page: ${index + 1}) { items { ...FullEvent } }`,
    ).join(' ');
    const result = await graphql(web.url, `query { ${lists} } ${FULL_EVENT}`);
    expect(result.status).toBe(400);
    expect(result.json.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.json.errors?.[0]?.message).toMatch(/^Query Cost limit of 1000 exceeded, found \d+/);
  });

  it('refuses batched operations', async () => {
    const response = await request(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ ok }' }, { query: '{ ok }' }]),
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      errors: [{ message: 'Operation batching disabled.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('answers a body over 100 kB with 413 and a GraphQL error in the caller’s language', async () => {
    const tooLarge = async (acceptLanguage: string) =>
      request(`${web.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage },
        body: JSON.stringify({ query: `{ ok } # ${'x'.repeat(110 * 1024)}` }),
      });
    const english = await tooLarge('en-GB,en;q=0.8');
    expect(english.status).toBe(413);
    expect(JSON.parse(english.body)).toEqual({ errors: [{ message: 'The request is too large.', extensions: { code: 'BAD_REQUEST' } }] });
    const german = await tooLarge('de-DE');
    expect(JSON.parse(german.body)).toEqual({ errors: [{ message: 'Die Anfrage ist zu groß.', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('hides stack traces in production', async () => {
    const result = await graphql(web.url, '{ nothing }');
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.json)).not.toContain('stacktrace');
  });
});

describe('automatic persisted queries over GET', () => {
  const query = `query ApqProbe { events(locale: DE, from: "${SHARED_SEASON_START}") { totalCount } }`;
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
  const byHash = `/graphql?extensions=${encodeURIComponent(extensions)}`;

  it('asks for the query when a hash is unknown, runs it by hash once registered', async () => {
    const unknown = await request(`${web.url}${byHash}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect((JSON.parse(unknown.body) as GraphQLBody).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const registered = await request(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, extensions: JSON.parse(extensions) as unknown }),
    });
    expect(registered.status).toBe(200);
    const expected = (JSON.parse(registered.body) as GraphQLBody).data;
    expect(expected?.events).toMatchObject({ totalCount: expect.any(Number) as number });

    const byGet = await request(`${web.url}${byHash}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(byGet.status).toBe(200);
    expect((JSON.parse(byGet.body) as GraphQLBody).data).toEqual(expected);
  });

  it('keeps CSRF prevention on: a GET without a preflight header is refused', async () => {
    const response = await request(`${web.url}/graphql?query=${encodeURIComponent('{ ok }')}`);
    expect(response.status).toBe(400);
    expect(response.body).toContain('apollo-require-preflight');
    const allowed = await request(`${web.url}/graphql?query=${encodeURIComponent('{ ok }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(JSON.parse(allowed.body)).toEqual({ data: { ok: true } });
  });

  it('rejects a hash that does not match the query', async () => {
    const response = await request(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ok }', extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hash } } }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toContain('provided sha does not match query');
  });
});
