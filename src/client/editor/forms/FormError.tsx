// A form's message for the whole form (issue 23): announced (role alert) and focusable, so the
// form can move the focus to it when no field has a message of its own (useEditorForm).
export function FormError({ form }: { form: { id: string; formError: string | null } }) {
  return form.formError ? (
    <p id={`${form.id}-form-error`} className="editor-form__error" role="alert" tabIndex={-1} data-form-error>
      {form.formError}
    </p>
  ) : null;
}
