// The event programme: events, filter options, teasers (spec 001 §7).
import { listEvents } from '../../api/listEvents';
import { listOptions, OPTION_LISTS } from '../../api/listOptions';
import { listTeasers } from '../../api/listTeasers';
import { pageLinks } from '../../api/pageLinks';
import { parseEventQuery } from '../../api/parseEventQuery';
import { EVENT_FILTER_KEYS } from '../../../shared/constants';
import { methodNotAllowed, onlyParams, requestUrl } from '../httpHelpers';
import type { RouteModule } from './routeTypes';

export const registerEventsRoutes: RouteModule = (router, { db, today }, lang) => {
  router
    .route('/api/events/')
    .get(onlyParams(...EVENT_FILTER_KEYS, 'date', 'page', 'page_size'), async (req, res) => {
      const url = requestUrl(req);
      const parsed = parseEventQuery(url.searchParams, today());
      if (!parsed.ok) {
        res.status(400).json({ detail: 'Invalid query parameters.', errors: parsed.errors });
        return;
      }
      const { count, results } = await listEvents(db, parsed.value, lang, url.origin);
      const lastPage = Math.max(1, Math.ceil(count / parsed.value.pageSize));
      // Like Django REST framework: an empty first page is a result, any later empty page is not.
      if (parsed.value.page > lastPage) {
        res.status(404).json({ detail: 'Invalid page.' });
        return;
      }
      res.json({ count, ...pageLinks(url, parsed.value.page, lastPage), results });
    })
    .all(methodNotAllowed());

  for (const list of OPTION_LISTS) {
    router
      .route(`/api/${list}/`)
      .get(async (_req, res) => {
        res.json(await listOptions(db, list, lang));
      })
      .all(methodNotAllowed());
  }

  router
    .route('/api/teasers/')
    .get(async (req, res) => {
      res.json(await listTeasers(db, lang, requestUrl(req).origin));
    })
    .all(methodNotAllowed());
};
