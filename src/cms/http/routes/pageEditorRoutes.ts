// The page editor API's pages (spec 000 §3, §4, §7; README "Page editor"): a page with its module
// tree by path or id, its versions, publishing, settings, deletion, the list of pages.
import type { Request, Response } from 'express';
import { EditorError } from '../../pages/EditorError';
import { restoreVersion } from '../../pages/moduleStore';
import { listPages, listVersions, pageExists, readPage } from '../../pages/pageStore';
import { publishPage } from '../../pages/publishPage';
import { deletePage } from '../../pages/deletePage';
import { createPage, updatePageSettings } from '../../pages/updatePageSettings';
import { requestUser, requireStaff } from '../../users/requestUser';
import { methodNotAllowed, requestUrl } from '../httpHelpers';
import type { RouteModule } from './routeTypes';
import { ID, MUTATION_ALLOW, NOT_FOUND, bodyOf, editorRouteKit, idParam, inTransaction, pagePathOf, sendError } from './editorRouteKit';

export const registerPageEditorRoutes: RouteModule = (router, { db }, lang) => {
  const { csrf, staffMutation, sendStaffPage } = editorRouteKit(db, lang);
  // Page actions come before the catch-all page path below; a non-numeric id falls through to it.
  router
    .route('/pageeditor-api/page/:id/versions/')
    .get(async (req, res, next) => {
      const id = idParam(req, 'id');
      if (id === undefined) return next('route');
      if (!(await requireStaff(db, req, res))) return;
      if (!(await pageExists(db, id, lang))) return void res.status(404).json(NOT_FOUND);
      res.json(await listVersions(db, id, lang));
    })
    .all(methodNotAllowed());

  router
    .route('/pageeditor-api/page/:id/publish/')
    .post(csrf, async (req, res, next) => {
      try {
        const id = idParam(req, 'id');
        const user = await requireStaff(db, req, res);
        if (!user) return;
        const body = bodyOf(req);
        if (!body) throw EditorError.invalid({ non_field_errors: ['Expected a JSON object.'] });
        const online = body.is_online ?? true;
        if (typeof online !== 'boolean') throw EditorError.invalid({ is_online: ['Must be a valid boolean.'] });
        if (id === undefined || !(await pageExists(db, id, lang))) throw EditorError.notFound();
        await inTransaction(db, (client) => publishPage(client, id, lang, online, user.id));
        await sendStaffPage(req, res, id);
      } catch (error) {
        sendError(res, next, error);
      }
    })
    .all(methodNotAllowed(MUTATION_ALLOW));

  router
    .route('/pageeditor-api/page/:id/versions/:versionId/restore/')
    .post(csrf, async (req, res, next) => {
      try {
        const id = idParam(req, 'id');
        const versionId = idParam(req, 'versionId');
        const user = await requireStaff(db, req, res);
        if (!user) return;
        if (id === undefined || versionId === undefined) throw EditorError.notFound();
        const restored = await inTransaction(db, (client) => restoreVersion(client, id, lang, versionId, user.id));
        if (!restored) throw EditorError.notFound();
        await sendStaffPage(req, res, id);
      } catch (error) {
        sendError(res, next, error);
      }
    })
    .all(methodNotAllowed(MUTATION_ALLOW));

  router
    .route('/pageeditor-api/page/:id/')
    // GET is the page path (a page could be called "2023"): left to the catch-all below.
    .get((_req, _res, next) => next('route'))
    .patch(
      csrf,
      staffMutation(async (req, res, body, userId) => {
        const id = idParam(req, 'id');
        if (id === undefined) throw EditorError.notFound();
        await inTransaction(db, (client) => updatePageSettings(client, id, lang, body, userId));
        await sendStaffPage(req, res, id);
      }),
    )
    // Removes this language's translation (the page when no language is left); README "Page editor".
    .delete(
      csrf,
      staffMutation(async (req, res, body, userId) => {
        const id = idParam(req, 'id');
        if (id === undefined) throw EditorError.notFound();
        await inTransaction(db, (client) => deletePage(client, id, lang, body, userId));
        res.status(204).end();
      }),
    )
    .all(methodNotAllowed('GET, PATCH, DELETE, HEAD, OPTIONS'));

  // spec 000 §7: GET page/{path}[?version_id=]; the home page is the empty path.
  const pageHandler = async (req: Request, res: Response): Promise<void> => {
    const url = requestUrl(req);
    const path = pagePathOf(req.params.path);
    const staff = (await requestUser(db, req))?.is_staff ?? false;
    const rawVersion = url.searchParams.get('version_id');
    let versionId: number | undefined;
    if (rawVersion !== null) {
      if (!staff) {
        // spec 000 §4: visitors asking for a version are sent to the plain page (301).
        url.searchParams.delete('version_id');
        res.status(301).location(`${url.pathname}${url.search}`).json({ detail: 'Moved permanently.' });
        return;
      }
      if (!ID.test(rawVersion)) {
        res.status(400).json({ detail: 'Invalid query parameters.', errors: { version_id: ['A valid integer is required.'] } });
        return;
      }
      versionId = Number(rawVersion);
    }
    // Staff see offline pages and versions: a shared cache must not hand their answer to visitors.
    res.setHeader('Vary', 'Cookie');
    if (staff) res.setHeader('Cache-Control', 'private, no-store');
    const found = await readPage(db, lang, { path }, { staff, origin: url.origin, ...(versionId === undefined ? {} : { versionId }) });
    if (found.kind !== 'found') {
      res.status(404).json(NOT_FOUND);
      return;
    }
    res.json(found.page);
  };
  router
    .route('/pageeditor-api/page/')
    .get(csrf, pageHandler)
    // A new page in this language (README "Page editor": create a page).
    .post(
      csrf,
      staffMutation(async (req, res, body, userId) => {
        const id = await inTransaction(db, (client) => createPage(client, lang, body, userId));
        await sendStaffPage(req, res, id, 201);
      }),
    )
    .all(methodNotAllowed('GET, POST, HEAD, OPTIONS'));
  // The editor hub's list of pages (staff only; offline pages too).
  router
    .route('/pageeditor-api/pages/')
    .get(csrf, async (req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      if (!(await requireStaff(db, req, res))) return;
      res.json(await listPages(db, lang));
    })
    .all(methodNotAllowed());
  router.route('/pageeditor-api/page/*path').get(csrf, pageHandler).all(methodNotAllowed());
};
