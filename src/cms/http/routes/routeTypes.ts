// What every REST area's routes are registered with (routeModules.ts lists the areas; each area's
// file imports only these types, so the list and the areas do not import each other).
import type { Request, Router } from 'express';
import type { Logger } from 'pino';
import type { Locale } from '../../../shared/locales';
import type { Database } from '../../db/openDatabase';

export interface RequestContext {
  id: string;
  log: Logger;
}

export interface RouteDependencies {
  /** The database, with transactions (the shop's seat holds need them). */
  db: Database;
  mediaDir: string;
  logger: Logger;
  /** Today in Europe/Berlin as `YYYY-MM-DD`: the default `date` of the event list. */
  today: () => string;
  /** The request's id and logger. */
  contextOf: (req: Request) => RequestContext;
  /**
   * The clock seat holds (spec 001 §9), the search's "over" and scheduled page changes follow:
   * the wall clock, or a test run's (src/cms/testClock.ts).
   */
  now: () => Date;
}

export type RouteModule = (router: Router, deps: RouteDependencies, lang: Locale) => void;
