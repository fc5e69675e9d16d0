// Pins the @apollo/client behaviour holdQueriesForRender relies on (docs/decisions/002): a
// suspended query's reference disposes itself on a timer unless retained, the suspense cache
// is reached through getSuspenseCache, and retain() hands back a release.
import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { getSuspenseCache } from '@apollo/client/react/internal';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdQueriesForRender } from './holdQueriesForRender';

const QUERY = gql`
  query Ok {
    ok
  }
`;

function newClient(): ApolloClient {
  return new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => of({ data: { ok: true } })) });
}

async function suspendedQuery(client: ApolloClient) {
  const ref = getSuspenseCache(client).getQueryRef([QUERY, '{}'], () => client.watchQuery({ query: QUERY }));
  await ref.promise;
  return ref;
}

describe('holdQueriesForRender', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('relies on Apollo disposing an unretained reference on its own timer', async () => {
    const ref = await suspendedQuery(newClient());
    expect(ref.disposed).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ref.disposed).toBe(true);
  });

  it('keeps every reference of the render until the response is over, then lets them go', async () => {
    const client = newClient();
    const release = holdQueriesForRender(client);
    const ref = await suspendedQuery(client);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ref.disposed).toBe(false);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ref.disposed).toBe(true);
  });
});
