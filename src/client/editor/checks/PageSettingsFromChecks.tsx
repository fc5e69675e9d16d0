// The page settings dialog opened from the check before publishing (issue 22 item 9: a page
// without meta description), the same dialog as the toolbar's 'Page settings' (PageAdminTools),
// put into <body>. React passes events up its component tree, portal or not: the keys pressed in
// the dialog (Escape above all) stop here, so they never reach the editor's panel (whose Escape
// would move the focus out of the dialog and close the panel, and the dialog with it) or the
// toolbar's arrow keys.
import type { SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { PageFormDialog } from '../pages/PageFormDialog';

const stop = (event: SyntheticEvent) => event.stopPropagation();

export function PageSettingsFromChecks({ target, onClose }: { target: { pageId: string; path: string }; onClose: () => void }) {
  return createPortal(
    // No control of its own (role presentation): it only keeps the dialog's keys inside.
    <div role="presentation" onKeyDown={stop}>
      <PageFormDialog target={{ mode: 'edit', ...target }} onClose={onClose} />
    </div>,
    document.body,
  );
}
