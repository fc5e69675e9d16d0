// One editor form's state (issue 23): its values, its messages (one per field, one for the whole
// form) with the focus on the first field that has one, the conflict a save met (someone else's
// change, spec 000 §8: the form says so and keeps what was typed) and a busy flag while it
// sends. A save goes through the editor's session (EditorSession.saveForm or saveWithConflict: a
// lost session reopens the login and saves then; a failed call shows the 'error' alert): the
// gateway's messages by field come back here, and nothing typed is ever replaced by a failure.
import { useId, useState, type Dispatch, type SetStateAction } from 'react';
import type { EditorConflict } from '../safety/editorProblems';
import { useEditorT } from '../useEditorT';
import { gatewayMessages, problemMessages, type FieldProblem, type FormMessages, type SplitFieldErrors } from './editorForm';

/** What a save through the session answered (FormSaveResult, DialogSaveResult): done, or refused with messages by field or a conflict. */
type EditorSaveResult<T, C> =
  { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string[]> | null; conflict?: C | null | undefined };

export interface EditorFormOptions<V, F extends string> {
  initial: V | (() => V);
  /** The fields in the order they are shown: the first with a message takes the focus. */
  order: readonly F[];
  /** The id suffix of the control that takes the focus for a field (default the field's name; e.g. a radio group's checked one). */
  focusId?: (name: F) => string;
}

export interface EditorForm<V, F extends string, C = EditorConflict> {
  /** The form's element ids: `${id}-${field}`, `${id}-form-error`. */
  id: string;
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  /** Some fields changed, the others kept. */
  change: (patch: Partial<V>) => void;
  /** A text field's props (PageField): its id, value, change and message. */
  field: <K extends F & keyof V>(name: K) => { id: string; value: V[K]; onChange: (value: V[K]) => void; error: string | undefined };
  errors: Partial<Record<F, string>>;
  formError: string | null;
  conflict: C | null;
  setConflict: Dispatch<SetStateAction<C | null>>;
  busy: boolean;
  /** The form's own problems shown (a message by field, one for the form; the focus on the first field); false when there are none. */
  refuse: (problems: readonly FieldProblem<F>[]) => boolean;
  /**
   * A submit: nothing while a save runs; the form's own problems shown (nothing sent, the focus
   * on the first); else the messages cleared and `send` run with the form busy.
   */
  submit: (problems: readonly FieldProblem<F>[], send: () => Promise<void>) => Promise<void>;
  /**
   * Runs a save and shows what it answered: the gateway's messages by field (`split`) next to
   * their fields, the rest for the form; a conflict is kept in `conflict` unless `onConflict`
   * handles it. The result for what follows a success.
   */
  save: <T>(
    attempt: () => Promise<EditorSaveResult<T, C>>,
    split: (fieldErrors: Record<string, string[]>) => SplitFieldErrors<F>,
    onConflict?: (conflict: C) => void,
  ) => Promise<EditorSaveResult<T, C>>;
  /** The gateway's messages shown as `save` shows them (several calls of one submit). */
  showFieldErrors: (split: SplitFieldErrors<F>) => void;
  /** A message for the whole form, which takes the focus unless `focus` is false. */
  say: (message: string, focus?: boolean) => void;
  /** The values replaced (what is stored, an empty form), every message and the conflict gone. */
  reset: (values: V) => void;
}

export function useEditorForm<V extends object, F extends string, C = EditorConflict>({
  initial,
  order,
  focusId = (name) => name,
}: EditorFormOptions<V, F>): EditorForm<V, F, C> {
  const t = useEditorT();
  const id = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<C | null>(null);
  const [busy, setBusy] = useState(false);

  // The messages shown; after React has put them in, the focus on the first field with one (else the form's message).
  const show = ({ errors: next, formError: message, focus }: FormMessages<F>) => {
    setErrors(next);
    setFormError(message);
    requestAnimationFrame(() => document.getElementById(focus === null ? `${id}-form-error` : `${id}-${focusId(focus)}`)?.focus());
  };

  const showFieldErrors = (split: SplitFieldErrors<F>) => show(gatewayMessages(split, order, t('editor.formErrors')));

  const clear = () => {
    setErrors({});
    setFormError(null);
    setConflict(null);
  };

  const refuse = (problems: readonly FieldProblem<F>[]) => {
    const messages = problemMessages(problems, order, t('editor.formErrors'));
    if (messages) show(messages);
    return messages !== null;
  };

  const change = (patch: Partial<V>) => setValues((current) => ({ ...current, ...patch }));

  return {
    id,
    values,
    setValues,
    change,
    field: (name) => ({
      id: `${id}-${name}`,
      value: values[name],
      onChange: (value) => setValues((current) => ({ ...current, [name]: value })),
      error: errors[name],
    }),
    errors,
    formError,
    conflict,
    setConflict,
    busy,
    refuse,
    submit: async (problems, send) => {
      if (busy || refuse(problems)) return;
      clear();
      setBusy(true);
      try {
        await send();
      } finally {
        setBusy(false);
      }
    },
    save: async (attempt, split, onConflict = setConflict) => {
      const result = await attempt();
      if (result.ok) return result;
      if (result.conflict) onConflict(result.conflict);
      else if (result.fieldErrors) showFieldErrors(split(result.fieldErrors));
      return result;
    },
    showFieldErrors,
    say: (message, focus = true) => {
      setFormError(message);
      if (focus) requestAnimationFrame(() => document.getElementById(`${id}-form-error`)?.focus());
    },
    reset: (next) => {
      setValues(next);
      clear();
    },
  };
}
