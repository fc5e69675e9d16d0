// The browser's Apollo Client, in a chunk of its own that loads after hydration (browserDataSource.ts):
// with rxjs, graphql's printer and the persisted-query link it is about a third of what the first
// load weighed, and the first render needs none of it (docs/decisions/008).
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { equal } from '@wry/equality';
import { CACHE_CONFIG } from '../apollo/cacheConfig';
import { createBrowserLink } from '../apollo/createBrowserLink';
import type { ApolloRuntime } from './DataSource';

export function createApolloRuntime(): ApolloRuntime {
  // Apollo Client's own deep equality, already in this chunk: the watchers pass on only answers
  // that changed, so a screen's effects do not run again for the same data.
  return { client: new ApolloClient({ cache: new InMemoryCache(CACHE_CONFIG), link: createBrowserLink() }), equal };
}
