// The gateway's messages come in the language of each operation's `locale` argument, from the
// shared tables, also when operations in both languages run at the same time.
import http from 'node:http';
import { graphql, type ExecutionResult } from 'graphql';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de, en } from '../shared/i18n/resources';
import { apiMessage, apiTexts } from './apiMessage';
import { inProcessGateway } from '../../tests/support/inProcessGateway';
import type { Gateway } from './createGateway';

let server: http.Server;
let gateway: Gateway;

beforeAll(async () => {
  // An upstream that fails every call: the gateway must word that failure itself.
  server = http.createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end('{"detail":"boom at /srv/app/views.py"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway = inProcessGateway(server);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function run(source: string): Promise<ExecutionResult> {
  const contextValue = gateway.createContext({ requestId: 'test', logger: pino({ level: 'silent' }) });
  return graphql({ schema: gateway.schema, source, contextValue });
}

function firstError(result: ExecutionResult): { message: string; code: unknown; field: unknown } {
  const error = result.errors?.[0];
  if (!error) throw new Error('expected an error');
  return { message: error.message, code: error.extensions.code, field: error.extensions.field };
}

describe('the gateway’s messages', () => {
  it('reject a bad filter value in the operation’s language, with the same code and field', async () => {
    const query = (locale: string) => `{ events(locale: ${locale}, filter: { room: "abc" }) { totalCount } }`;
    const [german, english] = await Promise.all([run(query('DE')), run(query('EN'))]);
    expect(firstError(german)).toEqual({
      message: 'filter.room muss eine numerische Id sein.',
      code: 'BAD_USER_INPUT',
      field: 'filter.room',
    });
    expect(firstError(english)).toEqual({ message: 'filter.room must be a numeric id.', code: 'BAD_USER_INPUT', field: 'filter.room' });
  });

  it('word an upstream failure in the operation’s language, without the upstream’s own text', async () => {
    const query = (locale: string) => `{ venues(locale: ${locale}) { id } }`;
    const [german, english] = await Promise.all([run(query('DE')), run(query('EN'))]);
    expect(firstError(german)).toMatchObject({ message: de.apiErrors.upstreamError, code: 'UPSTREAM_ERROR' });
    expect(firstError(english)).toMatchObject({ message: en.apiErrors.upstreamError, code: 'UPSTREAM_ERROR' });
    expect(JSON.stringify([german, english])).not.toContain('views.py');
  });

  it('fill in placeholders, one instance serving several messages of one language', () => {
    expect(apiMessage('de', 'pageSizeRange', { field: 'pageSize', max: 100 })).toBe('pageSize muss zwischen 1 und 100 liegen.');
    expect(apiMessage('en', 'pageSizeRange', { field: 'pageSize', max: 100 })).toBe('pageSize must be between 1 and 100.');
    const text = apiTexts('en');
    expect([text('cartErrorCode', { code: -1 }), text('notFound')]).toEqual(['Error -1', 'Not found.']);
  });
});
