import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './precompressedAssets';

const OFFERED = [{ name: 'br' }, { name: 'gzip' }] as const;
const chosen = (header: string | undefined) => preferredEncoding(header, OFFERED)?.name;

describe('choosing a precompressed file by Accept-Encoding', () => {
  it('gives a browser brotli, though it names gzip first at the same weight', () => {
    expect(chosen('gzip, deflate, br, zstd')).toBe('br');
    expect(chosen('gzip, deflate, br')).toBe('br');
  });

  it('follows the weights the request gives', () => {
    expect(chosen('br;q=0.5, gzip')).toBe('gzip');
    expect(chosen('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(chosen('gzip;q=0.8, br;q=0.9')).toBe('br');
    expect(chosen('GZIP')).toBe('gzip');
  });

  it('takes * for what the request does not name', () => {
    expect(chosen('*')).toBe('br');
    expect(chosen('br;q=0, *')).toBe('gzip');
  });

  it('gives none (the original is sent) without the header, for identity only, or when everything offered weighs 0', () => {
    expect(chosen(undefined)).toBeUndefined();
    expect(chosen('')).toBeUndefined();
    expect(chosen('identity')).toBeUndefined();
    expect(chosen('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chosen('*;q=0')).toBeUndefined();
    expect(chosen('deflate, zstd')).toBeUndefined();
  });

  it('reads a malformed weight as 0', () => {
    expect(chosen('br;q=abc, gzip')).toBe('gzip');
  });
});
