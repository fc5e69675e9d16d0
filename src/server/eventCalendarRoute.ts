// GET /{lang}/konzerte|concerts/{slug}/{id}/calendar.ics: 'Add to calendar' for one date of an
// event, an RFC 5545 download (src/shared/eventDetail/eventCalendarIcs.ts, described as the
// watchlist's feed describes it: src/server/calendarDateOf.ts). The same checks as the
// page: an unknown or malformed id is the 404 page, a wrong slug a 301 to the right file.
import type { Request, Response } from 'express';
import type { Gateway } from '../graphql/createGateway';
import { CALENDAR_FILE, eventCalendarPath } from '../shared/eventDetail/calendarPath';
import { decideTargetPage } from '../shared/decideTargetPage';
import { eventCalendarIcs } from '../shared/eventDetail/eventCalendarIcs';
import { isNumericId } from '../shared/queryParameters';
import { translatorFor } from '../shared/i18n/createTranslator';
import { LOCALES, type Locale } from '../shared/locales';
import { pathFor, ROUTES } from '../shared/routes';
import { calendarDateOf } from './calendarDateOf';
import { lookUpEvent } from './eventDetailLookup';
import { requestIdOf } from './requestIdOf';
import { requestOrigin } from './requestOrigin';

/** The route patterns, one per language, from the route table. */
export function eventCalendarPaths(): string[] {
  const route = ROUTES.find((candidate) => candidate.name === 'eventDetail');
  return route ? LOCALES.map((locale) => `${route.paths[locale]}/${CALENDAR_FILE}`) : [];
}

export function createEventCalendarHandler(gateway: Gateway, refuse: (req: Request, res: Response, status: 400 | 404) => Promise<void>) {
  return async (req: Request, res: Response): Promise<void> => {
    const locale: Locale = req.path.startsWith('/en/') ? 'en' : 'de';
    const slug = String(req.params.slug ?? '');
    const id = String(req.params.id ?? '');
    if (!isNumericId(id)) {
      await refuse(req, res, 404);
      return;
    }
    const context = gateway.createContext({ requestId: requestIdOf(req), logger: req.log });
    const lookup = await lookUpEvent(context, id, locale, req.log);
    if (lookup.kind === 'unavailable') {
      res.status(503).setHeader('Retry-After', '30').type('text/plain').send(translatorFor(locale).t('eventDetail.calendarUnavailable'));
      return;
    }
    const event = lookup.kind === 'found' && String(lookup.event.id) === id ? lookup.event : null;
    // The same rule as the event's page: its own path has the event's slug in this language.
    const pagePath = pathFor('eventDetail', locale, { slug, id });
    const decision = decideTargetPage(
      pagePath,
      '',
      event ? { canonicalPath: pathFor('eventDetail', locale, { slug: event.slug, id }) } : null,
    );
    if (decision.kind === 'notFound' || !event) {
      await refuse(req, res, 404);
      return;
    }
    if (decision.kind === 'redirect') {
      res.redirect(decision.status, eventCalendarPath(locale, event.slug, id));
      return;
    }
    const origin = requestOrigin(req.protocol, req.host) ?? '';
    const ics = eventCalendarIcs([calendarDateOf(event, locale, origin)], { now: new Date() });
    res.status(200);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${encodeURIComponent(event.slug) || 'event'}-${id}.ics"`);
    res.setHeader('Cache-Control', 'no-cache');
    res.send(ics);
  };
}
