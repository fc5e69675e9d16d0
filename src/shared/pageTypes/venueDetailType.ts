// A venue's page (spec 000 §2 "Venue").
import { checkId, definePageType, slugAndId } from './pageType';

export const venueDetailType = definePageType({
  kind: 'venueDetail',
  routes: [
    {
      name: 'venueDetail',
      paths: { de: '/de/venues/:slug/:id', en: '/en/venues/:slug/:id' },
      target: true,
      sitemap: { entry: 'venue', params: slugAndId },
    },
  ],
  check: checkId,
});
