// Every REST area registers its routes here, once per language (README "Conventions").
// A new area: a file in this folder exporting a RouteModule, and one line in ROUTE_MODULES.
import type { Request, Router } from 'express';
import type { Logger } from 'pino';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/openDatabase';
import { registerEventsRoutes } from './eventsRoutes';
import { registerSettingsRoutes } from './settingsRoutes';

export interface RequestContext {
  id: string;
  log: Logger;
}

export interface RouteDependencies {
  db: Queryable;
  mediaDir: string;
  logger: Logger;
  /** Today in Europe/Berlin as `YYYY-MM-DD`: the default `date` of the event list. */
  today: () => string;
  /** The request's id and logger. */
  contextOf: (req: Request) => RequestContext;
}

export type RouteModule = (router: Router, deps: RouteDependencies, lang: Locale) => void;

export const ROUTE_MODULES: readonly RouteModule[] = [registerEventsRoutes, registerSettingsRoutes];
