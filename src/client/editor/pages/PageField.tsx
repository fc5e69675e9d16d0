// A labelled text field of the page, navigation and redirect forms (issue 12 part 6): its message
// next to it (aria-invalid, aria-describedby; message first, then help) and its help text.
import { useEditorT } from '../useEditorT';

export interface PageFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  help?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  /** Shown before the field, e.g. the language prefix of a path. */
  prefix?: string;
  autoComplete?: string;
}

export function PageField({
  id,
  label,
  value,
  onChange,
  error,
  help,
  required = false,
  multiline = false,
  prefix,
  autoComplete = 'off',
}: PageFieldProps) {
  const t = useEditorT();
  const errorId = error ? `${id}-error` : undefined;
  const helpId = help ? `${id}-help` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
    autoComplete,
  } as const;
  return (
    <div className="editor-field">
      <label htmlFor={id} className="editor-field__label">
        {label}
        {required ? <span className="editor-field__required"> {t('editor.required')}</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : prefix ? (
        <span className="editor-field__prefixed">
          <span className="editor-field__prefix" aria-hidden="true">
            {prefix}
          </span>
          <input {...common} type="text" spellCheck={false} onChange={(event) => onChange(event.target.value)} />
        </span>
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="editor-field__error">
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={helpId} className="editor-field__help">
          {help}
        </p>
      ) : null}
    </div>
  );
}
