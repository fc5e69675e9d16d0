// The editor hub (spec 000 §2): the browser's part of its page type (screenType.ts).
import { PagePlaceholder } from '../PagePlaceholder';
import { fixedHead, type ScreenType } from '../screenType';

export const cmsHubScreenType: ScreenType = {
  chunk: 'CmsHubScreen',
  load: async () => (await import('./CmsHubScreen')).CmsHubScreen,
  Placeholder: PagePlaceholder,
  head: fixedHead('cmsHub.title', 'cmsHub.intro'),
};
