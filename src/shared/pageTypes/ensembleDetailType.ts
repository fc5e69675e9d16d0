// A musician's page (spec 000 §2 "Ensemble member").
import { checkId, definePageType, slugAndId } from './pageType';

export const ensembleDetailType = definePageType({
  kind: 'ensembleDetail',
  routes: [
    {
      name: 'ensembleDetail',
      paths: { de: '/de/orchestermitglieder/:slug/:id', en: '/en/musicians/:slug/:id' },
      target: true,
      sitemap: { entry: 'person', params: slugAndId },
    },
  ],
  check: checkId,
});
