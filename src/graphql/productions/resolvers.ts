import { isNumericId } from '../../shared/queryParameters';
import type { GatewayContext } from '../GatewayContext';
import type { ProductionFilterInput, Resolvers } from '../generated/resolvers';
import { idParam, validateIdFilter, validatePaging } from '../listArgs';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import type { PageObject } from '../mapCommon';
import { fromUpstream } from '../upstreamErrors';
import {
  mapProductionDetail,
  mapProductionPage,
  mapProductionTag,
  mapSeason,
  mapSeriesDetail,
  type ProductionObject,
  type SeasonObject,
  type SeriesDetailObject,
} from './mapProductions';

interface LocaleArgs {
  locale: GraphQLLocale;
}

interface IdArgs extends LocaleArgs {
  id: string;
}

interface ProductionsArgs extends LocaleArgs {
  filter?: ProductionFilterInput | null;
  from?: string | null;
  page: number;
  pageSize: number;
}

export const productionsResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    async productions(_root: unknown, args: ProductionsArgs, context: GatewayContext): Promise<PageObject<ProductionObject>> {
      const locale = fromGraphQLLocale(args.locale);
      validatePaging(args, locale);
      validateIdFilter(args.filter, locale);
      const filter = args.filter ?? {};
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.productionPages.load({
          locale,
          season: idParam(filter.season),
          exhibitionType: idParam(filter.exhibitionType),
          tag: idParam(filter.tag),
          // No default day: without `from` the list holds every production (spec 001 §2), archived ones too.
          date: args.from ?? undefined,
          page: args.page,
          pageSize: args.pageSize,
        });
        return mapProductionPage(payload, args.page, args.pageSize, context.publicUrl);
      });
    },
    async production(_root: unknown, args: IdArgs, context: GatewayContext): Promise<ProductionObject | null> {
      const locale = fromGraphQLLocale(args.locale);
      // An id that cannot exist is simply not found, like an unknown one, without asking upstream.
      if (!isNumericId(args.id)) return null;
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.contentDetails.production.load({ id: args.id, locale });
        return payload ? mapProductionDetail(payload, context.publicUrl) : null;
      });
    },
    async series(_root: unknown, args: IdArgs, context: GatewayContext): Promise<SeriesDetailObject | null> {
      const locale = fromGraphQLLocale(args.locale);
      if (!isNumericId(args.id)) return null;
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.contentDetails.series.load({ id: args.id, locale });
        return payload ? mapSeriesDetail(payload, context.publicUrl) : null;
      });
    },
    async seasons(_root: unknown, args: LocaleArgs, context: GatewayContext): Promise<SeasonObject[]> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () => (await context.loaders.contentLists.seasons.load(locale)).map(mapSeason));
    },
    async productionTags(_root: unknown, args: LocaleArgs, context: GatewayContext): Promise<{ id: string; name: string }[]> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () => (await context.loaders.contentLists.productionTags.load(locale)).map(mapProductionTag));
    },
  },
};
