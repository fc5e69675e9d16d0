// The seeded staff account (README "Staff login") and its login at the upstream.
import { randomBytes } from 'node:crypto';
import { request } from './http';

export const STAFF = { email: 'redaktion@aurelia-philharmonie.example', password: 'Partitur-2026!' };

/** Logs in at the upstream (CSRF double submit) and returns the Cookie header for the site. */
export async function loginAsStaff(cmsUrl: string): Promise<string> {
  const csrf = randomBytes(16).toString('hex');
  const response = await request(`${cmsUrl}/de/api/user-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify(STAFF),
  });
  if (response.status !== 200) throw new Error(`staff login failed: ${response.status} ${response.body}`);
  const pairs = (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? '');
  const session = pairs.find((pair) => pair.startsWith('sessionid='));
  const token = pairs.find((pair) => pair.startsWith('csrftoken='));
  if (!session || !token) throw new Error('the login set no session or CSRF cookie');
  return `${session}; ${token}`;
}
