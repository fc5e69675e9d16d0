// The versions of the edited page (Query.pageVersions, newest first; spec 000 §4: staff preview any
// stored version): each can be previewed in place (the page screen shows the version's content,
// written into the cache under the page's own query), restored (restoreVersion), or compared with
// the page as it is now; two chosen versions can be compared with each other (issue 22 part 5:
// CompareVersionsForm, then versions/CompareDialog.tsx, where one block can be restored).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { CmsPageDocument } from '../generated/documents/CmsPageDocument';
import { EditorPageVersionsDocument } from '../generated/documents/EditorPageVersionsDocument';
import { EditorRestoreVersionDocument } from '../generated/documents/EditorRestoreVersionDocument';
import type { EditorPageVersionsQuery } from '../generated/operations';
import { useEditorT } from './useEditorT';
import { usePage } from '../navigation/LocationContext';
import { useEditorSession } from './EditorSession';
import { CompareVersionsForm } from './CompareVersionsForm';
import { CompareDialog, type CompareSide } from './versions/CompareDialog';

export interface Preview {
  versionId: string;
  label: string;
}

type Version = NonNullable<EditorPageVersionsQuery['pageVersions']>[number];

function formatWhen(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

export function VersionsPanel({
  id,
  pageId,
  title,
  path,
  onPreview,
  onClose,
}: {
  id: string;
  pageId: string;
  title: string;
  path: string;
  /** A version is shown in place of the page's content (null: the page's own content again). */
  onPreview: (preview: Preview | null) => void;
  onClose: () => void;
}) {
  const t = useEditorT();
  const client = useApolloClient();
  const page = usePage();
  const session = useEditorSession();
  const locale = toGraphQLLocale(page.locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch } = useQuery(EditorPageVersionsDocument, {
    variables: { locale, pageId },
    fetchPolicy: 'network-only',
  });
  const [comparing, setComparing] = useState<{ older: CompareSide; newer: CompareSide } | null>(null);
  // A preview puts a version into the page's place in the cache; a block restored from the
  // comparison names the revisions of the page as it is, so the preview ends first.
  const previewed = useRef(false);

  useEffect(() => heading.current?.focus(), []);

  const labelOf = (version: Version) => {
    const when = t('editor.versionLabel', { action: t(`editor.action${version.action}`), date: formatWhen(version.created, page.locale) });
    return version.user ? `${when} ${t('editor.versionBy', { user: version.user })}` : when;
  };

  // The page as it is stored now, past the cache (after a preview or a restore).
  const askPage = () =>
    session.read(() => client.query({ query: CmsPageDocument, variables: { locale, path }, fetchPolicy: 'network-only' }));

  const preview = async (version: Version) => {
    // The page's own query, asked for the version (not through the cache: the cache keeps the page).
    const result = await session.read(() =>
      client.query({ query: CmsPageDocument, variables: { locale, path, versionId: version.id }, fetchPolicy: 'no-cache' }),
    );
    const shown = result?.data;
    if (!shown?.page || !shown.pageModules) return;
    // The page screen reads the page's own query: the version takes its place in the cache until
    // the preview ends (EditorToolbar asks the page again).
    client.writeQuery({ query: CmsPageDocument, variables: { locale, path }, data: shown });
    previewed.current = true;
    onPreview({ versionId: version.id, label: formatWhen(version.created, page.locale) });
  };

  const compare = async (older: CompareSide, newer: CompareSide) => {
    if (previewed.current) {
      previewed.current = false;
      onPreview(null);
      await askPage();
    }
    setComparing({ older, newer });
  };

  const restore = async (version: Version) => {
    const restored = await session.save(
      () => client.mutate({ mutation: EditorRestoreVersionDocument, variables: { locale, pageId, versionId: version.id } }),
      t('editor.restored'),
    );
    if (!restored) return;
    onPreview(null);
    await askPage();
    void refetch();
  };

  const versions = (data?.pageVersions ?? []).map((version) => ({ version, side: { versionId: version.id, label: labelOf(version) } }));
  const current: CompareSide = { versionId: null, label: t('editor.compare.current') };
  return (
    <section id={id} className="editor-versions" aria-labelledby={`${id}-title`}>
      <div className="editor-versions__header">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="editor-versions__title">
          {t('editor.versionsTitle', { title })}
        </h2>
        <button type="button" className="editor-button" onClick={onClose}>
          {t('editor.versionsClose')}
        </button>
      </div>
      {loading ? <p role="status">{t('editor.versionsLoading')}</p> : null}
      {error ? <p role="alert">{t('editor.versionsError')}</p> : null}
      {!loading && !error && versions.length === 0 ? <p>{t('editor.versionsEmpty')}</p> : null}
      {versions.length > 0 ? (
        <CompareVersionsForm versions={versions.map(({ side }) => side)} onCompare={(older, newer) => void compare(older, newer)} />
      ) : null}
      <ol className="editor-versions__list">
        {versions.map(({ version, side }) => (
          <li key={version.id} className="editor-versions__item">
            <span className="editor-versions__label">{side.label}</span>
            <button
              type="button"
              className="editor-button"
              aria-label={t('editor.previewLabel', { version: side.label })}
              onClick={() => void preview(version)}
            >
              {t('editor.preview')}
            </button>
            <button
              type="button"
              className="editor-button"
              aria-label={t('editor.restoreLabel', { version: side.label })}
              onClick={() => void restore(version)}
            >
              {t('editor.restore')}
            </button>
            <button
              type="button"
              className="editor-button"
              aria-label={t('editor.compare.openLabel', { version: side.label })}
              onClick={() => void compare(side, current)}
            >
              {t('editor.compare.open')}
            </button>
          </li>
        ))}
      </ol>
      {comparing ? (
        <CompareDialog
          key={`${comparing.older.versionId}-${comparing.newer.versionId}`}
          pageId={pageId}
          path={path}
          older={comparing.older}
          newer={comparing.newer}
          onClose={() => {
            setComparing(null);
            // A block restored there is a new version.
            void refetch();
          }}
        />
      ) : null}
    </section>
  );
}
