// An article (spec 001 §2 "Magazine"). The route's id is digits already; whether the article
// exists is the lookup's to say.
import { definePageType, detailRoute } from './pageType';

export const magazineArticleType = definePageType({
  kind: 'magazineArticle',
  routes: [detailRoute('magazineArticle', { de: '/de/orchesterleben/:slug/:id', en: '/en/magazine/:slug/:id' }, 'article')],
});
