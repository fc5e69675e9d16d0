// A subscription series' page: the browser's part of its page type (screenType.ts).
import { PagePlaceholder } from '../PagePlaceholder';
import { thingHead, type ScreenType } from '../screenType';

export const seriesDetailScreenType: ScreenType = {
  chunk: 'SeriesDetailScreen',
  load: async () => (await import('./SeriesDetailScreen')).SeriesDetailScreen,
  Placeholder: PagePlaceholder,
  head: thingHead('series.defaultTitle', 'series.defaultTitle'),
};
