// The module edit form (issue 12 part 2; spec 000 §3 fields, §5 validation): a modal <dialog>
// generated from the one description of the module type's fields (src/shared/editor/
// moduleFields.ts). Adding a module asks its type first. Before saving, the rules of spec 000 §5
// run here: each message stands next to its field (aria-invalid, aria-describedby) and the focus
// goes to the first; the gateway's messages by field are shown the same way. A failed save keeps
// everything typed. Each field's control is src/client/editor/fields/FieldControl.tsx.
import { useApolloClient } from '@apollo/client/react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { MODULE_FIELDS, MODULE_KINDS, toFieldsInput, validateModuleForm, type EditorModuleKind, type FieldViolation, type FormValue } from '../../../shared/editor/moduleFields';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import { EditorCreateModuleDocument } from '../../generated/documents/EditorCreateModuleDocument';
import { EditorUpdateModuleDocument } from '../../generated/documents/EditorUpdateModuleDocument';
import type { ModuleFieldsInput } from '../../generated/operations';
import { useT } from '../../i18n';
import { usePage } from '../../navigation/LocationContext';
import type { ModuleData } from '../../screens/cmsPage/pageData';
import { useEditorSession } from '../EditorSession';
import { FieldControl } from '../fields/FieldControl';
import { initialValuesOf, type InitialValues } from './moduleKindOf';
import { useModal } from './useModal';

export type ModuleFormTarget =
  | { mode: 'edit'; kind: EditorModuleKind; module: ModuleData }
  | { mode: 'create'; parentId: string; column: number };

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

export function ModuleFormDialog({ target, onClose }: { target: ModuleFormTarget; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const locale = toGraphQLLocale(usePage().locale);
  const ref = useModal('select, input, textarea');
  const formRef = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<EditorModuleKind | null>(target.mode === 'edit' ? target.kind : null);
  const [chosen, setChosen] = useState<EditorModuleKind>('HEADLINE');
  const [initial, setInitial] = useState<InitialValues | null>(() => (target.mode === 'edit' ? initialValuesOf(target.kind, target.module) : null));
  const [values, setValues] = useState<Record<string, FormValue>>(() => initial?.values ?? {});
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus());
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
    // An update sends what was changed (merged onto the stored fields); a new module everything.
    const send = target.mode === 'create' ? () => true : (name: string) => values[name] !== initial.values[name];
    const fields = toFieldsInput(kind, values, send) as unknown as ModuleFieldsInput;
    setBusy(true);
    const result =
      target.mode === 'create'
        ? await session.saveForm(
            () => client.mutate({ mutation: EditorCreateModuleDocument, variables: { locale, input: { parentId: target.parentId, column: target.column, fields } } }),
            t('editor.moduleAdded'),
          )
        : await session.saveForm(() => client.mutate({ mutation: EditorUpdateModuleDocument, variables: { locale, id: target.module.id, fields } }));
    setBusy(false);
    if (result.ok) {
      ref.current?.close();
      await client.refetchQueries({ include: [CmsPageDocument] });
      return;
    }
    if (result.fieldErrors) {
      const { byField, rest } = gatewayErrors(kind, result.fieldErrors);
      setErrors(byField);
      setFormError(rest.length > 0 ? rest.join(' ') : t('editor.formErrors'));
      focusFirstError(Object.keys(byField));
    }
  };

  return (
    <dialog ref={ref} className="editor-dialog editor-dialog--form" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="editor-dialog__header">
        <h2 id={`${id}-title`} className="editor-dialog__title">
          {title}
        </h2>
        <button type="button" className="editor-dialog__close" aria-label={t('editor.close')} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {kind === null ? (
        <form className="editor-form" onSubmit={chooseKind}>
          <div className="editor-field">
            <label htmlFor={`${id}-kind`} className="editor-field__label">
              {t('editor.moduleKind')}
            </label>
            <select id={`${id}-kind`} value={chosen} onChange={(event) => setChosen(event.target.value as EditorModuleKind)}>
              {MODULE_KINDS.map((value) => (
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
            <button type="submit" className="editor-form__button editor-form__button--primary" aria-disabled={busy || undefined}>
              {t('editor.save')}
            </button>
            <button type="button" className="editor-form__button" onClick={() => ref.current?.close()}>
              {t('editor.cancel')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
