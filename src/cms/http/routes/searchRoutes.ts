// Site search (spec 000 §4 "Search form", §5, §7; README "Search").
import { sendInvalidQuery, sendPage } from '../../content/sendPage';
import { parseSearchQuery } from '../../search/parseSearchQuery';
import { autocomplete, OTHER_KINDS, searchIndex, searchKinds, type SearchKind } from '../../search/searchContent';
import { methodNotAllowed, requestUrl } from '../httpHelpers';
import type { RouteModule } from './routeTypes';

// `now` is the upstream's clock (a test run's may be moved, src/cms/testClock.ts): what is over
// ranks below what is still to come (README "Search").
export const registerSearchRoutes: RouteModule = (router, { db, now }, lang) => {
  router
    .route('/api/search/autocomplete/')
    .get(async (req, res) => {
      const parsed = parseSearchQuery(requestUrl(req).searchParams, { required: false, paged: false });
      if (!parsed.ok) return sendInvalidQuery(res, parsed.errors);
      res.json({ data: parsed.value.text === '' ? [] : await autocomplete(db, parsed.value.text, lang, now()) });
    })
    .all(methodNotAllowed());

  router
    .route('/api/search/')
    .get(async (req, res) => {
      const parsed = parseSearchQuery(requestUrl(req).searchParams, { required: true, paged: false });
      if (!parsed.ok) return sendInvalidQuery(res, parsed.errors);
      res.json({ query: parsed.value.text, ...(await searchIndex(db, parsed.value.text, lang, now())) });
    })
    .all(methodNotAllowed());

  const paged = (path: string, kinds: readonly SearchKind[]) => {
    router
      .route(path)
      .get(async (req, res) => {
        const url = requestUrl(req);
        const parsed = parseSearchQuery(url.searchParams, { required: true, paged: true });
        if (!parsed.ok) return sendInvalidQuery(res, parsed.errors);
        const { text, page, pageSize } = parsed.value;
        const { count, results } = await searchKinds(db, text, kinds, page, pageSize, lang, now());
        sendPage(res, url, page, pageSize, count, results);
      })
      .all(methodNotAllowed());
  };
  paged('/api/search/events/', ['events']);
  paged('/api/search/others/', OTHER_KINDS);
};
