// The catch page (spec 001 §2, §5: where invalid parameters lead), answered with 404.
import { definePageType } from './pageType';

export const notFoundType = definePageType({
  kind: 'notFound',
  routes: [{ name: 'notFound', paths: { de: '/de/404', en: '/en/404' } }],
  status: 404,
});
