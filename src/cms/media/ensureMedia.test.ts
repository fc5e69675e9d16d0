import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureMedia, renditionPath } from './ensureMedia';

describe('ensureMedia', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('draws both renditions of generated images once and skips other images', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cms-media-'));
    expect(await ensureMedia(dir, ['seed/events/a', 'seed/events/a', 'uploads/photo'])).toBe(2);
    expect((await readdir(path.join(dir, 'seed/events'))).sort()).toEqual(['a-1280.png', 'a-640.png']);
    const { mtimeMs } = await stat(path.join(dir, renditionPath('seed/events/a', 'large')));
    expect(await ensureMedia(dir, ['seed/events/a'])).toBe(0);
    expect((await stat(path.join(dir, renditionPath('seed/events/a', 'large')))).mtimeMs).toBe(mtimeMs);
  });
});
