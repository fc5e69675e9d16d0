import { describe, expect, it } from 'vitest';
import { mapImageSources } from './mapImages';

const publicUrl = (url: string) => url.replace(/^http:\/\/cms:3001/, '');

describe('mapImageSources', () => {
  it('lists renditions by format (AVIF, WebP, JPEG, PNG) and width, on the site origin', () => {
    const sources = mapImageSources(
      {
        jpeg: { '640': 'http://cms:3001/media/a.png?w=640&fm=jpeg', '320': 'http://cms:3001/media/a.png?w=320&fm=jpeg' },
        webp: { '320': 'http://cms:3001/media/a.png?w=320&fm=webp' },
        avif: { '1280': 'http://cms:3001/media/a.png?w=1280&fm=avif' },
      },
      publicUrl,
    );
    expect(sources).toEqual([
      { format: 'AVIF', width: 1280, url: '/media/a.png?w=1280&fm=avif' },
      { format: 'WEBP', width: 320, url: '/media/a.png?w=320&fm=webp' },
      { format: 'JPEG', width: 320, url: '/media/a.png?w=320&fm=jpeg' },
      { format: 'JPEG', width: 640, url: '/media/a.png?w=640&fm=jpeg' },
    ]);
  });

  it('drops unknown formats and widths that are not positive integers, and merges jpg into jpeg (first entry per width wins)', () => {
    const sources = mapImageSources(
      {
        bmp: { '320': 'x.bmp' },
        webp: { abc: 'x', '0': 'y', '-1': 'z', '640': 'ok' },
        jpeg: { '320': 'first' },
        jpg: { '320': 'second', '640': 'third' },
      },
      (url) => url,
    );
    expect(sources).toEqual([
      { format: 'WEBP', width: 640, url: 'ok' },
      { format: 'JPEG', width: 320, url: 'first' },
      { format: 'JPEG', width: 640, url: 'third' },
    ]);
    expect(mapImageSources(undefined, publicUrl)).toEqual([]);
  });
});
