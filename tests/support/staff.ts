// The seeded staff account (README "Staff login") and its login at the upstream.
import { randomBytes } from 'node:crypto';
import { request } from './http';

export const STAFF = { email: 'redaktion@aurelia-philharmonie.example', password: 'Partitur-2026!' };

/**
 * A second staff account ("Anna Schmidt", the same password), seeded only by an upstream started
 * with these variables (CMS_SECOND_STAFF_EMAIL, issue 22 part 10: two staff on one page).
 */
export const SECOND_STAFF = { email: 'anna.schmidt@aurelia-philharmonie.example', password: STAFF.password, name: 'Anna Schmidt' };
export const SECOND_STAFF_ENV = { CMS_SECOND_STAFF_EMAIL: SECOND_STAFF.email };

/** Logs in at the upstream (CSRF double submit) and returns the Cookie header for the site. */
export async function loginAsStaff(cmsUrl: string, account: { email: string; password: string } = STAFF): Promise<string> {
  const csrf = randomBytes(16).toString('hex');
  const response = await request(`${cmsUrl}/de/api/user-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`staff login failed: ${response.status} ${response.body}`);
  const pairs = (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? '');
  const session = pairs.find((pair) => pair.startsWith('sessionid='));
  const token = pairs.find((pair) => pair.startsWith('csrftoken='));
  if (!session || !token) throw new Error('the login set no session or CSRF cookie');
  return `${session}; ${token}`;
}
