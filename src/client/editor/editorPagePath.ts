// The CMS page path (after /{lang}/) of the page shown, as Query.page takes it: from the route of
// a CMS page, or, for the 404 page the anonymous server render made of an offline page (spec 000
// §4: staff see offline pages), from the URL's path. Null where no CMS page can be.
import type { PageState } from '../navigation/PageState';

export function editorPagePathOf(page: Pick<PageState, 'page' | 'pathname' | 'locale'>): string | null {
  if (page.page !== 'cmsPage' && page.page !== 'notFound') return null;
  const prefix = `/${page.locale}`;
  if (page.pathname === prefix || page.pathname === `${prefix}/`) return '';
  if (!page.pathname.startsWith(`${prefix}/`)) return null;
  return page.pathname.slice(prefix.length + 1).replace(/\/+$/, '');
}
