// A form's page: the browser's part of its page type (screenType.ts).
import { PagePlaceholder } from '../PagePlaceholder';
import { thingHead, type ScreenType } from '../screenType';

export const formScreenType: ScreenType = {
  chunk: 'FormScreen',
  load: async () => (await import('./FormScreen')).FormScreen,
  Placeholder: PagePlaceholder,
  head: thingHead('forms.defaultTitle', 'forms.defaultTitle'),
};
