// The programme (spec 001 §2): its filters are checked before anything is asked.
import { parseEventQuery } from '../eventQuery';
import { definePageType, PAGE_OK } from './pageType';

export const eventsType = definePageType({
  kind: 'events',
  routes: [{ name: 'events', paths: { de: '/de/konzerte', en: '/en/concerts' }, sitemap: 'list' }],
  check({ query }) {
    const parsed = parseEventQuery(query);
    // spec 001 §2, §5: an invalid parameter is logged, reported and leads to the catch page.
    return parsed.ok ? PAGE_OK : { kind: 'invalidParameters', reason: parsed.problems.join('; ') };
  },
});
