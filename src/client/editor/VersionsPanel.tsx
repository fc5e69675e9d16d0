// The versions of the edited page (Query.pageVersions, newest first; spec 000 §4: staff preview any
// stored version): each can be previewed in place (the page screen shows the version's content,
// written into the cache under the page's own query) or restored (restoreVersion).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { CmsPageDocument } from '../generated/documents/CmsPageDocument';
import { EditorPageVersionsDocument } from '../generated/documents/EditorPageVersionsDocument';
import { EditorRestoreVersionDocument } from '../generated/documents/EditorRestoreVersionDocument';
import { EditorVersionModulesADocument } from '../generated/documents/EditorVersionModulesADocument';
import { EditorVersionModulesBDocument } from '../generated/documents/EditorVersionModulesBDocument';
import { EditorVersionPageDocument } from '../generated/documents/EditorVersionPageDocument';
import type { CmsPageQuery, EditorPageVersionsQuery } from '../generated/operations';
import { useT } from '../i18n';
import { usePage } from '../navigation/LocationContext';
import { useEditorSession } from './EditorSession';

export interface Preview {
  versionId: string;
  label: string;
}

type Version = NonNullable<EditorPageVersionsQuery['pageVersions']>[number];

function formatWhen(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso));
}

/**
 * The version's modules with all their fields: each half has every module in the same order, with
 * the fields of its half of the types (the other types: only __typename). Merged by position, each
 * module has exactly the CmsPage query's selection (the operations spell the same fields).
 */
function mergeModuleHalves(halfA: readonly object[], halfB: readonly object[]): NonNullable<CmsPageQuery['pageModules']> {
  // A type assertion: the two selections together are CmsPage's (operations.graphql), which no type can say.
  return halfA.map((module, index) => ({ ...module, ...halfB[index] })) as NonNullable<CmsPageQuery['pageModules']>;
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
  const t = useT();
  const client = useApolloClient();
  const page = usePage();
  const session = useEditorSession();
  const locale = toGraphQLLocale(page.locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch } = useQuery(EditorPageVersionsDocument, { variables: { locale, pageId }, fetchPolicy: 'network-only' });

  useEffect(() => heading.current?.focus(), []);

  const labelOf = (version: Version) => {
    const when = t('editor.versionLabel', { action: t(`editor.action${version.action}`), date: formatWhen(version.created, page.locale) });
    return version.user ? `${when} ${t('editor.versionBy', { user: version.user })}` : when;
  };

  const preview = async (version: Version) => {
    const variables = { locale, path, versionId: version.id };
    // Not through the cache: the two halves of the module list are merged first.
    const result = await session.read(() =>
      Promise.all([
        client.query({ query: EditorVersionPageDocument, variables, fetchPolicy: 'no-cache' }),
        client.query({ query: EditorVersionModulesADocument, variables, fetchPolicy: 'no-cache' }),
        client.query({ query: EditorVersionModulesBDocument, variables, fetchPolicy: 'no-cache' }),
      ]),
    );
    const shown = result?.[0].data?.page;
    const halfA = result?.[1].data?.page?.modules;
    const halfB = result?.[2].data?.page?.modules;
    if (!shown || !halfA || !halfB) return;
    const modules = mergeModuleHalves(halfA, halfB);
    const { versionId: _versionId, updated: _updated, ...rest } = shown;
    // The page screen reads the page's own query: the version takes its place in the cache until
    // the preview ends (EditorToolbar asks the page again).
    client.writeQuery({ query: CmsPageDocument, variables: { locale, path }, data: { page: rest, pageModules: modules } });
    onPreview({ versionId: version.id, label: formatWhen(version.created, page.locale) });
  };

  const restore = async (version: Version) => {
    const restored = await session.save(() => client.mutate({ mutation: EditorRestoreVersionDocument, variables: { locale, pageId, versionId: version.id } }), t('editor.restored'));
    if (!restored) return;
    onPreview(null);
    await session.read(() => client.query({ query: CmsPageDocument, variables: { locale, path }, fetchPolicy: 'network-only' }));
    void refetch();
  };

  const versions = data?.pageVersions ?? [];
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
            </li>
          );
        })}
      </ol>
    </section>
  );
}
