// Site settings and design settings (spec 000 §3, §7; spec 001 §3, §7). Not localised: the same
// answer under every prefix. Staff change them with PATCH (CSRF and a staff session, like the
// other editor writes; README "Page editor").
import type { NextFunction, Response } from 'express';
import { readEditorConfig } from '../../config';
import { readDesignSettings, updateDesignSettings } from '../../api/designSettings';
import { readSiteSettings } from '../../api/readSiteSettings';
import { updateSiteSettings } from '../../api/updateSiteSettings';
import { EditorError } from '../../pages/EditorError';
import { requireStaff } from '../../users/requestUser';
import { csrfProtection } from '../csrf';
import { methodNotAllowed } from '../httpHelpers';
import type { RouteModule } from './routeTypes';

const ALLOW = 'GET, PATCH, HEAD, OPTIONS';

function sendError(res: Response, next: NextFunction, error: unknown): void {
  if (error instanceof EditorError) res.status(error.status).json(error.body);
  else next(error);
}

export const registerSettingsRoutes: RouteModule = (router, { db }) => {
  const csrf = csrfProtection({ secureCookies: readEditorConfig().secureCookies });

  router
    .route('/pageeditor-api/settings')
    .get(async (_req, res) => {
      res.json(await readSiteSettings(db));
    })
    .patch(csrf, async (req, res, next) => {
      try {
        if (!(await requireStaff(db, req, res))) return;
        res.json(await updateSiteSettings(db, req.body));
      } catch (error) {
        sendError(res, next, error);
      }
    })
    .all(methodNotAllowed(ALLOW));

  router
    .route('/pageeditor-api/design-settings')
    .get(async (_req, res) => {
      res.json(await readDesignSettings(db));
    })
    .patch(csrf, async (req, res, next) => {
      try {
        if (!(await requireStaff(db, req, res))) return;
        res.json(await updateDesignSettings(db, req.body));
      } catch (error) {
        sendError(res, next, error);
      }
    })
    .all(methodNotAllowed(ALLOW));
};
