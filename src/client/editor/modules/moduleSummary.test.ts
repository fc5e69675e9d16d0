import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/createTranslator';
import { editorDe } from '../../../shared/i18n/editorTexts.de';
import { createEditorTranslator } from '../../../shared/i18n/editorTranslator';
import { siteDe } from '../../../shared/i18n/siteTexts.de';
import type { ModuleData } from '../../screens/cmsPage/pageData';
import { moduleNameOf, moduleTextOf } from './moduleSummary';

const t = createEditorTranslator(createTranslator('de', siteDe), editorDe).t;

describe('moduleSummary', () => {
  it('names a module by its kind and the beginning of its first text', () => {
    const headline = {
      __typename: 'HeadlineModule',
      id: '1',
      level: 2,
      preline: null,
      content: 'Unsere Saison',
      subline: null,
      anchor: null,
    } as ModuleData;
    expect(moduleNameOf(headline, t)).toBe('Überschrift „Unsere Saison“');
  });

  it('reads a text module’s rich text and shortens long texts to 40 characters', () => {
    const body = [{ type: 'paragraph', children: [{ text: 'Ein sehr langer Absatz,   der weit über vierzig Zeichen hinausgeht.' }] }];
    const text = { __typename: 'TextModule', id: '2', body, anchor: null, decreaseDistance: false } as ModuleData;
    const summary = moduleTextOf(text);
    expect(summary).toBe('Ein sehr langer Absatz, der weit über v…');
    expect(summary?.length).toBeLessThanOrEqual(40);
  });

  it('gives the kind alone when the module has no text', () => {
    const list = { __typename: 'ImageListModule', id: '3', format: 'ORIGINAL', childIds: [] } as ModuleData;
    expect(moduleTextOf(list)).toBeNull();
    expect(moduleNameOf(list, t)).toBe('Bilderliste');
  });
});
