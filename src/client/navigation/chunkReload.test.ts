import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, claimChunkReload } from './chunkReload';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    values,
  };
}

describe('claimChunkReload (spec 000 §8, §9: at most once per minute)', () => {
  it('allows the first reload and records its time', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('refuses another reload within 60 s and allows one after', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1000000' });
    expect(claimChunkReload(storage, 1_059_999)).toBe(false);
    expect(claimChunkReload(storage, 1_060_000)).toBe(true);
  });

  it('ignores a garbled or future record', () => {
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: 'soon' }), 5_000)).toBe(true);
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: '9000000' }), 5_000)).toBe(true);
  });

  it('refuses when nothing can be recorded, so a failing chunk never loops', () => {
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(claimChunkReload(throwing, 5_000)).toBe(false);
    expect(claimChunkReload(undefined, 5_000)).toBe(false);
  });
});
