// The page editor API (spec 000 §3, §4, §7; README "Page editor"): navigation, pages with their
// module trees and versions, containers by slug, module editing, redirects, legal texts and the
// error log. Every mutation needs CSRF and a staff session.
import type { NextFunction, Request, Response } from 'express';
import { readEditorConfig } from '../../config';
import type { Database, Queryable } from '../../db/openDatabase';
import { EditorError } from '../../pages/EditorError';
import {
  createModule,
  deleteModule,
  findContainerBySlug,
  findModuleRow,
  moduleJson,
  moveModule,
  restoreVersion,
  updateModule,
  PAGE_CONTENT_TYPE,
  type Body,
} from '../../pages/moduleStore';
import { isPageOnline, LEGAL_PAGES, listPages, listVersions, pageExists, readLegal, readNav, readPage, readRedirects, type LegalKey } from '../../pages/pageStore';
import { lockEditorChanges } from '../../pages/editorLock';
import { publishPage } from '../../pages/publishPage';
import { assertRevision, CHANGE_ENTITIES, listChanges, revisionOf, type ChangeEntity } from '../../pages/changeLog';
import { deletePage } from '../../pages/deletePage';
import { replaceNav } from '../../pages/navStore';
import { createRedirect, deleteRedirect, findRedirect, redirectJson, updateRedirect } from '../../pages/redirectStore';
import { pasteBlock } from '../../pages/pasteBlock';
import { restoreSection } from '../../pages/restoreSection';
import { createPage, updatePageSettings } from '../../pages/updatePageSettings';
import type { ModuleRow } from '../../pages/moduleTree';
import { requestUser, requireStaff } from '../../users/requestUser';
import { csrfProtection } from '../csrf';
import { methodNotAllowed, onlyParams, requestUrl } from '../httpHelpers';
import type { RouteModule } from './routeTypes';

const ID = /^[1-9]\d{0,8}$/;
const NOT_FOUND = { detail: 'Not found.' };
/** Entries of the error log kept; older ones are dropped as new ones arrive. */
const ERROR_LOG_KEPT = 10_000;

function bodyOf(req: Request): Body | undefined {
  const body: unknown = req.body;
  if (body === undefined) return {};
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : undefined;
}

function hasTransactions(db: Queryable): db is Database {
  return typeof (db as Partial<Database>).transaction === 'function';
}

/**
 * Runs an editor change in one transaction, editor changes one after another (positions of
 * siblings are read and rewritten). A bare Queryable (unit tests) runs the work as it is.
 */
async function inTransaction<T>(db: Queryable, work: (client: Queryable) => Promise<T>): Promise<T> {
  if (!hasTransactions(db)) return work(db);
  return db.transaction(async (client) => {
    await lockEditorChanges(client);
    return work(client);
  });
}

/** Sends an EditorError as its JSON; anything else goes to the app's error handler. */
function sendError(res: Response, next: NextFunction, error: unknown): void {
  if (error instanceof EditorError) res.status(error.status).json(error.body);
  else next(error);
}

function pagePathOf(raw: unknown): string {
  const joined = Array.isArray(raw) ? raw.join('/') : typeof raw === 'string' ? raw : '';
  return joined.replace(/^\/+|\/+$/g, '');
}

function idParam(req: Request, name: string): number | undefined {
  const value = req.params[name];
  return typeof value === 'string' && ID.test(value) ? Number(value) : undefined;
}

export const registerPageEditorRoutes: RouteModule = (router, { db }, lang) => {
  /** After a change: the page as staff now see it. */
  const sendStaffPage = async (req: Request, res: Response, id: number, status = 200): Promise<void> => {
    const found = await readPage(db, lang, { id }, { staff: true, origin: requestUrl(req).origin });
    res.setHeader('Cache-Control', 'private, no-store');
    if (found.kind === 'found') res.status(status).json(found.page);
    else res.status(404).json(NOT_FOUND);
  };
  /** A staff mutation with a JSON object body: CSRF (before), staff, body, then `work`. */
  const staffMutation =
    (work: (req: Request, res: Response, body: Body, userId: number) => Promise<void>) =>
    async (req: Request, res: Response, next: NextFunction): Promise<void> => {
      try {
        const user = await requireStaff(db, req, res);
        if (!user) return;
        const body = bodyOf(req);
        if (!body) throw EditorError.invalid({ non_field_errors: ['Expected a JSON object.'] });
        await work(req, res, body, user.id);
      } catch (error) {
        sendError(res, next, error);
      }
    };
  const csrf = csrfProtection({ secureCookies: readEditorConfig().secureCookies });
  const MUTATION_ALLOW = 'POST, OPTIONS';

  router
    .route('/pageeditor-api/nav')
    .get(async (_req, res) => {
      res.json(await readNav(db, lang));
    })
    // The whole menu and footer of this language at once, based on the revision the editor read.
    .put(
      csrf,
      staffMutation(async (_req, res, body, userId) => {
        await inTransaction(db, (client) => replaceNav(client, lang, body, userId));
        res.setHeader('Cache-Control', 'private, no-store');
        res.json(await readNav(db, lang));
      }),
    )
    .all(methodNotAllowed('GET, PUT, HEAD, OPTIONS'));

  router
    .route('/pageeditor-api/redirect')
    .get(async (_req, res) => {
      res.json(await readRedirects(db));
    })
    .post(
      csrf,
      staffMutation(async (_req, res, body, userId) => {
        const row = await inTransaction(db, (client) => createRedirect(client, body, userId));
        res.status(201).json(await redirectJson(db, row));
      }),
    )
    .all(methodNotAllowed('GET, POST, HEAD, OPTIONS'));

  const redirectWrite = (remove: boolean) =>
    staffMutation(async (req, res, body, userId) => {
      const id = idParam(req, 'id');
      if (id === undefined) throw EditorError.notFound();
      const revision = revisionOf(body, false);
      if (typeof revision === 'object') throw EditorError.invalid({ revision: [revision.error] });
      const row = await inTransaction(db, async (client) => {
        const current = await findRedirect(client, id);
        if (!current) throw EditorError.notFound();
        assertRevision(revision, (await redirectJson(client, current)).revision, 'this redirect');
        if (!remove) return updateRedirect(client, current, body, userId);
        await deleteRedirect(client, current, userId);
        return undefined;
      });
      if (row) res.json(await redirectJson(db, row));
      else res.status(204).end();
    });
  router
    .route('/pageeditor-api/redirect/:id')
    .patch(csrf, redirectWrite(false))
    .delete(csrf, redirectWrite(true))
    .all(methodNotAllowed('PATCH, DELETE, OPTIONS'));

  // The change log (staff): newest first, filtered by entity and id.
  router
    .route('/pageeditor-api/changes/')
    .get(onlyParams('entity', 'entity_id', 'limit'), async (req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      if (!(await requireStaff(db, req, res))) return;
      const params = requestUrl(req).searchParams;
      const errors: Record<string, string[]> = {};
      const entity = params.get('entity');
      const entityId = params.get('entity_id');
      const limit = params.get('limit');
      if (entity !== null && !(CHANGE_ENTITIES as readonly string[]).includes(entity)) errors.entity = [`Select one of: ${CHANGE_ENTITIES.join(', ')}.`];
      if (entityId !== null && !ID.test(entityId)) errors.entity_id = ['A valid integer is required.'];
      if (limit !== null && (!/^\d{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > 200)) errors.limit = ['Ensure this value is between 1 and 200.'];
      if (Object.keys(errors).length > 0) return void res.status(400).json({ detail: 'Invalid query parameters.', errors });
      res.json(
        await listChanges(db, {
          ...(entity === null ? {} : { entity: entity as ChangeEntity }),
          ...(entityId === null ? {} : { entityId: Number(entityId) }),
          // Pages and the navigation are per language; redirects carry the language of their old path.
          ...(entity === 'nav' ? { lang } : {}),
          limit: limit === null ? 50 : Number(limit),
        }),
      );
    })
    .all(methodNotAllowed());

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

  router
    .route('/pageeditor-api/container/by-slug/:slug')
    .get(async (req, res) => {
      const slug = req.params.slug;
      const row = typeof slug === 'string' ? await findContainerBySlug(db, slug, lang) : undefined;
      // A section of an offline page stays hidden from visitors, like the page (spec 000 §4).
      const staff = (await requestUser(db, req))?.is_staff ?? false;
      const hidden = row?.content_type === PAGE_CONTENT_TYPE && row.object_id !== null && !(await isPageOnline(db, row.object_id, lang)) && !staff;
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

  for (const key of Object.keys(LEGAL_PAGES) as LegalKey[]) {
    router
      .route(`/api/${key}/`)
      .get(async (_req, res) => {
        const legal = await readLegal(db, key, lang);
        if (!legal) return void res.status(404).json(NOT_FOUND);
        res.json(legal);
      })
      .all(methodNotAllowed());
  }

  router
    .route('/api/dashboard-error-log/')
    .post(csrf, async (req, res) => {
      const body = bodyOf(req) ?? {};
      const url = body.url;
      let problem: string | undefined;
      if (typeof url !== 'string' || url.trim() === '') problem = 'This field is required!';
      else if (url.length > 2000) problem = 'Ensure this field has no more than 2000 characters.';
      else if (!/^(?:\/|https?:\/\/)\S*$/.test(url.trim())) problem = 'Enter a site path or an http(s) URL.';
      if (problem !== undefined || typeof url !== 'string') {
        res.status(400).json({ detail: 'Invalid input.', errors: { url: [problem ?? 'This field is required!'] } });
        return;
      }
      const user = await requestUser(db, req);
      const { rows } = await db.query<{ id: number }>('INSERT INTO error_log (url, lang, user_id) VALUES ($1, $2, $3) RETURNING id', [url.trim(), lang, user?.id ?? null]);
      // Anyone can post here: only the latest entries are kept, so the table cannot grow without bound.
      await db.query('DELETE FROM error_log WHERE id <= $1::int - $2::int', [rows[0]?.id ?? 0, ERROR_LOG_KEPT]);
      res.status(201).json({ id: rows[0]?.id, url: url.trim() });
    })
    .all(methodNotAllowed(MUTATION_ALLOW));
};
