// The legal texts: the browser's part of its page type (screenType.ts).
import { PagePlaceholder } from '../PagePlaceholder';
import { thingHead, type ScreenType } from '../screenType';

export const legalScreenType: ScreenType = {
  chunk: 'LegalScreen',
  load: async () => (await import('./LegalScreen')).LegalScreen,
  Placeholder: PagePlaceholder,
  head: thingHead('legal.defaultTitle', 'legal.defaultTitle'),
};
