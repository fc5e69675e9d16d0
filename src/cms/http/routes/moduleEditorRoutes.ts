// The page editor API's modules (spec 000 §3, §7; README "Page editor"): containers by slug,
// modules created, changed, moved and deleted, a version restored, a section restored, a block pasted.
import type { NextFunction, Request, Response } from 'express';
import type { Queryable } from '../../db/openDatabase';
import { EditorError } from '../../pages/EditorError';
import {
  createModule,
  deleteModule,
  findContainerBySlug,
  findModuleRow,
  moduleJson,
  moveModule,
  updateModule,
  PAGE_CONTENT_TYPE,
} from '../../pages/moduleStore';
import { isPageOnline } from '../../pages/pageStore';
import { pasteBlock } from '../../pages/pasteBlock';
import { restoreSection } from '../../pages/restoreSection';
import type { ModuleRow } from '../../pages/moduleTree';
import { requestUser, requireStaff } from '../../users/requestUser';
import { methodNotAllowed, requestUrl } from '../httpHelpers';
import type { RouteModule } from './routeTypes';
import { MUTATION_ALLOW, NOT_FOUND, bodyOf, editorRouteKit, idParam, inTransaction, sendError } from './editorRouteKit';

export const registerModuleEditorRoutes: RouteModule = (router, { db }, lang) => {
  const { csrf, staffMutation } = editorRouteKit(db, lang);
  router
    .route('/pageeditor-api/container/by-slug/:slug')
    .get(async (req, res) => {
      const slug = req.params.slug;
      const row = typeof slug === 'string' ? await findContainerBySlug(db, slug, lang) : undefined;
      // A section of an offline page stays hidden from visitors, like the page (spec 000 §4).
      const staff = (await requestUser(db, req))?.is_staff ?? false;
      const hidden =
        row?.content_type === PAGE_CONTENT_TYPE && row.object_id !== null && !(await isPageOnline(db, row.object_id, lang)) && !staff;
      if (!row || hidden) return void res.status(404).json(NOT_FOUND);
      res.json(await moduleJson(db, row, requestUrl(req).origin, staff));
    })
    .all(methodNotAllowed());

  router
    .route('/pageeditor-api/module/')
    .post(csrf, async (req, res, next) => {
      try {
        const user = await requireStaff(db, req, res);
        if (!user) return;
        const body = bodyOf(req);
        if (!body) throw EditorError.invalid({ non_field_errors: ['Expected a JSON object.'] });
        const row = await inTransaction(db, (client) => createModule(client, body, lang, user.id));
        res.status(201).json(await moduleJson(db, row, requestUrl(req).origin));
      } catch (error) {
        sendError(res, next, error);
      }
    })
    .all(methodNotAllowed(MUTATION_ALLOW));

  const moduleOf = async (req: Request, from: Queryable = db) => {
    const id = idParam(req, 'id');
    const row = id === undefined ? undefined : await findModuleRow(from, id);
    // A module of the other language is not found under this prefix.
    if (!row || row.lang !== lang) throw EditorError.notFound();
    return row;
  };
  /**
   * A change of one module: the row is read again inside the transaction (after the editor's
   * lock), so its revision check and a merge of fields see what is stored now.
   */
  const changeModule = async (req: Request, work: (client: Queryable, row: ModuleRow) => Promise<void>): Promise<ModuleRow> => {
    await moduleOf(req);
    return inTransaction(db, async (client) => {
      const row = await moduleOf(req, client);
      await work(client, row);
      return row;
    });
  };

  const update = (partial: boolean) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      const user = await requireStaff(db, req, res);
      if (!user) return;
      const body = bodyOf(req);
      if (!body) throw EditorError.invalid({ non_field_errors: ['Expected a JSON object.'] });
      const row = await changeModule(req, (client, current) => updateModule(client, current, body, partial, user.id));
      res.json(await moduleJson(db, (await findModuleRow(db, row.id)) ?? row, requestUrl(req).origin));
    } catch (error) {
      sendError(res, next, error);
    }
  };

  router
    .route('/pageeditor-api/module/:id/')
    .get(async (req, res, next) => {
      try {
        if (!(await requireStaff(db, req, res))) return;
        res.json(await moduleJson(db, await moduleOf(req), requestUrl(req).origin));
      } catch (error) {
        sendError(res, next, error);
      }
    })
    .patch(csrf, update(true))
    .post(csrf, update(false))
    .delete(csrf, async (req, res, next) => {
      try {
        const user = await requireStaff(db, req, res);
        if (!user) return;
        const body = bodyOf(req);
        if (!body) throw EditorError.invalid({ non_field_errors: ['Expected a JSON object.'] });
        await changeModule(req, (client, current) => deleteModule(client, current, body, user.id));
        res.status(204).end();
      } catch (error) {
        sendError(res, next, error);
      }
    })
    .all(methodNotAllowed('GET, POST, PATCH, DELETE, HEAD, OPTIONS'));

  router
    .route('/pageeditor-api/module/:id/move/')
    .post(csrf, async (req, res, next) => {
      try {
        const user = await requireStaff(db, req, res);
        if (!user) return;
        const body = bodyOf(req);
        if (!body) throw EditorError.invalid({ non_field_errors: ['Expected a JSON object.'] });
        const row = await changeModule(req, (client, current) => moveModule(client, current, body, user.id));
        res.json(await moduleJson(db, (await findModuleRow(db, row.id)) ?? row, requestUrl(req).origin));
      } catch (error) {
        sendError(res, next, error);
      }
    })
    .all(methodNotAllowed(MUTATION_ALLOW));

  // A section back as the editor's snapshot had it (README "Page editor": section restore).
  router
    .route('/pageeditor-api/module/:id/restore/')
    .post(
      csrf,
      staffMutation(async (req, res, body, userId) => {
        const row = await changeModule(req, (client, current) => restoreSection(client, current, body, userId));
        res.json(await moduleJson(db, (await findModuleRow(db, row.id)) ?? row, requestUrl(req).origin));
      }),
    )
    .all(methodNotAllowed(MUTATION_ALLOW));

  // A copied section or module pasted with new ids (issue 22 part 6; README "Page editor": paste).
  router
    .route('/pageeditor-api/paste/')
    .post(
      csrf,
      staffMutation(async (req, res, body, userId) => {
        const row = await inTransaction(db, (client) => pasteBlock(client, body, lang, userId));
        res.status(201).json(await moduleJson(db, row, requestUrl(req).origin));
      }),
    )
    .all(methodNotAllowed(MUTATION_ALLOW));
};
