// The magazine's tags (spec 001 §2 "Magazine").
import { definePageType } from './pageType';

export const magazineTagsType = definePageType({
  kind: 'magazineTags',
  routes: [{ name: 'magazineTags', paths: { de: '/de/orchesterleben/tags', en: '/en/magazine/tags' }, sitemap: 'list' }],
});
