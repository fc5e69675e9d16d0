// Every screen the app can show, each its own lazily loaded chunk (a screen's code is never in
// another screen's first load), with the loading placeholder shown while its data loads
// (spec 000 §2 "Loading placeholders") and its document title and description.
import { createElement, use, type ComponentType } from 'react';
import { assertUnreachable } from '../../shared/assertUnreachable';
import { pageTitle } from '../../shared/constants';
import type { PageKind } from '../../shared/pageKinds';
import { parseMagazinePage } from '../../shared/magazine/magazineQuery';
import { searchQueryOf } from '../../shared/searchPath';
import type { Translate } from '../i18n';
import type { ScreenProps } from './screenProps';
import type { PageState } from '../navigation/PageState';
import { EventDetailPlaceholder } from './eventDetail/EventDetailPlaceholder';
import { EnsemblePlaceholder, MemberPlaceholder } from './ensemble/EnsemblePlaceholder';
import { EventsPlaceholder } from './events/EventsPlaceholder';
import { MagazinePlaceholder } from './magazine/MagazinePlaceholder';
import { PagePlaceholder } from './PagePlaceholder';
import { ProductionsPlaceholder } from './productions/ProductionsPlaceholder';
import { VenuePlaceholder } from './venues/VenuePlaceholder';
import { WatchlistPlaceholder } from './watchlist/WatchlistPlaceholder';

interface ScreenDefinition {
  /**
   * The chunk's name in the build's manifest: the file name of the module `load` imports. The
   * page preloads it with the entry (src/server/ssr/entryAfterFirstPaint.ts).
   */
  chunk: string;
  load: () => Promise<ComponentType<ScreenProps>>;
  Placeholder: ComponentType;
}

const SCREENS: Record<'events' | 'eventDetail' | 'productions' | 'productionDetail' | 'seriesDetail' | 'ensemble' | 'ensembleDetail' | 'venueDetail' | 'magazine' | 'magazineTags' | 'magazineArticle' | 'search' | 'legal' | 'cmsPage' | 'watchlist' | 'form' | 'login' | 'userProfile' | 'userSettings' | 'cmsHub' | 'webshopCart' | 'error', ScreenDefinition> = {
  events: {
    chunk: 'EventsScreen',
    load: async () => (await import('./events/EventsScreen')).EventsScreen,
    Placeholder: EventsPlaceholder,
  },
  eventDetail: {
    chunk: 'EventDetailScreen',
    load: async () => (await import('./eventDetail/EventDetailScreen')).EventDetailScreen,
    Placeholder: EventDetailPlaceholder,
  },
  productions: {
    chunk: 'ProductionsScreen',
    load: async () => (await import('./productions/ProductionsScreen')).ProductionsScreen,
    Placeholder: ProductionsPlaceholder,
  },
  productionDetail: {
    chunk: 'ProductionDetailScreen',
    load: async () => (await import('./productions/ProductionDetailScreen')).ProductionDetailScreen,
    Placeholder: EventDetailPlaceholder,
  },
  seriesDetail: {
    chunk: 'SeriesDetailScreen',
    load: async () => (await import('./series/SeriesDetailScreen')).SeriesDetailScreen,
    Placeholder: PagePlaceholder,
  },
  ensemble: {
    chunk: 'EnsembleScreen',
    load: async () => (await import('./ensemble/EnsembleScreen')).EnsembleScreen,
    Placeholder: EnsemblePlaceholder,
  },
  ensembleDetail: {
    chunk: 'EnsembleMemberScreen',
    load: async () => (await import('./ensemble/EnsembleMemberScreen')).EnsembleMemberScreen,
    Placeholder: MemberPlaceholder,
  },
  venueDetail: {
    chunk: 'VenueScreen',
    load: async () => (await import('./venues/VenueScreen')).VenueScreen,
    Placeholder: VenuePlaceholder,
  },
  magazine: {
    chunk: 'MagazineScreen',
    load: async () => (await import('./magazine/MagazineScreen')).MagazineScreen,
    Placeholder: MagazinePlaceholder,
  },
  magazineTags: {
    chunk: 'MagazineTagsScreen',
    load: async () => (await import('./magazine/MagazineTagsScreen')).MagazineTagsScreen,
    Placeholder: MagazinePlaceholder,
  },
  magazineArticle: {
    chunk: 'ArticleScreen',
    load: async () => (await import('./magazine/ArticleScreen')).ArticleScreen,
    Placeholder: PagePlaceholder,
  },
  search: {
    chunk: 'SearchScreen',
    load: async () => (await import('./search/SearchScreen')).SearchScreen,
    Placeholder: PagePlaceholder,
  },
  legal: {
    chunk: 'LegalScreen',
    load: async () => (await import('./legal/LegalScreen')).LegalScreen,
    Placeholder: PagePlaceholder,
  },
  cmsPage: {
    chunk: 'CmsPageScreen',
    load: async () => (await import('./cmsPage/CmsPageScreen')).CmsPageScreen,
    Placeholder: PagePlaceholder,
  },
  watchlist: {
    chunk: 'WatchlistScreen',
    load: async () => (await import('./watchlist/WatchlistScreen')).WatchlistScreen,
    Placeholder: WatchlistPlaceholder,
  },
  form: {
    chunk: 'FormScreen',
    load: async () => (await import('./form/FormScreen')).FormScreen,
    Placeholder: PagePlaceholder,
  },
  login: {
    chunk: 'LoginScreen',
    load: async () => (await import('./account/LoginScreen')).LoginScreen,
    Placeholder: PagePlaceholder,
  },
  userProfile: {
    chunk: 'UserProfileScreen',
    load: async () => (await import('./account/UserProfileScreen')).UserProfileScreen,
    Placeholder: PagePlaceholder,
  },
  userSettings: {
    chunk: 'UserSettingsScreen',
    load: async () => (await import('./account/UserSettingsScreen')).UserSettingsScreen,
    Placeholder: PagePlaceholder,
  },
  cmsHub: {
    chunk: 'CmsHubScreen',
    load: async () => (await import('./account/CmsHubScreen')).CmsHubScreen,
    Placeholder: PagePlaceholder,
  },
  webshopCart: {
    chunk: 'WebshopCartScreen',
    load: async () => (await import('./webshop/WebshopCartScreen')).WebshopCartScreen,
    Placeholder: PagePlaceholder,
  },
  error: {
    chunk: 'ErrorPage',
    load: async () => (await import('./error/ErrorPage')).ErrorPage,
    Placeholder: PagePlaceholder,
  },
};

function definitionOf(kind: PageKind): ScreenDefinition {
  switch (kind) {
    case 'events':
      return SCREENS.events;
    case 'eventDetail':
      return SCREENS.eventDetail;
    case 'productions':
      return SCREENS.productions;
    case 'productionDetail':
      return SCREENS.productionDetail;
    case 'seriesDetail':
      return SCREENS.seriesDetail;
    case 'ensemble':
      return SCREENS.ensemble;
    case 'ensembleDetail':
      return SCREENS.ensembleDetail;
    case 'venueDetail':
      return SCREENS.venueDetail;
    case 'magazine':
      return SCREENS.magazine;
    case 'magazineTags':
      return SCREENS.magazineTags;
    case 'magazineArticle':
      return SCREENS.magazineArticle;
    case 'search':
      return SCREENS.search;
    case 'legal':
      return SCREENS.legal;
    case 'cmsPage':
      return SCREENS.cmsPage;
    case 'watchlist':
      return SCREENS.watchlist;
    case 'form':
      return SCREENS.form;
    case 'login':
      return SCREENS.login;
    case 'userProfile':
      return SCREENS.userProfile;
    case 'userSettings':
      return SCREENS.userSettings;
    case 'cmsHub':
      return SCREENS.cmsHub;
    case 'webshopCart':
      return SCREENS.webshopCart;
    case 'notFound':
    case 'badRequest':
    case 'offline':
    case 'serverError':
      return SCREENS.error;
    default:
      return assertUnreachable(kind);
  }
}

/** The chunk of the screen that shows `kind`. */
export function screenChunkOf(kind: PageKind): string {
  return definitionOf(kind).chunk;
}

const loaded = new Map<ScreenDefinition, ComponentType<ScreenProps>>();
const loading = new Map<ScreenDefinition, Promise<ComponentType<ScreenProps>>>();
const failed = new Set<ScreenDefinition>();

function attempt(definition: ScreenDefinition): Promise<ComponentType<ScreenProps>> {
  failed.delete(definition);
  const promise = definition.load().then(
    (component) => {
      loaded.set(definition, component);
      return component;
    },
    (error: unknown) => {
      failed.add(definition);
      throw error;
    },
  );
  loading.set(definition, promise);
  return promise;
}

/**
 * Loads the screen's chunk once; after a failed load, a new call tries again (the router and
 * the retry button call it; spec 000 §8 decides whether the page reloads instead).
 */
export function preloadScreen(kind: PageKind): Promise<ComponentType<ScreenProps>> {
  const definition = definitionOf(kind);
  const promise = loading.get(definition);
  return promise && !failed.has(definition) ? promise : attempt(definition);
}

/**
 * The promise a render waits for: the last attempt, failed or not. A render never starts a new
 * attempt after a failure by itself (it would suspend and fail again without end); it throws
 * the failure to the nearest error boundary, whose retry calls preloadScreen.
 */
function screenPromise(kind: PageKind): Promise<ComponentType<ScreenProps>> {
  const definition = definitionOf(kind);
  return loading.get(definition) ?? attempt(definition);
}

/** The placeholder the screen of `kind` shows while it loads (a component of the registry, never made during render). */
export function ScreenPlaceholder({ kind }: { kind: PageKind }) {
  return createElement(definitionOf(kind).Placeholder);
}

/** Renders the page's screen; suspends until its chunk is there (normally preloaded before). */
export function ScreenHost({ page }: ScreenProps) {
  // The registry's component for this kind: the same function on every render once loaded.
  const screen = loaded.get(definitionOf(page.page)) ?? use(screenPromise(page.page));
  return createElement(screen, { page });
}

/** The document title and description of a page (spec 000 §9: title template '%s | {brand}'). */
export function headOf(page: PageState, t: Translate): { title: string; description: string } {
  switch (page.page) {
    case 'events':
      return { title: pageTitle(t('events.title')), description: t('events.intro') };
    case 'eventDetail':
      // The event's title, known before the page renders (the server's and the router's check).
      return { title: pageTitle(page.head?.title ?? t('eventDetail.defaultTitle')), description: page.head?.description ?? t('events.intro') };
    case 'productions':
      return { title: pageTitle(t('productions.title')), description: t('productions.intro') };
    case 'productionDetail':
      // The production's and the series' names, known before the page renders (the route-target lookup).
      return { title: pageTitle(page.head?.title ?? t('productionDetail.defaultTitle')), description: page.head?.description ?? t('productions.intro') };
    case 'seriesDetail':
      return { title: pageTitle(page.head?.title ?? t('series.defaultTitle')), description: page.head?.description ?? t('series.defaultTitle') };
    case 'ensemble':
      return { title: pageTitle(t('ensemble.title')), description: t('ensemble.intro') };
    case 'ensembleDetail':
      // The musician's and the venue's names, known before the page renders (the route-target lookup).
      return { title: pageTitle(page.head?.title ?? t('ensemble.memberDefaultTitle')), description: page.head?.description ?? t('ensemble.intro') };
    case 'venueDetail':
      return { title: pageTitle(page.head?.title ?? t('venue.defaultTitle')), description: page.head?.description ?? t('venue.defaultTitle') };
    case 'magazine': {
      // The start page, or a category's or tag's page named by the route-target lookup; a later
      // page of the list says its number (each page its own title).
      const listPage = parseMagazinePage(new URLSearchParams(page.search));
      const suffix = listPage.ok && listPage.page > 1 ? ` (${t('magazine.page', { page: listPage.page })})` : '';
      if (page.route?.name === 'magazineCategory' || page.route?.name === 'magazineTag') {
        const name = page.head?.title ?? t(page.route.name === 'magazineTag' ? 'magazine.defaultTagTitle' : 'magazine.defaultCategoryTitle');
        const shown = page.route.name === 'magazineTag' ? `#${name}` : name;
        return { title: pageTitle(`${shown} – ${t('magazine.title')}${suffix}`), description: t('magazine.intro') };
      }
      return { title: pageTitle(`${t('magazine.title')}${suffix}`), description: t('magazine.intro') };
    }
    case 'magazineTags':
      return { title: pageTitle(`${t('magazine.tagsTitle')} – ${t('magazine.title')}`), description: t('magazine.tagsIntro') };
    case 'magazineArticle':
      // The article's title and teaser, known before the page renders (the route-target lookup).
      return { title: pageTitle(page.head?.title ?? t('article.defaultTitle')), description: page.head?.description ?? t('magazine.intro') };
    case 'legal':
      // The text's title, known before the page renders (the route-target lookup).
      return { title: pageTitle(page.head?.title ?? t('legal.defaultTitle')), description: page.head?.description ?? t('legal.defaultTitle') };
    case 'cmsPage':
      // The page's meta title or title, known before the page renders (the route-target lookup).
      return { title: pageTitle(page.head?.title ?? t('cms.defaultTitle')), description: page.head?.description ?? t('cms.defaultDescription') };
    case 'search': {
      const query = searchQueryOf(page.search);
      return { title: pageTitle(query ? t('search.titleWithQuery', { query }) : t('search.title')), description: t('search.intro') };
    }
    case 'watchlist':
      return { title: pageTitle(t('watchlist.title')), description: t('watchlist.intro') };
    case 'form':
      // The form's title, known before the page renders (the route-target lookup).
      return { title: pageTitle(page.head?.title ?? t('forms.defaultTitle')), description: page.head?.description ?? t('forms.defaultTitle') };
    case 'login':
      return { title: pageTitle(t('login.title')), description: t('login.intro') };
    case 'userProfile':
      return { title: pageTitle(t('user.profileTitle')), description: t('user.profileTitle') };
    case 'userSettings':
      return { title: pageTitle(t('user.settingsTitle')), description: t('user.settingsTitle') };
    case 'cmsHub':
      return { title: pageTitle(t('cmsHub.title')), description: t('cmsHub.intro') };
    case 'webshopCart':
      return { title: pageTitle(t('webshop.title')), description: t('webshop.intro') };
    case 'notFound':
      return { title: pageTitle(t('errors.notFoundTitle')), description: t('errors.notFoundText') };
    case 'badRequest':
      return { title: pageTitle(t('errors.badRequestTitle')), description: t('errors.badRequestText') };
    case 'offline':
      return { title: pageTitle(t('errors.offlineTitle')), description: t('errors.offlineText') };
    case 'serverError':
      return { title: pageTitle(t('errors.statusLabel', { status: page.status })), description: t('errors.unknownTitle') };
    default:
      return assertUnreachable(page.page);
  }
}
