// A musician's page (spec 000 §2 "Ensemble member").
import { checkId, definePageType, detailRoute } from './pageType';

export const ensembleDetailType = definePageType({
  kind: 'ensembleDetail',
  routes: [detailRoute('ensembleDetail', { de: '/de/orchestermitglieder/:slug/:id', en: '/en/musicians/:slug/:id' }, 'person')],
  check: checkId,
});
