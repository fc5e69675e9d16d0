// The page editor API's site-wide records (spec 000 §3, §7): the navigation of a language, the
// redirects, and the change log.
import { EditorError } from '../../pages/EditorError';
import { readNav, readRedirects } from '../../pages/pageStore';
import { assertRevision, CHANGE_ENTITIES, listChanges, revisionOf, type ChangeEntity } from '../../pages/changeLog';
import { replaceNav } from '../../pages/navStore';
import { createRedirect, deleteRedirect, findRedirect, redirectJson, updateRedirect } from '../../pages/redirectStore';
import { requireStaff } from '../../users/requestUser';
import { methodNotAllowed, onlyParams, requestUrl } from '../httpHelpers';
import type { RouteModule } from './routeTypes';
import { ID, editorRouteKit, idParam, inTransaction } from './editorRouteKit';

export const registerNavigationEditorRoutes: RouteModule = (router, { db }, lang) => {
  const { csrf, staffMutation } = editorRouteKit(db, lang);
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
      if (entity !== null && !(CHANGE_ENTITIES as readonly string[]).includes(entity))
        errors.entity = [`Select one of: ${CHANGE_ENTITIES.join(', ')}.`];
      if (entityId !== null && !ID.test(entityId)) errors.entity_id = ['A valid integer is required.'];
      if (limit !== null && (!/^\d{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > 200))
        errors.limit = ['Ensure this value is between 1 and 200.'];
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
};
