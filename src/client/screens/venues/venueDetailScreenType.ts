// A venue's page: the browser's part of its page type (screenType.ts).
import { VenuePlaceholder } from './VenuePlaceholder';
import { thingHead, type ScreenType } from '../screenType';

export const venueDetailScreenType: ScreenType = {
  chunk: 'VenueScreen',
  load: async () => (await import('./VenueScreen')).VenueScreen,
  Placeholder: VenuePlaceholder,
  head: thingHead('venue.defaultTitle', 'venue.defaultTitle'),
};
