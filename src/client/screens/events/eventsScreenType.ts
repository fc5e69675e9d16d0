// The programme: the browser's part of its page type (screenType.ts).
import { EventsPlaceholder } from './EventsPlaceholder';
import { fixedHead, type ScreenType } from '../screenType';

export const eventsScreenType: ScreenType = {
  chunk: 'EventsScreen',
  load: async () => (await import('./EventsScreen')).EventsScreen,
  Placeholder: EventsPlaceholder,
  head: fixedHead('events.title', 'events.intro'),
};
