// The pages staff build in the CMS, the home page among them (spec 000 §2, §4). Its catch-all
// route must come last in the list of page types.
import { definePageType, PAGE_NOT_FOUND, PAGE_OK, type PageCheckInput, type PageCheck } from './pageType';
import { isNumericId } from '../queryParameters';
import { REDIRECT_STATUS } from '../constants';

/** Why a version query `v` is redirected: the router loads such a URL as a document instead (the server knows staff). */
export const VERSION_QUERY_REASON = 'version query';

/**
 * spec 000 §4: a visitor's version query `v` leads to the plain page (301, before any byte);
 * logged-in staff preview that stored version, and a version id that cannot exist is not found
 * for them (whether it is a version of this page is the server's lookup to say). Whether the
 * page exists and is online is the route-target lookup's to say (404 before any byte).
 */
function checkVersionQuery({ query, pathname, viewer }: PageCheckInput): PageCheck {
  if (!query.has('v')) return PAGE_OK;
  if (viewer === 'staff') {
    const versions = query.getAll('v');
    return versions.length === 1 && isNumericId(versions[0] ?? '') ? PAGE_OK : PAGE_NOT_FOUND;
  }
  const rest = new URLSearchParams(query);
  rest.delete('v');
  const search = rest.toString();
  return { kind: 'redirect', status: REDIRECT_STATUS, location: `${pathname}${search ? `?${search}` : ''}`, reason: VERSION_QUERY_REASON };
}

export const cmsPageType = definePageType({
  kind: 'cmsPage',
  routes: [
    {
      name: 'home',
      paths: { de: '/de', en: '/en' },
      target: true,
      sitemap: { entry: 'page', params: (entry) => (entry.path === '' ? {} : null) },
    },
    {
      name: 'cmsPage',
      paths: { de: '/de/*', en: '/en/*' },
      target: true,
      sitemap: { entry: 'page', params: (entry) => (entry.path ? { rest: entry.path } : null) },
    },
  ],
  check: checkVersionQuery,
});
