// A production's page: the browser's part of its page type (screenType.ts).
import { EventDetailPlaceholder } from '../eventDetail/EventDetailPlaceholder';
import { thingHead, type ScreenType } from '../screenType';

export const productionDetailScreenType: ScreenType = {
  chunk: 'ProductionDetailScreen',
  load: async () => (await import('./ProductionDetailScreen')).ProductionDetailScreen,
  Placeholder: EventDetailPlaceholder,
  head: thingHead('productionDetail.defaultTitle', 'productions.intro'),
};
