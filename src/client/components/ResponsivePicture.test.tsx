import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsivePicture } from './ResponsivePicture';

const image = {
  small: '/media/e/1-640.png',
  large: '/media/e/1-1280.png',
  alt: 'Das Orchester im Großen Saal',
  srcSets: [
    { format: 'AVIF' as const, srcSet: '/media/e/1-1280.png?w=320&fm=avif 320w, /media/e/1-1280.png?w=640&fm=avif 640w' },
    { format: 'WEBP' as const, srcSet: '/media/e/1-1280.png?w=320&fm=webp 320w' },
    { format: 'JPEG' as const, srcSet: '/media/e/1-1280.png?w=320&fm=jpeg 320w' },
  ],
};

describe('ResponsivePicture', () => {
  it('offers AVIF and WebP sources over the breakpoints and a JPEG image with alt text', () => {
    const html = renderToStaticMarkup(<ResponsivePicture image={image} sizes="(min-width: 48em) 12rem, 100vw" width={320} height={180} />);
    expect(html).toContain(
      '<source type="image/avif" srcSet="/media/e/1-1280.png?w=320&amp;fm=avif 320w, /media/e/1-1280.png?w=640&amp;fm=avif 640w"',
    );
    expect(html).toContain('type="image/webp"');
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'));
    expect(html).toContain('alt="Das Orchester im Großen Saal"');
    expect(html).toContain('src="/media/e/1-640.png"');
    expect(html).toContain('srcSet="/media/e/1-1280.png?w=320&amp;fm=jpeg 320w"');
  });

  it('falls back to the single picture without renditions, and to nothing without a picture', () => {
    const plain = renderToStaticMarkup(<ResponsivePicture image={{ ...image, srcSets: [] }} sizes="100vw" width={1} height={1} />);
    expect(plain).not.toContain('<source');
    expect(plain).not.toContain('srcSet');
    expect(
      renderToStaticMarkup(<ResponsivePicture image={{ ...image, small: null, large: null }} sizes="100vw" width={1} height={1} />),
    ).toBe('');
  });
});
