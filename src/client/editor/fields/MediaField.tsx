// A media field (issue 12 part 4): the media path stays typeable, and 'Choose picture…' opens the
// image picker (library and upload). For a picture of a module with alternative text, the picker
// asks for it and fills the module's imageAlt field too. Beside the path, a preview of what it
// names (spec 000 §7 admin popups): a picture's small rendition (the library's thumbnail) and its
// file name, a video's or audio file's name and type, looked up once per path
// (Query.editorMediaItem, kept in the Apollo cache for the session); a path the library does not
// know is said politely in the status line. The module's own validation is unchanged.
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { classifyMediaValue } from '../../../shared/editor/mediaPath';
import type { MediaKind } from '../../../shared/editor/mediaUpload';
import type { FieldDescription, FormValue } from '../../../shared/editor/moduleFields';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { assertUnreachable } from '../../../shared/assertUnreachable';
import { EditorMediaItemDocument } from '../../generated/documents/EditorMediaItemDocument';
import type { MediaKind as GraphQLMediaKind } from '../../generated/operations';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import { MediaPopup } from '../popups/MediaPopup';
import { decideMediaPreview, formatFileSize, MEDIA_PREVIEW_DELAY_MS, type MediaLookup, type MediaPreviewStatus } from './mediaPreview';

/** The other fields of the same form, for pickers that fill more than their own. */
export interface SiblingFields {
  has: (name: string) => boolean;
  set: (name: string, value: FormValue) => void;
}

const GRAPHQL_KIND: Record<MediaKind, GraphQLMediaKind> = { image: 'IMAGE', video: 'VIDEO', audio: 'AUDIO' };

/**
 * The field's text once typing has paused: the path a lookup is made for. A choice from the
 * picker, an emptied field and the form's first value count at once.
 */
function useSettledText(text: string): [settled: string, settleNow: (text: string) => void] {
  const [settled, setSettled] = useState(text);
  const empty = text.trim() === '';
  useEffect(() => {
    if (text === settled || empty) return undefined;
    const timer = setTimeout(() => setSettled(text), MEDIA_PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, settled, empty]);
  return [empty ? text : settled, setSettled];
}

/** `text` is the field's text, `settled` the text once typing paused (what is looked up). */
function MediaPreview({ id, kind, text, settled }: { id: string; kind: MediaKind; text: string; settled: string }) {
  const t = useEditorT();
  const locale = usePage().locale;
  const value = classifyMediaValue(text);
  const lookedUp = classifyMediaValue(settled);
  const path = lookedUp.kind === 'path' ? lookedUp.path : null;
  const { data, dataState, error } = useQuery(
    EditorMediaItemDocument,
    path === null ? skipToken : { variables: { locale: toGraphQLLocale(locale), kind: GRAPHQL_KIND[kind], path } },
  );
  const found = dataState === 'complete' ? data.editorMediaItem : undefined;
  const lookup: MediaLookup =
    error !== undefined
      ? { state: 'failed' }
      : found === undefined
        ? { state: 'waiting' }
        : { state: 'done', item: found && { path: found.path, name: found.name, size: found.size, small: found.image?.small ?? null } };
  const view = decideMediaPreview(kind, value, text === settled, lookup);
  const kindName = t(
    kind === 'image' ? 'editor.mediaPreview.image' : kind === 'video' ? 'editor.mediaPreview.video' : 'editor.mediaPreview.audio',
  );
  const statusText = (status: MediaPreviewStatus): string => {
    switch (status) {
      case 'loading':
        return t('editor.mediaPreview.loading');
      case 'notFound':
        return t(
          kind === 'image'
            ? 'editor.mediaPreview.notFoundImage'
            : kind === 'video'
              ? 'editor.mediaPreview.notFoundVideo'
              : 'editor.mediaPreview.notFoundAudio',
        );
      case 'invalid':
        return t('editor.mediaPreview.invalid');
      case 'address':
        return t('editor.mediaPreview.address');
      case 'failed':
        return t('editor.mediaPreview.failed');
      default:
        return assertUnreachable(status);
    }
  };
  return (
    // A polite live region: the file (or why there is none) is read out when it changes, without
    // interrupting; the input names it in its description too.
    <div className="editor-media-preview" id={id} role="status">
      {view.show === 'item' ? (
        <figure className="editor-media-preview__figure">
          {view.item.small ? (
            // Decorative: the caption names the file.
            <img className="editor-media-preview__thumb" src={view.item.small} alt="" width={128} height={72} />
          ) : (
            <span className="editor-media-preview__file" aria-hidden="true">
              {view.type ?? kindName}
            </span>
          )}
          <figcaption className="editor-media-preview__caption">
            <span className="editor-media-preview__label">{t('editor.mediaPreview.label')}</span>
            <span className="editor-media-preview__name">{view.item.name}</span>
            <span className="editor-media-preview__type">
              {view.type
                ? t('editor.mediaPreview.fileType', { kind: kindName, type: view.type, size: formatFileSize(view.item.size, locale) })
                : kindName}
            </span>
          </figcaption>
        </figure>
      ) : view.show === 'status' ? (
        <p className={`editor-media-preview__status${view.status === 'loading' ? ' editor-media-preview__status--busy' : ''}`}>
          {statusText(view.status)}
        </p>
      ) : null}
    </div>
  );
}

export function MediaField({
  field,
  inputProps,
  value,
  onChange,
  sibling,
}: {
  field: FieldDescription;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  sibling: SiblingFields | undefined;
}) {
  const t = useEditorT();
  const [open, setOpen] = useState(false);
  const [settled, settleNow] = useSettledText(value);
  const kind = field.media ?? 'image';
  // The module's picture has its alternative text beside it (imageAlt); a video's poster too.
  const altField = kind === 'image' && field.name === 'image' && sibling?.has('imageAlt') ? 'imageAlt' : null;
  const previewId = `${inputProps.id ?? field.name}-preview`;
  const describedBy = [inputProps['aria-describedby'], previewId].filter(Boolean).join(' ');
  return (
    <div className="editor-picker">
      <input {...inputProps} aria-describedby={describedBy} type="text" value={value} onChange={(event) => onChange(event.target.value)} />
      <MediaPreview id={previewId} kind={kind} text={value} settled={settled} />
      <div className="editor-picker__buttons">
        <button type="button" className="editor-form__button" aria-describedby={inputProps.id} onClick={() => setOpen(true)}>
          {t(kind === 'image' ? 'editor.popups.chooseImage' : 'editor.popups.chooseFile')}
        </button>
      </div>
      {open ? (
        <MediaPopup
          kind={kind}
          askAlt={altField !== null}
          onChoose={(chosen) => {
            onChange(chosen.path);
            settleNow(chosen.path);
            if (altField && chosen.alt !== undefined) sibling?.set(altField, chosen.alt);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
