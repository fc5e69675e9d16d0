// Who else is editing a page (issue 22 part 10; src/cms/README.md "Editor presence";
// docs/decisions/018-editor-presence.md): an open editor's heartbeat, answered with the page's
// other editors, and its goodbye. Like every editor mutation (spec 000 §7: editor calls send a
// CSRF header): CSRF first, then a staff session (401 without one, 403 for a user who is not
// staff), bad input 400 by field, an unknown page 404. Registered before the page editor's
// routes: its catch-all page path would take page/7/presence/.
import type { NextFunction, Request, Response } from 'express';
import { readEditorConfig } from '../../config';
import { EditorError } from '../../pages/EditorError';
import { pageExists } from '../../pages/pageStore';
import { forgetPresence, isEditorKey, parsePresenceBody, PRESENCE_MESSAGES, recordPresence } from '../../pages/presenceStore';
import { requireStaff } from '../../users/requestUser';
import { csrfProtection } from '../csrf';
import { methodNotAllowed } from '../httpHelpers';
import type { RouteModule } from './routeTypes';

const ID = /^[1-9]\d{0,8}$/;

function sendError(res: Response, next: NextFunction, error: unknown): void {
  if (error instanceof EditorError) res.status(error.status).json(error.body);
  else next(error);
}

export const registerPresenceRoutes: RouteModule = (router, { db, now }, lang) => {
  const csrf = csrfProtection({ secureCookies: readEditorConfig().secureCookies });

  // The heartbeat: 200 with the page's other editors (and whether this one's block was taken over).
  router
    .route('/pageeditor-api/page/:id/presence/')
    .post(csrf, async (req: Request, res: Response, next: NextFunction) => {
      try {
        const user = await requireStaff(db, req, res);
        if (!user) return;
        const raw = req.params.id;
        if (typeof raw !== 'string' || !ID.test(raw)) throw EditorError.notFound();
        const pageId = Number(raw);
        const body: unknown = req.body ?? {};
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          throw EditorError.invalid({ non_field_errors: ['Expected a JSON object.'] });
        const parsed = parsePresenceBody(body as Record<string, unknown>);
        if (!parsed.ok) throw EditorError.invalid(parsed.errors);
        const answer = await db.transaction(async (client) => {
          if (!(await pageExists(client, pageId, lang))) throw EditorError.notFound();
          return recordPresence(client, { userId: user.id, pageId, lang, now: now(), heartbeat: parsed.value });
        });
        if (!answer) throw EditorError.invalid({ editor: [PRESENCE_MESSAGES.otherUser] });
        res.setHeader('Cache-Control', 'private, no-store');
        res.json(answer);
      } catch (error) {
        sendError(res, next, error);
      }
    })
    .all(methodNotAllowed('POST, OPTIONS'));

  // The goodbye of a tab that closes or ends editing: 204, also when its row had already gone.
  router
    .route('/pageeditor-api/presence/:editor/')
    .delete(csrf, async (req: Request, res: Response, next: NextFunction) => {
      try {
        const user = await requireStaff(db, req, res);
        if (!user) return;
        const key = req.params.editor;
        if (!isEditorKey(key)) throw EditorError.invalid({ editor: [PRESENCE_MESSAGES.editorKey] });
        await forgetPresence(db, user.id, key);
        res.status(204).end();
      } catch (error) {
        sendError(res, next, error);
      }
    })
    .all(methodNotAllowed('DELETE, OPTIONS'));
};
