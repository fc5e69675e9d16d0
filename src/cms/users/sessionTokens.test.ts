import { describe, expect, it } from 'vitest';
import { hashSessionToken, newSessionToken } from './sessionTokens';

describe('session tokens', () => {
  it('makes 32-byte url-safe tokens that differ every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newSessionToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('stores a stable SHA-256 hex digest, never the token itself', () => {
    const token = newSessionToken();
    const hashed = hashSessionToken(token);
    expect(hashed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashed).not.toContain(token);
    expect(hashSessionToken(token)).toBe(hashed);
  });

  it('refuses values that cannot be a token', () => {
    expect(hashSessionToken('')).toBeUndefined();
    expect(hashSessionToken('short')).toBeUndefined();
    expect(hashSessionToken(`${newSessionToken()}x`)).toBeUndefined();
    expect(hashSessionToken("'; DROP TABLE sessions; --".padEnd(43, 'a'))).toBeUndefined();
  });
});
