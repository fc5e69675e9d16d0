import { isNumericId } from '../../shared/queryParameters';
import type { GatewayContext } from '../GatewayContext';
import type { ArticleFilterInput, Resolvers } from '../generated/resolvers';
import { idParam, validateIdFilter, validatePaging } from '../listArgs';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import type { PageObject } from '../mapCommon';
import { fromUpstream } from '../upstreamErrors';
import {
  mapArticle,
  mapArticleCategory,
  mapArticleDetail,
  mapArticlePage,
  mapArticleTag,
  type ArticleCategoryObject,
  type ArticleObject,
  type ArticleTagObject,
} from './mapArticles';

interface LocaleArgs {
  locale: GraphQLLocale;
}

interface ArticlesArgs extends LocaleArgs {
  filter?: ArticleFilterInput | null;
  page: number;
  pageSize: number;
}

export const magazineResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    // Category and tags come inside each article item: a list costs one upstream call.
    async articles(_root: unknown, args: ArticlesArgs, context: GatewayContext): Promise<PageObject<ArticleObject>> {
      const locale = fromGraphQLLocale(args.locale);
      validatePaging(args, locale);
      validateIdFilter(args.filter, locale);
      const filter = args.filter ?? {};
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.articlePages.load({
          locale,
          category: idParam(filter.category),
          tag: idParam(filter.tag),
          page: args.page,
          pageSize: args.pageSize,
        });
        return mapArticlePage(payload, args.page, args.pageSize, context.publicUrl);
      });
    },
    async article(_root: unknown, args: LocaleArgs & { id: string }, context: GatewayContext): Promise<ArticleObject | null> {
      const locale = fromGraphQLLocale(args.locale);
      // An id that cannot exist is simply not found, like an unknown one, without asking upstream.
      if (!isNumericId(args.id)) return null;
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.contentDetails.article.load({ id: args.id, locale });
        return payload ? mapArticleDetail(payload, context.publicUrl) : null;
      });
    },
    async articleCategories(_root: unknown, args: LocaleArgs, context: GatewayContext): Promise<ArticleCategoryObject[]> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () => (await context.loaders.contentLists.articleCategories.load(locale)).map(mapArticleCategory));
    },
    async articleTags(_root: unknown, args: LocaleArgs, context: GatewayContext): Promise<ArticleTagObject[]> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () => (await context.loaders.contentLists.articleTags.load(locale)).map(mapArticleTag));
    },
    async articleTeasers(_root: unknown, args: LocaleArgs, context: GatewayContext): Promise<ArticleObject[]> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () =>
        (await context.loaders.contentLists.articleTeasers.load(locale)).map((article) => mapArticle(article, context.publicUrl)),
      );
    },
  },
};
