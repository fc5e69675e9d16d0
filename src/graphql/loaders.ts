// Per-request DataLoaders (STYLE.md: say whether each batches or only dedupes). None of the
// upstream list endpoints takes several keys at once, so these loaders dedupe: within one
// request the same upstream resource is fetched once, however many resolvers ask for it.
import DataLoader from 'dataloader';
import type { Locale } from '../shared/locales';
import type { EventListQuery, EventsApi, FilterOptionKind } from './sources/EventsApi';
import type { EventPagePayload, FilterOptionPayload, SettingsPayload, TeaserPayload } from './sources/payloads';

export interface Loaders {
  /** Dedupes: one call per distinct (locale, filter, date, page, page size). */
  eventPages: DataLoader<EventListQuery, EventPagePayload, string>;
  /** Dedupes: one call per locale. */
  teasers: DataLoader<Locale, TeaserPayload[]>;
  /** Dedupes: one call per option kind and locale. */
  filterOptions: DataLoader<{ kind: FilterOptionKind; locale: Locale }, FilterOptionPayload[], string>;
  /** Dedupes onto the process-wide settings cache. */
  settings: DataLoader<'settings', SettingsPayload['data']>;
}

/** Every key is loaded on its own; a failure fails only its own key. */
function eachOnItsOwn<K, V>(load: (key: K) => Promise<V>) {
  return async (keys: readonly K[]): Promise<(V | Error)[]> => {
    const settled = await Promise.allSettled(keys.map(load));
    return settled.map((result) =>
      result.status === 'fulfilled' ? result.value : result.reason instanceof Error ? result.reason : new Error(String(result.reason)),
    );
  };
}

function stableKey(value: object): string {
  return JSON.stringify(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)));
}

export function createLoaders(events: EventsApi, settings: () => Promise<SettingsPayload['data']>): Loaders {
  return {
    eventPages: new DataLoader(eachOnItsOwn((query: EventListQuery) => events.events(query)), { cacheKeyFn: stableKey }),
    teasers: new DataLoader(eachOnItsOwn((locale: Locale) => events.teasers(locale))),
    filterOptions: new DataLoader(
      eachOnItsOwn(({ kind, locale }: { kind: FilterOptionKind; locale: Locale }) => events.filterOptions(kind, locale)),
      { cacheKeyFn: stableKey },
    ),
    settings: new DataLoader(eachOnItsOwn(() => settings())),
  };
}
