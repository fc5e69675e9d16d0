// What every part of the editor shares (spec 000 §4, §6, §8): the calls to the gateway's editor
// mutations with the 401 rule (a refusal for want of a session reopens the login modal, then the
// same call runs again: retryAfterLogin) and the 'save' and 'error' alerts. Later editor parts
// (section and module forms) save through `save` and get all of it.
import { createContext, useContext } from 'react';
import type { EditorConflict } from './safety/editorProblems';
import type { SectionBackupStore } from './safety/sectionBackups';

export type LoginReason = 'missing' | 'expired';

export interface EditorSession {
  /**
   * Runs an editor call: after a 401 the login modal opens and, once logged in, the call runs
   * again. Success shows the 'save' alert (`savedText`, or the default), failure the 'error' one;
   * resolves to the call's result, or undefined when it failed or the login was given up.
   */
  save: <T>(attempt: () => Promise<T>, savedText?: string) => Promise<T | undefined>;
  /**
   * A form's save: like `save`, but a refusal with messages by field (BAD_USER_INPUT) comes back
   * to the form (no alert), so it shows them next to its fields and keeps what was typed.
   */
  saveForm: <T>(attempt: () => Promise<T>, savedText?: string) => Promise<FormSaveResult<T>>;
  /** A read with the same 401 rule but no alert on success. */
  read: <T>(attempt: () => Promise<T>) => Promise<T | undefined>;
  /** Opens the login modal; true once logged in, false when it was closed. */
  requestLogin: (reason: LoginReason) => Promise<boolean>;
  /** The backup list per section of this browser session (spec 000 §4; safety/sectionBackups.ts). */
  backups: SectionBackupStore;
  /** Shows the 'save' alert with `text` (a change made of several calls, once all are done: the page history's undo). */
  announce: (text: string) => void;
  /** Shows the 'error' alert with `text`: a step refused before any call, with its reason (a paste that does not fit, issue 22 part 6). */
  refuse: (text: string) => void;
}

/**
 * A form's save: done, or refused with messages by field, or (`conflict`) because someone else
 * changed or deleted what the form edits (nothing was saved; the form says so itself, no alert).
 */
export type FormSaveResult<T> =
  { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string[]> | null; conflict?: EditorConflict };

export const EditorSessionContext = createContext<EditorSession | null>(null);

export function useEditorSession(): EditorSession {
  const session = useContext(EditorSessionContext);
  if (!session) throw new Error('useEditorSession needs the EditorRoot');
  return session;
}
