import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApolloRuntime } from './DataSource';

// Apollo Client's chunk, as the data source loads it: a runtime whose client is never used here.
const runtime = { client: {}, equal: Object.is } as unknown as ApolloRuntime;
vi.mock('./createApolloClient', () => ({ createApolloRuntime: () => runtime }));

const { createBrowserDataSource } = await import('./browserDataSource');

/** Resolves after the tasks queued now (the hand-over's MessageChannel messages) have run. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the browser data source handing Apollo Client to the waiting readers', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__pageData;
  });

  it('hands it to one reader per task when something merely needs it', async () => {
    const source = createBrowserDataSource();
    const called: string[] = [];
    for (const name of ['programme', 'filters', 'account']) source.onApolloLoaded(() => called.push(name));
    await source.apollo();
    expect(called).toEqual(['programme']);
    for (let turn = 0; turn < 5 && called.length < 3; turn += 1) await nextTask();
    expect(called).toEqual(['programme', 'filters', 'account']);
  });

  it('has every reader watching before a mutation or refetch gets the client', async () => {
    const source = createBrowserDataSource();
    const called: string[] = [];
    for (const name of ['programme', 'filters', 'account']) source.onApolloLoaded(() => called.push(name));
    const client = await source.apolloWatchingAll();
    expect(called).toEqual(['programme', 'filters', 'account']);
    expect(client).toBe(runtime.client);
    // One promise for every caller (the editor suspends on it with React's use()).
    expect(source.apolloWatchingAll()).toBe(source.apolloWatchingAll());
    // A reader that mounts later is handed the client at once, and none twice.
    source.onApolloLoaded(() => called.push('later'));
    await nextTask();
    expect(called).toEqual(['programme', 'filters', 'account', 'later']);
  });
});
