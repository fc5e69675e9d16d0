// The in-page editor (spec 000 §1, §4, §6, §8; issue 12), a chunk of its own that only the edit
// flag loads (src/client/layout/EditingHeader.tsx). It asks whether a user is logged in (the user
// call, in the browser only); logged in, editing mode is on: the toolbar in the editing-header
// slot and the alerts; nobody logged in, the login modal, after which editing mode starts without
// a reload. Its styles come with it (editor.css as a file of its own), never with site.css.
import { ApolloProvider } from '@apollo/client/react';
import { use, useEffect, useMemo, useState } from 'react';
import { useBoot } from '../BootContext';
import { useDataSource } from '../data/DataSource';
import { useEditorT } from './useEditorT';
import { usePage } from '../navigation/LocationContext';
import editorStyleUrl from '../styles/editor.css?url';
import { EditorAlerts } from './EditorAlerts';
import { EditorSessionContext } from './EditorSession';
import { createEditorSession } from './createEditorSession';
import { EditorToolbar } from './EditorToolbar';
import { LoginModal } from './LoginModal';
import { UserCallFailedModal } from './UserCallFailedModal';
import { useEditorAlert } from './useEditorAlert';
import { useEditorUser } from './useEditorUser';
import { useStaffEditing } from './useStaffEditing';
import { DraftOffer } from './safety/DraftOffer';
import { sessionStorageOrNull } from './safety/formDraft';
import { createSectionBackupStore } from './safety/sectionBackups';
import { BlockHint } from './blocks/Block';
import { clearSelection } from './blocks/selection';
import { EditorPanel } from './panel/EditorPanel';

/** The stylesheet's address: the file name esbuild gives is relative to this chunk. */
const EDITOR_STYLE_HREF = new URL(editorStyleUrl, import.meta.url).pathname;

/**
 * The editor works with Apollo Client's own hooks: it waits for the page's Apollo Client (loaded
 * with it, if the page had not loaded it yet) and provides it to itself and to the controls it
 * renders into the page's edit slots.
 */
export function EditorRoot() {
  const client = use(useDataSource().apolloWatchingAll());
  return (
    <ApolloProvider client={client}>
      <EditorWorkspace />
    </ApolloProvider>
  );
}

function EditorWorkspace() {
  const t = useEditorT();
  const page = usePage();
  const { requestId } = useBoot();
  const { alert, showAlert } = useEditorAlert();
  const { user, login, requestLogin, loginDone, retryUserCall, giveUpUserCall } = useEditorUser();
  // Kept for the tab's session (memory, mirrored to sessionStorage): safety/sectionBackups.ts.
  const [backups] = useState(() => createSectionBackupStore(sessionStorageOrNull()));
  const session = useMemo(
    () => createEditorSession({ requestLogin, showAlert, t, requestId, backups }),
    [requestLogin, requestId, showAlert, t, backups],
  );
  useStaffEditing(user === 'staff', session);

  // Another page: nothing of the last one stays selected.
  useEffect(() => clearSelection(), [page.pathname]);

  return (
    <EditorSessionContext.Provider value={session}>
      {/* React 19 puts the stylesheet into the head and shows the editor once it has loaded. */}
      <link rel="stylesheet" href={EDITOR_STYLE_HREF} precedence="editor" />
      <div className="editor-root" data-editor-state={user}>
        {user === 'staff' ? <EditorToolbar /> : null}
        {user === 'staff' ? <DraftOffer /> : null}
        {user === 'staff' ? <EditorPanel /> : null}
        {user === 'staff' ? <BlockHint /> : null}
        {/* Nobody logged in: the way (back) to the login modal, kept while it is open so the focus can return here. */}
        {user === 'loggedOut' ? (
          <div className="editor-bar editor-bar--login">
            <button type="button" className="editor-button" onClick={() => void requestLogin('missing')}>
              {t('editor.loginOpen')}
            </button>
          </div>
        ) : null}
        <EditorAlerts alert={alert} />
        {login ? <LoginModal locale={page.locale} reason={login.reason} onDone={loginDone} /> : null}
        {user === 'unknown' ? <UserCallFailedModal onRetry={retryUserCall} onClose={giveUpUserCall} /> : null}
      </div>
    </EditorSessionContext.Provider>
  );
}
