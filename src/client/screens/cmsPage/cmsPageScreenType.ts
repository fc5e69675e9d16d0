// A page staff built in the CMS, the home page among them; its meta title or title: the browser's part of its page type (screenType.ts).
import { PagePlaceholder } from '../PagePlaceholder';
import { thingHead, type ScreenType } from '../screenType';

export const cmsPageScreenType: ScreenType = {
  chunk: 'CmsPageScreen',
  load: async () => (await import('./CmsPageScreen')).CmsPageScreen,
  Placeholder: PagePlaceholder,
  head: thingHead('cms.defaultTitle', 'cms.defaultDescription'),
};
