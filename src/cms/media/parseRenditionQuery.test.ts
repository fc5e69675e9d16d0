import { describe, expect, it } from 'vitest';
import { parseRenditionQuery } from './parseRenditionQuery';

const parse = (query: string) => parseRenditionQuery(new URLSearchParams(query));

describe('parseRenditionQuery', () => {
  it('asks for the original when neither w nor fm is given', () => {
    expect(parse('')).toEqual({ kind: 'original' });
    expect(parse('v=3')).toEqual({ kind: 'original' });
  });

  it('accepts every breakpoint width of spec 000 §9 in every format', () => {
    for (const width of [320, 640, 768, 1024, 1280, 1536]) {
      for (const format of ['webp', 'avif', 'jpeg', 'png'] as const) {
        expect(parse(`w=${width}&fm=${format}`)).toEqual({ kind: 'rendition', width, format });
      }
    }
  });

  it('refuses widths that are not breakpoints, so the renditions of a picture are a fixed list', () => {
    for (const width of ['333', '0', '1537', '99999', '-320', '320.0', ' 320', '0320', 'abc', '']) {
      const result = parse(`w=${encodeURIComponent(width)}&fm=webp`);
      expect(result.kind, width).toBe('invalid');
      if (result.kind === 'invalid') expect(result.errors.w?.[0], width).toMatch(/one of 320, 640, 768, 1024, 1280, 1536/);
    }
  });

  it('refuses formats outside webp, avif, jpeg and png', () => {
    for (const format of ['bmp', 'gif', 'tiff', 'WEBP', 'jpg', '']) {
      const result = parse(`w=320&fm=${format}`);
      expect(result, format).toEqual({ kind: 'invalid', errors: { fm: ['Must be one of webp, avif, jpeg, png.'] } });
    }
  });

  it('needs both parameters, each once, and no others', () => {
    expect(parse('w=320')).toEqual({ kind: 'invalid', errors: { fm: ['This parameter is required with w.'] } });
    expect(parse('fm=webp')).toEqual({ kind: 'invalid', errors: { w: ['This parameter is required with fm.'] } });
    expect(parse('w=320&w=640&fm=webp')).toEqual({ kind: 'invalid', errors: { w: ['Give this parameter once.'] } });
    expect(parse('w=320&fm=webp&fm=avif')).toEqual({ kind: 'invalid', errors: { fm: ['Give this parameter once.'] } });
    expect(parse('w=320&fm=webp&q=100')).toEqual({ kind: 'invalid', errors: { q: ['Unknown parameter. Allowed: w, fm.'] } });
  });
});
