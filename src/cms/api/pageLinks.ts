/**
 * Absolute `next`/`previous` links of the pagination envelope (spec 000 §3): the request's own
 * URL with only `page` changed, so every other query parameter is kept. Like Django REST
 * framework, the link to page 1 drops `page` altogether.
 */
export function pageLinks(requestUrl: URL, page: number, lastPage: number): { next: string | null; previous: string | null } {
  function linkTo(target: number): string {
    const url = new URL(requestUrl);
    if (target === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(target));
    return url.toString();
  }
  return {
    next: page < lastPage ? linkTo(page + 1) : null,
    previous: page > 1 ? linkTo(Math.min(page - 1, lastPage)) : null,
  };
}
