// schema.org Article JSON-LD for an article's page (search engines' article results): headline,
// description, its days of publication and last change, author, picture, the page's URL, section
// and keywords, and the orchestra as publisher. Only properties of the types named are written.
import { BRAND } from '../constants';

export interface JsonLdArticle {
  title: string;
  teaserText: string | null;
  author: string | null;
  /** YYYY-MM-DD. */
  date: string;
  /** ISO 8601; null: unknown. */
  modifiedAt: string | null;
  /** An absolute or site-relative URL; null: no picture. */
  imageUrl: string | null;
  categoryName: string;
  tagNames: readonly string[];
  /** The page's path on this site. */
  path: string;
}

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

export function articleJsonLd(article: JsonLdArticle, locale: string, origin: string): Record<string, unknown> {
  const url = `${origin}${article.path}`;
  const publisher = { '@type': 'Organization', name: BRAND, url: `${origin}/${locale}` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    ...(article.teaserText ? { description: article.teaserText } : {}),
    datePublished: article.date,
    // A change before the day of publication (an article dated ahead) is no later change.
    ...(article.modifiedAt && article.modifiedAt.slice(0, 10) >= article.date ? { dateModified: article.modifiedAt } : {}),
    // Without a named author the orchestra speaks (Google asks for an author either way).
    author: article.author ? { '@type': 'Person', name: article.author } : publisher,
    ...(article.imageUrl ? { image: [absolute(origin, article.imageUrl)] } : {}),
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: locale,
    articleSection: article.categoryName,
    ...(article.tagNames.length > 0 ? { keywords: article.tagNames.join(', ') } : {}),
  };
}
