import { describe, expect, it } from 'vitest';
import { classifyMediaValue, isMediaPath, MEDIA_PATH_MAX_LENGTH } from './mediaPath';

describe('isMediaPath', () => {
  it('takes picture stems and files with an extension inside the media folder', () => {
    expect(isMediaPath('seed/pages/konzertsaal')).toBe(true);
    expect(isMediaPath('uploads/2026/11/probe-im-saal-0a1b2c3d')).toBe(true);
    expect(isMediaPath('uploads/2026/11/trailer-0a1b2c3d.webm')).toBe(true);
  });

  it('refuses ways out, hidden names, absolute paths, spaces and overlong paths', () => {
    for (const value of [
      '../etc/passwd',
      'seed/../x',
      '.renditions/seed/x',
      '/seed/x',
      'seed//x',
      'seed/x/',
      'mein bild',
      'seed/x.tar.gz',
      '',
    ])
      expect(isMediaPath(value), value).toBe(false);
    expect(isMediaPath(`a/${'b'.repeat(MEDIA_PATH_MAX_LENGTH)}`)).toBe(false);
  });
});

describe('classifyMediaValue', () => {
  it('tells an empty field, a path to look up, an outside address and anything else apart', () => {
    expect(classifyMediaValue('   ')).toEqual({ kind: 'empty' });
    expect(classifyMediaValue(' seed/pages/x ')).toEqual({ kind: 'path', path: 'seed/pages/x' });
    expect(classifyMediaValue('https://example.org/bild.jpg')).toEqual({ kind: 'address' });
    expect(classifyMediaValue('../geheim')).toEqual({ kind: 'invalid' });
    expect(classifyMediaValue('javascript:alert(1)')).toEqual({ kind: 'invalid' });
  });
});
