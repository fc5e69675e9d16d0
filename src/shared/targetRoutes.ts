// The routes whose screen shows one thing the upstream may not have (spec 000 §2): an event, a
// production, a subscription series, an article, a magazine category or tag, a musician, a venue,
// a form, a CMS page, a legal text. Each is looked up before its page is decided (404 or a 301 to its own path):
// by the server through the gateway's loaders, by the browser through Query.routeTarget.
import type { RouteName } from './routes';

export type TargetRouteName = Extract<
  RouteName,
  | 'home'
  | 'cmsPage'
  | 'eventDetail'
  | 'productionDetail'
  | 'seriesDetail'
  | 'magazineArticle'
  | 'magazineCategory'
  | 'magazineTag'
  | 'ensembleDetail'
  | 'venueDetail'
  | 'form'
  | 'terms'
  | 'privacy'
  | 'imprint'
>;

const TARGET_ROUTES: ReadonlySet<RouteName> = new Set<TargetRouteName>([
  'home',
  'cmsPage',
  'eventDetail',
  'productionDetail',
  'seriesDetail',
  'magazineArticle',
  'magazineCategory',
  'magazineTag',
  'ensembleDetail',
  'venueDetail',
  'form',
  'terms',
  'privacy',
  'imprint',
]);

export function isTargetRouteName(name: RouteName): name is TargetRouteName {
  return TARGET_ROUTES.has(name);
}
