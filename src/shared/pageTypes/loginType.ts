// The visitor's login, where the header's My Account and the user pages lead. Not in the spec's
// route table.
import { definePageType } from './pageType';

export const loginType = definePageType({
  kind: 'login',
  routes: [{ name: 'login', paths: { de: '/de/user/anmelden', en: '/en/user/login' } }],
  personal: true,
});
