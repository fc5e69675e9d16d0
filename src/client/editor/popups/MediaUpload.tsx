// The image picker's upload (spec 000 §7; issue 12 part 4): a file into the upstream's media
// library (uploadMedia.ts), its type and size checked here first with the same table as the
// gateway and the upstream (src/shared/editor/mediaUpload.ts).
import { useId, useRef, useState } from 'react';
import {
  acceptOf,
  checkMediaFile,
  formatMegabytes,
  mediaUploadMessage,
  MEDIA_EXTENSIONS,
  MEDIA_UPLOAD_MAX_BYTES,
  type MediaKind,
} from '../../../shared/editor/mediaUpload';
import { usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { useEditorT } from '../useEditorT';
import { GRAPHQL_MEDIA_KIND, type MediaItem } from './MediaLibrary';
import { uploadMedia } from './uploadMedia';

type UploadState = { state: 'idle' } | { state: 'busy'; percent: number } | { state: 'refused'; messages: string[] };

export function MediaUpload({ kind, onStored }: { kind: MediaKind; onStored: (item: MediaItem) => void }) {
  const t = useEditorT();
  const id = useId();
  const locale = usePage().locale;
  const session = useEditorSession();
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);

  // A refusal is said at the file field, which takes the focus again.
  const refuse = (messages: string[]) => {
    setUpload({ state: 'refused', messages });
    fileInput.current?.focus();
  };

  const send = async () => {
    const file = fileInput.current?.files?.[0];
    const problem = checkMediaFile(kind, file?.name ?? '', file?.size ?? 0, locale);
    if (!file || problem) {
      refuse([mediaUploadMessage(problem ?? { key: 'mediaMissing' }, locale)]);
      return;
    }
    const attempt = () => uploadMedia(file, GRAPHQL_MEDIA_KIND[kind], locale, (percent) => setUpload({ state: 'busy', percent }));
    setUpload({ state: 'busy', percent: 0 });
    let outcome = await attempt();
    // spec 000 §6: a session that ended meanwhile reopens the login, then the upload runs again.
    if (outcome.kind === 'unauthenticated' && (await session.requestLogin('expired'))) outcome = await attempt();
    if (outcome.kind === 'stored') {
      setUpload({ state: 'idle' });
      onStored(outcome.item);
      return;
    }
    refuse(outcome.kind === 'refused' ? outcome.messages : [t('editor.popups.uploadFailed')]);
  };

  return (
    <section className="editor-popup__upload" aria-labelledby={`${id}-upload`}>
      <h3 id={`${id}-upload`} className="editor-popup__subtitle">
        {t('editor.popups.upload')}
      </h3>
      <form
        className="editor-popup__upload-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (upload.state !== 'busy') void send();
        }}
      >
        <div className="editor-field">
          <label htmlFor={`${id}-file`} className="editor-field__label">
            {t('editor.popups.uploadFile')}
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={acceptOf(kind)}
            aria-invalid={upload.state === 'refused' || undefined}
            aria-describedby={`${upload.state === 'refused' ? `${id}-file-error ` : ''}${id}-file-help`}
            onChange={() => setUpload({ state: 'idle' })}
          />
          {upload.state === 'refused' ? (
            <p id={`${id}-file-error`} className="editor-field__error" role="alert">
              {upload.messages.join(' ')}
            </p>
          ) : null}
          <p id={`${id}-file-help`} className="editor-field__help">
            {t('editor.popups.uploadHelp', {
              types: MEDIA_EXTENSIONS[kind].join(', '),
              max: formatMegabytes(MEDIA_UPLOAD_MAX_BYTES[kind], locale),
            })}
          </p>
        </div>
        <button
          type="submit"
          className="editor-form__button editor-form__button--primary"
          aria-disabled={upload.state === 'busy' || undefined}
        >
          {t('editor.popups.uploadButton')}
        </button>
        <p className="editor-popup__status" role="status" aria-live="polite">
          {upload.state === 'busy' ? t('editor.popups.uploading', { percent: upload.percent }) : ''}
        </p>
      </form>
    </section>
  );
}
