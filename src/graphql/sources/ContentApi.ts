// The content area of the upstream: productions, series, magazine, ensemble, venues, breaking
// news and opening hours (spec 000 §7, spec 001 §7; src/cms/README.md "Content").
import type { z } from 'zod';
import type { Locale } from '../../shared/locales';
import {
  articleCategoriesPayload,
  articleDetailPayload,
  articlePagePayload,
  articlesPayload,
  articleTagsPayload,
  breakingNewsListPayload,
  openingHoursPayload,
  sitemapPayload,
  type SitemapEntryPayload,
  personCategoriesPayload,
  personDetailPayload,
  personPagePayload,
  productionDetailPayload,
  productionPagePayload,
  productionTagsPayload,
  seasonsPayload,
  seriesDetailPayload,
  venueDetailPayload,
  venueInfosPayload,
  type ArticleCategoryPayload,
  type ArticleDetailPayload,
  type ArticlePagePayload,
  type ArticlePayload,
  type ArticleTagPayload,
  type BreakingNewsPayload,
  type OpeningHoursPayload,
  type PersonCategoryPayload,
  type PersonDetailPayload,
  type PersonPagePayload,
  type ProductionDetailPayload,
  type ProductionPagePayload,
  type ProductionTagPayload,
  type SeasonPayload,
  type SeriesDetailPayload,
  type VenueDetailPayload,
  type VenueInfoPayload,
} from './contentPayloads';
import { UpstreamError } from './UpstreamError';
import type { QueryValues, UpstreamHttp } from './UpstreamHttp';

interface Paging {
  locale: Locale;
  page: number;
  pageSize: number;
}

export interface ProductionListQuery extends Paging {
  season?: string | undefined;
  exhibitionType?: string | undefined;
  tag?: string | undefined;
  /** YYYY-MM-DD: only productions with a performance on or after that day. */
  date?: string | undefined;
}

export interface ArticleListQuery extends Paging {
  category?: string | undefined;
  tag?: string | undefined;
}

export interface PersonListQuery extends Paging {
  category?: string | undefined;
}

/** The plain (not paginated) option lists, by the kind the loaders key them with. */
export type ContentListKind =
  | 'seasons'
  | 'productionTags'
  | 'articleCategories'
  | 'articleTags'
  | 'articleTeasers'
  | 'personCategories'
  | 'venues'
  | 'breakingNews'
  | 'sitemap';

export interface ContentLists {
  seasons: SeasonPayload[];
  productionTags: ProductionTagPayload[];
  articleCategories: ArticleCategoryPayload[];
  articleTags: ArticleTagPayload[];
  articleTeasers: ArticlePayload[];
  personCategories: PersonCategoryPayload[];
  venues: VenueInfoPayload[];
  breakingNews: BreakingNewsPayload[];
  sitemap: SitemapEntryPayload[];
}

const LISTS: { [K in ContentListKind]: { path: string; schema: z.ZodType<ContentLists[K]> } } = {
  seasons: { path: 'api/seasons/', schema: seasonsPayload },
  productionTags: { path: 'api/production-tags/', schema: productionTagsPayload },
  articleCategories: { path: 'api/article-categories/', schema: articleCategoriesPayload },
  articleTags: { path: 'api/article-tags/', schema: articleTagsPayload },
  articleTeasers: { path: 'api/articles-teaser/', schema: articlesPayload },
  personCategories: { path: 'api/person-categories/', schema: personCategoriesPayload },
  venues: { path: 'api/venues/', schema: venueInfosPayload },
  breakingNews: { path: 'api/breaking-news/', schema: breakingNewsListPayload },
  sitemap: { path: 'api/sitemap/', schema: sitemapPayload },
};

/** The detail resources, by the kind the loaders key them with. */
export type ContentDetailKind = 'production' | 'series' | 'article' | 'person' | 'venue';

export interface ContentDetails {
  production: ProductionDetailPayload;
  series: SeriesDetailPayload;
  article: ArticleDetailPayload;
  person: PersonDetailPayload;
  venue: VenueDetailPayload;
}

const DETAILS: { [K in ContentDetailKind]: { path: string; schema: z.ZodType<ContentDetails[K]> } } = {
  production: { path: 'api/productions/', schema: productionDetailPayload },
  series: { path: 'api/series/', schema: seriesDetailPayload },
  article: { path: 'api/articles/', schema: articleDetailPayload },
  person: { path: 'api/persons/', schema: personDetailPayload },
  venue: { path: 'api/venues/', schema: venueDetailPayload },
};

export class ContentApi {
  constructor(private readonly http: UpstreamHttp) {}

  private async page<T>(schema: z.ZodType<T>, path: string, query: Paging, params: QueryValues): Promise<T> {
    return this.http.getDecoded(schema, path, { ...params, page: query.page, page_size: query.pageSize });
  }

  productions(query: ProductionListQuery): Promise<ProductionPagePayload> {
    return this.page(productionPagePayload, `/${query.locale}/api/productions/`, query, {
      season: query.season,
      exhibition_type: query.exhibitionType,
      tag: query.tag,
      date: query.date,
    });
  }

  articles(query: ArticleListQuery): Promise<ArticlePagePayload> {
    return this.page(articlePagePayload, `/${query.locale}/api/articles/`, query, { category: query.category, tag: query.tag });
  }

  persons(query: PersonListQuery): Promise<PersonPagePayload> {
    return this.page(personPagePayload, `/${query.locale}/api/persons/`, query, { category: query.category });
  }

  /** A plain option list (not paginated). */
  async list<K extends ContentListKind>(kind: K, locale: Locale): Promise<ContentLists[K]> {
    const { path: relative, schema } = LISTS[kind];
    const path = `/${locale}/${relative}`;
    return this.http.getDecoded(schema, path);
  }

  /** One resource by id; null when the upstream knows no such id (README: 404 "Not found."). */
  async detail<K extends ContentDetailKind>(kind: K, id: string, locale: Locale): Promise<ContentDetails[K] | null> {
    const { path: relative, schema } = DETAILS[kind];
    const path = `/${locale}/${relative}${encodeURIComponent(id)}/`;
    try {
      return await this.http.getDecoded(schema, path);
    } catch (error) {
      if (error instanceof UpstreamError && error.failure === 'not_found') return null;
      throw error;
    }
  }

  /** spec 001 §3, §4: the regular hours and the exceptions of a day (today unless `date` is given). */
  async openingHours(locale: Locale, date?: string): Promise<OpeningHoursPayload> {
    const path = `/${locale}/api/opening-hours-today/`;
    return this.http.getDecoded(openingHoursPayload, path, { date });
  }
}
