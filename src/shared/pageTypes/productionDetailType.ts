// A production's page (spec 001 §2 "Productions").
import { checkId, definePageType, detailRoute } from './pageType';

export const productionDetailType = definePageType({
  kind: 'productionDetail',
  routes: [detailRoute('productionDetail', { de: '/de/productions/:slug/:id', en: '/en/productions/:slug/:id' }, 'production')],
  check: checkId,
});
