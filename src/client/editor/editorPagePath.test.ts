import { describe, expect, it } from 'vitest';
import { editorPagePathOf } from './editorPagePath';

describe('editorPagePathOf', () => {
  it('is the path after the language of a CMS page, empty for the home page', () => {
    expect(editorPagePathOf({ page: 'cmsPage', pathname: '/de/ueber-uns/geschichte', locale: 'de' })).toBe('ueber-uns/geschichte');
    expect(editorPagePathOf({ page: 'cmsPage', pathname: '/en', locale: 'en' })).toBe('');
  });

  it('is the path of a 404 page too (an offline page staff may see)', () => {
    expect(editorPagePathOf({ page: 'notFound', pathname: '/de/entwurf/', locale: 'de' })).toBe('entwurf');
  });

  it('is null on other screens and outside the language', () => {
    expect(editorPagePathOf({ page: 'events', pathname: '/de/programm', locale: 'de' })).toBeNull();
    expect(editorPagePathOf({ page: 'notFound', pathname: '/cms-hub', locale: 'de' })).toBeNull();
  });
});
