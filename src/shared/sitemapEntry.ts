// One entry of the upstream's sitemap list (GET /{lang}/api/sitemap/): a thing with a page of its
// own. The page types say which of their routes shows which kind (src/shared/pageTypes/).

export interface SitemapEntry {
  kind: 'page' | 'legal' | 'event' | 'production' | 'series' | 'article' | 'article_category' | 'article_tag' | 'person' | 'venue' | 'form';
  id: number;
  slug: string | null;
  path: string | null;
  /** A form's title in the list's language (a form has no slug upstream); null for the rest. */
  title: string | null;
  updated: string;
}
