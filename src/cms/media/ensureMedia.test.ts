import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureMedia, renditionPath, SEED_MEDIA_FILES } from './ensureMedia';

describe('ensureMedia', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('draws both renditions of generated images once and skips other images', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cms-media-'));
    const files = Object.keys(SEED_MEDIA_FILES).length;
    // Two renditions, and the seed's own video and audio.
    expect(await ensureMedia(dir, ['seed/events/a', 'seed/events/a', 'uploads/photo'])).toBe(2 + files);
    expect((await readdir(path.join(dir, 'seed/events'))).sort()).toEqual(['a-1280.png', 'a-640.png']);
    const { mtimeMs } = await stat(path.join(dir, renditionPath('seed/events/a', 'large')));
    expect(await ensureMedia(dir, ['seed/events/a'])).toBe(0);
    expect((await stat(path.join(dir, renditionPath('seed/events/a', 'large')))).mtimeMs).toBe(mtimeMs);
  });

  it("writes the seed's video and audio as real media files", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cms-media-'));
    await ensureMedia(dir, []);
    const video = await readFile(path.join(dir, 'seed/media/saisontrailer.webm'));
    // EBML magic number of a WebM file; an MP3 with an ID3 tag or a frame sync.
    expect([...video.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const audio = await readFile(path.join(dir, 'seed/media/konzertausschnitt.mp3'));
    expect(audio.subarray(0, 3).toString('latin1') === 'ID3' || (audio[0] === 0xff && ((audio[1] ?? 0) & 0xe0) === 0xe0)).toBe(true);
  });
});
