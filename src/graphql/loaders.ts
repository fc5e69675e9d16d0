// Per-request DataLoaders (docs/CONVENTIONS.md: say whether each batches or only dedupes). None of the
// upstream list endpoints takes several keys at once, so these loaders dedupe: within one
// request the same upstream resource is fetched once, however many resolvers ask for it.
import DataLoader from 'dataloader';
import type { Locale } from '../shared/locales';
import { stableJson } from '../shared/stableJson';
import type {
  ArticleListQuery,
  ContentApi,
  ContentDetailKind,
  ContentDetails,
  ContentListKind,
  ContentLists,
  PersonListQuery,
  ProductionListQuery,
} from './sources/ContentApi';
import type {
  ArticlePagePayload,
  OpeningHoursPayload,
  PersonPagePayload,
  ProductionPagePayload,
  SearchHitPagePayload,
  SearchIndexPayload,
} from './sources/contentPayloads';
import type { SearchApi, SearchPageQuery } from './sources/SearchApi';
import type { LegalKind, PageEditorApi, PageQuery } from './sources/PageEditorApi';
import type { LegalPagePayload, NavigationPayload, PagePayload, RedirectPayload, SectionPayload } from './sources/pageEditorPayloads';
import type { ErrorLogApi } from './sources/ErrorLogApi';
import type { ShopApi } from './sources/ShopApi';
import type { UserApi } from './sources/UserApi';
import type { EventListQuery, EventsApi, FilterOptionKind } from './sources/EventsApi';
import type { FormPayload } from './sources/formPayloads';
import type { DesignSettingsPayload } from './sources/designSettingsPayload';
import type { FormsApi } from './sources/FormsApi';
import type { MediaApi } from './sources/MediaApi';
import type { PresenceApi } from './sources/PresenceApi';
import type { ScheduleApi } from './sources/ScheduleApi';
import type { EventDetailPagePayload } from './sources/eventDetailPayloads';
import type { EventPagePayload, FilterOptionPayload, SettingsPayload, TeaserPayload } from './sources/payloads';

export interface Loaders {
  /** Dedupes: one call per distinct (locale, filter, date, page, page size). */
  eventPages: DataLoader<EventListQuery, EventPagePayload, string>;
  /** Dedupes: one call per locale. */
  teasers: DataLoader<Locale, TeaserPayload[]>;
  /** Dedupes: one call per option kind and locale. */
  filterOptions: DataLoader<{ kind: FilterOptionKind; locale: Locale }, FilterOptionPayload[], string>;
  /** Dedupes: the settings, once per request (across requests the shared cache keeps them). */
  settings: DataLoader<'settings', SettingsPayload['data']>;
  /** Dedupes: the design settings, once per request (across requests the shared cache keeps them). */
  designSettings: DataLoader<'design', DesignSettingsPayload>;
  /** Dedupes: one call per event and locale (the upstream has no multi-id detail call). */
  eventDetails: DataLoader<{ id: string; locale: Locale }, EventDetailPagePayload | null, string>;
  /** Dedupes: one call per filter, first day and locale. */
  calendars: DataLoader<Omit<EventListQuery, 'page' | 'pageSize'>, string[], string>;
  /** Dedupes: one call per form and locale. */
  forms: DataLoader<{ id: string; locale: Locale }, FormPayload | null, string>;
  /** Dedupes: one call per distinct (locale, filter, date, page, page size). */
  productionPages: DataLoader<ProductionListQuery, ProductionPagePayload, string>;
  /** Dedupes: one call per distinct (locale, filter, page, page size). */
  articlePages: DataLoader<ArticleListQuery, ArticlePagePayload, string>;
  /** Dedupes: one call per distinct (locale, category, page, page size). */
  personPages: DataLoader<PersonListQuery, PersonPagePayload, string>;
  /** Dedupes: one call per option list and locale (the lists are plain arrays, not paginated). */
  contentLists: { [K in ContentListKind]: DataLoader<Locale, ContentLists[K]> };
  /** Dedupes: one call per resource, id and locale (the upstream has no multi-id detail calls). */
  contentDetails: { [K in ContentDetailKind]: DataLoader<{ id: string; locale: Locale }, ContentDetails[K] | null, string> };
  /** Dedupes: one call per locale and day (undefined: today). */
  openingHours: DataLoader<{ locale: Locale; date?: string | undefined }, OpeningHoursPayload, string>;
  /** Dedupes: one call per locale and normalised text. */
  searchAutocomplete: DataLoader<{ locale: Locale; text: string }, string[], string>;
  /** Dedupes: one call per locale and normalised text. */
  searchIndex: DataLoader<{ locale: Locale; text: string }, SearchIndexPayload, string>;
  /** Dedupes: one call per scope, locale, text, page and page size. */
  searchPages: DataLoader<SearchPageQuery, SearchHitPagePayload, string>;
  /** Dedupes: one call per locale, path and version (a page comes with all its sections and modules). */
  pages: DataLoader<PageQuery, PagePayload | null, string>;
  /** Dedupes: one call per locale and section slug. */
  sectionsBySlug: DataLoader<{ locale: Locale; slug: string }, SectionPayload | null, string>;
  /** Dedupes: one call per locale. */
  navigation: DataLoader<Locale, NavigationPayload>;
  /** Dedupes: one call per locale. */
  redirects: DataLoader<Locale, RedirectPayload[]>;
  /** Dedupes: one call per legal text and locale. */
  legalPages: DataLoader<{ locale: Locale; kind: LegalKind }, LegalPagePayload | null, string>;
}

/** The upstream clients of one request. */
export interface Apis {
  events: EventsApi;
  forms: FormsApi;
  content: ContentApi;
  search: SearchApi;
  user: UserApi;
  shop: ShopApi;
  errorLog: ErrorLogApi;
  settings: (options?: { live?: boolean }) => Promise<SettingsPayload['data']>;
  pageEditor: PageEditorApi;
  /** The editor's media library (image picker). */
  media: MediaApi;
  /** Scheduled page changes (editorSchedule/). */
  schedule: ScheduleApi;
  /** Who else is editing a page (editorPresence/). */
  presence: PresenceApi;
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

export function createLoaders({ events, forms, content, search, settings, pageEditor }: Apis): Loaders {
  const byKey = { cacheKeyFn: stableJson };
  const list = <K extends ContentListKind>(kind: K) => new DataLoader(eachOnItsOwn((locale: Locale) => content.list(kind, locale)));
  const detail = <K extends ContentDetailKind>(kind: K) =>
    new DataLoader(
      eachOnItsOwn(({ id, locale }: { id: string; locale: Locale }) => content.detail(kind, id, locale)),
      byKey,
    );
  return {
    productionPages: new DataLoader(
      eachOnItsOwn((query: ProductionListQuery) => content.productions(query)),
      byKey,
    ),
    articlePages: new DataLoader(
      eachOnItsOwn((query: ArticleListQuery) => content.articles(query)),
      byKey,
    ),
    personPages: new DataLoader(
      eachOnItsOwn((query: PersonListQuery) => content.persons(query)),
      byKey,
    ),
    contentLists: {
      seasons: list('seasons'),
      productionTags: list('productionTags'),
      articleCategories: list('articleCategories'),
      articleTags: list('articleTags'),
      articleTeasers: list('articleTeasers'),
      personCategories: list('personCategories'),
      venues: list('venues'),
      breakingNews: list('breakingNews'),
      sitemap: list('sitemap'),
    },
    contentDetails: {
      production: detail('production'),
      series: detail('series'),
      article: detail('article'),
      person: detail('person'),
      venue: detail('venue'),
    },
    openingHours: new DataLoader(
      eachOnItsOwn(({ locale, date }: { locale: Locale; date?: string | undefined }) => content.openingHours(locale, date)),
      byKey,
    ),
    searchAutocomplete: new DataLoader(
      eachOnItsOwn(({ locale, text }: { locale: Locale; text: string }) => search.autocomplete(locale, text)),
      byKey,
    ),
    searchIndex: new DataLoader(
      eachOnItsOwn(({ locale, text }: { locale: Locale; text: string }) => search.index(locale, text)),
      byKey,
    ),
    searchPages: new DataLoader(
      eachOnItsOwn((query: SearchPageQuery) => search.page(query)),
      byKey,
    ),
    pages: new DataLoader(
      eachOnItsOwn((query: PageQuery) => pageEditor.page(query)),
      byKey,
    ),
    sectionsBySlug: new DataLoader(
      eachOnItsOwn(({ locale, slug }: { locale: Locale; slug: string }) => pageEditor.section(locale, slug)),
      byKey,
    ),
    navigation: new DataLoader(eachOnItsOwn((locale: Locale) => pageEditor.navigation(locale))),
    redirects: new DataLoader(eachOnItsOwn((locale: Locale) => pageEditor.redirects(locale))),
    legalPages: new DataLoader(
      eachOnItsOwn(({ locale, kind }: { locale: Locale; kind: LegalKind }) => pageEditor.legalPage(locale, kind)),
      byKey,
    ),
    eventPages: new DataLoader(
      eachOnItsOwn((query: EventListQuery) => events.events(query)),
      byKey,
    ),
    teasers: new DataLoader(eachOnItsOwn((locale: Locale) => events.teasers(locale))),
    filterOptions: new DataLoader(
      eachOnItsOwn(({ kind, locale }: { kind: FilterOptionKind; locale: Locale }) => events.filterOptions(kind, locale)),
      byKey,
    ),
    settings: new DataLoader(eachOnItsOwn(() => settings())),
    designSettings: new DataLoader(eachOnItsOwn(() => pageEditor.designSettings())),
    eventDetails: new DataLoader(
      eachOnItsOwn(({ id, locale }: { id: string; locale: Locale }) => events.event(id, locale)),
      byKey,
    ),
    calendars: new DataLoader(
      eachOnItsOwn((query: Omit<EventListQuery, 'page' | 'pageSize'>) => events.calendar(query)),
      byKey,
    ),
    forms: new DataLoader(
      eachOnItsOwn(({ id, locale }: { id: string; locale: Locale }) => forms.form(id, locale)),
      byKey,
    ),
  };
}
