// The productions' list (spec 001 §2): its parameters are checked like the programme's.
import { parseProductionQuery } from '../productions/productionQuery';
import { definePageType, PAGE_OK } from './pageType';

export const productionsType = definePageType({
  kind: 'productions',
  routes: [{ name: 'productions', paths: { de: '/de/productions', en: '/en/productions' }, sitemap: 'list' }],
  check({ query }) {
    const parsed = parseProductionQuery(query);
    return parsed.ok ? PAGE_OK : { kind: 'invalidParameters', reason: parsed.problems.join('; ') };
  },
});
