import { ApolloServer, HeaderMap } from '@apollo/server';
import { describe, expect, it } from 'vitest';
import { HIDDEN_ERROR_MESSAGE, localiseHiddenErrorsPlugin } from './localiseHiddenErrorsPlugin';

// A schema whose one field fails unexpectedly, and a formatError that hides the failure the
// way the gateway's does in production.
const server = new ApolloServer({
  typeDefs: 'enum Locale { DE EN } type Query { broken(locale: Locale): String }',
  resolvers: {
    Query: {
      broken: () => {
        throw new Error('secret detail at /srv/app.ts:1');
      },
    },
  },
  formatError: (formatted) => ({ message: HIDDEN_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
  plugins: [localiseHiddenErrorsPlugin()],
});

async function messageOf(variables: Record<string, unknown>, acceptLanguage?: string): Promise<string | undefined> {
  const headers = new HeaderMap();
  if (acceptLanguage) headers.set('accept-language', acceptLanguage);
  const response = await server.executeOperation({
    query: 'query Broken($locale: Locale) { broken(locale: $locale) }',
    variables,
    http: { method: 'POST', headers, search: '', body: {} },
  });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult.errors?.[0]?.message;
}

describe('hidden internal errors', () => {
  it('are worded in the language of the operation’s locale variable', async () => {
    expect(await messageOf({ locale: 'EN' }, 'de')).toBe('Internal error.');
    expect(await messageOf({ locale: 'DE' }, 'en')).toBe('Interner Fehler.');
  });

  it('fall back to Accept-Language, then German, and never show the placeholder or the detail', async () => {
    expect(await messageOf({}, 'en-GB,en;q=0.9')).toBe('Internal error.');
    expect(await messageOf({})).toBe('Interner Fehler.');
  });
});
