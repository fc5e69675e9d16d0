// The toolbar's page, navigation and redirect buttons (issue 12 part 6), items of the editing
// toolbar's roving focus (data-toolbar-item), each opening its modal dialog. The dialogs are put
// beside the page's content (a portal into <body>), not inside the toolbar; closing one returns
// the focus to its button (useModal). 'Schedule' (issue 22 item 7) shows only when a page is shown
// and the upstream carries out scheduled changes (Query.editorCapabilities).
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { EditorCapabilitiesDocument } from '../../generated/documents/EditorCapabilitiesDocument';
import { ScheduleDialog } from '../schedule/ScheduleDialog';
import { useEditorT } from '../useEditorT';
import { DeletePageDialog } from './DeletePageDialog';
import { NavigationDialog } from './NavigationDialog';
import { PageFormDialog } from './PageFormDialog';
import { RedirectsDialog } from './RedirectsDialog';

type Open = 'new' | 'settings' | 'delete' | 'navigation' | 'redirects' | 'schedule';

export interface EditedPage {
  id: string;
  title: string;
  /** Online in the page's language (the schedule dialog offers the other state first). */
  isOnline?: boolean;
}

export function PageAdminTools({ page, path }: { page: EditedPage | null; path: string | null }) {
  const t = useEditorT();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  // Not personal: the same for every staff member, kept in Apollo's cache for the editing session.
  const { data: capabilities } = useQuery(EditorCapabilitiesDocument);
  const scheduling = capabilities?.editorCapabilities.scheduling === true;

  let dialog = null;
  if (open === 'new') dialog = <PageFormDialog target={{ mode: 'create' }} onClose={close} />;
  else if (open === 'settings' && page && path !== null)
    dialog = <PageFormDialog target={{ mode: 'edit', pageId: page.id, path }} onClose={close} />;
  else if (open === 'delete' && page) dialog = <DeletePageDialog pageId={page.id} title={page.title} onClose={close} />;
  else if (open === 'navigation') dialog = <NavigationDialog onClose={close} />;
  else if (open === 'redirects') dialog = <RedirectsDialog onClose={close} />;
  else if (open === 'schedule' && page)
    dialog = <ScheduleDialog pageId={page.id} title={page.title} pageOnline={page.isOnline} onClose={close} />;

  const button = (kind: Open, label: string) => (
    <button type="button" className="editor-button" data-toolbar-item aria-haspopup="dialog" onClick={() => setOpen(kind)}>
      {label}
    </button>
  );
  return (
    <>
      {button('new', t('editor.pages.newPage'))}
      {page ? button('settings', t('editor.pages.settings')) : null}
      {page ? button('delete', t('editor.pages.delete')) : null}
      {page && scheduling ? button('schedule', t('editor.schedule.open')) : null}
      {button('navigation', t('editor.pages.navigation'))}
      {button('redirects', t('editor.pages.redirects'))}
      {dialog ? createPortal(dialog, document.body) : null}
    </>
  );
}
