import { describe, expect, it } from 'vitest';
import { editorUser, userDetails } from './userDetails';
import type { User } from './userStore';

const staff: User = {
  id: 1,
  email: 'redaktion@example.org',
  username: 'redaktion',
  first_name: 'Re',
  last_name: 'Daktion',
  is_staff: true,
  has_dashboard_online_access: true,
  language: 'en',
};

describe('userDetails', () => {
  it('describes a visitor as logged out with the localised login and logout URLs', () => {
    expect(userDetails(undefined, 'en')).toEqual({
      has_dashboard_online_access: false,
      is_logged_in: false,
      username: '',
      email: '',
      first_name: '',
      last_name: '',
      login_url: '/en/api/user-login/',
      logout_url: '/en/api/user-logout/',
      webshop_url: '/webshop',
      language: 'en',
    });
  });

  it('describes a logged-in user without internal fields', () => {
    const details = userDetails(staff, 'de');
    // The user's own language, whatever language the call is made in.
    expect(details).toMatchObject({ is_logged_in: true, username: 'redaktion', first_name: 'Re', has_dashboard_online_access: true, language: 'en' });
    expect(details).not.toHaveProperty('id');
    expect(details).not.toHaveProperty('is_staff');
  });

  it('gives staff the admin menus in their language and others none', () => {
    const de = editorUser(staff, 'de');
    expect(Object.keys(de).sort()).toEqual(['admin_menus', 'email', 'username']);
    expect(de.admin_menus).toContainEqual({ key: 'event', title: 'Veranstaltungen', url: '/admin/events/' });
    expect(editorUser(staff, 'en').admin_menus).toContainEqual({ key: 'event', title: 'Events', url: '/admin/events/' });
    expect(editorUser({ ...staff, is_staff: false }, 'de').admin_menus).toEqual([]);
  });
});
