// The InMemoryCache policies the server and the browser share, so both build the same cache.
import type { InMemoryCacheConfig } from '@apollo/client';

interface EventPageShape {
  page: number;
  items: readonly unknown[];
}

export const CACHE_CONFIG: InMemoryCacheConfig = {
  typePolicies: {
    Query: {
      fields: {
        events: {
          // One list per locale, filter, first day and page size; pages of it are merged.
          keyArgs: ['locale', 'filter', 'from', 'pageSize'],
          merge(existing: EventPageShape | undefined, incoming: EventPageShape): EventPageShape {
            if (!existing || incoming.page === 1) return incoming;
            // spec 001 §4: a page request not beyond the current page is ignored.
            if (incoming.page <= existing.page) return existing;
            return { ...incoming, items: [...existing.items, ...incoming.items] };
          },
        },
      },
    },
    // Options of different filters share ids (room 1, genre 1): never normalise them.
    FilterOption: { keyFields: false },
    EventPage: { keyFields: false },
    Image: { keyFields: false },
    // Hits of different kinds share ids (event 1, article 1), and a hit's title and URL are per
    // language: never normalise them.
    SearchHit: { keyFields: false },
  },
};
