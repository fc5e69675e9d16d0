// The visitor's settings (spec 000 §2 "User settings"), personal like the profile.
import { definePageType } from './pageType';

export const userSettingsType = definePageType({
  kind: 'userSettings',
  routes: [{ name: 'userSettings', paths: { de: '/de/user/einstellungen', en: '/en/user/settings' } }],
  personal: true,
  needsLogin: true,
});
