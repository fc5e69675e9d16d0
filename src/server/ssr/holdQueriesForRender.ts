// Apollo keeps each suspended query's reference in the client's suspense cache until a mounted
// component releases it, or until an auto-dispose timer fires. On the server nothing ever
// mounts, so every page's references — and through them its whole render — stayed alive on
// that timer (30 s by default: about 1 MB a page, seen in a heap snapshot), and a short timer
// would drop references while a busy server had not yet rendered their data. Instead, the
// render holds every reference it creates and lets them all go when the response is over.
import type { ApolloClient, DataState, ObservableQuery } from '@apollo/client';
import { getSuspenseCache } from '@apollo/client/react/internal';

export function holdQueriesForRender(client: ApolloClient): () => void {
  const cache = getSuspenseCache(client);
  const getQueryRef = cache.getQueryRef.bind(cache);
  const held = new Set<object>();
  const releases: (() => void)[] = [];
  type GetQueryRef = typeof cache.getQueryRef;
  const holding = <TData, TStates extends DataState<TData>['dataState']>(
    cacheKey: Parameters<GetQueryRef>[0],
    createObservable: () => ObservableQuery<TData>,
  ) => {
    const ref = getQueryRef<TData, TStates>(cacheKey, createObservable);
    if (!held.has(ref)) {
      held.add(ref);
      // A held reference never starts its auto-dispose timer.
      releases.push(ref.retain());
    }
    return ref;
  };
  cache.getQueryRef = holding;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const release of releases) release();
  };
}
