// One event with its seat groups and prices, and the calendar of days with events
// (spec 001 §3 "Current event data", §7 /api/calendar/; README "Endpoints").
import type { NextFunction, Request, Response } from 'express';
import { isNumericId } from '../../../shared/queryParameters';
import { parseEventQuery } from '../../api/parseEventQuery';
import { listCalendarDates } from '../../shop/listCalendarDates';
import { readEventDetail } from '../../shop/readEventDetail';
import { csrfProtection } from '../csrf';
import { EVENT_FILTER_KEYS } from '../../../shared/constants';
import { methodNotAllowed, onlyParams, requestUrl } from '../httpHelpers';
import type { RouteModule } from './routeTypes';

// Safe reads set the CSRF cookie the cart call echoes later (spec 001 §7). The CMS speaks
// plain HTTP on loopback behind the site, so the cookie is not marked Secure here.
const csrf = csrfProtection({ secureCookies: false });
const setCsrfCookie = (req: Request, res: Response, next: NextFunction): void => {
  if (req.method === 'GET' || req.method === 'HEAD') csrf(req, res, next);
  else next();
};

export const registerEventDetailRoutes: RouteModule = (router, { db, today, now }, lang) => {
  router
    .route('/api/events/:id/')
    .get(setCsrfCookie, async (req, res) => {
      const raw = req.params.id ?? '';
      if (!isNumericId(raw)) {
        res.status(400).json({
          detail: 'Invalid path parameters.',
          errors: { id: ['Enter a numeric id: a whole number from 1, without sign or leading zero.'] },
        });
        return;
      }
      const event = await readEventDetail(db, Number(raw), lang, requestUrl(req).origin, now());
      if (!event) {
        res.status(404).json({ detail: 'Not found.' });
        return;
      }
      res.json(event);
    })
    .all(methodNotAllowed());

  router
    .route('/api/calendar/')
    .get(onlyParams(...EVENT_FILTER_KEYS, 'date'), setCsrfCookie, async (req, res) => {
      const parsed = parseEventQuery(requestUrl(req).searchParams, today());
      if (!parsed.ok) {
        res.status(400).json({ detail: 'Invalid query parameters.', errors: parsed.errors });
        return;
      }
      res.json(await listCalendarDates(db, parsed.value));
    })
    .all(methodNotAllowed());
};
