import { describe, expect, it } from 'vitest';
import { mapUser } from './mapUser';

describe('mapUser', () => {
  it('maps the upstream’s user details to camelCase', () => {
    expect(
      mapUser({
        has_dashboard_online_access: true,
        is_logged_in: true,
        username: 'redaktion',
        email: 'r@example.org',
        first_name: 'Clara',
        last_name: 'Wieck',
        login_url: '/de/api/user-login/',
        logout_url: '/de/api/user-logout/',
        webshop_url: '/webshop',
      }),
    ).toEqual({
      isLoggedIn: true,
      hasDashboardOnlineAccess: true,
      username: 'redaktion',
      email: 'r@example.org',
      firstName: 'Clara',
      lastName: 'Wieck',
      loginUrl: '/de/api/user-login/',
      logoutUrl: '/de/api/user-logout/',
      webshopUrl: '/webshop',
      // An upstream that does not name the language leaves it unknown.
      language: null,
    });
    expect(
      mapUser({
        has_dashboard_online_access: false,
        is_logged_in: true,
        username: 'r',
        email: 'r@example.org',
        first_name: '',
        last_name: '',
        login_url: '/en/api/user-login/',
        logout_url: '/en/api/user-logout/',
        webshop_url: '/webshop',
        language: 'en',
      }).language,
    ).toBe('EN');
  });
});
