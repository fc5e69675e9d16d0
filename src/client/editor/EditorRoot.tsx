// The in-page editor (spec 000 §1, §4, §6, §8; issue 12), a chunk of its own that only the edit
// flag loads (src/client/layout/EditingHeader.tsx). It asks whether a user is logged in (the user
// call, in the browser only); logged in, editing mode is on: the toolbar in the editing-header
// slot and the alerts; nobody logged in, the login modal, after which editing mode starts without
// a reload. Its styles come with it (editor.css as a file of its own), never with site.css.
import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EDITOR_ALERT_MS } from '../../shared/constants';
import { loadSiteTexts } from '../../shared/i18n/createTranslator';
import { loadEditorTexts } from '../../shared/i18n/editorTranslator';
import { LOCALES } from '../../shared/locales';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { useBoot } from '../BootContext';
import { useDataSource } from '../data/DataSource';
import { AccountUserDocument } from '../generated/documents/AccountUserDocument';
import { useEditorT } from './useEditorT';
import { usePage } from '../navigation/LocationContext';
import { reportError } from '../reportError';
import editorStyleUrl from '../styles/editor.css?url';
import { EditorAlerts, type EditorAlert, type EditorAlertKind } from './EditorAlerts';
import { mutationProblemOf } from '../screens/account/mutationProblems';
import { setEditSlotRenderer } from '../screens/cmsPage/editSlots';
import { EditorSessionContext, type EditorSession, type FormSaveResult, type LoginReason } from './EditorSession';
import { EditSlotView } from './blocks/EditSlotView';
import { EditorToolbar } from './EditorToolbar';
import { LoginModal } from './LoginModal';
import { retryAfterLogin } from './retryAfterLogin';
import { UserCallFailedModal } from './UserCallFailedModal';
import { DraftOffer } from './safety/DraftOffer';
import { editorConflictOf } from './safety/editorProblems';
import { sessionStorageOrNull } from './safety/formDraft';
import { createSectionBackupStore } from './safety/sectionBackups';
import { askPageWithSession } from './safety/pageState';
import { BlockHint } from './blocks/Block';
import { clearSelection } from './blocks/selection';
import { forgetAllUnsaved } from './blocks/unsaved';
import { EditorPanel } from './panel/EditorPanel';

/** The stylesheet's address: the file name esbuild gives is relative to this chunk. */
const EDITOR_STYLE_HREF = new URL(editorStyleUrl, import.meta.url).pathname;

type UserState = 'checking' | 'staff' | 'loggedOut' | 'unknown';

interface LoginRequest {
  reason: LoginReason;
  waiting: ((loggedIn: boolean) => void)[];
}

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
  const client = useApolloClient();
  const page = usePage();
  const { requestId } = useBoot();
  const [user, setUser] = useState<UserState>('checking');
  const [login, setLogin] = useState<LoginRequest | null>(null);
  const [alert, setAlert] = useState<EditorAlert | null>(null);
  const alertCount = useRef(0);
  const loginRef = useRef<LoginRequest | null>(null);
  // Kept for the tab's session (memory, mirrored to sessionStorage): safety/sectionBackups.ts.
  const [backups] = useState(() => createSectionBackupStore(sessionStorageOrNull()));

  const requestLogin = useCallback(
    (reason: LoginReason) =>
      new Promise<boolean>((resolve) => {
        // Several calls refused at once wait for the same login.
        const current = loginRef.current;
        const next: LoginRequest = current ? { reason: current.reason, waiting: [...current.waiting, resolve] } : { reason, waiting: [resolve] };
        loginRef.current = next;
        setLogin(next);
      }),
    [],
  );

  const loginDone = useCallback(
    (loggedIn: boolean) => {
      const current = loginRef.current;
      loginRef.current = null;
      setLogin(null);
      const resume = () => {
        for (const resolve of current?.waiting ?? []) resolve(loggedIn);
      };
      if (!loggedIn) {
        resume();
        return;
      }
      setUser('staff');
      // Everything that shows the account (the header's, the page as staff see it) is asked again,
      // and only then do the refused calls run again: a read that answered after the retried
      // write would show the state from before it (a published page as offline).
      void client.refetchQueries({ include: 'active' }).then(resume, resume);
    },
    [client],
  );

  const showAlert = useCallback((kind: EditorAlertKind, text: string) => {
    alertCount.current += 1;
    setAlert({ kind, text, id: alertCount.current });
  }, []);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), EDITOR_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  // spec 000 §6: login is decided by the user call succeeding (asked by the browser alone); a
  // failed call shows the redirect modal, whose retry asks again.
  const locale = toGraphQLLocale(page.locale);
  const [userCall, setUserCall] = useState(0);
  useEffect(() => {
    let live = true;
    client
      .query({ query: AccountUserDocument, variables: { locale }, fetchPolicy: 'network-only' })
      .then((result) => {
        if (!live) return;
        if (result.data?.me.isLoggedIn) setUser('staff');
        else {
          setUser('loggedOut');
          void requestLogin('missing');
        }
      })
      .catch((error: unknown) => {
        if (!live) return;
        reportError('userCall', error, requestId);
        setUser('unknown');
      });
    return () => {
      live = false;
    };
    // Asked once per editor (and per retry): a later login sets the state itself.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the first language is the one asked
  }, [client, requestLogin, requestId, userCall]);

  const session = useMemo<EditorSession>(() => {
    const read = async <T,>(attempt: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await retryAfterLogin(attempt, () => requestLogin('expired'));
      } catch (error) {
        // A stale revision says what happened (someone else's change), in the page's language.
        const conflict = editorConflictOf(error);
        if (conflict?.kind !== 'stale') reportError('editorCall', error, requestId);
        showAlert('error', conflict?.kind === 'stale' ? conflict.message : t('editor.failed'));
        return undefined;
      }
    };
    const save = async <T,>(attempt: () => Promise<T>, savedText?: string): Promise<T | undefined> => {
      let done = false;
      const result = await read(async () => {
        const value = await attempt();
        done = true;
        return value;
      });
      // spec 000 §8: a non-GET editor call that succeeded shows the 'save' alert.
      if (done) showAlert('save', savedText ?? t('editor.saved'));
      return result;
    };
    const saveForm = async <T,>(attempt: () => Promise<T>, savedText?: string): Promise<FormSaveResult<T>> => {
      try {
        const value = await retryAfterLogin(attempt, () => requestLogin('expired'));
        showAlert('save', savedText ?? t('editor.saved'));
        return { ok: true, value };
      } catch (error) {
        const problem = mutationProblemOf(error);
        if (problem.kind === 'fields') return { ok: false, fieldErrors: problem.fieldErrors };
        // Someone else's change or deletion: the form says so and keeps what was typed; the save
        // failed all the same, so the 'error' alert says it too (spec 000 §8).
        const conflict = editorConflictOf(error);
        if (conflict) {
          showAlert('error', conflict.message);
          return { ok: false, fieldErrors: null, conflict };
        }
        reportError('editorCall', error, requestId);
        showAlert('error', t('editor.failed'));
        return { ok: false, fieldErrors: null };
      }
    };
    const announce = (text: string) => showAlert('save', text);
    const refuse = (text: string) => showAlert('error', text);
    return { save, saveForm, read, requestLogin, backups, announce, refuse };
  }, [requestLogin, requestId, showAlert, t, backups]);

  // issue 12 part 5: staff's saves are based on the revisions the page was read with; a page the
  // server streamed (the same for everyone) has none, so it is asked again with the session
  // (askPageWithSession). On the 404 page the anonymous render made of an offline page, the
  // toolbar shows the page first (EditorToolbar), and this runs once it is the page screen.
  const { page: screen, pathname, search, locale: language } = page;
  useEffect(() => {
    if (user !== 'staff') return;
    void session.read(() => askPageWithSession(client, { page: screen, pathname, search, locale: language }));
  }, [user, client, session, screen, pathname, search, language]);

  // The other language's texts, once staff are editing: a switch of language then shows the
  // editor's controls in the page at once instead of waiting for their table (useEditorT).
  useEffect(() => {
    if (user !== 'staff') return;
    for (const other of LOCALES) {
      if (other === language) continue;
      loadSiteTexts(other)
        .then(() => loadEditorTexts(other))
        .catch((error: unknown) => reportError('chunkLoad', error, requestId));
    }
  }, [user, language, requestId]);

  // issue 12 part 2: logged-in staff get the section and module controls in the CMS page.
  useEffect(() => {
    if (user !== 'staff') return;
    // The slots are in the page's tree, outside this one: they get the editor's client too.
    setEditSlotRenderer((slot) => (
      <ApolloProvider client={client}>
        <EditorSessionContext.Provider value={session}>
          <EditSlotView slot={slot} />
        </EditorSessionContext.Provider>
      </ApolloProvider>
    ));
    return () => setEditSlotRenderer(null);
  }, [user, session, client]);

  // issue 22 part 1: while staff edit, the page's fixed parts (sticky links and navigation, the
  // cookie banner) stand aside (editor.css), and leaving ends the selection and what was unsaved.
  useEffect(() => {
    if (user !== 'staff') return;
    const root = document.documentElement;
    root.dataset.editing = '';
    return () => {
      delete root.dataset.editing;
      clearSelection();
      forgetAllUnsaved();
    };
  }, [user]);

  // Another page: nothing of the last one stays selected.
  useEffect(() => clearSelection(), [pathname]);

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
        {user === 'unknown' ? (
          <UserCallFailedModal
            onRetry={() => {
              setUser('checking');
              setUserCall((n) => n + 1);
            }}
            onClose={() => setUser('loggedOut')}
          />
        ) : null}
      </div>
    </EditorSessionContext.Provider>
  );
}
