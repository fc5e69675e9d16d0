import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRenditionStore, renderWithSharp, UnreadablePictureError, type RenderRendition } from './createRenditionStore';
import { encodePng } from './encodePng';
import { renderArtwork } from './renderArtwork';

let mediaDir: string;
const original = () => ({ file: path.join(mediaDir, 'seed', 'a-640.png'), relative: 'seed/a-640.png' });

beforeEach(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'renditions-'));
  await mkdir(path.join(mediaDir, 'seed'));
  await writeFile(original().file, await encodePng(640, 360, renderArtwork('seed/a', 640, 360)));
});

afterEach(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

function countingRender(): { render: RenderRendition; calls: () => number } {
  let calls = 0;
  return {
    render: async (_file, width, format) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from(`${width} ${format} #${calls}`);
    },
    calls: () => calls,
  };
}

describe('createRenditionStore', () => {
  it('renders a rendition once for concurrent first requests and keeps it under .renditions', async () => {
    const { render, calls } = countingRender();
    const store = createRenditionStore(mediaDir, render);
    const files = await Promise.all(Array.from({ length: 5 }, () => store.ensure(original(), 320, 'webp')));
    expect(calls()).toBe(1);
    expect(new Set(files)).toEqual(new Set([path.join(mediaDir, '.renditions', 'seed', 'a-640.png.w320.webp')]));
    expect(await readFile(files[0] ?? '', 'utf8')).toBe('320 webp #1');
    // No temporary file is left behind.
    expect(await readdir(path.join(mediaDir, '.renditions', 'seed'))).toEqual(['a-640.png.w320.webp']);
  });

  it('reads a rendition from disk afterwards, also in a new store (another process)', async () => {
    const first = countingRender();
    await createRenditionStore(mediaDir, first.render).ensure(original(), 640, 'avif');
    const second = countingRender();
    await createRenditionStore(mediaDir, second.render).ensure(original(), 640, 'avif');
    expect(second.calls()).toBe(0);
  });

  it('renders again when the original was replaced after its rendition', async () => {
    const { render, calls } = countingRender();
    const store = createRenditionStore(mediaDir, render);
    const file = await store.ensure(original(), 320, 'png');
    const later = new Date((await stat(file)).mtimeMs + 60_000);
    await utimes(original().file, later, later);
    await store.ensure(original(), 320, 'png');
    expect(calls()).toBe(2);
  });

  it('rejects with ENOENT for a missing original and renders nothing', async () => {
    const { render, calls } = countingRender();
    const store = createRenditionStore(mediaDir, render);
    await expect(store.ensure({ file: path.join(mediaDir, 'nope.png'), relative: 'nope.png' }, 320, 'webp')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    await expect(store.ensure({ file: path.join(mediaDir, 'seed'), relative: 'seed' }, 320, 'webp')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    expect(calls()).toBe(0);
  });

  it('reports an original sharp cannot decode as unreadable and stores nothing', async () => {
    await writeFile(path.join(mediaDir, 'seed', 'broken.png'), 'not a picture');
    const store = createRenditionStore(mediaDir);
    await expect(
      store.ensure({ file: path.join(mediaDir, 'seed', 'broken.png'), relative: 'seed/broken.png' }, 320, 'webp'),
    ).rejects.toBeInstanceOf(UnreadablePictureError);
    expect(await readdir(mediaDir)).toEqual(['seed']);
  });

  it('renders with sharp in the asked format and width, never wider than the original', async () => {
    for (const [format, width, expected] of [
      ['webp', 320, 320],
      ['avif', 320, 320],
      ['jpeg', 640, 640],
      ['png', 1280, 640],
    ] as const) {
      const metadata = await sharp(await renderWithSharp(original().file, width, format)).metadata();
      expect({ format: metadata.format, width: metadata.width }).toEqual({ format: format === 'avif' ? 'heif' : format, width: expected });
    }
  });
});
