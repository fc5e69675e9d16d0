// The in-page editor's translator: the editor's own tables (editorTexts.*.ts) over the site's
// (createTranslator.ts), so an editor form can say 'editor.fields.title' and 'forms.required'
// alike. Each language's editor table is a chunk of its own that only the editor loads (issue 12:
// nothing of the editor in a visitor's first load; tests/integration/editor.test.ts reads the
// build's metafile). The editor's keys all start with 'editor.': those go to its table, the
// others to the site's.
import type { Locale } from '../locales';
import { createTranslator, translatorFor, type TranslateKey, type Translator, type SiteTextKey } from './createTranslator';
import type { EditorTexts } from './editorTexts.de';
import type { TextKey, TextShape } from './textShape';

/** Every key the editor may translate: the site's and its own. */
export type EditorTextKey = SiteTextKey | TextKey<EditorTexts>;

/** The editor's translate function. */
export type EditorTranslate = TranslateKey<EditorTextKey>;

/** One language's table of the editor's texts. */
export type EditorTextTable = TextShape<EditorTexts>;

const LOADERS: Record<Locale, () => Promise<EditorTextTable>> = {
  de: async () => (await import('./editorTexts.de')).editorDe,
  en: async () => (await import('./editorTexts.en')).editorEn,
};

const EDITOR_PREFIX = 'editor.';

/** The editor's translator over its table and a site translator of the same language. */
export function createEditorTranslator(site: Translator, table: EditorTextTable): Translator<EditorTextKey> {
  const editor = createTranslator(site.language, table);
  const t: EditorTranslate = (key, values) =>
    key.startsWith(EDITOR_PREFIX) ? editor.t(key as TextKey<EditorTexts>, values) : site.t(key as SiteTextKey, values);
  return { language: site.language, t };
}

/**
 * A promise that says whether it has settled, the way React's `use` reads one: a translator
 * loaded before is handed over in the same render, without suspending (and without the page's
 * fallback flashing where the editor's controls sit in the page).
 */
type Loading<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loading = new Map<Locale, Loading<Translator<EditorTextKey>>>();

/**
 * Loads the editor's table of a language whose site table is loaded (loadSiteTexts), once; a failed
 * load is tried again on the next call.
 */
export function loadEditorTexts(locale: Locale): Promise<Translator<EditorTextKey>> {
  let promise = loading.get(locale);
  if (!promise) {
    const started: Loading<Translator<EditorTextKey>> = LOADERS[locale]().then((table) =>
      createEditorTranslator(translatorFor(locale), table),
    );
    started.status = 'pending';
    started.then(
      (translator) => {
        started.status = 'fulfilled';
        started.value = translator;
      },
      (error: unknown) => {
        started.status = 'rejected';
        started.reason = error;
        loading.delete(locale);
      },
    );
    loading.set(locale, started);
    promise = started;
  }
  return promise;
}
