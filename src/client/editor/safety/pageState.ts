// What the editor's saves are based on, read from the CMS page's query in the Apollo cache (the
// page screen's CmsPage, which staff get with Page.moduleRevisions): each section's and module's
// revision, and the section a module sits in (directly, or in a list module of it).
import type { ApolloClient } from '@apollo/client';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import type { CmsPageQuery, CmsPageQueryVariables, Locale } from '../../generated/operations';
import type { PageState as ShownPage } from '../../navigation/PageState';
import { versionOf } from '../../screens/cmsPage/versionQuery';
import { editorPagePathOf } from '../editorPagePath';

interface Revision {
  revision: number;
  contentRevision: number | null;
}

export interface PageState {
  revisions: ReadonlyMap<string, Revision>;
  /** The id of the section holding this module (a section: itself); null when not on the page. */
  sectionOf: (id: string) => string | null;
}

export function pageStateOf(data: CmsPageQuery | null | undefined): PageState {
  const revisions = new Map<string, Revision>(
    (data?.page?.moduleRevisions ?? []).map((entry) => [
      entry.id,
      { revision: entry.revision, contentRevision: entry.contentRevision ?? null },
    ]),
  );
  const owner = new Map<string, string>();
  for (const section of data?.page?.sections ?? []) {
    owner.set(section.id, section.id);
    for (const column of section.columns) for (const id of column.moduleIds) owner.set(id, section.id);
  }
  // List children follow their list in pageModules: a child's section is its list's.
  for (const module of data?.pageModules ?? []) {
    const section = owner.get(module.id);
    if (section !== undefined && 'childIds' in module) for (const child of module.childIds) owner.set(child, section);
  }
  return { revisions, sectionOf: (id) => owner.get(id) ?? null };
}

export function readPageState(client: ApolloClient, locale: Locale, path: string | null): PageState {
  const data = path === null ? null : client.readQuery({ query: CmsPageDocument, variables: { locale, path } });
  return pageStateOf(data);
}

type ShownCmsPage = Pick<ShownPage, 'page' | 'pathname' | 'locale' | 'search'>;

/** The variables of the page screen's CmsPage query for the page shown; null on other screens. */
export function cmsPageVariablesOf(page: ShownCmsPage): CmsPageQueryVariables | null {
  const path = editorPagePathOf(page);
  if (path === null || page.page !== 'cmsPage') return null;
  const versionId = versionOf(page.search);
  return { locale: toGraphQLLocale(page.locale), path, ...(versionId === null ? {} : { versionId }) };
}

/**
 * Asks the CMS page shown again, with the staff session and the screen's own variables (its
 * version too), past the cache: the answer replaces the page in the cache, so the screen shows
 * what is stored now and the next save is based on the revisions read now. An explicit query
 * rather than refetchQueries: that one only reaches queries Apollo counts as active, which the
 * page's streamed query was not always yet (saves then went without revisions).
 */
export async function askPageAgain(client: ApolloClient, page: ShownCmsPage): Promise<void> {
  const variables = cmsPageVariablesOf(page);
  if (variables) await client.query({ query: CmsPageDocument, variables, fetchPolicy: 'network-only' });
}

/**
 * Editing mode's first look at a page: the server's render is the same for everyone, so the
 * page it streamed has no revisions (Page.moduleRevisions is null for visitors); then it is asked
 * again with the session. A page the browser asked itself (a client navigation, a page asked
 * again) already has them: nothing is asked.
 */
export async function askPageWithSession(client: ApolloClient, page: ShownCmsPage): Promise<void> {
  const variables = cmsPageVariablesOf(page);
  if (!variables) return;
  const cached = client.readQuery({ query: CmsPageDocument, variables });
  if (cached?.page?.moduleRevisions) return;
  await client.query({ query: CmsPageDocument, variables, fetchPolicy: 'network-only' });
}
