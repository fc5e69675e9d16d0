import { describe, expect, it } from 'vitest';
import { BACKUPS_PER_SECTION, createSectionBackupStore, parseBackups, SECTION_BACKUPS_KEY, type BackupStorage } from './sectionBackups';

/** An in-memory sessionStorage that can be made to refuse writes beyond `limit` characters. */
function memoryStorage(limit = Infinity): BackupStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > limit) throw new DOMException('quota', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}

const backup = (snapshot: string, takenAt: number) => ({ snapshot, takenAt });

describe('the backup list per section', () => {
  it('pushes snapshots per section and gives the last one back for the undo', () => {
    const store = createSectionBackupStore(memoryStorage());
    store.push('7', backup('{"a":1}', 1));
    store.push('7', backup('{"a":2}', 2));
    store.push('8', backup('{"b":1}', 3));
    expect(store.list('7').map((entry) => entry.snapshot)).toEqual(['{"a":1}', '{"a":2}']);
    expect(store.list('8')).toHaveLength(1);
    expect(store.list('9')).toEqual([]);
  });

  it('drops the restored backup only while it is still the last one', () => {
    const store = createSectionBackupStore(memoryStorage());
    const first = backup('{"a":1}', 1);
    const second = backup('{"a":2}', 2);
    store.push('7', first);
    store.push('7', second);
    store.drop('7', first);
    expect(store.list('7')).toEqual([first, second]);
    store.drop('7', second);
    expect(store.list('7')).toEqual([first]);
    store.drop('7', first);
    expect(store.list('7')).toEqual([]);
  });

  it('tells its subscribers about every change and keeps the same list while nothing changes', () => {
    const store = createSectionBackupStore(null);
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.push('7', backup('{}', 1));
    expect(store.list('7')).toBe(store.list('7'));
    unsubscribe();
    store.push('7', backup('{}', 2));
    expect(calls).toBe(1);
  });

  it('survives a reload through sessionStorage', () => {
    const storage = memoryStorage();
    createSectionBackupStore(storage).push('7', backup('{"a":1}', 5));
    expect(createSectionBackupStore(storage).list('7')).toEqual([backup('{"a":1}', 5)]);
  });

  it('keeps at most BACKUPS_PER_SECTION per section and drops the oldest first', () => {
    const store = createSectionBackupStore(null);
    for (let index = 0; index < BACKUPS_PER_SECTION + 3; index += 1) store.push('7', backup(`{"n":${index}}`, index));
    expect(store.list('7')).toHaveLength(BACKUPS_PER_SECTION);
    expect(store.list('7')[0]?.takenAt).toBe(3);
  });

  it('drops the oldest backups of any section beyond its character limit', () => {
    const store = createSectionBackupStore(null, SECTION_BACKUPS_KEY, 25);
    store.push('7', backup('x'.repeat(10), 1));
    store.push('8', backup('y'.repeat(10), 2));
    store.push('7', backup('z'.repeat(10), 3));
    expect(store.list('7').map((entry) => entry.takenAt)).toEqual([3]);
    expect(store.list('8').map((entry) => entry.takenAt)).toEqual([2]);
  });

  it('keeps backups in memory when the storage is full, mirroring what fits', () => {
    const storage = memoryStorage(60);
    const store = createSectionBackupStore(storage);
    store.push('7', backup('a'.repeat(20), 1));
    store.push('7', backup('b'.repeat(20), 2));
    expect(store.list('7')).toHaveLength(2);
    const mirrored = parseBackups(storage.items.get(SECTION_BACKUPS_KEY) ?? null);
    expect(mirrored.get('7')?.map((entry) => entry.takenAt)).toEqual([2]);
  });

  it('reads malformed storage as far as it makes sense', () => {
    expect(parseBackups('not json').size).toBe(0);
    expect(parseBackups('[1,2]').size).toBe(0);
    const parsed = parseBackups(
      JSON.stringify({ '7': [{ snapshot: '{}', takenAt: 1 }, { snapshot: 3 }, null], abc: [{ snapshot: '{}', takenAt: 1 }], '8': 'x' }),
    );
    expect([...parsed.keys()]).toEqual(['7']);
    expect(parsed.get('7')).toEqual([{ snapshot: '{}', takenAt: 1 }]);
  });

  it('works without storage (blocked) and with storage that throws on reading', () => {
    const throwing: BackupStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createSectionBackupStore(throwing);
    store.push('7', backup('{}', 1));
    expect(store.list('7')).toHaveLength(1);
  });
});
