// Every page type of the route table (spec 000 §2), one line each. Order matters: a path is
// matched against the routes in this order and the first match wins, so the CMS pages' catch-all
// comes last. Adding a page type: its file in this folder and a line here; then the compiler
// asks for its screen in src/client/screens/screenRegistry.tsx and, for a route with a target,
// its lookup in src/graphql/routing/findRouteTarget.ts.
import { cmsPageType } from './cmsPageType';
import { ensembleDetailType } from './ensembleDetailType';
import { ensembleType } from './ensembleType';
import { eventDetailType } from './eventDetailType';
import { eventsType } from './eventsType';
import { formType } from './formType';
import { legalType } from './legalType';
import { loginType } from './loginType';
import { magazineArticleType } from './magazineArticleType';
import { magazineTagsType } from './magazineTagsType';
import { magazineType } from './magazineType';
import { notFoundType } from './notFoundType';
import { productionDetailType } from './productionDetailType';
import { productionsType } from './productionsType';
import { searchType } from './searchType';
import { seriesDetailType } from './seriesDetailType';
import { userProfileType } from './userProfileType';
import { userSettingsType } from './userSettingsType';
import { venueDetailType } from './venueDetailType';
import { watchlistType } from './watchlistType';

export const PAGE_TYPES = [
  eventsType,
  eventDetailType,
  productionsType,
  productionDetailType,
  seriesDetailType,
  magazineType,
  magazineTagsType,
  magazineArticleType,
  ensembleType,
  ensembleDetailType,
  venueDetailType,
  formType,
  searchType,
  legalType,
  userProfileType,
  userSettingsType,
  loginType,
  watchlistType,
  notFoundType,
  cmsPageType,
] as const;

type PageTypeOfList = (typeof PAGE_TYPES)[number];
type RouteOfList = PageTypeOfList['routes'][number];

/** The screens of the route table. */
export type RoutedPageKind = PageTypeOfList['kind'];
/** Every route of the table. */
export type RouteName = RouteOfList['name'];
/** The routes whose page shows one thing the upstream may not have: looked up before the page is decided. */
export type TargetRouteName = Extract<RouteOfList, { target: true }>['name'];
