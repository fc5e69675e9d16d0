// Magazine payloads (snake_case) to GraphQL objects (camelCase), in one place.
import type { ImageObject, PublicUrl } from '../events/mapEvents';
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
  };
}

export function mapArticleDetail(article: ArticleDetailPayload, publicUrl: PublicUrl): ArticleObject {
  return { ...mapArticle(article, publicUrl), body: article.body };
}

export function mapArticlePage(payload: ArticlePagePayload, page: number, pageSize: number, publicUrl: PublicUrl): PageObject<ArticleObject> {
  return mapPage(payload, page, pageSize, (article) => mapArticle(article, publicUrl));
}
