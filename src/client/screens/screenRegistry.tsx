// Every screen the app can show, by the page kind it shows (src/shared/pageTypes/ and the pages
// outside the route table), one line each: the screen types next to their screens say how each
// loads (its own lazily loaded chunk), what it shows while its data loads, and its document head.
import { createElement, use, type ComponentType } from 'react';
import type { Translate } from '../../shared/i18n/createTranslator';
import type { PageKind } from '../../shared/pageKinds';
import type { PageState } from '../navigation/PageState';
import { cmsHubScreenType } from './account/cmsHubScreenType';
import { loginScreenType } from './account/loginScreenType';
import { userProfileScreenType } from './account/userProfileScreenType';
import { userSettingsScreenType } from './account/userSettingsScreenType';
import { cmsPageScreenType } from './cmsPage/cmsPageScreenType';
import { ensembleDetailScreenType } from './ensemble/ensembleDetailScreenType';
import { ensembleScreenType } from './ensemble/ensembleScreenType';
import { errorScreenType } from './error/errorScreenType';
import { eventDetailScreenType } from './eventDetail/eventDetailScreenType';
import { eventsScreenType } from './events/eventsScreenType';
import { formScreenType } from './form/formScreenType';
import { legalScreenType } from './legal/legalScreenType';
import { magazineArticleScreenType } from './magazine/magazineArticleScreenType';
import { magazineScreenType } from './magazine/magazineScreenType';
import { magazineTagsScreenType } from './magazine/magazineTagsScreenType';
import { productionDetailScreenType } from './productions/productionDetailScreenType';
import { productionsScreenType } from './productions/productionsScreenType';
import type { ScreenProps } from './screenProps';
import type { DocumentHead, ScreenType } from './screenType';
import { searchScreenType } from './search/searchScreenType';
import { seriesDetailScreenType } from './series/seriesDetailScreenType';
import { venueDetailScreenType } from './venues/venueDetailScreenType';
import { watchlistScreenType } from './watchlist/watchlistScreenType';
import { webshopCartScreenType } from './webshop/webshopCartScreenType';

const SCREENS: Record<PageKind, ScreenType> = {
  events: eventsScreenType,
  eventDetail: eventDetailScreenType,
  productions: productionsScreenType,
  productionDetail: productionDetailScreenType,
  seriesDetail: seriesDetailScreenType,
  ensemble: ensembleScreenType,
  ensembleDetail: ensembleDetailScreenType,
  venueDetail: venueDetailScreenType,
  magazine: magazineScreenType,
  magazineTags: magazineTagsScreenType,
  magazineArticle: magazineArticleScreenType,
  search: searchScreenType,
  legal: legalScreenType,
  cmsPage: cmsPageScreenType,
  watchlist: watchlistScreenType,
  form: formScreenType,
  login: loginScreenType,
  userProfile: userProfileScreenType,
  userSettings: userSettingsScreenType,
  cmsHub: cmsHubScreenType,
  webshopCart: webshopCartScreenType,
  notFound: errorScreenType,
  badRequest: errorScreenType,
  offline: errorScreenType,
  serverError: errorScreenType,
};

/** The chunk of the screen that shows `kind`. */
export function screenChunkOf(kind: PageKind): string {
  return SCREENS[kind].chunk;
}

const loaded = new Map<ScreenType, ComponentType<ScreenProps>>();
const loading = new Map<ScreenType, Promise<ComponentType<ScreenProps>>>();
const failed = new Set<ScreenType>();

function attempt(definition: ScreenType): Promise<ComponentType<ScreenProps>> {
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
  const definition = SCREENS[kind];
  const promise = loading.get(definition);
  return promise && !failed.has(definition) ? promise : attempt(definition);
}

/**
 * The promise a render waits for: the last attempt, failed or not. A render never starts a new
 * attempt after a failure by itself (it would suspend and fail again without end); it throws
 * the failure to the nearest error boundary, whose retry calls preloadScreen.
 */
function screenPromise(kind: PageKind): Promise<ComponentType<ScreenProps>> {
  const definition = SCREENS[kind];
  return loading.get(definition) ?? attempt(definition);
}

/** The placeholder the screen of `kind` shows while it loads (a component of the registry, never made during render). */
export function ScreenPlaceholder({ kind }: { kind: PageKind }) {
  return createElement(SCREENS[kind].Placeholder);
}

/** Renders the page's screen; suspends until its chunk is there (normally preloaded before). */
export function ScreenHost({ page }: ScreenProps) {
  // The registry's component for this kind: the same function on every render once loaded.
  const screen = loaded.get(SCREENS[page.page]) ?? use(screenPromise(page.page));
  return createElement(screen, { page });
}

/** The document title and description of a page (spec 000 §9: title template '%s | {brand}'). */
export function headOf(page: PageState, t: Translate): DocumentHead {
  return SCREENS[page.page].head(page, t);
}
