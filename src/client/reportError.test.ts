import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyCaughtError, isChunkLoadError, reportError } from './reportError';

describe('classifyCaughtError', () => {
  it('names a failed GraphQL call after the call the boundary guards', () => {
    const graphqlErrors = new CombinedGraphQLErrors({ errors: [{ message: 'The content service gave an invalid answer.' }] });
    expect(classifyCaughtError(graphqlErrors, 'eventCall')).toBe('eventCall');
    const serverError = new ServerError('bad gateway', { response: new Response('', { status: 502 }), bodyText: '' });
    expect(classifyCaughtError(serverError, 'optionsCall')).toBe('optionsCall');
    expect(classifyCaughtError(new TypeError('Failed to fetch'), 'eventCall')).toBe('eventCall');
  });

  it('calls anything else a render error, also where no call is named', () => {
    expect(classifyCaughtError(new TypeError("Cannot read properties of undefined (reading 'name')"), 'eventCall')).toBe('render');
    expect(classifyCaughtError(new CombinedGraphQLErrors({ errors: [{ message: 'x' }] }), undefined)).toBe('render');
  });

  it('recognises a chunk that did not load, in the words of Chromium, Firefox and Safari', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://site.example/assets/chunk-ABC.js',
      'error loading dynamically imported module: https://site.example/assets/chunk-ABC.js',
      'Importing a module script failed.',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
      expect(classifyCaughtError(new TypeError(message), 'eventCall')).toBe('chunkLoad');
    }
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });
});

describe('reportError', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends nothing where there is no window (a server render reports its own errors)', () => {
    const fetchCalls = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchCalls);
    reportError('render', new Error('x'), 'req-1');
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it('posts the report as JSON, with the stack cut, at most ten times per page', () => {
    const bodies: string[] = [];
    vi.stubGlobal('window', { location: { pathname: '/de/konzerte' } });
    vi.stubGlobal('navigator', { sendBeacon: (_url: string, body: string) => (bodies.push(body), true) });
    const error = new Error('boom');
    error.stack = `Error: boom\n${'    at frame\n'.repeat(1000)}`;
    for (let index = 0; index < 12; index += 1) reportError('eventCall', error, 'req-2');
    expect(bodies).toHaveLength(10);
    const report = JSON.parse(bodies[0] ?? '{}') as Record<string, string>;
    expect(report).toMatchObject({ kind: 'eventCall', requestId: 'req-2', path: '/de/konzerte', message: 'Error: boom' });
    expect(report.stack).toHaveLength(4000);
  });
});
