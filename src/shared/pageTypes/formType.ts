// A form's page (spec 000 §2 "Forms page"): an unknown id is a 404, a slug other than its title's a 301.
import { formSlug } from '../forms/formSlug';
import { checkId, definePageType } from './pageType';

export const formType = definePageType({
  kind: 'form',
  routes: [
    {
      name: 'form',
      paths: { de: '/de/forms/:slug/:id', en: '/en/forms/:slug/:id' },
      target: true,
      // A form has no slug upstream: the slug its page answers under is made from its title
      // (another one is a 301, no sitemap entry).
      sitemap: { entry: 'form', params: (entry) => (entry.title === null ? null : { slug: formSlug(entry.title), id: String(entry.id) }) },
    },
  ],
  check: checkId,
});
