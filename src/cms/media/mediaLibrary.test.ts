import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMedia, isAcceptedMedia, listMedia, slugOfFileName } from './mediaLibrary';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))));

describe('isAcceptedMedia', () => {
  it('needs the name and the first bytes to agree on a type of the kind', () => {
    const png = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a);
    expect(isAcceptedMedia('image', 'a.png', png)).toBe(true);
    expect(isAcceptedMedia('image', 'a.jpg', png)).toBe(false);
    expect(isAcceptedMedia('image', 'a.svg', Buffer.from('<svg/>'))).toBe(false);
    expect(isAcceptedMedia('video', 'a.png', png)).toBe(false);
    expect(isAcceptedMedia('video', 'film.webm', bytes(0x1a, 0x45, 0xdf, 0xa3))).toBe(true);
    expect(isAcceptedMedia('video', 'film.mp4', bytes(0, 0, 0, 0x18, 'ftypisom'))).toBe(true);
    expect(isAcceptedMedia('image', 'bild.avif', bytes(0, 0, 0, 0x1c, 'ftypavif'))).toBe(true);
    expect(isAcceptedMedia('video', 'bild.mp4', bytes(0, 0, 0, 0x1c, 'ftypavif'))).toBe(false);
    expect(isAcceptedMedia('audio', 'ton.mp3', bytes('ID3', 4))).toBe(true);
    expect(isAcceptedMedia('audio', 'ton.wav', bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe(true);
    expect(isAcceptedMedia('audio', 'ton.mp3', Buffer.from('<html>'))).toBe(false);
  });
});

describe('slugOfFileName', () => {
  it('makes a readable, safe stem', () => {
    expect(slugOfFileName('Probe im Großen Saal.JPG')).toBe('probe-im-grossen-saal');
    expect(slugOfFileName('../../etc/passwd.png')).toBe('etc-passwd');
    expect(slugOfFileName('<script>alert(1)</script>.gif')).toBe('script-alert-1-script');
    expect(slugOfFileName('....png')).toBe('datei');
  });
});

describe('listMedia', () => {
  it('lists pictures as pairs of renditions, video and audio by extension, never hidden files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-library-'));
    try {
      await mkdir(path.join(dir, 'seed/x'), { recursive: true });
      await mkdir(path.join(dir, '.renditions/seed/x'), { recursive: true });
      for (const file of [
        'seed/x/a-640.png',
        'seed/x/a-1280.png',
        'seed/x/lonely-1280.png',
        'seed/x/film.webm',
        '.renditions/seed/x/b-1280.png',
        '.renditions/seed/x/b-640.png',
      ])
        await writeFile(path.join(dir, file), 'x');
      expect((await listMedia(dir, 'image', '')).map((item) => item.path)).toEqual(['seed/x/a']);
      expect((await listMedia(dir, 'video', 'FILM')).map((item) => item.path)).toEqual(['seed/x/film.webm']);
      expect(await listMedia(dir, 'audio', '')).toEqual([]);
      expect(await listMedia(path.join(dir, 'missing'), 'image', '')).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('findMedia', () => {
  it('finds what listMedia lists at a path, of the kind asked, and nothing else', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-find-'));
    try {
      await mkdir(path.join(dir, 'seed/x/folder-640.png'), { recursive: true });
      await writeFile(path.join(dir, 'seed/x/folder-1280.png'), 'x');
      for (const file of ['seed/x/a-640.png', 'seed/x/a-1280.png', 'seed/x/lonely-1280.png', 'seed/x/film.webm', 'seed/x/notes.txt'])
        await writeFile(path.join(dir, file), 'x');
      const picture = await findMedia(dir, 'image', 'seed/x/a');
      expect(picture).toMatchObject({ path: 'seed/x/a', kind: 'image', name: 'a', size: 1 });
      expect(await listMedia(dir, 'image', '')).toEqual([picture]);
      // One rendition alone, or a folder where a rendition should be, is no picture.
      expect(await findMedia(dir, 'image', 'seed/x/lonely')).toBeNull();
      expect(await findMedia(dir, 'image', 'seed/x/folder')).toBeNull();
      expect(await findMedia(dir, 'image', 'seed/x/missing')).toBeNull();
      expect(await findMedia(dir, 'video', 'seed/x/film.webm')).toMatchObject({
        path: 'seed/x/film.webm',
        kind: 'video',
        name: 'film.webm',
      });
      // A video is not a picture nor audio; a file of another type is nothing.
      expect(await findMedia(dir, 'image', 'seed/x/film.webm')).toBeNull();
      expect(await findMedia(dir, 'audio', 'seed/x/film.webm')).toBeNull();
      expect(await findMedia(dir, 'video', 'seed/x/notes.txt')).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
