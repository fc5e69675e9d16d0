import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { operationKey } from './operationKey';
import { QueryStore } from './QueryStore';
import { receiveStreamedResults, streamedResultScript } from './streamedResults';

describe('operationKey', () => {
  const document = parse('query Programme($locale: Locale!, $from: Date) { events(locale: $locale, from: $from) { totalCount } }');

  it('names the operation and its variables whatever their order, and a queryKey makes another entry', () => {
    expect(operationKey(document, { locale: 'DE', from: '2026-12-01' })).toBe('Programme{"from":"2026-12-01","locale":"DE"}');
    expect(operationKey(document, { from: '2026-12-01', locale: 'DE' })).toBe(operationKey(document, { locale: 'DE', from: '2026-12-01' }));
    expect(operationKey(document, { locale: 'DE' }, ['programme', 1])).toBe('Programme{"locale":"DE"}#["programme",1]');
  });

  it('refuses an operation without a name', () => {
    expect(() => operationKey(parse('{ events { totalCount } }'), {})).toThrow('without a name');
  });
});

describe('QueryStore', () => {
  it('runs one load for a key however many ask, and tells the readers when it is there', async () => {
    const store = new QueryStore();
    const run = vi.fn(() => Promise.resolve({ data: { n: 1 } }));
    const listener = vi.fn();
    store.subscribe('k', listener);
    const first = store.load('k', run);
    expect(store.load('k', run)).toBe(first);
    expect(store.get('k')?.state).toBe('pending');
    await first;
    expect(run).toHaveBeenCalledTimes(1);
    expect(store.get('k')).toEqual({ state: 'done', result: { data: { n: 1 } } });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure for the reader to throw, and a retry under another key asks again', async () => {
    const store = new QueryStore();
    const failure = new TypeError('Failed to fetch');
    await store.load('k', () => Promise.reject(failure));
    expect(store.get('k')).toEqual({ state: 'failed', error: failure });
  });

  it('says an answer is fresh from the network once, and not for the cache’s later answer', async () => {
    const store = new QueryStore();
    await store.load('k', () => Promise.resolve({ data: 1 }));
    expect(store.claimFresh('k')).toBe(true);
    expect(store.claimFresh('k')).toBe(false);
    store.set('k', { data: 2 });
    expect(store.claimFresh('k')).toBe(false);
  });

  it('gives each fresh answer to onFresh (the server streams it) once', () => {
    const onFresh = vi.fn();
    const store = new QueryStore({ onFresh });
    store.set('k', { data: 1 }, true);
    store.set('k', { data: 2 });
    expect(onFresh).toHaveBeenCalledTimes(1);
    expect(onFresh).toHaveBeenCalledWith('k', { data: 1 });
  });
});

describe('streamed results', () => {
  it('reach the store whether their script ran before the entry loaded or after', () => {
    const scope: Record<string, unknown> = {};
    const run = (key: string, result: object) => {
      // oxlint-disable-next-line typescript/no-implied-eval -- running the page's script text is the point of the test
      (new Function('self', streamedResultScript(key, JSON.stringify(result))) as (self: Record<string, unknown>) => void)(scope);
    };
    run('Early{}', { data: { a: '</script>' } });
    const store = new QueryStore();
    receiveStreamedResults(store, scope);
    run('Late{}', { data: { b: 2 } });
    expect(store.get('Early{}')).toEqual({ state: 'done', result: { data: { a: '</script>' } } });
    expect(store.get('Late{}')).toEqual({ state: 'done', result: { data: { b: 2 } } });
    expect(store.claimFresh('Early{}') && store.claimFresh('Late{}')).toBe(true);
  });
});
