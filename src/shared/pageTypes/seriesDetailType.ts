// A subscription series' page (spec 000 §2 "Subscription series").
import { checkId, definePageType, slugAndId } from './pageType';

export const seriesDetailType = definePageType({
  kind: 'seriesDetail',
  routes: [
    {
      name: 'seriesDetail',
      paths: { de: '/de/abonnements/:slug/:id', en: '/en/subscriptions/:slug/:id' },
      target: true,
      sitemap: { entry: 'series', params: slugAndId },
    },
  ],
  check: checkId,
});
