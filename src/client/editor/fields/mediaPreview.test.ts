import { describe, expect, it } from 'vitest';
import { classifyMediaValue } from '../../../shared/editor/mediaPath';
import { decideMediaPreview, fileTypeOf, formatFileSize, type PreviewItem } from './mediaPreview';

const picture: PreviewItem = { path: 'seed/pages/saal', name: 'saal', size: 1200, small: 'http://site/media/seed/pages/saal-640.png' };
const film: PreviewItem = { path: 'uploads/2026/11/trailer-0a1b2c3d.webm', name: 'trailer-0a1b2c3d.webm', size: 2_000_000, small: null };

describe('decideMediaPreview', () => {
  it('shows the looked-up picture, and says so when the path has none', () => {
    expect(decideMediaPreview('image', classifyMediaValue('seed/pages/saal'), true, { state: 'done', item: picture })).toEqual({
      show: 'item',
      item: picture,
      type: null,
    });
    expect(decideMediaPreview('image', classifyMediaValue('seed/pages/nichts'), true, { state: 'done', item: null })).toEqual({
      show: 'status',
      status: 'notFound',
    });
  });

  it('names a video’s type', () => {
    expect(decideMediaPreview('video', classifyMediaValue(film.path), true, { state: 'done', item: film })).toEqual({
      show: 'item',
      item: film,
      type: 'WEBM',
    });
  });

  it('shows nothing while the path is typed, then the loading and failure states of the lookup', () => {
    const value = classifyMediaValue('seed/pages/sa');
    expect(decideMediaPreview('image', value, false, { state: 'done', item: picture })).toEqual({ show: 'nothing' });
    expect(decideMediaPreview('image', value, true, { state: 'waiting' })).toEqual({ show: 'status', status: 'loading' });
    expect(decideMediaPreview('image', value, true, { state: 'failed' })).toEqual({ show: 'status', status: 'failed' });
  });

  it('looks nothing up for an empty field, an outside address or a text that is no media path', () => {
    const lookup = { state: 'done', item: picture } as const;
    expect(decideMediaPreview('image', classifyMediaValue(''), true, lookup)).toEqual({ show: 'nothing' });
    expect(decideMediaPreview('image', classifyMediaValue('https://example.org/a.jpg'), true, lookup)).toEqual({
      show: 'status',
      status: 'address',
    });
    expect(decideMediaPreview('image', classifyMediaValue('../../etc/passwd'), true, lookup)).toEqual({
      show: 'status',
      status: 'invalid',
    });
  });
});

describe('fileTypeOf', () => {
  it('names video and audio by extension, pictures not at all', () => {
    expect(fileTypeOf('audio', 'ton.mp3')).toBe('MP3');
    expect(fileTypeOf('image', 'saal')).toBeNull();
    expect(fileTypeOf('video', 'ohne-endung')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('says kilobytes below a megabyte and megabytes above, in the language’s numbers', () => {
    expect(formatFileSize(200, 'de')).toBe('1 kB');
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(1536 * 1024, 'de')).toBe('1,5 MB');
    expect(formatFileSize(1536 * 1024, 'en')).toBe('1.5 MB');
  });
});
