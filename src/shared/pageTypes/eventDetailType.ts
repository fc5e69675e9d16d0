// An event's page (spec 000 §2 "Event detail").
import { checkId, definePageType, slugAndId } from './pageType';

export const eventDetailType = definePageType({
  kind: 'eventDetail',
  routes: [
    {
      name: 'eventDetail',
      paths: { de: '/de/konzerte/:slug/:id', en: '/en/concerts/:slug/:id' },
      target: true,
      sitemap: { entry: 'event', params: slugAndId },
    },
  ],
  check: checkId,
});
