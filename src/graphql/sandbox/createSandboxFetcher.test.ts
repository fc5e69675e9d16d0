import { describe, expect, it } from 'vitest';
import { createSandboxFetcher } from './createSandboxFetcher';

function recordingFetch(status: number, body: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
    return new Response(body, { status });
  };
  return { calls, fetchImpl };
}

describe('createSandboxFetcher', () => {
  it('POSTs the operation as JSON with the header editor’s headers and this origin’s cookies', async () => {
    const { calls, fetchImpl } = recordingFetch(200, '{"data":{"ok":true}}');
    const fetcher = createSandboxFetcher('/graphql', fetchImpl);
    const result = await fetcher(
      { query: '{ ok }', operationName: null, variables: { a: 1 } },
      { headers: { 'X-Request-Id': 'probe', 'Content-Type': 'text/plain' } },
    );
    expect(result).toEqual({ data: { ok: true } });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/graphql');
    expect(call?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    // Our content type wins over the header editor's: Apollo's CSRF prevention needs JSON.
    expect(call?.init.headers).toEqual({
      'x-request-id': 'probe',
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    });
    expect(JSON.parse(typeof call?.init.body === 'string' ? call.init.body : '')).toEqual({ query: '{ ok }', variables: { a: 1 } });
  });

  it('passes a GraphQL error answer through, and turns a non-GraphQL answer into an error', async () => {
    const refused = recordingFetch(400, '{"errors":[{"message":"bad"}]}');
    expect(await createSandboxFetcher('/graphql', refused.fetchImpl)({ query: '{' })).toEqual({ errors: [{ message: 'bad' }] });
    const proxy = recordingFetch(502, '<html>Bad Gateway</html>');
    expect(await createSandboxFetcher('/graphql', proxy.fetchImpl)({ query: '{ ok }' })).toEqual({
      errors: [{ message: 'HTTP 502: the endpoint answered without a GraphQL response' }],
    });
  });
});
