import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords';

const CHEAP = { N: 1024, r: 8, p: 1 };

describe('hashPassword / verifyPassword', () => {
  it('verifies the password it hashed and rejects another', async () => {
    const stored = await hashPassword('Geheim-123', CHEAP);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Geheim-123', stored)).toBe(true);
    expect(await verifyPassword('geheim-123', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so equal passwords give different strings', async () => {
    const first = await hashPassword('same', CHEAP);
    const second = await hashPassword('same', CHEAP);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same', second)).toBe(true);
  });

  it('uses the default cost when none is given', async () => {
    const stored = await hashPassword('x');
    expect(stored.startsWith('scrypt$16384$8$1$')).toBe(true);
  });

  it('never matches a malformed stored value or the dummy hash', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1024$8$1$$')).toBe(false);
    expect(await verifyPassword('', DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
