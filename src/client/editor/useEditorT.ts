// The editor's translate function (src/shared/i18n/editorTranslator.ts): the editor's texts and
// the site's, in the page's language. The first call of a language suspends until its editor table
// is loaded (EditorRoot does that before any other part of the editor renders; a switch of
// language loads the other while the page changes).
import { use } from 'react';
import { loadEditorTexts, type EditorTranslate } from '../../shared/i18n/editorTranslator';
import { usePage } from '../navigation/LocationContext';

export type { EditorTranslate } from '../../shared/i18n/editorTranslator';

export function useEditorT(): EditorTranslate {
  const { locale } = usePage();
  return use(loadEditorTexts(locale)).t;
}
