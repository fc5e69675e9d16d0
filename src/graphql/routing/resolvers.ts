import type { GatewayContext } from '../GatewayContext';
import type { Resolvers, RouteTarget } from '../generated/resolvers';
import { fromGraphQLLocale, toGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import { matchRoute } from '../../shared/routes';
import { fromUpstream } from '../upstreamErrors';
import { isTargetRouteName } from '../../shared/targetRoutes';
import { findRouteTarget } from './findRouteTarget';

export const routingResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    async routeTarget(_root: unknown, args: { locale: GraphQLLocale; path: string }, context: GatewayContext): Promise<RouteTarget | null> {
      const locale = fromGraphQLLocale(args.locale);
      // A path of no such screen, or in the other language, names nothing here: null, not an error.
      const route = args.path.length <= 1000 ? matchRoute(args.path) : null;
      if (!route || route.locale !== locale || !isTargetRouteName(route.name)) return null;
      const target = route.name;
      return fromUpstream(locale, async () => {
        const found = await findRouteTarget(context, { ...route, name: target });
        return found
          ? { ...found, alternates: found.alternates.map((url) => ({ locale: toGraphQLLocale(url.locale), path: url.path })) }
          : null;
      });
    },
  },
};
