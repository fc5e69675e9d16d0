// The version query of a CMS page's URL (spec 000 §4): the page screen asks that version, and the
// editor asks the same page again with the staff session.
/** The version query `v` of the URL (spec 000 §4); the server renders a page with one only for staff. */
export function versionOf(search: string): string | null {
  return new URLSearchParams(search).get('v');
}

/** The URL without its version query: the current page. */
export function withoutVersion(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('v');
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}
