// Session tokens (README "Staff account"): 32 random bytes in the cookie, only their SHA-256 in
// the database.
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'sessionid';
/** Sessions last 14 days from login. */
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token; undefined for a value that cannot be one of ours. */
export function hashSessionToken(token: string): string | undefined {
  if (!TOKEN.test(token)) return undefined;
  return createHash('sha256').update(token).digest('hex');
}
