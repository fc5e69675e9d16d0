// The editing toolbar (spec 000 §4, §6; issue 12 part 1): an ARIA toolbar in the editing-header
// slot with the page's title and online/offline state, publish/unpublish, the versions (preview,
// restore), the shown record in the administration (AdminRecordLink), the way back to /cms-hub,
// leaving editing mode and the logout. The arrow keys move among its items (useRovingFocus).
// On the 404 page the anonymous server render made of an offline page, the page is asked again
// with the staff session and, when it is there, shown.
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { CMS_HUB_PATH } from '../../shared/accountPages';
import { withoutEditFlag } from '../../shared/editFlag';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { useBoot } from '../BootContext';
import { AccountLogoutDocument } from '../generated/documents/AccountLogoutDocument';
import { CmsPageDocument } from '../generated/documents/CmsPageDocument';
import { EditorPageDocument } from '../generated/documents/EditorPageDocument';
import { EditorPublishPageDocument } from '../generated/documents/EditorPublishPageDocument';
import { useEditorT } from './useEditorT';
import { useNavigate, usePage, useReloadPage } from '../navigation/LocationContext';
import { reportError } from '../reportError';
import { AdminRecordLink } from './AdminRecordLink';
import { editorPagePathOf } from './editorPagePath';
import { PageAdminTools } from './pages/PageAdminTools';
import { useEditorSession } from './EditorSession';
import { useRovingFocus } from './useRovingFocus';
import { HistoryButtons } from './history/HistoryButtons';
import { PreviewWidthsDialog } from './preview/PreviewWidths';
import { showChecks, showOutline } from './blocks/selection';
import { usePublishCheck } from './checks/usePublishCheck';
import { useMeasuredHeight } from '../hooks/useMeasuredHeight';
import { VersionsPanel, type Preview } from './VersionsPanel';
import { EditorPresence } from './presence/EditorPresence';

export function EditorToolbar() {
  const t = useEditorT();
  const id = useId();
  const client = useApolloClient();
  const page = usePage();
  const navigate = useNavigate();
  const reloadPage = useReloadPage();
  const { requestId } = useBoot();
  const session = useEditorSession();
  const { ref: toolbarRef, onKeyDown, onFocus } = useRovingFocus<HTMLDivElement>();
  const locale = toGraphQLLocale(page.locale);
  const path = editorPagePathOf(page);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [widthsOpen, setWidthsOpen] = useState(false);
  // Below 48em the tools beyond undo, redo and publishing wait behind 'More tools' (editor.css):
  // all of them in rows would fill a phone's screen above the page being edited.
  const [moreOpen, setMoreOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // The bar sticks to the top over the site's header: focused elements scroll into view below it (editor.css).
  const bar = useRef<HTMLDivElement>(null);
  useMeasuredHeight(bar, '--editor-bar-height');
  const { data } = useQuery(EditorPageDocument, path === null ? skipToken : { variables: { locale, path }, fetchPolicy: 'network-only' });
  const editedPage = path === null ? null : (data?.page ?? null);

  // spec 000 §4, §6: staff see offline pages. The server's render, the same for everyone, made
  // this URL the 404 page; with the session the page is there: the router decides the URL again
  // in the browser (the route-target lookup with the session), which shows it.
  const shownOffline = useRef(false);
  useEffect(() => {
    if (page.page !== 'notFound' || !editedPage || shownOffline.current) return;
    shownOffline.current = true;
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'routeTarget' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'page' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'pageModules' });
    reloadPage();
  }, [page.page, editedPage, client, reloadPage]);

  // issue 22 item 9: the check before publishing, asked once per attempt to take the page online.
  const publishCheck = usePublishCheck();
  const togglePublished = async () => {
    if (!editedPage || busy) return;
    const online = !editedPage.isOnline;
    setBusy(true);
    if (online && !(await publishCheck.confirmPublish())) {
      setBusy(false);
      return;
    }
    await session.save(
      () => client.mutate({ mutation: EditorPublishPageDocument, variables: { locale, pageId: editedPage.id, online } }),
      online ? t('editor.published') : t('editor.unpublished'),
    );
    setBusy(false);
  };

  const leave = () => navigate(`${page.pathname}${withoutEditFlag(page.search)}`);

  const logout = async () => {
    try {
      await client.mutate({ mutation: AccountLogoutDocument, variables: { locale } });
      // A document load: every part of the page shows the visitor logged out.
      window.location.assign(`${page.pathname}${withoutEditFlag(page.search)}`);
    } catch (error) {
      reportError('editorCall', error, requestId);
    }
  };

  const endPreview = async () => {
    setPreview(null);
    if (path !== null) await session.read(() => client.query({ query: CmsPageDocument, variables: { locale, path }, fetchPolicy: 'network-only' }));
  };

  const state = editedPage ? (editedPage.isOnline ? t('editor.online') : t('editor.offline')) : null;
  return (
    <div ref={bar} className="editor-bar">
      {/* WAI-ARIA APG "Toolbar": its items take the focus (one in the tab order), not the toolbar. */}
      {/* oxlint-disable-next-line jsx-a11y/interactive-supports-focus -- the items are focusable (roving tabindex), the container is not meant to be */}
      <div ref={toolbarRef} className="editor-toolbar" role="toolbar" aria-label={t('editor.toolbar')} aria-describedby={`${id}-page`} onKeyDown={onKeyDown} onFocus={onFocus}>
        <p id={`${id}-page`} className="editor-toolbar__page">
          <span className="editor-toolbar__mode">{t('editor.editing')}</span>
          {editedPage ? (
            <>
              <span className="editor-toolbar__title">{editedPage.title}</span>
              <span className={`editor-toolbar__state editor-toolbar__state--${editedPage.isOnline ? 'online' : 'offline'}`} data-page-state={editedPage.isOnline ? 'online' : 'offline'}>
                {t('editor.pageState', { state: state ?? '' })}
              </span>
            </>
          ) : (
            <span className="editor-toolbar__title">{path === null ? t('editor.noPage') : t('editor.loading')}</span>
          )}
        </p>
        {/* issue 22 part 10: the other staff on this page (initials) and the heartbeat that learns of them. */}
        {editedPage ? <EditorPresence pageId={editedPage.id} locale={locale} /> : null}
        <div className="editor-toolbar__items">
          {/* issue 22 part 3: undo and redo of every change on this page (Ctrl+Z, Ctrl+Shift+Z). */}
          {editedPage ? <HistoryButtons /> : null}
          {editedPage ? (
            <>
              <button type="button" className="editor-button" data-toolbar-item aria-disabled={busy || undefined} onClick={() => void togglePublished()}>
                {editedPage.isOnline ? t('editor.unpublish') : t('editor.publish')}
              </button>
              {/* The question before publishing (a portal into <body>; its keys stay in it). */}
              {publishCheck.dialog}
            </>
          ) : null}
          <button type="button" className="editor-button editor-toolbar__more-toggle" data-toolbar-item aria-expanded={moreOpen} aria-controls={`${id}-more`} onClick={() => setMoreOpen((open) => !open)}>
            {t('editor.moreTools')}
          </button>
          <div id={`${id}-more`} className="editor-toolbar__more" data-open={moreOpen || undefined}>
            {editedPage ? (
              <>
                <button type="button" className="editor-button" data-toolbar-item aria-expanded={versionsOpen} aria-controls={`${id}-versions`} onClick={() => setVersionsOpen((open) => !open)}>
                  {t('editor.versions')}
                </button>
                {/* issue 22 item 9: the check before publishing in the panel. */}
                <button type="button" className="editor-button" data-toolbar-item onClick={showChecks}>
                  {t('editor.checks.open')}
                </button>
                {/* issue 22 part 1: the page's outline in the panel. */}
                <button type="button" className="editor-button" data-toolbar-item onClick={showOutline}>
                  {t('editor.panel.outline')}
                </button>
                {/* issue 22 part 8: the page at a phone's, a tablet's and a desktop's width. */}
                <button type="button" className="editor-button" data-toolbar-item aria-haspopup="dialog" onClick={() => setWidthsOpen(true)}>
                  {t('editor.widths.open')}
                </button>
              </>
            ) : null}
            {/* issue 12 part 6: new page, page settings, delete, menu and footer, redirects. */}
            <PageAdminTools page={editedPage} path={path} />
            {/* spec 000 §3, §6: the shown record (event, article, venue, person, production, series, form) in the administration. */}
            <AdminRecordLink />
            <a className="editor-button" data-toolbar-item href={CMS_HUB_PATH}>
              {t('editor.hub')}
            </a>
            <button type="button" className="editor-button" data-toolbar-item onClick={leave}>
              {t('editor.leave')}
            </button>
            <button type="button" className="editor-button" data-toolbar-item onClick={() => void logout()}>
              {t('editor.logout')}
            </button>
          </div>
        </div>
      </div>
      {editedPage && path !== null && versionsOpen ? (
        <VersionsPanel id={`${id}-versions`} pageId={editedPage.id} title={editedPage.title} path={path} onPreview={setPreview} onClose={() => setVersionsOpen(false)} />
      ) : null}
      {widthsOpen ? <PreviewWidthsDialog initial={390} onClose={() => setWidthsOpen(false)} /> : null}
      {preview ? (
        <div className="editor-preview" role="status">
          <p>{t('editor.previewing', { date: preview.label })}</p>
          <button type="button" className="editor-button" onClick={() => void endPreview()}>
            {t('editor.previewEnd')}
          </button>
        </div>
      ) : null}
      {editedPage && !editedPage.isOnline ? <p className="editor-bar__note">{t('editor.offlinePage')}</p> : null}
    </div>
  );
}
