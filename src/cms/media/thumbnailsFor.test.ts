import { describe, expect, it } from 'vitest';
import { mediaUrl, sourcesFor, thumbnailsFor } from './thumbnailsFor';

describe('thumbnailsFor', () => {
  it('names the stored renditions and the on-demand sources of a picture, up to the original width', () => {
    const thumbnails = thumbnailsFor('http://cms', 'seed/events/a');
    expect(thumbnails.small).toBe('http://cms/media/seed/events/a-640.png');
    expect(thumbnails.large).toBe('http://cms/media/seed/events/a-1280.png');
    expect(Object.keys(thumbnails.sources)).toEqual(['avif', 'webp', 'jpeg']);
    expect(thumbnails.sources.webp).toEqual({
      '320': 'http://cms/media/seed/events/a-1280.png?w=320&fm=webp',
      '640': 'http://cms/media/seed/events/a-1280.png?w=640&fm=webp',
      '768': 'http://cms/media/seed/events/a-1280.png?w=768&fm=webp',
      '1024': 'http://cms/media/seed/events/a-1280.png?w=1024&fm=webp',
      '1280': 'http://cms/media/seed/events/a-1280.png?w=1280&fm=webp',
    });
    expect(thumbnails.sources.avif['1280']).toBe('http://cms/media/seed/events/a-1280.png?w=1280&fm=avif');
    expect(thumbnails.sources.jpeg['320']).toBe('http://cms/media/seed/events/a-1280.png?w=320&fm=jpeg');
  });

  it('offers every breakpoint for a wide original and only the smallest for a narrow one', () => {
    expect(Object.keys(sourcesFor('', 'big.jpg', 4000).webp)).toEqual(['320', '640', '768', '1024', '1280', '1536']);
    expect(Object.keys(sourcesFor('', 'icon.png', 700).jpeg)).toEqual(['320', '640']);
    expect(sourcesFor('', 'tiny.png', 100).avif).toEqual({});
  });

  it('encodes each path segment', () => {
    expect(mediaUrl('http://cms', 'uploads/Chor & Solisten.png')).toBe('http://cms/media/uploads/Chor%20%26%20Solisten.png');
  });
});
