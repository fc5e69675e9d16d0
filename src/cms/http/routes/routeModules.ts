// Every REST area registers its routes here, once per language (README "Conventions").
// A new area: a file in this folder exporting a RouteModule, and one line in ROUTE_MODULES
// (in order: the schedule's and the presence's page paths come before the page editor's catch-all page path).
import { registerEventDetailRoutes } from './eventDetailRoutes';
import { registerEventsRoutes } from './eventsRoutes';
import { registerFormRoutes } from './formRoutes';
import { registerMediaRoutes } from './mediaRoutes';
import { registerLegalAndErrorLogRoutes } from './legalAndErrorLogRoutes';
import { registerModuleEditorRoutes } from './moduleEditorRoutes';
import { registerNavigationEditorRoutes } from './navigationEditorRoutes';
import { registerPageEditorRoutes } from './pageEditorRoutes';
import { registerPresenceRoutes } from './presenceRoutes';
import { registerContentRoutes } from './contentRoutes';
import { registerScheduleRoutes } from './scheduleRoutes';
import { registerSearchRoutes } from './searchRoutes';
import { registerSettingsRoutes } from './settingsRoutes';
import { registerShopRoutes } from './shopRoutes';
import { registerUserRoutes } from './userRoutes';
import type { RouteModule } from './routeTypes';

export const ROUTE_MODULES: readonly RouteModule[] = [
  registerEventsRoutes,
  registerSettingsRoutes,
  registerEventDetailRoutes,
  registerShopRoutes,
  registerContentRoutes,
  registerSearchRoutes,
  registerFormRoutes,
  registerUserRoutes,
  registerScheduleRoutes,
  registerPresenceRoutes,
  registerNavigationEditorRoutes,
  registerPageEditorRoutes,
  registerModuleEditorRoutes,
  registerLegalAndErrorLogRoutes,
  registerMediaRoutes,
];
