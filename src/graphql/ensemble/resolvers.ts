import { isNumericId } from '../../shared/queryParameters';
import type { GatewayContext } from '../GatewayContext';
import type { PersonFilterInput, Resolvers } from '../generated/resolvers';
import { idParam, validateIdFilter, validatePaging } from '../listArgs';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import type { PageObject } from '../mapCommon';
import { fromUpstream } from '../upstreamErrors';
import { mapPersonCategory, mapPersonDetail, mapPersonPage, type PersonCategoryObject, type PersonObject } from './mapPersons';

interface LocaleArgs {
  locale: GraphQLLocale;
}

interface PersonsArgs extends LocaleArgs {
  filter?: PersonFilterInput | null;
  page: number;
  pageSize: number;
}

export const ensembleResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    async persons(_root: unknown, args: PersonsArgs, context: GatewayContext): Promise<PageObject<PersonObject>> {
      const locale = fromGraphQLLocale(args.locale);
      validatePaging(args, locale);
      validateIdFilter(args.filter, locale);
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.personPages.load({
          locale,
          category: idParam(args.filter?.category),
          page: args.page,
          pageSize: args.pageSize,
        });
        return mapPersonPage(payload, args.page, args.pageSize, context.publicUrl);
      });
    },
    async person(_root: unknown, args: LocaleArgs & { id: string }, context: GatewayContext): Promise<PersonObject | null> {
      const locale = fromGraphQLLocale(args.locale);
      // An id that cannot exist is simply not found, like an unknown one, without asking upstream.
      if (!isNumericId(args.id)) return null;
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.contentDetails.person.load({ id: args.id, locale });
        return payload ? mapPersonDetail(payload, context.publicUrl) : null;
      });
    },
    async personCategories(_root: unknown, args: LocaleArgs, context: GatewayContext): Promise<PersonCategoryObject[]> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () => (await context.loaders.contentLists.personCategories.load(locale)).map(mapPersonCategory));
    },
  },
};
