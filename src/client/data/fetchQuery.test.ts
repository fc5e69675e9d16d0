import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageProgress } from '../navigation/progress';
import { fetchQuery } from './fetchQuery';

const QUERY = 'query Cart($locale:Locale!){webshopCart(locale:$locale){id}}';

/** Stubs the global fetch with one answer (or failure) and returns the stub. */
function answer(respond: () => Promise<Response>) {
  const stub = vi.fn<typeof fetch>(respond);
  vi.stubGlobal('fetch', stub);
  return stub;
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  // The progress bar's timers run out: the page's one tracker is idle again for the next test.
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('a query sent before Apollo Client has loaded', () => {
  it('posts its text with its operation name and variables, as Apollo Client does, and returns the data', async () => {
    vi.useFakeTimers();
    const stub = answer(() => json({ data: { webshopCart: { id: '7' } } }));
    const result = await fetchQuery<{ webshopCart: { id: string } }>(QUERY, 'Cart', { locale: 'DE' });
    expect(result).toEqual({ data: { webshopCart: { id: '7' } }, errors: undefined });
    const [url, init] = stub.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    // The gateway's CSRF prevention takes a JSON body or this header; both are there.
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json', 'apollo-require-preflight': 'true' });
    expect(typeof init?.body).toBe('string');
    expect(JSON.parse(init?.body as string)).toEqual({ operationName: 'Cart', query: QUERY, variables: { locale: 'DE' } });
    // Done within the progress bar's throttle without a failure: nothing was shown.
    expect(pageProgress.getSnapshot().phase).toBe('idle');
  });

  it('returns an answer’s errors with its partial data, and the progress bar shows the failure', async () => {
    vi.useFakeTimers();
    const errors = [{ message: 'Die Veranstaltung gibt es nicht.', path: ['event'], extensions: { code: 'NOT_FOUND' } }];
    answer(() => json({ data: { event: null, other: 1 }, errors }));
    expect(await fetchQuery(QUERY, 'Cart', {})).toEqual({ data: { event: null, other: 1 }, errors });
    expect(pageProgress.getSnapshot()).toEqual({ phase: 'finishing', failed: true });
  });

  it('returns the errors of an answer with a failing status (a variable of the wrong type: 400)', async () => {
    vi.useFakeTimers();
    const errors = [{ message: 'Variable "$locale" got invalid value "xx".', extensions: { code: 'BAD_USER_INPUT' } }];
    answer(() => json({ errors }, 400));
    expect(await fetchQuery(QUERY, 'Cart', { locale: 'xx' })).toEqual({ data: undefined, errors });
  });

  it('throws when the network fails, and the progress bar shows the failure', async () => {
    vi.useFakeTimers();
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchQuery(QUERY, 'Cart', {})).rejects.toThrow('Failed to fetch');
    expect(pageProgress.getSnapshot()).toEqual({ phase: 'finishing', failed: true });
  });

  it('throws, naming the status, when the answer is no GraphQL answer (a proxy’s error page)', async () => {
    vi.useFakeTimers();
    answer(() => Promise.resolve(new Response('<html><body>Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } })));
    await expect(fetchQuery(QUERY, 'Cart', {})).rejects.toThrow('GraphQL request failed with status 502');
  });

  it('throws for JSON that is neither data nor a list of errors', async () => {
    vi.useFakeTimers();
    answer(() => json({ message: 'rate limited' }, 429));
    await expect(fetchQuery(QUERY, 'Cart', {})).rejects.toThrow('GraphQL request failed with status 429');
    answer(() => json({ errors: 'nope' }, 500));
    await expect(fetchQuery(QUERY, 'Cart', {})).rejects.toThrow('GraphQL request failed with status 500');
  });
});
