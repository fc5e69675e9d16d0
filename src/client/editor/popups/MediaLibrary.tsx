// The image picker's library (spec 000 §7; issue 12 part 4): the upstream's media of the field's
// kind with thumbnails (Query.editorMedia, newest first, searchable by file name, 'Show more' for
// the next page).
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, type Dispatch, type SetStateAction } from 'react';
import type { MediaKind } from '../../../shared/editor/mediaUpload';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorPopupMediaDocument } from '../../generated/documents/EditorPopupMediaDocument';
import type { MediaKind as GraphQLMediaKind } from '../../generated/operations';
import { usePage } from '../../navigation/LocationContext';
import { useEditorT } from '../useEditorT';

/** A file of the library (an upload's answer is one too). */
export interface MediaItem {
  path: string;
  name: string;
  url: string;
  image: { small: string | null } | null;
}

export const GRAPHQL_MEDIA_KIND: Record<MediaKind, GraphQLMediaKind> = { image: 'IMAGE', video: 'VIDEO', audio: 'AUDIO' };

/**
 * What the library shows: the search, how many pages of it, and how many files there are (null:
 * not known yet). The popup keeps it, so it is still there after the alt text step's 'Back'.
 */
export interface LibraryView {
  words: string;
  pages: number;
  count: { value: number | null; failed: boolean };
}

export const NEW_LIBRARY_VIEW: LibraryView = { words: '', pages: 1, count: { value: null, failed: false } };

/** One page of the library: its own query, so 'Show more' adds a page without asking the others again. */
function LibraryPage({
  kind,
  query,
  page,
  onCount,
  onChoose,
  onMore,
}: {
  kind: MediaKind;
  query: string;
  page: number;
  onCount: (count: number | null, failed: boolean) => void;
  onChoose: (item: MediaItem) => void;
  onMore: (() => void) | null;
}) {
  const t = useEditorT();
  const locale = usePage().locale;
  const { data, dataState, error } = useQuery(EditorPopupMediaDocument, {
    variables: { locale: toGraphQLLocale(locale), kind: GRAPHQL_MEDIA_KIND[kind], query: query || null, page },
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
            {item.image?.small ? (
              <img src={item.image.small} alt="" width={160} height={90} loading="lazy" />
            ) : (
              <span className="editor-popup__file" aria-hidden="true">
                {item.name.split('.').pop()?.toUpperCase()}
              </span>
            )}
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

export function MediaLibrary({
  kind,
  view,
  onView,
  onChoose,
}: {
  kind: MediaKind;
  view: LibraryView;
  onView: Dispatch<SetStateAction<LibraryView>>;
  onChoose: (item: MediaItem) => void;
}) {
  const t = useEditorT();
  const id = useId();
  const { words, pages, count } = view;
  return (
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
            const typed = event.target.value;
            onView((shown) => ({ ...shown, words: typed, pages: 1 }));
          }}
        />
      </div>
      <p className="editor-popup__status" role="status" aria-live="polite">
        {count.failed
          ? t('editor.popups.loadFailed')
          : count.value === null
            ? t('editor.popups.loading')
            : t('editor.popups.mediaCount', { count: count.value })}
      </p>
      <ul className="editor-popup__grid" aria-label={t('editor.popups.library')}>
        {Array.from({ length: pages }, (_, index) => (
          <LibraryPage
            key={`${words.trim()}-${index + 1}`}
            kind={kind}
            query={words.trim()}
            page={index + 1}
            onCount={(value, failed) => onView((shown) => ({ ...shown, count: { value, failed } }))}
            onChoose={onChoose}
            onMore={index + 1 === pages ? () => onView((shown) => ({ ...shown, pages: pages + 1 })) : null}
          />
        ))}
      </ul>
    </section>
  );
}
