// What a page's status needs before any byte (spec 000 §2, §4, §9): whether the thing its path
// names exists, and its own path in the page's language. Asked through the request's gateway
// context, whose DataLoaders the page's render then reuses: the page still costs one upstream
// call per resource.
import type { Logger } from 'pino';
import type { GatewayContext } from '../graphql/GatewayContext';
import { findRouteTarget, type RouteTargetData } from '../graphql/routing/findRouteTarget';
import type { TargetRouteName } from '../shared/targetRoutes';
import type { RouteMatch } from '../shared/routes';

export type RouteTargetLookup = { kind: 'found'; target: RouteTargetData } | { kind: 'unknown' } | { kind: 'unavailable' };

export async function lookUpRouteTarget(
  context: GatewayContext,
  route: RouteMatch & { name: TargetRouteName },
  logger: Logger,
): Promise<RouteTargetLookup> {
  try {
    const target = await findRouteTarget(context, route);
    return target ? { kind: 'found', target } : { kind: 'unknown' };
  } catch (error) {
    // The upstream cannot say: the page opens and its screen shows the load error with a retry.
    logger.warn({ err: error, route: route.name, params: route.params }, 'route target lookup failed');
    return { kind: 'unavailable' };
  }
}
