// Password hashing with node:crypto scrypt and a salt per user; stored as one self-describing
// string so the cost can be raised later without breaking existing hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 } as const;
const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url. */
export async function hashPassword(password: string, cost: { N: number; r: number; p: number } = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Compares in constant time; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return false;
  const [, n, r, p, salt, hash] = match;
  const expected = Buffer.from(hash ?? '', 'base64url');
  if (expected.length === 0) return false;
  const key = await derive(password, Buffer.from(salt ?? '', 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(key, expected);
}

/**
 * A hash nobody's password matches: an unknown e-mail is checked against it, so the answer takes
 * as long as for a known one and reveals nothing (README "Staff account").
 */
export const DUMMY_PASSWORD_HASH = `scrypt$${DEFAULT_COST.N}$${DEFAULT_COST.r}$${DEFAULT_COST.p}$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(86)}`;
