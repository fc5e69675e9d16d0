// The image picker (spec 000 §7 "Admin popups exist for … image"; issue 12 part 4): the upstream's
// media library of the field's kind with thumbnails (Query.editorMedia, newest first, searchable
// by file name, 'Show more' for the next page), and an upload into it (uploadMedia.ts): type and
// size checked here first with the same table as the gateway and the upstream
// (src/shared/editor/mediaUpload.ts). For a picture of a module with alternative text, the alt
// text is asked next: required, unless the picture is marked decorative (then it is stored
// empty, and screen readers skip the picture).
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { acceptOf, checkMediaFile, formatMegabytes, mediaUploadMessage, MEDIA_EXTENSIONS, MEDIA_UPLOAD_MAX_BYTES, type MediaKind } from '../../../shared/editor/mediaUpload';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorPopupMediaDocument } from '../../generated/documents/EditorPopupMediaDocument';
import type { MediaKind as GraphQLMediaKind } from '../../generated/operations';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { PopupDialog } from './PopupDialog';
import { uploadMedia } from './uploadMedia';

export interface ChosenMedia {
  path: string;
  /** The alternative text ('' for a decorative picture); undefined when none was asked. */
  alt?: string;
}

interface Item {
  path: string;
  name: string;
  url: string;
  image: { small: string | null } | null;
}

const GRAPHQL_KIND: Record<MediaKind, GraphQLMediaKind> = { image: 'IMAGE', video: 'VIDEO', audio: 'AUDIO' };

/** One page of the library: its own query, so 'Show more' adds a page without asking the others again. */
function LibraryPage({ kind, query, page, onCount, onChoose, onMore }: { kind: MediaKind; query: string; page: number; onCount: (count: number | null, failed: boolean) => void; onChoose: (item: Item) => void; onMore: (() => void) | null }) {
  const t = useEditorT();
  const locale = usePage().locale;
  const { data, dataState, error } = useQuery(EditorPopupMediaDocument, {
    variables: { locale: toGraphQLLocale(locale), kind: GRAPHQL_KIND[kind], query: query || null, page },
    fetchPolicy: 'network-only',
  });
  const result = dataState === 'complete' ? data.editorMedia : undefined;
  const total = result?.totalCount;
  const failed = error !== undefined;
  // The first page says how many there are (the popup announces it).
  useEffect(() => {
    if (page === 1) onCount(total ?? null, failed);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- onCount is a new function each render
  }, [page, total, failed]);
  return (
    <>
      {(result?.items ?? []).map((item) => (
        <li key={item.path}>
          <button type="button" className="editor-popup__tile" data-result onClick={() => onChoose(item)}>
            {item.image?.small ? <img src={item.image.small} alt="" width={160} height={90} loading="lazy" /> : <span className="editor-popup__file" aria-hidden="true">{item.name.split('.').pop()?.toUpperCase()}</span>}
            <span className="editor-popup__tile-name">{item.name}</span>
          </button>
        </li>
      ))}
      {result?.hasNextPage && onMore ? (
        <li className="editor-popup__more">
          <button type="button" className="editor-form__button" onClick={onMore}>
            {t('editor.popups.loadMore')}
          </button>
        </li>
      ) : null}
    </>
  );
}

export function MediaPopup({ kind, askAlt, onChoose, onClose }: { kind: MediaKind; askAlt: boolean; onChoose: (chosen: ChosenMedia) => void; onClose: () => void }) {
  const t = useEditorT();
  const id = useId();
  const locale = usePage().locale;
  const session = useEditorSession();
  const [words, setWords] = useState('');
  const [pages, setPages] = useState(1);
  const [count, setCount] = useState<{ value: number | null; failed: boolean }>({ value: null, failed: false });
  const [selected, setSelected] = useState<Item | null>(null);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [altProblem, setAltProblem] = useState(false);
  const [upload, setUpload] = useState<{ state: 'idle' } | { state: 'busy'; percent: number } | { state: 'refused'; messages: string[] }>({ state: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  // The alt text step takes the focus once it is shown (the button that led there is gone).
  useEffect(() => {
    if (selected) altInput.current?.focus();
  }, [selected]);
  const title = t(kind === 'image' ? 'editor.popups.imageTitle' : kind === 'video' ? 'editor.popups.videoTitle' : 'editor.popups.audioTitle');

  return (
    <PopupDialog title={title} onClose={onClose}>
      {(close) => {
        const finish = (chosen: ChosenMedia) => {
          onChoose(chosen);
          close();
        };
        const pick = (item: Item) => {
          if (!askAlt) {
            finish({ path: item.path });
            return;
          }
          setSelected(item);
          setAlt('');
          setDecorative(false);
          setAltProblem(false);
        };
        const send = async () => {
          const file = fileInput.current?.files?.[0];
          const problem = checkMediaFile(kind, file?.name ?? '', file?.size ?? 0, locale);
          if (!file || problem) {
            setUpload({ state: 'refused', messages: [mediaUploadMessage(problem ?? { key: 'mediaMissing' }, locale)] });
            fileInput.current?.focus();
            return;
          }
          setUpload({ state: 'busy', percent: 0 });
          let outcome = await uploadMedia(file, GRAPHQL_KIND[kind], locale, (percent) => setUpload({ state: 'busy', percent }));
          // spec 000 §6: a session that ended meanwhile reopens the login, then the upload runs again.
          if (outcome.kind === 'unauthenticated' && (await session.requestLogin('expired'))) outcome = await uploadMedia(file, GRAPHQL_KIND[kind], locale, (percent) => setUpload({ state: 'busy', percent }));
          if (outcome.kind === 'stored') {
            setUpload({ state: 'idle' });
            pick(outcome.item);
            return;
          }
          setUpload({ state: 'refused', messages: outcome.kind === 'refused' ? outcome.messages : [t('editor.popups.uploadFailed')] });
          fileInput.current?.focus();
        };

        if (selected) {
          return (
            <form
              className="editor-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!decorative && alt.trim() === '') {
                  setAltProblem(true);
                  altInput.current?.focus();
                  return;
                }
                finish({ path: selected.path, alt: decorative ? '' : alt.trim() });
              }}
            >
              <h3 className="editor-popup__subtitle">{t('editor.popups.describe')}</h3>
              {selected.image?.small ? <img className="editor-popup__preview" src={selected.image.small} alt="" width={320} height={180} /> : null}
              <p className="editor-field__help">{t('editor.popups.chosen', { name: selected.name })}</p>
              <div className="editor-field">
                <label htmlFor={`${id}-alt`} className="editor-field__label">
                  {t('editor.popups.altText')}
                  {decorative ? null : <span className="editor-field__required"> {t('editor.required')}</span>}
                </label>
                <input
                  ref={altInput}
                  id={`${id}-alt`}
                  type="text"
                  maxLength={300}
                  value={alt}
                  disabled={decorative}
                  aria-required={!decorative}
                  aria-invalid={altProblem || undefined}
                  aria-describedby={`${altProblem ? `${id}-alt-error ` : ''}${id}-alt-help`}
                  onChange={(event) => {
                    setAlt(event.target.value);
                    setAltProblem(false);
                  }}
                />
                {altProblem ? (
                  <p id={`${id}-alt-error`} className="editor-field__error">
                    {t('editor.popups.altRequired')}
                  </p>
                ) : null}
                <p id={`${id}-alt-help`} className="editor-field__help">
                  {t('editor.popups.altHelp')}
                </p>
              </div>
              <div className="editor-field editor-field--check">
                <input
                  id={`${id}-decorative`}
                  type="checkbox"
                  checked={decorative}
                  onChange={(event) => {
                    setDecorative(event.target.checked);
                    setAltProblem(false);
                  }}
                />
                <label htmlFor={`${id}-decorative`}>{t('editor.popups.decorative')}</label>
              </div>
              <div className="editor-dialog__actions">
                <button type="submit" className="editor-form__button editor-form__button--primary">
                  {t('editor.popups.usePicture')}
                </button>
                <button type="button" className="editor-form__button" onClick={() => setSelected(null)}>
                  {t('editor.popups.back')}
                </button>
              </div>
            </form>
          );
        }

        return (
          <div className="editor-popup__media">
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
                    {t('editor.popups.uploadHelp', { types: MEDIA_EXTENSIONS[kind].join(', '), max: formatMegabytes(MEDIA_UPLOAD_MAX_BYTES[kind], locale) })}
                  </p>
                </div>
                <button type="submit" className="editor-form__button editor-form__button--primary" aria-disabled={upload.state === 'busy' || undefined}>
                  {t('editor.popups.uploadButton')}
                </button>
                <p className="editor-popup__status" role="status" aria-live="polite">
                  {upload.state === 'busy' ? t('editor.popups.uploading', { percent: upload.percent }) : ''}
                </p>
              </form>
            </section>
            <section className="editor-popup__library" aria-labelledby={`${id}-library`}>
              <h3 id={`${id}-library`} className="editor-popup__subtitle">
                {t('editor.popups.library')}
              </h3>
              <div className="editor-field">
                <label htmlFor={`${id}-search`} className="editor-field__label">
                  {t('editor.popups.searchMedia')}
                </label>
                <input
                  id={`${id}-search`}
                  type="text"
                  value={words}
                  onChange={(event) => {
                    setWords(event.target.value);
                    setPages(1);
                  }}
                />
              </div>
              <p className="editor-popup__status" role="status" aria-live="polite">
                {count.failed ? t('editor.popups.loadFailed') : count.value === null ? t('editor.popups.loading') : t('editor.popups.mediaCount', { count: count.value })}
              </p>
              <ul className="editor-popup__grid" aria-label={t('editor.popups.library')}>
                {Array.from({ length: pages }, (_, index) => (
                  <LibraryPage
                    key={`${words.trim()}-${index + 1}`}
                    kind={kind}
                    query={words.trim()}
                    page={index + 1}
                    onCount={(value, failed) => setCount({ value, failed })}
                    onChoose={pick}
                    onMore={index + 1 === pages ? () => setPages(pages + 1) : null}
                  />
                ))}
              </ul>
            </section>
          </div>
        );
      }}
    </PopupDialog>
  );
}
