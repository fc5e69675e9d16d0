// Magazine payloads (snake_case) to GraphQL objects (camelCase), in one place.
import { isIsoTimestamp } from '../../shared/dates';
import type { ImageObject, PublicUrl } from '../images/mapImages';
import { idOf, mapImage, mapPage, textOrNull, type PageObject } from '../mapCommon';
import type { RichTextValue } from '../RichTextScalar';
import type {
  ArticleCategoryPayload,
  ArticleDetailPayload,
  ArticlePagePayload,
  ArticlePayload,
  ArticleTagPayload,
} from '../sources/contentPayloads';

export interface ArticleCategoryObject {
  id: string;
  name: string;
  styleName: string;
  slug: string;
}

export interface ArticleTagObject {
  id: string;
  name: string;
  slug: string;
}

export interface ArticleObject {
  id: string;
  slug: string;
  title: string;
  teaserText: string | null;
  author: string | null;
  date: string;
  category: ArticleCategoryObject;
  tags: ArticleTagObject[];
  image: ImageObject | null;
  /** Only from the detail call; null in lists. */
  body: RichTextValue | null;
  /** Only from the detail call; null in lists. */
  modifiedAt: string | null;
  /** Only from the detail call; empty in lists. */
  relatedEvents: ArticleEventObject[];
  relatedPersons: ArticlePersonObject[];
}

interface ArticleEventObject {
  id: string;
  slug: string;
  title: string;
  dateStart: string;
}

interface ArticlePersonObject {
  id: string;
  slug: string;
  name: string;
}

export function mapArticleCategory(category: ArticleCategoryPayload): ArticleCategoryObject {
  return { id: idOf(category), name: category.name, styleName: category.style_name, slug: category.slug };
}

export function mapArticleTag(tag: ArticleTagPayload): ArticleTagObject {
  return { id: idOf(tag), name: tag.name, slug: tag.slug };
}

export function mapArticle(article: ArticlePayload, publicUrl: PublicUrl): ArticleObject {
  return {
    id: idOf(article),
    slug: article.slug,
    title: article.title,
    teaserText: textOrNull(article.teaser_text),
    author: textOrNull(article.author),
    date: article.date,
    category: mapArticleCategory(article.category),
    tags: article.tags.map(mapArticleTag),
    image: mapImage(article.image_thumbnails, article.image_alt, publicUrl),
    body: null,
    modifiedAt: null,
    relatedEvents: [],
    relatedPersons: [],
  };
}

export function mapArticleDetail(article: ArticleDetailPayload, publicUrl: PublicUrl): ArticleObject {
  return {
    ...mapArticle(article, publicUrl),
    body: article.body,
    modifiedAt: isoDateTimeOrNull(article.updated_at),
    relatedEvents: article.events
      .filter((event) => isIsoTimestamp(event.date_start))
      .map((event) => ({ id: idOf(event), slug: event.slug, title: event.title, dateStart: event.date_start })),
    relatedPersons: article.persons.map((person) => ({ id: idOf(person), slug: person.slug, name: person.name })),
  };
}

/** An upstream time the DateTime scalar takes (ISO 8601 with an offset), else null. */
function isoDateTimeOrNull(value: string | null | undefined): string | null {
  if (!value || !/(Z|[+-]\d{2}:\d{2})$/.test(value) || !isIsoTimestamp(value)) return null;
  return new Date(value).toISOString();
}

export function mapArticlePage(
  payload: ArticlePagePayload,
  page: number,
  pageSize: number,
  publicUrl: PublicUrl,
): PageObject<ArticleObject> {
  return mapPage(payload, page, pageSize, (article) => mapArticle(article, publicUrl));
}
