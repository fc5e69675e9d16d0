// What starts once staff are editing and ends when they stop: the page asked again with the
// session, the other language's texts, the controls in the page's edit slots, and the page's
// fixed parts standing aside.
import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { loadSiteTexts } from '../../shared/i18n/createTranslator';
import { loadEditorTexts } from '../../shared/i18n/editorTranslator';
import { LOCALES } from '../../shared/locales';
import { useBoot } from '../BootContext';
import { usePage } from '../navigation/LocationContext';
import { reportError } from '../reportError';
import { setEditSlotRenderer } from '../screens/cmsPage/editSlots';
import { EditorSessionContext, type EditorSession } from './EditorSession';
import { EditSlotView } from './blocks/EditSlotView';
import { clearSelection } from './blocks/selection';
import { forgetAllUnsaved } from './blocks/unsaved';
import { askPageWithSession } from './safety/pageState';

export function useStaffEditing(staff: boolean, session: EditorSession): void {
  const client = useApolloClient();
  const { requestId } = useBoot();
  const { page: screen, pathname, search, locale: language } = usePage();

  // issue 12 part 5: staff's saves are based on the revisions the page was read with; a page the
  // server streamed (the same for everyone) has none, so it is asked again with the session
  // (askPageWithSession). On the 404 page the anonymous render made of an offline page, the
  // toolbar shows the page first (EditorToolbar), and this runs once it is the page screen.
  useEffect(() => {
    if (!staff) return;
    void session.read(() => askPageWithSession(client, { page: screen, pathname, search, locale: language }));
  }, [staff, client, session, screen, pathname, search, language]);

  // The other language's texts, once staff are editing: a switch of language then shows the
  // editor's controls in the page at once instead of waiting for their table (useEditorT).
  useEffect(() => {
    if (!staff) return;
    for (const other of LOCALES) {
      if (other === language) continue;
      loadSiteTexts(other)
        .then(() => loadEditorTexts(other))
        .catch((error: unknown) => reportError('chunkLoad', error, requestId));
    }
  }, [staff, language, requestId]);

  // issue 12 part 2: logged-in staff get the section and module controls in the CMS page.
  useEffect(() => {
    if (!staff) return;
    // The slots are in the page's tree, outside this one: they get the editor's client too.
    setEditSlotRenderer((slot) => (
      <ApolloProvider client={client}>
        <EditorSessionContext.Provider value={session}>
          <EditSlotView slot={slot} />
        </EditorSessionContext.Provider>
      </ApolloProvider>
    ));
    return () => setEditSlotRenderer(null);
  }, [staff, session, client]);

  // issue 22 part 1: while staff edit, the page's fixed parts (sticky links and navigation, the
  // cookie banner) stand aside (editor.css), and leaving ends the selection and what was unsaved.
  useEffect(() => {
    if (!staff) return;
    const root = document.documentElement;
    root.dataset.editing = '';
    return () => {
      delete root.dataset.editing;
      clearSelection();
      forgetAllUnsaved();
    };
  }, [staff]);
}
