// The visitor's profile: the browser's part of its page type (screenType.ts).
import { PagePlaceholder } from '../PagePlaceholder';
import { fixedHead, type ScreenType } from '../screenType';

export const userProfileScreenType: ScreenType = {
  chunk: 'UserProfileScreen',
  load: async () => (await import('./UserProfileScreen')).UserProfileScreen,
  Placeholder: PagePlaceholder,
  head: fixedHead('user.profileTitle', 'user.profileTitle'),
};
