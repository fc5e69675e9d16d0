// The copy-and-paste rules of the editor's clipboard (issue 22 part 6): what is kept, where a
// copy goes from the selected block, and what does not fit.
import { describe, expect, it } from 'vitest';
import type { EditorModuleKind } from '../../../shared/editor/moduleFields';
import { parseClipboard } from './clipboard';
import { destinationOf, findModuleJson, type PasteWhere } from './copyPaste';

const module = (listKind: EditorModuleKind | null): PasteWhere => ({
  kind: 'module',
  moduleId: '7',
  moduleKind: 'HEADLINE',
  sectionId: '1',
  parentId: listKind ? '5' : '1',
  column: listKind ? undefined : 1,
  position: 2,
  listKind,
});

describe('the clipboard', () => {
  it('keeps a copied section or module, and nothing malformed', () => {
    const section = { block: 'section', kind: null, snapshot: '{"model":"section"}', copiedAt: 5 };
    expect(parseClipboard(JSON.stringify(section))).toEqual(section);
    expect(parseClipboard(JSON.stringify({ block: 'module', kind: 'LINK', snapshot: '{}', copiedAt: 'x' }))).toEqual({
      block: 'module',
      kind: 'LINK',
      snapshot: '{}',
      copiedAt: 0,
    });
    for (const text of [
      null,
      '',
      '<script>',
      '[]',
      '{"block":"page","snapshot":"{}"}',
      '{"block":"module","kind":"NOPE","snapshot":"{}"}',
      '{"block":"section","snapshot":""}',
      '{"block":"section","snapshot":7}',
    ]) {
      expect(parseClipboard(text)).toBeNull();
    }
  });
});

describe('where a copy goes', () => {
  it('puts a section after the selected section, or at the place of "Add section"; never into a module', () => {
    expect(destinationOf({ block: 'section', kind: null }, { kind: 'section', pageId: '3', sectionId: '1', position: 0 })).toEqual({
      ok: true,
      destination: { pageId: '3', position: 1 },
      sectionId: null,
    });
    expect(destinationOf({ block: 'section', kind: null }, { kind: 'page', pageId: '3', position: 4 })).toEqual({
      ok: true,
      destination: { pageId: '3', position: 4 },
      sectionId: null,
    });
    expect(destinationOf({ block: 'section', kind: null }, module(null))).toEqual({ ok: false, reason: 'sectionNeedsSection' });
    expect(destinationOf({ block: 'section', kind: null }, module('TEASER_LIST'))).toEqual({ ok: false, reason: 'sectionNeedsSection' });
  });

  it('puts a module after the selected module in its column or list, or at the end of a selected section’s first column; a list takes only its items’ kinds', () => {
    expect(destinationOf({ block: 'module', kind: 'LINK' }, module(null))).toEqual({
      ok: true,
      destination: { parentId: '1', column: 1, position: 3 },
      sectionId: '1',
    });
    expect(destinationOf({ block: 'module', kind: 'TEASER_ITEM' }, module('TEASER_LIST'))).toEqual({
      ok: true,
      destination: { parentId: '5', position: 3 },
      sectionId: '1',
    });
    expect(destinationOf({ block: 'module', kind: 'LINK' }, module('TEASER_LIST'))).toEqual({ ok: false, reason: 'listRefuses' });
    expect(destinationOf({ block: 'module', kind: 'LINK' }, { kind: 'section', pageId: '3', sectionId: '9', position: 0 })).toEqual({
      ok: true,
      destination: { parentId: '9', column: 0 },
      sectionId: '9',
    });
  });
});

describe('a module’s part of its section’s snapshot', () => {
  it('finds a module in any column, and an item in its list', () => {
    const item = { id: 12, model: 'teaser_item' };
    const section = {
      id: 1,
      model: 'section',
      columns: [{ children: [{ id: 10, model: 'headline' }] }, { children: [{ id: 11, model: 'teaser_list', children: [item] }] }],
    };
    expect(findModuleJson(section, '12')).toEqual(item);
    expect(findModuleJson(section, '10')).toEqual({ id: 10, model: 'headline' });
    expect(findModuleJson(section, '99')).toBeNull();
    expect(findModuleJson('nope', '10')).toBeNull();
  });
});
