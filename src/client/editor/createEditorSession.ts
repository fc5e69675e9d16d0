// The calls every part of the editor shares (EditorSession): each runs with the 401 rule (a refusal
// for want of a session opens the login, then the same call runs again: retryAfterLogin) and ends
// in the 'save' or the 'error' alert (spec 000 §6, §8).
import { mutationProblemOf } from '../screens/account/mutationProblems';
import { reportError } from '../reportError';
import type { EditorAlertKind } from './EditorAlerts';
import type { EditorSession, FormSaveResult, LoginReason } from './EditorSession';
import { retryAfterLogin } from './retryAfterLogin';
import { editorConflictOf } from './safety/editorProblems';
import type { SectionBackupStore } from './safety/sectionBackups';
import type { EditorTranslate } from './useEditorT';

export interface EditorSessionNeeds {
  requestLogin: (reason: LoginReason) => Promise<boolean>;
  showAlert: (kind: EditorAlertKind, text: string) => void;
  t: EditorTranslate;
  /** The request id the error reports name. */
  requestId: string;
  backups: SectionBackupStore;
}

export function createEditorSession({ requestLogin, showAlert, t, requestId, backups }: EditorSessionNeeds): EditorSession {
  const read = async <T>(attempt: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await retryAfterLogin(attempt, () => requestLogin('expired'));
    } catch (error) {
      // A stale revision says what happened (someone else's change), in the page's language.
      const conflict = editorConflictOf(error);
      if (conflict?.kind !== 'stale') reportError('editorCall', error, requestId);
      showAlert('error', conflict?.kind === 'stale' ? conflict.message : t('editor.failed'));
      return undefined;
    }
  };
  const save = async <T>(attempt: () => Promise<T>, savedText?: string): Promise<T | undefined> => {
    let done = false;
    const result = await read(async () => {
      const value = await attempt();
      done = true;
      return value;
    });
    // spec 000 §8: a non-GET editor call that succeeded shows the 'save' alert.
    if (done) showAlert('save', savedText ?? t('editor.saved'));
    return result;
  };
  const saveForm = async <T>(attempt: () => Promise<T>, savedText?: string): Promise<FormSaveResult<T>> => {
    try {
      const value = await retryAfterLogin(attempt, () => requestLogin('expired'));
      showAlert('save', savedText ?? t('editor.saved'));
      return { ok: true, value };
    } catch (error) {
      const problem = mutationProblemOf(error);
      if (problem.kind === 'fields') return { ok: false, fieldErrors: problem.fieldErrors };
      // Someone else's change or deletion: the form says so and keeps what was typed; the save
      // failed all the same, so the 'error' alert says it too (spec 000 §8).
      const conflict = editorConflictOf(error);
      if (conflict) {
        showAlert('error', conflict.message);
        return { ok: false, fieldErrors: null, conflict };
      }
      reportError('editorCall', error, requestId);
      showAlert('error', t('editor.failed'));
      return { ok: false, fieldErrors: null };
    }
  };
  const announce = (text: string) => showAlert('save', text);
  const refuse = (text: string) => showAlert('error', text);
  return { save, saveForm, read, requestLogin, backups, announce, refuse };
}
