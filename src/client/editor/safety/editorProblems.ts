// What a refused editor call says beyond the account pages' problems (mutationProblems.ts): a
// stale revision (CONFLICT, STALE_REVISION: someone else changed it meanwhile; nothing was
// saved), with the gateway's message in the page's language and the revision stored now; or a
// module that is gone (NOT_FOUND).
import { CombinedGraphQLErrors } from '@apollo/client';

export type EditorConflict = { kind: 'stale'; message: string; revision: number | null } | { kind: 'gone'; message: string };

export function editorConflictOf(error: unknown): EditorConflict | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const problem of error.errors) {
    const extensions = problem.extensions ?? {};
    if (extensions.code === 'CONFLICT' && extensions.reason === 'STALE_REVISION') {
      const revision = typeof extensions.revision === 'number' && Number.isInteger(extensions.revision) ? extensions.revision : null;
      return { kind: 'stale', message: problem.message, revision };
    }
    if (extensions.code === 'NOT_FOUND') return { kind: 'gone', message: problem.message };
  }
  return null;
}
