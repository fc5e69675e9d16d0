// The legal texts (spec 000 §2): terms, privacy, imprint, one screen. Whether a text is online is
// the route-target lookup's to say (404 before any byte).
import { definePageType, type SitemapEntryParams } from './pageType';

/** The upstream's name of a legal text (its sitemap slug) for each route. */
const legalSlug =
  (slug: string): SitemapEntryParams =>
  (entry) =>
    entry.slug === slug ? {} : null;

export const legalType = definePageType({
  kind: 'legal',
  routes: [
    { name: 'terms', paths: { de: '/de/agb', en: '/en/agb' }, target: true, sitemap: { entry: 'legal', params: legalSlug('agb') } },
    {
      name: 'privacy',
      paths: { de: '/de/datenschutz', en: '/en/datenschutz' },
      target: true,
      sitemap: { entry: 'legal', params: legalSlug('privacy-policy') },
    },
    {
      name: 'imprint',
      paths: { de: '/de/impressum', en: '/en/impressum' },
      target: true,
      sitemap: { entry: 'legal', params: legalSlug('imprint') },
    },
  ],
});
