// What the editor's saves are based on, read from the CMS page's query in the Apollo cache (the
// page screen's CmsPage, which staff get with Page.moduleRevisions): each section's and module's
// revision, and the section a module sits in (directly, or in a list module of it).
import type { ApolloClient } from '@apollo/client';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import type { CmsPageQuery, Locale } from '../../generated/operations';

export interface Revision {
  revision: number;
  contentRevision: number | null;
}

export interface PageState {
  revisions: ReadonlyMap<string, Revision>;
  /** The id of the section holding this module (a section: itself); null when not on the page. */
  sectionOf: (id: string) => string | null;
}

export function pageStateOf(data: CmsPageQuery | null | undefined): PageState {
  const revisions = new Map<string, Revision>((data?.page?.moduleRevisions ?? []).map((entry) => [entry.id, { revision: entry.revision, contentRevision: entry.contentRevision ?? null }]));
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
