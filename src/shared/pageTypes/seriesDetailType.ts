// A subscription series' page (spec 000 §2 "Subscription series").
import { checkId, definePageType, detailRoute } from './pageType';

export const seriesDetailType = definePageType({
  kind: 'seriesDetail',
  routes: [detailRoute('seriesDetail', { de: '/de/abonnements/:slug/:id', en: '/en/subscriptions/:slug/:id' }, 'series')],
  check: checkId,
});
