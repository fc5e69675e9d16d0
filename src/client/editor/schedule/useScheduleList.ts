// The schedule dialog's list of waiting changes (ScheduleDialog.tsx): read when the dialog opens,
// read again after a change is scheduled or cancelled, and then the focus moved to the list's
// heading or to the next cancel button.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { GraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorPageScheduleDocument } from '../../generated/documents/EditorPageScheduleDocument';
import { useEditorSession } from '../EditorSession';
import type { ScheduledChange } from './ScheduledChanges';

export function useScheduleList(locale: GraphQLLocale, pageId: string, dialog: RefObject<HTMLDialogElement | null>) {
  const client = useApolloClient();
  const session = useEditorSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const [changes, setChanges] = useState<ScheduledChange[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  /** Where the focus goes once the list read after a change is shown: its heading, or the cancel button at an index. */
  const focusAfterLoad = useRef<'heading' | number | null>(null);

  /** Reads the list; false when that failed (the list on screen stays). */
  const load = async (): Promise<boolean> => {
    const result = await session.read(() =>
      client.query({ query: EditorPageScheduleDocument, variables: { locale, pageId }, fetchPolicy: 'no-cache' }),
    );
    const list = result?.data?.pageSchedule;
    setLoadFailed(!list);
    if (list) setChanges(list);
    return list !== undefined;
  };

  useEffect(() => {
    void load();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- read once per opening
  }, []);

  // After the new list is on screen (not before: a button of the old one may be about to go).
  useEffect(() => {
    const target = focusAfterLoad.current;
    if (target === null) return;
    focusAfterLoad.current = null;
    const buttons = target === 'heading' ? [] : (dialog.current?.querySelectorAll<HTMLElement>('[data-schedule-cancel]') ?? []);
    (buttons[Math.min(target === 'heading' ? 0 : target, buttons.length - 1)] ?? heading.current)?.focus();
  }, [changes, dialog]);

  /** Reads the list again, then moves the focus to `target` (at once to the heading when the read failed). */
  const reloadAndFocus = async (target: 'heading' | number) => {
    focusAfterLoad.current = target;
    if (!(await load())) {
      focusAfterLoad.current = null;
      heading.current?.focus();
    }
  };

  return { heading, changes, loadFailed, reloadAndFocus };
}
