// A venue's page (spec 000 §2 "Venue").
import { checkId, definePageType, detailRoute } from './pageType';

export const venueDetailType = definePageType({
  kind: 'venueDetail',
  routes: [detailRoute('venueDetail', { de: '/de/venues/:slug/:id', en: '/en/venues/:slug/:id' }, 'venue')],
  check: checkId,
});
