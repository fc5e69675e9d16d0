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
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import {
  MODULE_FIELDS,
  toFieldsInput,
  validateModuleForm,
  type EditorModuleKind,
  type FormValue,
} from '../../../shared/editor/moduleFields';
import { toGraphQLLocale, type GraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorCreateModuleDocument } from '../../generated/documents/EditorCreateModuleDocument';
import { EditorUpdateModuleDocument } from '../../generated/documents/EditorUpdateModuleDocument';
import type { ModuleFieldsInput } from '../../generated/operations';
import { useEditorT, type EditorTranslate } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import type { ModuleData } from '../../screens/cmsPage/pageData';
import { editorPagePathOf } from '../editorPagePath';
import { useEditorSession, type EditorSession, type FormSaveResult } from '../EditorSession';
import { DialogCloseButton } from '../forms/EditorDialog';
import { differs, splitFieldErrors } from '../forms/editorForm';
import { FormError } from '../forms/FormError';
import { useEditorForm } from '../forms/useEditorForm';
import type { DraftTarget, FormDraft } from '../safety/formDraft';
import { deleteDraft, putDraft } from '../safety/draftStore';
import { readPageState } from '../safety/pageState';
import { withSectionHistory } from '../history/history';
import { ModuleConflictNotice } from './ModuleConflictNotice';
import { ModuleFields } from './ModuleFields';
import { ModuleFormActions } from './ModuleFormActions';
import { ModuleKindChoice } from './ModuleKindChoice';
import { initialValuesOf, type InitialValues } from './moduleKindOf';
import { useConflictChoices } from './useConflictChoices';
import { useModal } from './useModal';
import { useModuleKind } from './useModuleKind';
import { useModuleRevision } from './useModuleRevision';

export type ModuleFormTarget =
  | { mode: 'edit'; kind: EditorModuleKind; module: ModuleData }
  // A list module's item: no column, and `kinds` (the list's item kinds, listChildren.ts) limits the type choice; a single kind skips it.
  | { mode: 'create'; parentId: string; column?: number; kinds?: readonly EditorModuleKind[] };

/** What a form's draft is kept under: the module it edits, or the place of a new one. */
function draftTargetOf(target: ModuleFormTarget): DraftTarget {
  return target.mode === 'edit'
    ? { mode: 'edit', moduleId: target.module.id }
    : { mode: 'create', parentId: target.parentId, column: target.column };
}

/** The save through the session: a new module at its place (the 'added' alert), or an edit naming the revision it is based on. */
function sendModule(
  { client, session, locale, t }: { client: ApolloClient; session: EditorSession; locale: GraphQLLocale; t: EditorTranslate },
  target: ModuleFormTarget,
  fields: ModuleFieldsInput,
  revision: number | null,
): Promise<FormSaveResult<unknown>> {
  if (target.mode === 'edit')
    return session.saveForm(() =>
      client.mutate({ mutation: EditorUpdateModuleDocument, variables: { locale, id: target.module.id, fields, revision } }),
    );
  const input = { parentId: target.parentId, ...(target.column === undefined ? {} : { column: target.column }), fields };
  return session.saveForm(
    () => client.mutate({ mutation: EditorCreateModuleDocument, variables: { locale, input } }),
    t('editor.moduleAdded'),
  );
}

/** The first field, a rich text field's editable too (issue 12 part 3). */
export const FIRST_FIELD = 'select, input, textarea, [contenteditable="true"]';

/** A new module's form in a modal dialog; `draft`: an unsaved draft restored after a reload (safety/DraftOffer.tsx). */
export function ModuleFormDialog({ target, onClose, draft }: { target: ModuleFormTarget; onClose: () => void; draft?: FormDraft }) {
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
        headerEnd={<DialogCloseButton modal={ref} />}
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

/**
 * The unsaved draft follows every change (issue 22 part 4: in IndexedDB, safety/draftStore.ts), an
 * unchanged form keeps none; the panel hears every change (`onValues`): the page shows the
 * values, and they wait for the block's return.
 */
function useDraftFollows(
  target: ModuleFormTarget,
  kind: EditorModuleKind | null,
  initial: InitialValues | null,
  values: Record<string, FormValue>,
  baseRevision: number | null,
  overwrite: boolean,
  onValues: ModuleFormProps['onValues'],
) {
  const page = usePage();
  const onValuesRef = useRef(onValues);
  useEffect(() => {
    onValuesRef.current = onValues;
  });
  useEffect(() => {
    if (!kind || !initial) return;
    const unsaved =
      overwrite || differs(values, initial.values)
        ? { page: page.pathname, kind, target: draftTargetOf(target), values, baseRevision, overwrite, savedAt: Date.now() }
        : null;
    if (unsaved) void putDraft(unsaved);
    else void deleteDraft(page.pathname, draftTargetOf(target));
    onValuesRef.current?.(kind, values, unsaved);
  }, [kind, initial, values, baseRevision, overwrite, target, page.pathname]);
}

export function ModuleForm({ target, draft, onDone, headerEnd, onValues, discard, headingId }: ModuleFormProps) {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const path = editorPagePathOf(page);
  const formRef = useRef<HTMLFormElement>(null);
  const { offered, kind, setKind, initial, setInitial } = useModuleKind(target, draft);
  const fields = kind ? MODULE_FIELDS[kind].fields : [];
  const form = useEditorForm<Record<string, FormValue>, string>({
    initial: () => ({ ...initial?.values, ...draft?.values }),
    order: fields.map((field) => field.name),
  });
  const { id, values, errors, conflict } = form;
  const revision = useModuleRevision(target.mode === 'edit' ? target : null, draft, initial, form.setConflict);
  const { baseRevision, overwrite } = revision;
  const [notice, setNotice] = useState<string | null>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  useDraftFollows(target, kind, initial, values, baseRevision, overwrite, onValues);

  const { showTheirs, keepMine } = useConflictChoices({
    moduleId: target.mode === 'edit' ? target.module.id : null,
    kind,
    form,
    revision,
    setInitial,
    setNotice,
    formRef,
    saveRef,
  });

  const chooseKind = (chosen: EditorModuleKind) => {
    const start = initialValuesOf(chosen, null);
    setInitial(start);
    form.setValues(start.values);
    setKind(chosen);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus());
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!kind || !initial) return;
    const known = (name: string) => initial.known.has(name);
    const problems = validateModuleForm(kind, values, known).map(
      ([name, violation]) => [name, t(`editor.validation.${violation.key}`, violation.values)] as const,
    );
    void form.submit(problems, async () => {
      setNotice(null);
      // An update sends what was changed (merged onto the stored fields); a new module everything;
      // after 'keep my text' every field the form shows, so what is stored is what it shows.
      const changed = (name: string) => values[name] !== initial.values[name];
      const send = target.mode === 'create' ? () => true : overwrite ? (name: string) => known(name) || changed(name) : changed;
      const input = toFieldsInput(kind, values, send) as unknown as ModuleFieldsInput;
      const sectionId = readPageState(client, locale, path).sectionOf(target.mode === 'create' ? target.parentId : target.module.id);
      const result = await withSectionHistory(
        { client, session, page },
        { label: target.mode === 'create' ? 'moduleAdd' : 'moduleEdit', sections: [sectionId] },
        () =>
          form.save(
            () => sendModule({ client, session, locale, t }, target, input, baseRevision),
            // The gateway's messages by argument path (`fields.headline.content`, `input.fields.video.videoUrl`, or the upstream's name).
            (fieldErrors) =>
              splitFieldErrors(fieldErrors, (_path, last) => fields.find((field) => field.name === last || field.upstream === last)?.name),
          ),
        (outcome) => outcome.ok,
      );
      // Refused: everything typed stays in the form (and in its draft); a conflict's message takes the focus (ModuleConflictNotice).
      if (!result.ok) return;
      // The page was asked again by the history's recorder: it shows what was saved.
      void deleteDraft(page.pathname, draftTargetOf(target));
      if (target.mode === 'edit') {
        // The panel's form stays (and the focus in it): what was saved is what it starts from now.
        setInitial({ values, known: new Set([...initial.known, ...Object.keys(values)]) });
        revision.rebase(target.module.id);
      }
      onDone('saved');
    });
  };

  /** 'Discard' (the panel): the form shows what is stored again, and the page too. */
  const discardChanges = () => {
    if (!initial) return;
    void deleteDraft(page.pathname, draftTargetOf(target));
    form.reset(initial.values);
    revision.discard();
    setNotice(t('editor.panel.discarded'));
  };

  const title =
    kind === null
      ? t('editor.addModule')
      : t(target.mode === 'edit' ? 'editor.editTitle' : 'editor.newTitle', { kind: t(`editor.kinds.${kind}`) });
  return (
    <>
      <div className="editor-dialog__header">
        <h2 id={headingId} className="editor-dialog__title" tabIndex={-1}>
          {title}
        </h2>
        {headerEnd}
      </div>
      {kind === null ? (
        <ModuleKindChoice offered={offered} onChoose={chooseKind} />
      ) : (
        <form
          ref={formRef}
          className="editor-form"
          noValidate
          onSubmit={submit}
          aria-describedby={form.formError ? `${id}-form-error` : undefined}
        >
          {conflict ? (
            <ModuleConflictNotice
              conflict={conflict}
              editing={target.mode === 'edit'}
              onShowTheirs={() => void showTheirs()}
              onKeepMine={() => void keepMine()}
            />
          ) : null}
          <p className="editor-form__notice" role="status">
            {notice}
          </p>
          <FormError form={form} />
          <ModuleFields fields={fields} id={id} values={values} errors={errors} initial={initial} onChange={form.change} />
          <ModuleFormActions
            saveRef={saveRef}
            busy={form.busy}
            discard={discard}
            onOther={discard ? discardChanges : () => onDone('cancelled')}
          />
        </form>
      )}
    </>
  );
}
