import { describe, expect, it } from 'vitest';
import {
  changedLanguageInput,
  changedSharedInput,
  emptyLanguage,
  emptyPageForm,
  pageFieldErrors,
  parentOptions,
  validatePageForm,
} from './pageForm';

describe('validatePageForm', () => {
  it('requires the German title and path of a new page, and checks the path and lengths as the upstream does', () => {
    const values = emptyPageForm();
    expect(validatePageForm(values, { required: ['de'] })).toEqual([
      ['de.title', { key: 'required' }],
      ['de.path', { key: 'required' }],
    ]);
    values.de = { ...emptyLanguage(), title: 'Jugend', path: '/Ueber Uns/', metaTitle: 'x'.repeat(201) };
    values.ogImage = 'seed/pages/bild.jpg';
    expect(validatePageForm(values, { required: ['de'] })).toEqual([
      ['de.path', { key: 'path' }],
      ['de.metaTitle', { key: 'tooLong', values: { max: 200 } }],
      ['ogImage', { key: 'mediaPath' }],
    ]);
  });

  it('leaves English out while it is empty, and asks for its title and path once anything is typed', () => {
    const values = emptyPageForm();
    values.de = { ...emptyLanguage(), title: 'Jugend', path: '/ueber-uns/jugend/' };
    expect(validatePageForm(values, { required: ['de'] })).toEqual([]);
    values.en = { ...emptyLanguage(), metaDescription: 'Young music.' };
    expect(validatePageForm(values, { required: ['de'] }).map(([name]) => name)).toEqual(['en.title', 'en.path']);
  });

  it('lets the home page keep its empty path', () => {
    const values = emptyPageForm();
    values.de = { ...emptyLanguage(), title: 'Start' };
    expect(validatePageForm(values, { required: ['de'], homePaths: ['de'] })).toEqual([]);
  });
});

describe('what is sent', () => {
  it('sends only the settings that changed, the path without slashes at its ends', () => {
    const stored = { ...emptyLanguage(), title: 'Alt', path: 'alt', isOnline: true };
    expect(changedLanguageInput({ ...stored, title: ' Neu ', path: '/neu/' }, stored)).toEqual({ title: 'Neu', path: 'neu' });
    expect(changedLanguageInput(stored, stored)).toEqual({});
  });

  it('sends a parent moved to the top level as null, and a picture only when one is typed', () => {
    const stored = { ...emptyPageForm(), parentId: '5' };
    expect(changedSharedInput({ ...stored, parentId: '' }, stored)).toEqual({ parentId: null });
    expect(changedSharedInput({ ...stored, ogImage: 'seed/pages/bild' }, stored)).toEqual({ ogImage: 'seed/pages/bild' });
  });
});

describe('pageFieldErrors', () => {
  it('puts the gateway’s messages on the fields of the call’s language, the rest apart', () => {
    expect(pageFieldErrors({ 'input.path': ['taken'], 'settings.parentId': ['no parent'], redirectOldPath: ['odd'] }, 'en')).toEqual({
      byField: { 'en.path': 'taken', parentId: 'no parent' },
      rest: ['odd'],
    });
  });
});

describe('parentOptions', () => {
  it('offers every page but the page itself and those below it, with their depth', () => {
    const pages = [
      { id: '1', title: 'Start', path: '/de', parentId: null },
      { id: '2', title: 'Über uns', path: '/de/ueber-uns', parentId: null },
      { id: '3', title: 'Team', path: '/de/ueber-uns/team', parentId: '2' },
      { id: '4', title: 'Kontakt', path: '/de/kontakt', parentId: null },
    ];
    expect(parentOptions(pages, '2').map(({ page, depth }) => [page.id, depth])).toEqual([
      ['1', 0],
      ['4', 0],
    ]);
    expect(parentOptions(pages, null).find(({ page }) => page.id === '3')?.depth).toBe(1);
  });
});
