// The two ways out of a module form's conflict (ModuleConflictNotice, issue 12 part 5): someone
// else's version shown in the form, or the typed text kept for a save that replaces theirs.
import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { EditorModuleKind, FormValue } from '../../../shared/editor/moduleFields';
import type { EditorForm } from '../forms/useEditorForm';
import { useEditorT } from '../useEditorT';
import { initialValuesOf, type InitialValues } from './moduleKindOf';
import type { useModuleRevision } from './useModuleRevision';

export interface ConflictChoicesOptions {
  /** The module the form edits (null: a new one, which has no conflict). */
  moduleId: string | null;
  kind: EditorModuleKind | null;
  form: EditorForm<Record<string, FormValue>, string>;
  revision: ReturnType<typeof useModuleRevision>;
  setInitial: Dispatch<SetStateAction<InitialValues | null>>;
  setNotice: Dispatch<SetStateAction<string | null>>;
  formRef: RefObject<HTMLFormElement | null>;
  saveRef: RefObject<HTMLButtonElement | null>;
}

export function useConflictChoices({ moduleId, kind, form, revision, setInitial, setNotice, formRef, saveRef }: ConflictChoicesOptions) {
  const t = useEditorT();

  /** 'Show their version': the page asked again, the form filled with what is stored now. */
  const showTheirs = async () => {
    if (moduleId === null || !kind) return;
    const fresh = await revision.askAgain(moduleId);
    if (!fresh) {
      form.setConflict({ kind: 'gone', message: t('editor.safety.goneText') });
      return;
    }
    const start = initialValuesOf(kind, fresh);
    setInitial(start);
    form.reset(start.values);
    revision.rebase(fresh.id);
    setNotice(t('editor.safety.conflictReloaded'));
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus());
  };

  /** 'Keep my text': the form stays as it is; the next save is based on the newest revision and sends all of it. */
  const keepMine = async () => {
    const conflict = form.conflict;
    if (moduleId === null || conflict?.kind !== 'stale') return;
    await revision.keepMine(moduleId, conflict);
    form.setConflict(null);
    setNotice(t('editor.safety.conflictKept'));
    requestAnimationFrame(() => saveRef.current?.focus());
  };

  return { showTheirs, keepMine };
}
