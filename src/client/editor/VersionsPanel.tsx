// The versions of the edited page (Query.pageVersions, newest first; spec 000 §4: staff preview any
// stored version): each can be previewed in place (the page screen shows the version's content,
// written into the cache under the page's own query), restored (restoreVersion), or compared with
// the page as it is now; two chosen versions can be compared with each other (issue 22 part 5:
// versions/CompareDialog.tsx, where one block can be restored).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { CmsPageDocument } from '../generated/documents/CmsPageDocument';
import { EditorPageVersionsDocument } from '../generated/documents/EditorPageVersionsDocument';
import { EditorRestoreVersionDocument } from '../generated/documents/EditorRestoreVersionDocument';
import type { EditorPageVersionsQuery } from '../generated/operations';
import { useEditorT } from './useEditorT';
import { usePage } from '../navigation/LocationContext';
import { useEditorSession } from './EditorSession';
import { CompareDialog, type CompareSide } from './versions/CompareDialog';

export interface Preview {
  versionId: string;
  label: string;
}

type Version = NonNullable<EditorPageVersionsQuery['pageVersions']>[number];

function formatWhen(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso));
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
  const { data, loading, error, refetch } = useQuery(EditorPageVersionsDocument, { variables: { locale, pageId }, fetchPolicy: 'network-only' });
  const formId = useId();
  const [comparing, setComparing] = useState<{ older: CompareSide; newer: CompareSide } | null>(null);
  const [olderChoice, setOlderChoice] = useState('');
  const [newerChoice, setNewerChoice] = useState('');
  const [choiceProblem, setChoiceProblem] = useState(false);
  // A preview puts a version into the page's place in the cache; a block restored from the
  // comparison names the revisions of the page as it is, so the preview ends first.
  const previewed = useRef(false);

  useEffect(() => heading.current?.focus(), []);

  const labelOf = (version: Version) => {
    const when = t('editor.versionLabel', { action: t(`editor.action${version.action}`), date: formatWhen(version.created, page.locale) });
    return version.user ? `${when} ${t('editor.versionBy', { user: version.user })}` : when;
  };

  const preview = async (version: Version) => {
    // The page's own query, asked for the version (not through the cache: the cache keeps the page).
    const result = await session.read(() => client.query({ query: CmsPageDocument, variables: { locale, path, versionId: version.id }, fetchPolicy: 'no-cache' }));
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
      await session.read(() => client.query({ query: CmsPageDocument, variables: { locale, path }, fetchPolicy: 'network-only' }));
    }
    setComparing({ older, newer });
  };

  const versions = data?.pageVersions ?? [];
  const current: CompareSide = { versionId: null, label: t('editor.compare.current') };
  const sideOf = (versionId: string): CompareSide => {
    const version = versions.find((each) => each.id === versionId);
    return version ? { versionId, label: labelOf(version) } : current;
  };
  // Defaults: the second newest version (the newest is the page as it is now) against the current state.
  const olderId = olderChoice || (versions[1] ?? versions[0])?.id || '';
  const newerId = newerChoice;
  const compareChosen = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (olderId === '' || olderId === newerId) {
      setChoiceProblem(true);
      return;
    }
    setChoiceProblem(false);
    // Whichever was chosen where: the older one is the one stored first (ids grow with time), the current state is the newest.
    const swap = newerId !== '' && Number(newerId) < Number(olderId);
    void compare(sideOf(swap ? newerId : olderId), newerId === '' ? current : sideOf(swap ? olderId : newerId));
  };

  const restore = async (version: Version) => {
    const restored = await session.save(() => client.mutate({ mutation: EditorRestoreVersionDocument, variables: { locale, pageId, versionId: version.id } }), t('editor.restored'));
    if (!restored) return;
    onPreview(null);
    await session.read(() => client.query({ query: CmsPageDocument, variables: { locale, path }, fetchPolicy: 'network-only' }));
    void refetch();
  };

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
        <form className="editor-versions__compare" aria-labelledby={`${formId}-title`} noValidate onSubmit={compareChosen}>
          <h3 id={`${formId}-title`} className="editor-versions__subtitle">
            {t('editor.compare.formTitle')}
          </h3>
          <div className="editor-versions__choices">
            <label className="editor-versions__choice">
              <span>{t('editor.compare.older')}</span>
              <select value={olderId} aria-describedby={choiceProblem ? `${formId}-problem` : undefined} onChange={(event) => setOlderChoice(event.target.value)}>
                {versions.map((version) => (
                  <option key={version.id} value={version.id}>
                    {labelOf(version)}
                  </option>
                ))}
              </select>
            </label>
            <label className="editor-versions__choice">
              <span>{t('editor.compare.newer')}</span>
              <select value={newerId} aria-describedby={choiceProblem ? `${formId}-problem` : undefined} onChange={(event) => setNewerChoice(event.target.value)}>
                <option value="">{t('editor.compare.current')}</option>
                {versions.map((version) => (
                  <option key={version.id} value={version.id}>
                    {labelOf(version)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="editor-button">
              {t('editor.compare.open')}
            </button>
          </div>
          {choiceProblem ? (
            <p id={`${formId}-problem`} role="alert" className="editor-versions__problem">
              {t('editor.compare.sameVersion')}
            </p>
          ) : null}
        </form>
      ) : null}
      <ol className="editor-versions__list">
        {versions.map((version) => {
          const label = labelOf(version);
          return (
            <li key={version.id} className="editor-versions__item">
              <span className="editor-versions__label">{label}</span>
              <button type="button" className="editor-button" aria-label={t('editor.previewLabel', { version: label })} onClick={() => void preview(version)}>
                {t('editor.preview')}
              </button>
              <button type="button" className="editor-button" aria-label={t('editor.restoreLabel', { version: label })} onClick={() => void restore(version)}>
                {t('editor.restore')}
              </button>
              <button type="button" className="editor-button" aria-label={t('editor.compare.openLabel', { version: label })} onClick={() => void compare({ versionId: version.id, label }, current)}>
                {t('editor.compare.open')}
              </button>
            </li>
          );
        })}
      </ol>
      {comparing ? <CompareDialog key={`${comparing.older.versionId}-${comparing.newer.versionId}`} pageId={pageId} path={path} older={comparing.older} newer={comparing.newer} onClose={() => {
            setComparing(null);
            // A block restored there is a new version.
            void refetch();
          }} /> : null}
    </section>
  );
}
