import type { GatewayContext } from '../GatewayContext';
import type { Resolvers } from '../generated/resolvers';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import { fromUpstream } from '../upstreamErrors';
import { mapBreakingNews, mapOpeningHours, type BreakingNewsObject, type OpeningHoursObject } from './mapInfo';

export const infoResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    async breakingNews(_root: unknown, args: { locale: GraphQLLocale }, context: GatewayContext): Promise<BreakingNewsObject[]> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () => (await context.loaders.contentLists.breakingNews.load(locale)).map(mapBreakingNews));
    },
    async openingHoursToday(
      _root: unknown,
      args: { locale: GraphQLLocale; date?: string | null },
      context: GatewayContext,
    ): Promise<OpeningHoursObject> {
      const locale = fromGraphQLLocale(args.locale);
      // Without a day the upstream answers today in Europe/Berlin (its clock, not ours).
      return fromUpstream(locale, async () =>
        mapOpeningHours(await context.loaders.openingHours.load({ locale, date: args.date ?? undefined })),
      );
    },
  },
};
