import type { Locale } from '../../shared/locales';
import type { GatewayContext } from '../GatewayContext';
import type { Resolvers } from '../generated/resolvers';
import { validatePaging } from '../listArgs';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import type { PageObject } from '../mapCommon';
import type { SearchScope } from '../sources/SearchApi';
import { badUserInput, fromUpstream } from '../upstreamErrors';
import { mapSearchHitPage, mapSearchIndex, type SearchHitObject, type SearchIndexObject } from './mapSearch';

/** The upstream refuses longer texts (src/cms/README.md "Search"); so do we, before asking it. */
const MAX_QUERY_LENGTH = 200;

/** spec 000 §5: the text is sent trimmed, whitespace-collapsed and lowercased. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

function checkedQuery(query: string, locale: Locale, required: boolean): string {
  const text = normaliseQuery(query);
  if (required && text === '') {
    throw badUserInput('query', locale, 'queryEmpty', { field: 'query' });
  }
  if (text.length > MAX_QUERY_LENGTH) {
    throw badUserInput('query', locale, 'queryTooLong', { field: 'query', max: MAX_QUERY_LENGTH });
  }
  return text;
}

interface SearchPageArgs {
  locale: GraphQLLocale;
  query: string;
  page: number;
  pageSize: number;
}

function pageResolver(scope: SearchScope) {
  return async (_root: unknown, args: SearchPageArgs, context: GatewayContext): Promise<PageObject<SearchHitObject>> => {
    const locale = fromGraphQLLocale(args.locale);
    const text = checkedQuery(args.query, locale, true);
    validatePaging(args, locale);
    return fromUpstream(locale, async () => {
      const payload = await context.loaders.searchPages.load({ locale, scope, text, page: args.page, pageSize: args.pageSize });
      return mapSearchHitPage(payload, args.page, args.pageSize, context.now());
    });
  };
}

export const searchResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    async searchAutocomplete(_root: unknown, args: { locale: GraphQLLocale; query: string }, context: GatewayContext): Promise<string[]> {
      const locale = fromGraphQLLocale(args.locale);
      const text = checkedQuery(args.query, locale, false);
      // spec 000 §5: suggestions are asked only for text with something to find.
      if (!/[\p{L}\p{N}]/u.test(text)) return [];
      return fromUpstream(locale, () => context.loaders.searchAutocomplete.load({ locale, text }));
    },
    async searchIndex(_root: unknown, args: { locale: GraphQLLocale; query: string }, context: GatewayContext): Promise<SearchIndexObject> {
      const locale = fromGraphQLLocale(args.locale);
      const text = checkedQuery(args.query, locale, true);
      return fromUpstream(locale, async () => mapSearchIndex(await context.loaders.searchIndex.load({ locale, text }), context.now()));
    },
    searchEvents: pageResolver('events'),
    searchOthers: pageResolver('others'),
  },
};
