// spec 000 §6: "A 401 during editing reopens the login modal" and, once logged in again, what was
// being done is finished (issue 12). Every editor mutation goes through this helper: a refusal
// for want of a session (UNAUTHENTICATED, or FORBIDDEN for a user who is no staff) asks for a
// login and runs the same call again; any other failure is the caller's.
import { mutationProblemOf } from '../screens/account/mutationProblems';

/**
 * Runs `attempt`; when it is refused for want of a session, waits for `requestLogin` (true: logged
 * in, false: the user gave up) and runs it again, as often as that happens. A given-up login
 * rejects with the refusal.
 */
export async function retryAfterLogin<T>(attempt: () => Promise<T>, requestLogin: () => Promise<boolean>): Promise<T> {
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (mutationProblemOf(error).kind !== 'unauthenticated') throw error;
      if (!(await requestLogin())) throw error;
    }
  }
}
