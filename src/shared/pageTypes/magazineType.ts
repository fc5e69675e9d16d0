// The magazine's article lists (spec 001 §2 "Magazine"): the start page, a category's and a tag's
// articles, one screen for the three.
import { parseMagazinePage } from '../magazine/magazinePageNumber';
import { definePageType, PAGE_OK } from './pageType';

export const magazineType = definePageType({
  kind: 'magazine',
  routes: [
    { name: 'magazine', paths: { de: '/de/orchesterleben', en: '/en/magazine' }, sitemap: 'list' },
    {
      name: 'magazineTag',
      paths: { de: '/de/orchesterleben/tags/:tag/:id', en: '/en/magazine/tags/:tag/:id' },
      target: true,
      sitemap: { entry: 'article_tag', params: (entry) => ({ tag: entry.slug ?? '', id: String(entry.id) }) },
    },
    {
      name: 'magazineCategory',
      paths: { de: '/de/orchesterleben/categories/:category/:id', en: '/en/magazine/categories/:category/:id' },
      target: true,
      sitemap: { entry: 'article_category', params: (entry) => ({ category: entry.slug ?? '', id: String(entry.id) }) },
    },
  ],
  check({ query }) {
    // Lists from page 1; a page that is no page number is an invalid parameter like the
    // productions' (the catch page). A category or tag that does not exist, or a wrong slug, is
    // the route-target lookup's to say (404 or 301 before any byte).
    const page = parseMagazinePage(query);
    return page.ok ? PAGE_OK : { kind: 'invalidParameters', reason: page.problem };
  },
});
