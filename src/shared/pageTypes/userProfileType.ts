// The visitor's profile (spec 000 §2 "User profile": /{lang}/user/profile with the localised
// bases /profil | /profile-en). Personal: without a session the server sends the visitor to the
// login first (src/shared/accountPages.ts), the screen does when a session has ended.
import { definePageType } from './pageType';

export const userProfileType = definePageType({
  kind: 'userProfile',
  routes: [{ name: 'userProfile', paths: { de: '/de/user/profil', en: '/en/user/profile-en' } }],
  personal: true,
  needsLogin: true,
});
