import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveMediaPath } from './resolveMediaPath';

const MEDIA = path.resolve('/srv/data/media');

describe('resolveMediaPath', () => {
  it('finds a picture of the media folder, decoding each segment', () => {
    expect(resolveMediaPath(MEDIA, '/seed/events/a-1280.png')).toEqual({
      ok: true,
      file: path.join(MEDIA, 'seed', 'events', 'a-1280.png'),
      relative: 'seed/events/a-1280.png',
    });
    expect(resolveMediaPath(MEDIA, '/uploads/K%C3%BCnstler%20Foto.JPG')).toMatchObject({ ok: true, relative: 'uploads/Künstler Foto.JPG' });
  });

  it('never leaves the media folder, however the way out is spelled', () => {
    for (const attempt of [
      '/../etc/passwd.png',
      '/..%2f..%2fetc/passwd',
      '/..%2F..%2Fetc%2Fpasswd.png',
      '/seed/..%2f..%2f..%2fetc/x.png',
      '/%2e%2e/%2e%2e/etc/x.png',
      '/seed/%2e%2e%5c%2e%2e%5cx.png',
      '/seed%2F..%2F..%2Fx.png',
      '/%2fetc/x.png',
      '/seed/x.png%00.png',
    ]) {
      const result = resolveMediaPath(MEDIA, attempt);
      expect(result.ok, attempt).toBe(false);
    }
  });

  it('keeps hidden names, including the rendition cache, out of reach', () => {
    expect(resolveMediaPath(MEDIA, '/.renditions/seed/a-1280.png.w320.png').ok).toBe(false);
    expect(resolveMediaPath(MEDIA, '/seed/.secret.png').ok).toBe(false);
    expect(resolveMediaPath(MEDIA, '/seed//a.png').ok).toBe(false);
  });

  it('refuses bad percent-encoding and files that are not pictures', () => {
    expect(resolveMediaPath(MEDIA, '/seed/%E0%A4%A.png')).toEqual({ ok: false, error: 'The path is not valid percent-encoding.' });
    expect(resolveMediaPath(MEDIA, '/seed/notes.txt')).toMatchObject({ ok: false, error: expect.stringMatching(/only for pictures/) });
    expect(resolveMediaPath(MEDIA, '/seed/')).toMatchObject({ ok: false });
    expect(resolveMediaPath(MEDIA, '/')).toMatchObject({ ok: false });
  });
});
