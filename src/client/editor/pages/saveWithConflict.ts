// A save of the pages, navigation and redirect dialogs (issue 12 part 6; spec 000 §8): through the
// session's saveForm (a 401 reopens the login and then saves; the 'save' and 'error' alerts; the
// gateway's messages by field back to the form), and besides, what the gateway's CONFLICT said:
// someone else changed the page, menu or redirect since it was read (reason STALE_REVISION), or the
// page cannot be deleted (PROTECTED_PAGE, HAS_CHILDREN). Its message is in the page's language.
import { CombinedGraphQLErrors } from '@apollo/client';
import type { EditorSession } from '../EditorSession';

export interface Conflict {
  reason: string;
  message: string;
}

export type DialogSaveResult<T> =
  { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string[]> | null; conflict: Conflict | null };

function conflictOf(error: unknown): Conflict | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const problem of error.errors) {
    const extensions = problem.extensions ?? {};
    if (extensions.code === 'CONFLICT')
      return { reason: typeof extensions.reason === 'string' ? extensions.reason : '', message: problem.message };
  }
  return null;
}

export async function saveWithConflict<T>(
  session: EditorSession,
  attempt: () => Promise<T>,
  savedText?: string,
): Promise<DialogSaveResult<T>> {
  const seen: { conflict: Conflict | null } = { conflict: null };
  const result = await session.saveForm(async () => {
    try {
      return await attempt();
    } catch (error) {
      seen.conflict = conflictOf(error);
      throw error;
    }
  }, savedText);
  if (result.ok) return result;
  return { ok: false, fieldErrors: result.fieldErrors, conflict: seen.conflict };
}
