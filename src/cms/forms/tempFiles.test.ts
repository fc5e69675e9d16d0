import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/openDatabase';
import { purgeExpiredTempFiles } from './tempFiles';

const EXPIRED = '00000000-0000-4000-8000-000000000001';
const LIVE = '00000000-0000-4000-8000-000000000002';
const OLD_ORPHAN = '00000000-0000-4000-8000-000000000003';
const NEW_ORPHAN = '00000000-0000-4000-8000-000000000004';

/** Answers the two statements purgeExpiredTempFiles makes, as the database would. */
function fakeDb(expired: string[], live: string[]): Queryable & { statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    query<Row extends pg.QueryResultRow>(text: string, params?: unknown[]) {
      statements.push(text);
      const ids = text.startsWith('DELETE') ? expired : live.filter((id) => (params?.[0] as string[] | undefined)?.includes(id));
      // Parsed from text, as the driver hands rows over: untyped until the caller names the type.
      const rows: Row[] = JSON.parse(
        JSON.stringify(ids.map((id) => ({ id, original_name: 'x.pdf', size: 1, content_type: 'application/pdf' }))),
      );
      return Promise.resolve({ command: 'SELECT', rowCount: rows.length, oid: 0, fields: [], rows });
    },
  };
}

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'temp-files-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('purgeExpiredTempFiles', () => {
  it('removes expired files and old files without a row, and keeps the rest', async () => {
    const now = Date.now();
    for (const id of [EXPIRED, LIVE, OLD_ORPHAN, NEW_ORPHAN]) await writeFile(path.join(dir, id), 'x');
    const twoHoursAgo = new Date(now - 2 * 3600 * 1000);
    await utimes(path.join(dir, OLD_ORPHAN), twoHoursAgo, twoHoursAgo);
    await utimes(path.join(dir, LIVE), twoHoursAgo, twoHoursAgo);
    // The new one's time set too: a written file takes the file system's clock, which need not be
    // the process's (npm run test:clock-ahead moves only the latter).
    const aMinuteAgo = new Date(now - 60 * 1000);
    await utimes(path.join(dir, NEW_ORPHAN), aMinuteAgo, aMinuteAgo);

    const removed = await purgeExpiredTempFiles(fakeDb([EXPIRED], [LIVE]), dir, now);

    expect(removed).toBe(2);
    expect((await readdir(dir)).sort()).toEqual([LIVE, NEW_ORPHAN]);
  });

  it('copes with a folder that does not exist yet', async () => {
    expect(await purgeExpiredTempFiles(fakeDb([], []), path.join(dir, 'missing'))).toBe(0);
  });
});
