// What a refused mutation of the account pages says: messages by field (BAD_USER_INPUT with
// extensions.fieldErrors, already in the page's language), a wait (TOO_MANY_REQUESTS), no session
// any more, or a failure of the call itself.
import { graphQLErrorsOf } from '../../data/GraphQLErrors';

export type MutationProblem =
  | { kind: 'fields'; fieldErrors: Record<string, string[]> }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'unauthenticated' }
  | { kind: 'failed' };

export function mutationProblemOf(error: unknown): MutationProblem {
  const errors = graphQLErrorsOf(error);
  if (!errors) return { kind: 'failed' };
  for (const problem of errors) {
    const extensions = problem.extensions ?? {};
    switch (extensions.code) {
      case 'BAD_USER_INPUT': {
        const fieldErrors = extensions.fieldErrors;
        if (typeof fieldErrors === 'object' && fieldErrors !== null)
          return { kind: 'fields', fieldErrors: fieldErrors as Record<string, string[]> };
        break;
      }
      case 'TOO_MANY_REQUESTS':
        return { kind: 'throttled', retryAfterSeconds: typeof extensions.retryAfter === 'number' ? extensions.retryAfter : 900 };
      case 'UNAUTHENTICATED':
      case 'FORBIDDEN':
        return { kind: 'unauthenticated' };
      default:
        break;
    }
  }
  return { kind: 'failed' };
}
