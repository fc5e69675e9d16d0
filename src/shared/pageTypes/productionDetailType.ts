// A production's page (spec 001 §2 "Productions").
import { checkId, definePageType, slugAndId } from './pageType';

export const productionDetailType = definePageType({
  kind: 'productionDetail',
  routes: [
    {
      name: 'productionDetail',
      paths: { de: '/de/productions/:slug/:id', en: '/en/productions/:slug/:id' },
      target: true,
      sitemap: { entry: 'production', params: slugAndId },
    },
  ],
  check: checkId,
});
