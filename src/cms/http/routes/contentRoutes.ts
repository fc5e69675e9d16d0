// Content beyond the programme: productions, series detail, magazine, ensemble, venues, seasons,
// production tags, breaking news and opening hours (spec 000 §7, spec 001 §7; README "Endpoints").
import type { Request, Response } from 'express';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/openDatabase';
import { getSeries } from '../../content/getSeries';
import {
  ARTICLE_FILTERS,
  getArticle,
  listArticleCategories,
  listArticles,
  listArticleTags,
  listArticleTeasers,
} from '../../content/listArticles';
import { getPerson, listPersonCategories, listPersons, PERSON_FILTERS } from '../../content/listPersons';
import { getProduction, listProductions, PRODUCTION_FILTERS } from '../../content/listProductions';
import { listBreakingNews } from '../../content/listBreakingNews';
import { listProductionTags, listSeasons } from '../../content/listSeasons';
import { getVenue, listVenues } from '../../content/listVenues';
import { listSitemap } from '../../content/listSitemap';
import { openingHoursToday } from '../../content/openingHoursToday';
import { singleParam } from '../../api/parseEventQuery';
import { parseContentQuery, pathId } from '../../content/parseContentQuery';
import { sendInvalidQuery, sendNotFound, sendPage } from '../../content/sendPage';
import type { FieldErrors } from '../../api/parseEventQuery';
import { isValidIsoDate } from '../../isValidIsoDate';
import { methodNotAllowed, onlyParams, requestUrl } from '../httpHelpers';
import type { RouteModule } from './routeTypes';

type Detail = (db: Queryable, id: number, lang: Locale, origin: string) => Promise<object | undefined>;

export const registerContentRoutes: RouteModule = (router, { db, today }, lang) => {
  /** A detail path: a non-numeric id is as unknown as a missing row (404, README "Conventions"). */
  const detail = (path: string, load: Detail) => {
    router
      .route(path)
      .get(async (req: Request<{ id: string }>, res: Response) => {
        const id = pathId(req.params.id);
        const found = id === undefined ? undefined : await load(db, id, lang, requestUrl(req).origin);
        if (found === undefined) sendNotFound(res);
        else res.json(found);
      })
      .all(methodNotAllowed());
  };
  /** A plain JSON array, not paginated. */
  const plainList = (path: string, load: (req: Request) => Promise<object[]>) => {
    router
      .route(path)
      .get(async (req, res) => {
        res.json(await load(req));
      })
      .all(methodNotAllowed());
  };

  router
    .route('/api/productions/')
    .get(onlyParams(...PRODUCTION_FILTERS, 'date', 'page', 'page_size'), async (req, res) => {
      const url = requestUrl(req);
      const parsed = parseContentQuery(url.searchParams, { filters: PRODUCTION_FILTERS, date: true });
      if (!parsed.ok) return sendInvalidQuery(res, parsed.errors);
      const { count, results } = await listProductions(db, parsed.value, lang, url.origin);
      sendPage(res, url, parsed.value.page, parsed.value.pageSize, count, results);
    })
    .all(methodNotAllowed());
  detail('/api/productions/:id/', getProduction);
  detail('/api/series/:id/', getSeries);

  router
    .route('/api/articles/')
    .get(onlyParams(...ARTICLE_FILTERS, 'page', 'page_size'), async (req, res) => {
      const url = requestUrl(req);
      const parsed = parseContentQuery(url.searchParams, { filters: ARTICLE_FILTERS });
      if (!parsed.ok) return sendInvalidQuery(res, parsed.errors);
      const { count, results } = await listArticles(db, parsed.value, lang, url.origin);
      sendPage(res, url, parsed.value.page, parsed.value.pageSize, count, results);
    })
    .all(methodNotAllowed());
  detail('/api/articles/:id/', getArticle);
  plainList('/api/articles-teaser/', (req) => listArticleTeasers(db, lang, requestUrl(req).origin));
  plainList('/api/article-categories/', () => listArticleCategories(db, lang));
  plainList('/api/article-tags/', () => listArticleTags(db, lang));
  plainList('/api/sitemap/', () => listSitemap(db, lang));

  router
    .route('/api/persons/')
    .get(onlyParams(...PERSON_FILTERS, 'page', 'page_size'), async (req, res) => {
      const url = requestUrl(req);
      const parsed = parseContentQuery(url.searchParams, { filters: PERSON_FILTERS });
      if (!parsed.ok) return sendInvalidQuery(res, parsed.errors);
      const { count, results } = await listPersons(db, parsed.value, lang, url.origin);
      sendPage(res, url, parsed.value.page, parsed.value.pageSize, count, results);
    })
    .all(methodNotAllowed());
  detail('/api/persons/:id/', getPerson);
  plainList('/api/person-categories/', () => listPersonCategories(db, lang));

  plainList('/api/venues/', (req) => listVenues(db, lang, requestUrl(req).origin));
  detail('/api/venues/:id/', getVenue);

  plainList('/api/seasons/', () => listSeasons(db, lang));
  plainList('/api/production-tags/', () => listProductionTags(db, lang));
  plainList('/api/breaking-news/', () => listBreakingNews(db, lang, new Date()));

  router
    .route('/api/opening-hours-today/')
    .get(async (req, res) => {
      // `date` (optional, README) answers another day, e.g. to preview an exception.
      const errors: FieldErrors = {};
      const date = singleParam(requestUrl(req).searchParams, 'date', errors);
      if (date !== undefined && !isValidIsoDate(date)) errors.date = ['Enter a valid date in the format YYYY-MM-DD.'];
      if (Object.keys(errors).length > 0) return sendInvalidQuery(res, errors);
      res.json(await openingHoursToday(db, date ?? today(), lang));
    })
    .all(methodNotAllowed());
};
