// Site settings (spec 000 §7, spec 001 §7).
import { readSiteSettings } from '../../api/readSiteSettings';
import { methodNotAllowed } from '../httpHelpers';
import type { RouteModule } from './routeModules';

export const registerSettingsRoutes: RouteModule = (router, { db }) => {
  router
    .route('/pageeditor-api/settings')
    .get(async (_req, res) => {
      res.json(await readSiteSettings(db));
    })
    .all(methodNotAllowed());
};
