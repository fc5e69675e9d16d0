// Every REST area registers its routes here, once per language (README "Conventions").
// A new area: a file in this folder exporting a RouteModule, and one line in ROUTE_MODULES
// (in order: the schedule's and the presence's page paths come before the page editor's catch-all page path).
import type { Request, Router } from 'express';
import type { Logger } from 'pino';
import type { Locale } from '../../../shared/locales';
import type { Database } from '../../db/openDatabase';
import { registerEventDetailRoutes } from './eventDetailRoutes';
import { registerEventsRoutes } from './eventsRoutes';
import { registerFormRoutes } from './formRoutes';
import { registerMediaRoutes } from './mediaRoutes';
import { registerPageEditorRoutes } from './pageEditorRoutes';
import { registerPresenceRoutes } from './presenceRoutes';
import { registerContentRoutes } from './contentRoutes';
import { registerScheduleRoutes } from './scheduleRoutes';
import { registerSearchRoutes } from './searchRoutes';
import { registerSettingsRoutes } from './settingsRoutes';
import { registerShopRoutes } from './shopRoutes';
import { registerUserRoutes } from './userRoutes';

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

export const ROUTE_MODULES: readonly RouteModule[] = [registerEventsRoutes, registerSettingsRoutes, registerEventDetailRoutes, registerShopRoutes, registerContentRoutes, registerSearchRoutes, registerFormRoutes, registerUserRoutes, registerScheduleRoutes, registerPresenceRoutes, registerPageEditorRoutes, registerMediaRoutes];
