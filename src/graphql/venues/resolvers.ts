import { isNumericId } from '../../shared/queryParameters';
import type { GatewayContext } from '../GatewayContext';
import type { Resolvers } from '../generated/resolvers';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import { fromUpstream } from '../upstreamErrors';
import { mapVenue, mapVenueDetail, type VenueDetailObject } from './mapVenues';

interface LocaleArgs {
  locale: GraphQLLocale;
}

export const venuesResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    async venues(_root: unknown, args: LocaleArgs, context: GatewayContext): Promise<VenueDetailObject[]> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () =>
        (await context.loaders.contentLists.venues.load(locale)).map((venue) => mapVenue(venue, context.publicUrl)),
      );
    },
    async venue(_root: unknown, args: LocaleArgs & { id: string }, context: GatewayContext): Promise<VenueDetailObject | null> {
      const locale = fromGraphQLLocale(args.locale);
      // An id that cannot exist is simply not found, like an unknown one, without asking upstream.
      if (!isNumericId(args.id)) return null;
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.contentDetails.venue.load({ id: args.id, locale });
        return payload ? mapVenueDetail(payload, context.publicUrl) : null;
      });
    },
  },
};
