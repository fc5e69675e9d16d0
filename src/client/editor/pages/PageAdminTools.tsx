// The toolbar's page, navigation and redirect buttons (issue 12 part 6), items of the editing
// toolbar's roving focus (data-toolbar-item), each opening its modal dialog. The dialogs are put
// beside the page's content (a portal into <body>), not inside the toolbar; closing one returns
// the focus to its button (useModal).
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useEditorT } from '../useEditorT';
import { DeletePageDialog } from './DeletePageDialog';
import { NavigationDialog } from './NavigationDialog';
import { PageFormDialog } from './PageFormDialog';
import { RedirectsDialog } from './RedirectsDialog';

type Open = 'new' | 'settings' | 'delete' | 'navigation' | 'redirects';

export interface EditedPage {
  id: string;
  title: string;
}

export function PageAdminTools({ page, path }: { page: EditedPage | null; path: string | null }) {
  const t = useEditorT();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  let dialog = null;
  if (open === 'new') dialog = <PageFormDialog target={{ mode: 'create' }} onClose={close} />;
  else if (open === 'settings' && page && path !== null) dialog = <PageFormDialog target={{ mode: 'edit', pageId: page.id, path }} onClose={close} />;
  else if (open === 'delete' && page) dialog = <DeletePageDialog pageId={page.id} title={page.title} onClose={close} />;
  else if (open === 'navigation') dialog = <NavigationDialog onClose={close} />;
  else if (open === 'redirects') dialog = <RedirectsDialog onClose={close} />;

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
      {button('navigation', t('editor.pages.navigation'))}
      {button('redirects', t('editor.pages.redirects'))}
      {dialog ? createPortal(dialog, document.body) : null}
    </>
  );
}
