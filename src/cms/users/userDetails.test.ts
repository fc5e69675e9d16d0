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
    expect(details).toMatchObject({
      is_logged_in: true,
      username: 'redaktion',
      first_name: 'Re',
      has_dashboard_online_access: true,
      language: 'en',
    });
    expect(details).not.toHaveProperty('id');
    expect(details).not.toHaveProperty('is_staff');
  });

  it('gives staff no admin menus when no external admin is configured: this upstream has none', () => {
    const de = editorUser(staff, 'de', undefined);
    expect(Object.keys(de).sort()).toEqual(['admin_menus', 'email', 'username']);
    expect(de.admin_menus).toEqual([]);
  });

  it('gives staff the seven admin menus into CMS_ADMIN_URL in their language, and others none', () => {
    const admin = 'https://verwaltung.example/cms';
    const de = editorUser(staff, 'de', admin).admin_menus as { key: string; title: string; url: string }[];
    expect(de.map((menu) => menu.key)).toEqual(['article', 'venue', 'event', 'person', 'production', 'series', 'form']);
    expect(de).toContainEqual({ key: 'event', title: 'Veranstaltungen', url: 'https://verwaltung.example/cms/admin/events/' });
    expect(de).toContainEqual({ key: 'person', title: 'Personen', url: 'https://verwaltung.example/cms/admin/persons/' });
    expect(editorUser(staff, 'en', admin).admin_menus).toContainEqual({
      key: 'event',
      title: 'Events',
      url: 'https://verwaltung.example/cms/admin/events/',
    });
    expect(editorUser({ ...staff, is_staff: false }, 'de', admin).admin_menus).toEqual([]);
  });
});
