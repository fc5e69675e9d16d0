// The routes whose screen shows one thing the upstream may not have (spec 000 §2): those a page
// type marks `target` (src/shared/pageTypes/). Each is looked up before its page is decided (404
// or a 301 to its own path): by the server through the gateway's loaders, by the browser through
// Query.routeTarget.
import type { TargetRouteName } from './pageTypes/pageTypes';
import { ROUTES, type RouteName } from './routes';

export type { TargetRouteName } from './pageTypes/pageTypes';

const TARGET_ROUTES: ReadonlySet<RouteName> = new Set(ROUTES.filter((route) => route.target).map((route) => route.name));

export function isTargetRouteName(name: RouteName): name is TargetRouteName {
  return TARGET_ROUTES.has(name);
}
