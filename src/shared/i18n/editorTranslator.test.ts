import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { createI18n } from './createI18n';
import { createTranslator, loadSiteTexts } from './createTranslator';
import { editorDe } from './editorTexts.de';
import { editorEn } from './editorTexts.en';
import { createEditorTranslator, loadEditorTexts, type EditorTextKey } from './editorTranslator';
import { siteDe } from './siteTexts.de';
import { siteEn } from './siteTexts.en';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keysOf(child as object, `${prefix}${key}.`),
  );
}

const TABLES = { de: { site: siteDe, editor: editorDe }, en: { site: siteEn, editor: editorEn } };

describe('the editor translator', () => {
  it('gives the same text as the gateway’s i18next for every key of the editor’s tables, with and without values', () => {
    const keys = [...new Set(keysOf(editorDe).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))] as EditorTextKey[];
    expect(keys.length).toBeGreaterThan(100);
    for (const locale of LOCALES) {
      const i18next = createI18n(locale);
      const { t } = createEditorTranslator(createTranslator(locale, TABLES[locale].site), TABLES[locale].editor);
      for (const key of keys) {
        expect(t(key), `${locale} ${key}`).toBe(i18next.t(key));
        const values = { count: 2, name: 'Brahms', max: 8, state: 'online' };
        expect(t(key, values), `${locale} ${key}`).toBe(i18next.t(key, values));
      }
    }
  });

  it('answers the site’s keys from the site’s table', () => {
    const { t } = createEditorTranslator(createTranslator('en', siteEn), editorEn);
    expect(t('nav.events')).toBe('Concerts');
    expect(t('editor.toolbar')).toBe(editorEn.editor.toolbar);
  });

  it('loads a language’s editor table once, and says so the way React’s `use` reads it', async () => {
    await loadSiteTexts('de');
    const loading = loadEditorTexts('de');
    expect(loadEditorTexts('de')).toBe(loading);
    const translator = await loading;
    expect(translator.language).toBe('de');
    expect(translator.t('editor.toolbar')).toBe('Bearbeitungsleiste');
    expect(translator.t('nav.events')).toBe('Konzerte');
    expect(loading).toMatchObject({ status: 'fulfilled', value: translator });
  });
});
