// The editing toolbar (spec 000 §4, §6; issue 12 part 1): an ARIA toolbar in the editing-header
// slot with the page's title and online/offline state, publish/unpublish, the versions (preview,
// restore), the shown record in the administration (AdminRecordLink), the way back to /cms-hub,
// leaving editing mode and the logout. The arrow keys move among its items (useRovingFocus).
// On the 404 page the anonymous server render made of an offline page, the page is asked again
// with the staff session and, when it is there, shown.
import { useApolloClient } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { CmsPageDocument } from '../generated/documents/CmsPageDocument';
import { useEditorT } from './useEditorT';
import { usePage } from '../navigation/LocationContext';
import { AdminRecordLink } from './AdminRecordLink';
import { EditedPageSummary } from './EditedPageSummary';
import { LeaveEditing } from './LeaveEditing';
import { PageAdminTools } from './pages/PageAdminTools';
import { PublishButton } from './PublishButton';
import { useEditedPage } from './useEditedPage';
import { useEditorSession } from './EditorSession';
import { useRovingFocus } from './useRovingFocus';
import { HistoryButtons } from './history/HistoryButtons';
import { PreviewWidthsDialog } from './preview/PreviewWidths';
import { showChecks, showOutline } from './blocks/selection';
import { useMeasuredHeight } from '../hooks/useMeasuredHeight';
import { VersionsPanel, type Preview } from './VersionsPanel';
import { EditorPresence } from './presence/EditorPresence';

// The items' visibility is this component's state (the 'More tools' group, what shows with a
// page): the roving focus sets the items' tab stops after each of its renders.
export function EditorToolbar() {
  const t = useEditorT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const locale = toGraphQLLocale(usePage().locale);
  const { ref: toolbarRef, onKeyDown, onFocus } = useRovingFocus<HTMLDivElement>();
  const { path, editedPage } = useEditedPage();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [widthsOpen, setWidthsOpen] = useState(false);
  // Below 48em the tools beyond undo, redo and publishing wait behind 'More tools' (editor.css):
  // all of them in rows would fill a phone's screen above the page being edited.
  const [moreOpen, setMoreOpen] = useState(false);
  // The bar sticks to the top over the site's header: focused elements scroll into view below it (editor.css).
  const bar = useRef<HTMLDivElement>(null);
  useMeasuredHeight(bar, '--editor-bar-height');

  const endPreview = async () => {
    setPreview(null);
    if (path !== null)
      await session.read(() => client.query({ query: CmsPageDocument, variables: { locale, path }, fetchPolicy: 'network-only' }));
  };

  return (
    <div ref={bar} className="editor-bar">
      {/* WAI-ARIA APG "Toolbar": its items take the focus (one in the tab order), not the toolbar. */}
      {/* oxlint-disable-next-line jsx-a11y/interactive-supports-focus -- the items are focusable (roving tabindex), the container is not meant to be */}
      <div
        ref={toolbarRef}
        className="editor-toolbar"
        role="toolbar"
        aria-label={t('editor.toolbar')}
        aria-describedby={`${id}-page`}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <EditedPageSummary id={`${id}-page`} page={editedPage} path={path} />
        {/* issue 22 part 10: the other staff on this page (initials) and the heartbeat that learns of them. */}
        {editedPage ? <EditorPresence pageId={editedPage.id} locale={locale} /> : null}
        <div className="editor-toolbar__items">
          {/* issue 22 part 3: undo and redo of every change on this page (Ctrl+Z, Ctrl+Shift+Z). */}
          {editedPage ? <HistoryButtons /> : null}
          {editedPage ? <PublishButton page={editedPage} locale={locale} /> : null}
          <button
            type="button"
            className="editor-button editor-toolbar__more-toggle"
            data-toolbar-item
            aria-expanded={moreOpen}
            aria-controls={`${id}-more`}
            onClick={() => setMoreOpen((open) => !open)}
          >
            {t('editor.moreTools')}
          </button>
          <div id={`${id}-more`} className="editor-toolbar__more" data-open={moreOpen || undefined}>
            {editedPage ? (
              <>
                <button
                  type="button"
                  className="editor-button"
                  data-toolbar-item
                  aria-expanded={versionsOpen}
                  aria-controls={`${id}-versions`}
                  onClick={() => setVersionsOpen((open) => !open)}
                >
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
                <button
                  type="button"
                  className="editor-button"
                  data-toolbar-item
                  aria-haspopup="dialog"
                  onClick={() => setWidthsOpen(true)}
                >
                  {t('editor.widths.open')}
                </button>
              </>
            ) : null}
            {/* issue 12 part 6: new page, page settings, delete, menu and footer, redirects. */}
            <PageAdminTools page={editedPage} path={path} />
            {/* spec 000 §3, §6: the shown record (event, article, venue, person, production, series, form) in the administration. */}
            <AdminRecordLink />
            <LeaveEditing />
          </div>
        </div>
      </div>
      {editedPage && path !== null && versionsOpen ? (
        <VersionsPanel
          id={`${id}-versions`}
          pageId={editedPage.id}
          title={editedPage.title}
          path={path}
          onPreview={setPreview}
          onClose={() => setVersionsOpen(false)}
        />
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
