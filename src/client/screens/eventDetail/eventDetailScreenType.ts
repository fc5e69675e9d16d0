// An event's page: the browser's part of its page type (screenType.ts).
import { EventDetailPlaceholder } from './EventDetailPlaceholder';
import { thingHead, type ScreenType } from '../screenType';

export const eventDetailScreenType: ScreenType = {
  chunk: 'EventDetailScreen',
  load: async () => (await import('./EventDetailScreen')).EventDetailScreen,
  Placeholder: EventDetailPlaceholder,
  head: thingHead('eventDetail.defaultTitle', 'events.intro'),
};
