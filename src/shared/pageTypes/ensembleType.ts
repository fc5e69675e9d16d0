// The orchestra's musicians (spec 000 §2 "Ensemble").
import { definePageType } from './pageType';

export const ensembleType = definePageType({
  kind: 'ensemble',
  routes: [{ name: 'ensemble', paths: { de: '/de/orchestermitglieder', en: '/en/musicians' }, sitemap: 'list' }],
});
