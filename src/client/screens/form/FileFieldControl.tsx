// A file field of the forms page (spec 000 §5 type 9, §7 temp files): the file is uploaded as
// soon as it is chosen, with its progress shown and announced; once stored, its name and size
// with a button to remove it. Too large or of a type the upstream refuses is said before anything
// is sent; what the gateway or upstream refuse is shown the same way (the field's error).
import { useT } from '../../i18n';
import { usePage } from '../../navigation/LocationContext';
import { formatFileSize, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, type FieldValue, type FormField } from './formState';

export type FileFieldState = { status: 'idle' } | { status: 'uploading'; name: string; percent: number };

interface FileFieldControlProps {
  field: FormField;
  id: string;
  value: FieldValue;
  state: FileFieldState;
  invalid: true | undefined;
  describedBy: string | undefined;
  onFile: (field: FormField, file: File | null) => void;
  onBlur: () => void;
}

export function FileFieldControl({ field, id, value, state, invalid, describedBy, onFile, onBlur }: FileFieldControlProps) {
  const t = useT();
  const { locale } = usePage();
  const stored = value !== null && typeof value === 'object' && 'id' in value ? value : null;
  return (
    <div className="file-field">
      {/* The input stays while a file is stored: choosing another replaces it. */}
      <input
        id={id}
        name={field.slug}
        type="file"
        className="form-field__file"
        accept={UPLOAD_EXTENSIONS.join(',')}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required={field.required || undefined}
        disabled={state.status === 'uploading'}
        onBlur={onBlur}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          // The same file may be chosen again after a failure: the input forgets it.
          event.target.value = '';
          if (chosen) onFile(field, chosen);
        }}
      />
      {stored ? (
        <p className="file-field__done">
          <span className="file-field__name">{t('forms.uploaded', { name: stored.name, size: formatFileSize(stored.size, locale) })}</span>{' '}
          <button type="button" className="button button--secondary file-field__remove" onClick={() => onFile(field, null)}>
            {t('forms.removeFile')}
            <span className="visually-hidden">: {stored.name}</span>
          </button>
        </p>
      ) : null}
      {/* The site's own hint, unless the field's help text says what it takes. */}
      {field.helpText ? null : (
        <p id={`${id}-hint`} className="form-field__help">
          {t('forms.fileHint', { max: formatFileSize(UPLOAD_MAX_BYTES, locale) })}
        </p>
      )}
      <div className="file-field__progress" role="status">
        {state.status === 'uploading' ? (
          <>
            <progress max={100} value={state.percent} aria-label={t('forms.uploadProgress')} />
            <span>{t('forms.uploading', { name: state.name, percent: state.percent })}</span>
          </>
        ) : null}
      </div>
    </div>
  );
}
