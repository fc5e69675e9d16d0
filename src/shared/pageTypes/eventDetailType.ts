// An event's page (spec 000 §2 "Event detail").
import { checkId, definePageType, detailRoute } from './pageType';

export const eventDetailType = definePageType({
  kind: 'eventDetail',
  routes: [detailRoute('eventDetail', { de: '/de/konzerte/:slug/:id', en: '/en/concerts/:slug/:id' }, 'event')],
  check: checkId,
});
