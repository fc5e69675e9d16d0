import type { GatewayContext } from '../GatewayContext';
import type { Navigation, Redirect, Resolvers } from '../generated/resolvers';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import { fromUpstream } from '../upstreamErrors';
import { mapNavigation, mapRedirect } from './mapNavigation';

interface LocaleArgs {
  locale: GraphQLLocale;
}

export const navigationResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    async navigation(_root: unknown, args: LocaleArgs, context: GatewayContext): Promise<Navigation> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () => mapNavigation(await context.loaders.navigation.load(locale)));
    },
    async redirects(_root: unknown, args: LocaleArgs, context: GatewayContext): Promise<Redirect[]> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () => (await context.loaders.redirects.load(locale)).map(mapRedirect));
    },
  },
};
