// The redirects dialog's records and their saves (RedirectsDialog.tsx): the list read (again after
// each change), a record added or changed (naming its revision) and one deleted, each through the
// editor's session with its alert and the gateway's CONFLICT told apart (saveWithConflict.ts).
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { GraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorCreateRedirectDocument } from '../../generated/documents/EditorCreateRedirectDocument';
import { EditorDeleteRedirectDocument } from '../../generated/documents/EditorDeleteRedirectDocument';
import { EditorRedirectsDocument } from '../../generated/documents/EditorRedirectsDocument';
import { EditorUpdateRedirectDocument } from '../../generated/documents/EditorUpdateRedirectDocument';
import type { EditorRedirectsQuery } from '../../generated/operations';
import { useEditorSession } from '../EditorSession';
import { useEditorT } from '../useEditorT';
import { saveWithConflict } from './saveWithConflict';

export type RedirectRecord = EditorRedirectsQuery['redirects'][number];

export function useRedirectRecords(locale: GraphQLLocale) {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const [records, setRecords] = useState<RedirectRecord[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const load = async () => {
    const result = await session.read(() =>
      client.query({ query: EditorRedirectsDocument, variables: { locale }, fetchPolicy: 'no-cache' }),
    );
    const list = result?.data?.redirects;
    if (list) setRecords(list.filter((record) => record.id !== null));
    else setLoadFailed(true);
  };

  /** `current`'s paths changed (its revision named), or (null) a new record. */
  const send = (current: RedirectRecord | null, input: { oldPath: string; newPath: string }) =>
    current?.id
      ? saveWithConflict(
          session,
          () =>
            client.mutate({
              mutation: EditorUpdateRedirectDocument,
              variables: { locale, id: current.id ?? '', input, revision: current.revision },
            }),
          t('editor.pages.redirectSaved'),
        )
      : saveWithConflict(
          session,
          () => client.mutate({ mutation: EditorCreateRedirectDocument, variables: { locale, input } }),
          t('editor.pages.redirectAdded'),
        );

  const deleteRecord = (recordId: string, revision: RedirectRecord['revision']) =>
    saveWithConflict(
      session,
      () => client.mutate({ mutation: EditorDeleteRedirectDocument, variables: { locale, id: recordId, revision } }),
      t('editor.pages.redirectDeleted'),
    );

  return { records, loadFailed, load, send, deleteRecord };
}
