// Scheduled page changes (issue 22 item 7; src/cms/README.md "Scheduled page changes"): staff
// schedule a page to go online or offline in the URL's language at a chosen time, list and cancel
// what waits; the scheduler (pages/pageScheduler.ts) carries the changes out. Like every editor
// mutation (spec 000 §7: editor calls send a CSRF header): CSRF first, then a staff session (401
// without one, 403 for a user who is not staff), bad input 400 by field, an unknown page 404.
// Registered before the page editor's routes: its catch-all page path would take GET page/7/schedule/.
import type { NextFunction, Request, Response } from 'express';
import { readEditorConfig } from '../../config';
import { lockEditorChanges } from '../../pages/editorLock';
import { EditorError } from '../../pages/EditorError';
import { pageExists } from '../../pages/pageStore';
import { parseScheduleBody } from '../../pages/scheduleRules';
import { cancelChange, listPendingChanges, scheduleChange, scheduleState } from '../../pages/scheduleStore';
import { requireStaff } from '../../users/requestUser';
import { csrfProtection } from '../csrf';
import { methodNotAllowed, onlyParams } from '../httpHelpers';
import type { RouteModule } from './routeTypes';

const ID = /^[1-9]\d{0,8}$/;

function idParam(req: Request, name: string): number | undefined {
  const value = req.params[name];
  return typeof value === 'string' && ID.test(value) ? Number(value) : undefined;
}

function sendError(res: Response, next: NextFunction, error: unknown): void {
  if (error instanceof EditorError) res.status(error.status).json(error.body);
  else next(error);
}

export const registerScheduleRoutes: RouteModule = (router, { db, now }, lang) => {
  const csrf = csrfProtection({ secureCookies: readEditorConfig().secureCookies });

  // What the gateway reads to know that this upstream schedules (its capability flag) and when a
  // scheduled change has been carried out (it then drops what it keeps of pages). Anyone may
  // ask: it says no more than how many changes were carried out.
  router
    .route('/pageeditor-api/schedule/state/')
    .get(onlyParams(), async (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await scheduleState(db));
    })
    .all(methodNotAllowed());

  // Every pending change of every page and language, soonest first (the editor hub's list).
  router
    .route('/pageeditor-api/schedule/')
    .get(onlyParams(), async (req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      if (!(await requireStaff(db, req, res))) return;
      res.json(await listPendingChanges(db));
    })
    .all(methodNotAllowed());

  // Cancels a pending change of this language: 204, or 404 when there is none with that id.
  router
    .route('/pageeditor-api/schedule/:id/')
    .delete(csrf, async (req, res, next) => {
      try {
        const user = await requireStaff(db, req, res);
        if (!user) return;
        const id = idParam(req, 'id');
        const cancelled =
          id !== undefined &&
          (await db.transaction(async (client) => {
            await lockEditorChanges(client);
            return cancelChange(client, id, lang);
          }));
        if (!cancelled) throw EditorError.notFound();
        res.status(204).end();
      } catch (error) {
        sendError(res, next, error);
      }
    })
    .all(methodNotAllowed('DELETE, OPTIONS'));

  router
    .route('/pageeditor-api/page/:id/schedule/')
    // A page's pending changes in this language, soonest first.
    .get(onlyParams(), async (req, res, next) => {
      try {
        const id = idParam(req, 'id');
        // A page path such as "7/schedule" is no page id: left to the page editor's catch-all.
        if (id === undefined) return next('route');
        res.setHeader('Cache-Control', 'private, no-store');
        if (!(await requireStaff(db, req, res))) return;
        if (!(await pageExists(db, id, lang))) throw EditorError.notFound();
        res.json(await listPendingChanges(db, { pageId: id, lang }));
      } catch (error) {
        sendError(res, next, error);
      }
    })
    // Schedules a change, or moves the pending one of the same action: 201 new, 200 moved.
    .post(csrf, async (req, res, next) => {
      try {
        const user = await requireStaff(db, req, res);
        if (!user) return;
        const body: unknown = req.body ?? {};
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          throw EditorError.invalid({ non_field_errors: ['Expected a JSON object.'] });
        const id = idParam(req, 'id');
        if (id === undefined) throw EditorError.notFound();
        const result = await db.transaction(async (client) => {
          await lockEditorChanges(client);
          // Checked after the lock: a page deleted meanwhile is not found; a time against the
          // clock of the moment it is written.
          if (!(await pageExists(client, id, lang))) throw EditorError.notFound();
          const at = now();
          const parsed = parseScheduleBody(body as Record<string, unknown>, at);
          if (!parsed.ok) throw EditorError.invalid(parsed.errors);
          return scheduleChange(client, {
            pageId: id,
            lang,
            action: parsed.value.action,
            dueAt: parsed.value.dueAt,
            userId: user.id,
            now: at,
          });
        });
        res.setHeader('Cache-Control', 'private, no-store');
        res.status(result.created ? 201 : 200).json(result.change);
      } catch (error) {
        sendError(res, next, error);
      }
    })
    .all(methodNotAllowed('GET, POST, HEAD, OPTIONS'));
};
