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
    // Singletons without an id that several queries read in parts (the header's menu and the
    // footer's links of one navigation; the shop switch and the HTML blocks of the settings):
    // the parts are merged, so one query's answer never drops another's fields from the cache
    // (which would make the browser ask again for what the server streamed).
    Navigation: { merge: true },
    SiteSettings: { merge: true },
    DesignSettings: { merge: true },
    // Options of different filters share ids (room 1, genre 1): never normalise them.
    FilterOption: { keyFields: false },
    EventPage: { keyFields: false },
    Image: { keyFields: false },
    // Hits of different kinds share ids (event 1, article 1), and a hit's title and URL are per
    // language: never normalise them.
    SearchHit: { keyFields: false },
  },
};
