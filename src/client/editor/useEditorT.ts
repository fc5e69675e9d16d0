// The editor's translate function (src/shared/i18n/editorTranslator.ts): the editor's texts and
// the site's, in the page's language. The first call of a language suspends until its editor table
// is loaded: EditorRoot's own call does that before any other part of the editor renders, and it
// loads the other language's in the background while staff edit (the language switch keeps the
// edit flag).
import { use } from 'react';
import { loadEditorTexts, type EditorTranslate } from '../../shared/i18n/editorTranslator';
import { usePage } from '../navigation/LocationContext';

export type { EditorTranslate } from '../../shared/i18n/editorTranslator';

export function useEditorT(): EditorTranslate {
  const { locale } = usePage();
  return use(loadEditorTexts(locale)).t;
}
