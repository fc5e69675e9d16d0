// The editing toolbar's publish/unpublish button (spec 000 §4), an item of its roving focus. Taking
// the page online asks the check before publishing first (issue 22 item 9), once per attempt.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { Locale } from '../generated/operations';
import { EditorPublishPageDocument } from '../generated/documents/EditorPublishPageDocument';
import { usePublishCheck } from './checks/usePublishCheck';
import { useEditorSession } from './EditorSession';
import { useEditorT } from './useEditorT';

export function PublishButton({ page, locale }: { page: { id: string; isOnline: boolean }; locale: Locale }) {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const [busy, setBusy] = useState(false);
  const publishCheck = usePublishCheck();

  const togglePublished = async () => {
    if (busy) return;
    const online = !page.isOnline;
    setBusy(true);
    if (online && !(await publishCheck.confirmPublish())) {
      setBusy(false);
      return;
    }
    await session.save(
      () => client.mutate({ mutation: EditorPublishPageDocument, variables: { locale, pageId: page.id, online } }),
      online ? t('editor.published') : t('editor.unpublished'),
    );
    setBusy(false);
  };

  return (
    <>
      <button
        type="button"
        className="editor-button"
        data-toolbar-item
        aria-disabled={busy || undefined}
        onClick={() => void togglePublished()}
      >
        {page.isOnline ? t('editor.unpublish') : t('editor.publish')}
      </button>
      {/* The question before publishing (a portal into <body>; its keys stay in it). */}
      {publishCheck.dialog}
    </>
  );
}
