// The module form (issue 12 part 2; spec 000 §3 fields, §5 validation), generated from the one
// description of the module type's fields (src/shared/editor/moduleFields.ts): in the editor's
// panel for the selected module (issue 22 part 1: its unsaved values shown in the page as they are
// typed, Save and Discard), in a modal <dialog> for a new module (ModuleFormDialog). Adding a module asks its type first. Before saving, the rules of spec 000 §5
// run here: each message stands next to its field (aria-invalid, aria-describedby) and the focus
// goes to the first; the gateway's messages by field are shown the same way. A failed save keeps
// everything typed. Each field's control is src/client/editor/fields/FieldControl.tsx.
// Safety nets (issue 12 part 5, src/client/editor/safety/): an edit names the module's revision
// as read; someone else's newer change refuses the save and the form offers their version or
// keeping the typed text (the next save then replaces theirs knowingly). Each save pushes a
// backup of the section, and an unsaved draft of the form is kept in sessionStorage.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { MODULE_FIELDS, MODULE_KINDS, toFieldsInput, validateModuleForm, type EditorModuleKind, type FieldViolation, type FormValue } from '../../../shared/editor/moduleFields';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import { EditorCreateModuleDocument } from '../../generated/documents/EditorCreateModuleDocument';
import { EditorUpdateModuleDocument } from '../../generated/documents/EditorUpdateModuleDocument';
import type { ModuleFieldsInput } from '../../generated/operations';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import type { ModuleData } from '../../screens/cmsPage/pageData';
import { editorPagePathOf } from '../editorPagePath';
import { useEditorSession, type FormSaveResult } from '../EditorSession';
import { FieldControl } from '../fields/FieldControl';
import type { EditorConflict } from '../safety/editorProblems';
import type { DraftTarget, FormDraft } from '../safety/formDraft';
import { deleteDraft, putDraft } from '../safety/draftStore';
import { askPageAgain, readPageState } from '../safety/pageState';
import { withSectionHistory } from '../history/history';
import { initialValuesOf, type InitialValues } from './moduleKindOf';
import { useModal } from './useModal';

export type ModuleFormTarget =
  | { mode: 'edit'; kind: EditorModuleKind; module: ModuleData }
  // A list module's item: no column, and `kinds` (the list's item kinds, listChildren.ts) limits the type choice; a single kind skips it.
  | { mode: 'create'; parentId: string; column?: number; kinds?: readonly EditorModuleKind[] };

type Errors = Record<string, string>;

/** The gateway's messages by argument path (`fields.headline.content`, `input.fields.video.videoUrl`, or the upstream's name) on the form's fields. */
function gatewayErrors(kind: EditorModuleKind, fieldErrors: Record<string, string[]>): { byField: Errors; rest: string[] } {
  const byField: Errors = {};
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const last = path.split('.').pop() ?? '';
    const field = MODULE_FIELDS[kind].fields.find((candidate) => candidate.name === last || candidate.upstream === last);
    if (field && messages[0]) byField[field.name] = messages[0];
    else rest.push(...messages);
  }
  return { byField, rest };
}

/** What a form's draft is kept under: the module it edits, or the place of a new one. */
function draftTargetOf(target: ModuleFormTarget): DraftTarget {
  return target.mode === 'edit' ? { mode: 'edit', moduleId: target.module.id } : { mode: 'create', parentId: target.parentId, column: target.column };
}

/** The first field, a rich text field's editable too (issue 12 part 3). */
export const FIRST_FIELD = 'select, input, textarea, [contenteditable="true"]';

/** A new module's form in a modal dialog; `draft`: an unsaved draft restored after a reload (safety/DraftOffer.tsx). */
export function ModuleFormDialog({ target, onClose, draft }: { target: ModuleFormTarget; onClose: () => void; draft?: FormDraft }) {
  const t = useEditorT();
  const ref = useModal(FIRST_FIELD);
  const page = usePage();
  const headingId = useId();
  return (
    <dialog
      ref={ref}
      className="editor-dialog editor-dialog--form"
      aria-labelledby={headingId}
      onClose={() => {
        // Closed on purpose (saved, cancelled): no draft to offer later. A reload never closes it.
        void deleteDraft(page.pathname, draftTargetOf(target));
        onClose();
      }}
    >
      <ModuleForm
        target={target}
        draft={draft}
        headingId={headingId}
        onDone={() => {
          // Gone at once, not a task later with the dialog's close event: an 'Add' pressed right
          // after the save opens the next form instead of being undone by this one's close.
          ref.current?.close();
          void deleteDraft(page.pathname, draftTargetOf(target));
          onClose();
        }}
        headerEnd={
          <button type="button" className="editor-dialog__close" aria-label={t('editor.close')} onClick={() => ref.current?.close()}>
            <span aria-hidden="true">×</span>
          </button>
        }
      />
    </dialog>
  );
}

export interface ModuleFormProps {
  target: ModuleFormTarget;
  draft?: FormDraft | undefined;
  /** Saved, or (in a dialog) cancelled: the form's place closes. */
  onDone: (outcome: 'saved' | 'cancelled') => void;
  /** After the heading: the dialog's or the panel's close button. */
  headerEnd?: ReactNode;
  /** In the panel: the values as typed (for the page to show them) and the unsaved draft (null: nothing unsaved). */
  onValues?: (kind: EditorModuleKind, values: Readonly<Record<string, FormValue>>, draft: FormDraft | null) => void;
  /** In the panel, 'Discard' (the form back to what is stored) instead of 'Cancel'. */
  discard?: boolean;
  /** The heading's id, for the dialog or panel it names. */
  headingId: string;
}

export function ModuleForm({ target, draft, onDone, headerEnd, onValues, discard, headingId }: ModuleFormProps) {
  const t = useEditorT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const path = editorPagePathOf(page);
  const formRef = useRef<HTMLFormElement>(null);
  const offered: readonly EditorModuleKind[] = target.mode === 'create' && target.kinds && target.kinds.length > 0 ? target.kinds : MODULE_KINDS;
  const only = target.mode === 'create' && offered.length === 1 ? (offered[0] ?? null) : null;
  const [kind, setKind] = useState<EditorModuleKind | null>(draft?.kind ?? (target.mode === 'edit' ? target.kind : only));
  const [chosen, setChosen] = useState<EditorModuleKind>(offered[0] ?? 'HEADLINE');
  const [initial, setInitial] = useState<InitialValues | null>(() =>
    target.mode === 'edit' ? initialValuesOf(target.kind, target.module) : draft ? initialValuesOf(draft.kind, null) : only ? initialValuesOf(only, null) : null,
  );
  const [values, setValues] = useState<Record<string, FormValue>>(() => ({ ...initial?.values, ...draft?.values }));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The module's revision the form is based on, as read with the values it started from.
  const [baseRevision, setBaseRevision] = useState<number | null>(() =>
    draft ? draft.baseRevision : target.mode === 'edit' ? (readPageState(client, locale, path).revisions.get(target.module.id)?.revision ?? null) : null,
  );
  const [overwrite, setOverwrite] = useState(draft?.overwrite ?? false);
  const [conflict, setConflict] = useState<EditorConflict | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);

  // The unsaved draft follows every change (issue 22 part 4: in IndexedDB, safety/draftStore.ts);
  // an unchanged form keeps none.
  useEffect(() => {
    if (!kind || !initial) return;
    const dirty = overwrite || Object.keys(values).some((name) => values[name] !== initial.values[name]);
    if (!dirty) {
      void deleteDraft(page.pathname, draftTargetOf(target));
      return;
    }
    void putDraft({ page: page.pathname, kind, target: draftTargetOf(target), values, baseRevision, overwrite, savedAt: Date.now() });
  }, [kind, initial, values, baseRevision, overwrite, target, page.pathname]);

  // The panel hears every change: the page shows the values, and they wait for the block's return.
  const onValuesRef = useRef(onValues);
  onValuesRef.current = onValues;
  useEffect(() => {
    if (!kind || !initial || !onValuesRef.current) return;
    const dirty = overwrite || Object.keys(values).some((name) => values[name] !== initial.values[name]);
    onValuesRef.current(kind, values, dirty ? { page: page.pathname, kind, target: draftTargetOf(target), values, baseRevision, overwrite, savedAt: Date.now() } : null);
  }, [kind, initial, values, baseRevision, overwrite, target, page.pathname]);

  const focusSoon = (element: () => HTMLElement | null | undefined) => requestAnimationFrame(() => element()?.focus());

  // A conflict's message takes the focus once it is in the form, so its choices are next.
  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  // Opened before the page was asked with the session (no revision known yet): ask it now. The
  // module as stored then is what the form started from: based on its revision; changed since:
  // the conflict at once, with both choices.
  useEffect(() => {
    if (target.mode !== 'edit' || draft || baseRevision !== null || !initial) return;
    let live = true;
    void (async () => {
      await session.read(async () => {
        await askPageAgain(client, page);
        return true;
      });
      const state = readPageState(client, locale, path);
      const revision = state.revisions.get(target.module.id)?.revision;
      const data = path === null ? null : client.readQuery({ query: CmsPageDocument, variables: { locale, path } });
      const fresh = data?.pageModules?.find((module) => module.id === target.module.id);
      if (!live || revision === undefined || !fresh) return;
      const now = initialValuesOf(target.kind, fresh).values;
      const same = Object.keys({ ...now, ...initial.values }).every((name) => now[name] === initial.values[name]);
      if (same) setBaseRevision(revision);
      else setConflict({ kind: 'stale', message: t('editor.safety.conflictTitle'), revision });
    })();
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, for the revision the form opened without
  }, []);

  /** 'Show their version': the page asked again, the form filled with what is stored now. */
  const showTheirs = async () => {
    if (target.mode !== 'edit' || !kind) return;
    await session.read(async () => {
      await askPageAgain(client, page);
      return true;
    });
    const data = path === null ? null : client.readQuery({ query: CmsPageDocument, variables: { locale, path } });
    const fresh = data?.pageModules?.find((module) => module.id === target.module.id);
    if (!fresh) {
      setConflict({ kind: 'gone', message: t('editor.safety.goneText') });
      return;
    }
    const start = initialValuesOf(kind, fresh);
    setInitial(start);
    setValues(start.values);
    setBaseRevision(readPageState(client, locale, path).revisions.get(fresh.id)?.revision ?? null);
    setOverwrite(false);
    setConflict(null);
    setErrors({});
    setFormError(null);
    setNotice(t('editor.safety.conflictReloaded'));
    focusSoon(() => formRef.current?.querySelector<HTMLElement>('input, select, textarea'));
  };

  /** 'Keep my text': the form stays as it is; the next save is based on the newest revision and sends all of it. */
  const keepMine = async () => {
    if (target.mode !== 'edit' || conflict?.kind !== 'stale') return;
    let revision = conflict.revision;
    if (revision === null) {
      await session.read(async () => {
        await askPageAgain(client, page);
        return true;
      });
      revision = readPageState(client, locale, path).revisions.get(target.module.id)?.revision ?? null;
    }
    setBaseRevision(revision);
    setOverwrite(true);
    setConflict(null);
    setNotice(t('editor.safety.conflictKept'));
    focusSoon(() => saveRef.current);
  };

  const kindLabel = (value: EditorModuleKind) => t(`editor.kinds.${value}`);
  const title = kind === null ? t('editor.addModule') : target.mode === 'edit' ? t('editor.editTitle', { kind: kindLabel(kind) }) : t('editor.newTitle', { kind: kindLabel(kind) });

  const focusFirstError = (names: string[]) => {
    // After React has put the messages in.
    requestAnimationFrame(() => {
      const first = MODULE_FIELDS[kind ?? chosen].fields.find((field) => names.includes(field.name));
      if (first) document.getElementById(`${id}-${first.name}`)?.focus();
    });
  };

  const chooseKind = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const start = initialValuesOf(chosen, null);
    setInitial(start);
    setValues(start.values);
    setKind(chosen);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input, select, textarea, [contenteditable="true"]')?.focus());
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!kind || !initial || busy) return;
    const known = (name: string) => initial.known.has(name);
    const problems = validateModuleForm(kind, values, known);
    const word = (violation: FieldViolation) => t(`editor.validation.${violation.key}`, violation.values);
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map(([name, violation]) => [name, word(violation)])));
      setFormError(t('editor.formErrors'));
      focusFirstError(problems.map(([name]) => name));
      return;
    }
    setErrors({});
    setFormError(null);
    setNotice(null);
    // An update sends what was changed (merged onto the stored fields); a new module everything;
    // after 'keep my text' every field the form shows, so what is stored is what it shows.
    const changed = (name: string) => values[name] !== initial.values[name];
    const send = target.mode === 'create' ? () => true : overwrite ? (name: string) => known(name) || changed(name) : changed;
    const fields = toFieldsInput(kind, values, send) as unknown as ModuleFieldsInput;
    const sectionId = readPageState(client, locale, path).sectionOf(target.mode === 'create' ? target.parentId : target.module.id);
    setBusy(true);
    const result = await withSectionHistory<FormSaveResult<unknown>>(
      { client, session, page },
      { label: target.mode === 'create' ? 'moduleAdd' : 'moduleEdit', sections: [sectionId] },
      () =>
        target.mode === 'create'
          ? session.saveForm(
              () => client.mutate({ mutation: EditorCreateModuleDocument, variables: { locale, input: { parentId: target.parentId, ...(target.column === undefined ? {} : { column: target.column }), fields } } }),
              t('editor.moduleAdded'),
            )
          : session.saveForm(() => client.mutate({ mutation: EditorUpdateModuleDocument, variables: { locale, id: target.module.id, fields, revision: baseRevision } })),
      (outcome) => outcome.ok,
    );
    setBusy(false);
    if (result.ok) {
      // The page was asked again by the history's recorder: it shows what was saved.
      void deleteDraft(page.pathname, draftTargetOf(target));
      if (target.mode === 'edit') {
        // The panel's form stays (and the focus in it): what was saved is what it starts from now.
        setInitial({ values, known: new Set([...initial.known, ...Object.keys(values)]) });
        setBaseRevision(readPageState(client, locale, path).revisions.get(target.module.id)?.revision ?? null);
        setOverwrite(false);
      }
      onDone('saved');
      return;
    }
    if (result.conflict) {
      // Nothing was saved; everything typed stays in the form (and in its draft). The message takes the focus (below).
      setConflict(result.conflict);
      return;
    }
    if (result.fieldErrors) {
      const { byField, rest } = gatewayErrors(kind, result.fieldErrors);
      setErrors(byField);
      setFormError(rest.length > 0 ? rest.join(' ') : t('editor.formErrors'));
      focusFirstError(Object.keys(byField));
    }
  };

  /** 'Discard' (the panel): the form shows what is stored again, and the page too. */
  const discardChanges = () => {
    if (!initial) return;
    void deleteDraft(page.pathname, draftTargetOf(target));
    setValues(initial.values);
    setOverwrite(false);
    setConflict(null);
    setErrors({});
    setFormError(null);
    setNotice(t('editor.panel.discarded'));
  };

  return (
    <>
      <div className="editor-dialog__header">
        <h2 id={headingId} className="editor-dialog__title" tabIndex={-1}>
          {title}
        </h2>
        {headerEnd}
      </div>
      {kind === null ? (
        <form className="editor-form" onSubmit={chooseKind}>
          <div className="editor-field">
            <label htmlFor={`${id}-kind`} className="editor-field__label">
              {t('editor.moduleKind')}
            </label>
            <select id={`${id}-kind`} value={chosen} onChange={(event) => setChosen(event.target.value as EditorModuleKind)}>
              {offered.map((value) => (
                <option key={value} value={value}>
                  {kindLabel(value)}
                </option>
              ))}
            </select>
          </div>
          <div className="editor-dialog__actions">
            <button type="submit" className="editor-form__button editor-form__button--primary">
              {t('editor.next')}
            </button>
          </div>
        </form>
      ) : (
        <form ref={formRef} className="editor-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={formError ? `${id}-form-error` : undefined}>
          {conflict ? (
            <div ref={conflictRef} className="editor-conflict" role="alert" tabIndex={-1} data-editor-conflict={conflict.kind}>
              <p className="editor-conflict__title">{conflict.kind === 'stale' ? t('editor.safety.conflictTitle') : t('editor.safety.goneTitle')}</p>
              <p className="editor-conflict__text">{conflict.kind === 'stale' ? t('editor.safety.conflictText') : t('editor.safety.goneText')}</p>
              {conflict.kind === 'stale' && target.mode === 'edit' ? (
                <div className="editor-conflict__actions">
                  <button type="button" className="editor-form__button" onClick={() => void showTheirs()}>
                    {t('editor.safety.conflictReload')}
                  </button>
                  <button type="button" className="editor-form__button editor-form__button--primary" onClick={() => void keepMine()}>
                    {t('editor.safety.conflictKeep')}
                  </button>
                </div>
              ) : null}
            </div>
          ) : null}
          <p className="editor-form__notice" role="status">
            {notice}
          </p>
          {formError ? (
            <p id={`${id}-form-error`} className="editor-form__error" role="alert">
              {formError}
            </p>
          ) : null}
          {MODULE_FIELDS[kind].fields.map((field) => (
            <FieldControl
              key={field.name}
              field={field}
              id={`${id}-${field.name}`}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              known={initial?.known.has(field.name) ?? true}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              sibling={{ has: (name) => MODULE_FIELDS[kind].fields.some((other) => other.name === name), set: (name, value) => setValues((current) => ({ ...current, [name]: value })) }}
            />
          ))}
          <div className="editor-dialog__actions">
            <button ref={saveRef} type="submit" className="editor-form__button editor-form__button--primary" aria-disabled={busy || undefined}>
              {t('editor.save')}
            </button>
            {discard ? (
              <button type="button" className="editor-form__button" onClick={discardChanges}>
                {t('editor.panel.discard')}
              </button>
            ) : (
              <button type="button" className="editor-form__button" onClick={() => onDone('cancelled')}>
                {t('editor.cancel')}
              </button>
            )}
          </div>
        </form>
      )}
    </>
  );
}
