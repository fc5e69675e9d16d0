// The visitor's settings: the browser's part of its page type (screenType.ts).
import { PagePlaceholder } from '../PagePlaceholder';
import { fixedHead, type ScreenType } from '../screenType';

export const userSettingsScreenType: ScreenType = {
  chunk: 'UserSettingsScreen',
  load: async () => (await import('./UserSettingsScreen')).UserSettingsScreen,
  Placeholder: PagePlaceholder,
  head: fixedHead('user.settingsTitle', 'user.settingsTitle'),
};
