// The visitor's login: the browser's part of its page type (screenType.ts).
import { PagePlaceholder } from '../PagePlaceholder';
import { fixedHead, type ScreenType } from '../screenType';

export const loginScreenType: ScreenType = {
  chunk: 'LoginScreen',
  load: async () => (await import('./LoginScreen')).LoginScreen,
  Placeholder: PagePlaceholder,
  head: fixedHead('login.title', 'login.intro'),
};
