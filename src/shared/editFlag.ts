// spec 000 §4 "Editing mode": on when the query has the edit flag (`edit`, e.g. `?edit=1`, the
// links of /cms-hub) and the user is logged in. The flag alone decides whether the browser loads
// the editor's chunk at all; the login is asked after that, by the chunk.

export const EDIT_FLAG_PARAM = 'edit';

/** Whether a query string (with or without its `?`) carries the edit flag. */
export function hasEditFlag(search: string): boolean {
  return new URLSearchParams(search).has(EDIT_FLAG_PARAM);
}

/** The query string without the edit flag (with its `?`, or '' when nothing is left). */
export function withoutEditFlag(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(EDIT_FLAG_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
