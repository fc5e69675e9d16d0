// The forms page's file fields (spec 000 §5 type 9, §7 temp files): a chosen file is uploaded at
// once, its progress shown; what the upstream would refuse (too large, another type) is said
// without sending anything; another choice, a removal or leaving the page drops an upload still
// running.
import { useEffect, useRef, useState } from 'react';
import { assertUnreachable } from '../../../shared/assertUnreachable';
import type { Locale } from '../../../shared/locales';
import { useT } from '../../i18n';
import type { FileFieldState } from './FileFieldControl';
import { formatFileSize, hasAcceptedExtension, UPLOAD_MAX_BYTES, type FieldValue, type FormField } from './formState';
import { uploadTempFile } from './uploadTempFile';

/** Where an upload's outcome goes: the field's value (the stored file) or its error. */
export interface UploadTarget {
  setValue: (slug: string, value: FieldValue) => void;
  setErrors: (slug: string, messages: string[]) => void;
}

export interface FileUploads {
  /** Each file field's upload, by slug (idle when none runs). */
  files: Readonly<Record<string, FileFieldState>>;
  isUploading: () => boolean;
  /** Drops the field's running upload, if any. */
  stop: (slug: string) => void;
  upload: (field: FormField, file: File) => void;
}

export function useFileUploads(locale: Locale, target: UploadTarget): FileUploads {
  const t = useT();
  const [files, setFiles] = useState<Readonly<Record<string, FileFieldState>>>({});
  const uploads = useRef(new Map<string, AbortController>());
  // Uploads still running when the page is left are dropped.
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);
  const setFile = (slug: string, state: FileFieldState) => setFiles((current) => ({ ...current, [slug]: state }));

  const stop = (slug: string) => {
    uploads.current.get(slug)?.abort();
    uploads.current.delete(slug);
    setFile(slug, { status: 'idle' });
  };

  const upload = (field: FormField, file: File) => {
    const { slug } = field;
    // What the upstream would refuse is said at once, without sending anything.
    if (file.size > UPLOAD_MAX_BYTES)
      return target.setErrors(slug, [t('forms.fileTooLarge', { max: formatFileSize(UPLOAD_MAX_BYTES, locale) })]);
    if (!hasAcceptedExtension(file.name)) return target.setErrors(slug, [t('forms.fileType')]);
    target.setErrors(slug, []);
    const controller = new AbortController();
    uploads.current.set(slug, controller);
    setFile(slug, { status: 'uploading', name: file.name, percent: 0 });
    void uploadTempFile(
      file,
      locale,
      (percent) => setFile(slug, { status: 'uploading', name: file.name, percent }),
      controller.signal,
    ).then((outcome) => {
      if (controller.signal.aborted) return;
      uploads.current.delete(slug);
      setFile(slug, { status: 'idle' });
      switch (outcome.kind) {
        case 'stored':
          target.setValue(slug, outcome.file);
          break;
        case 'refused':
          target.setErrors(slug, outcome.messages);
          break;
        case 'failed':
          target.setErrors(slug, [t('forms.uploadFailed')]);
          break;
        default:
          assertUnreachable(outcome);
      }
    });
  };

  return { files, isUploading: () => uploads.current.size > 0, stop, upload };
}
