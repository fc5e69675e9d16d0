// Each save of a section or of a module in it pushes a snapshot of the section onto its backup
// list (spec 000 §4). The snapshot is read just before the save, as stored (with the 401 rule:
// an expired session logs in again first), and pushed only when the save succeeded. A snapshot
// that cannot be read costs that one backup, never the save.
import type { ApolloClient } from '@apollo/client';
import { EditorSectionSnapshotDocument } from '../../generated/documents/EditorSectionSnapshotDocument';
import type { Locale } from '../../generated/operations';
import type { EditorSession } from '../EditorSession';
import { retryAfterLogin } from '../retryAfterLogin';
import type { SectionBackup } from './sectionBackups';

export async function withSectionBackup<T>(
  client: ApolloClient,
  session: EditorSession,
  locale: Locale,
  sectionId: string | null,
  save: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  let backup: SectionBackup | null = null;
  if (sectionId !== null) {
    try {
      const result = await retryAfterLogin(
        () => client.query({ query: EditorSectionSnapshotDocument, variables: { locale, id: sectionId }, fetchPolicy: 'no-cache' }),
        () => session.requestLogin('expired'),
      );
      const snapshot = result.data?.sectionSnapshot;
      if (snapshot) backup = { snapshot, takenAt: Date.now() };
    } catch {
      // No backup of this save; the save reports its own failure, if any.
    }
  }
  const result = await save();
  if (backup && sectionId !== null && succeeded(result)) session.backups.push(sectionId, backup);
  return result;
}
