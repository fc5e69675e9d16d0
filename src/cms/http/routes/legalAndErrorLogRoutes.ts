// The legal texts (spec 000 §2) and the error log the site's 404 pages write to (spec 000 §8).
import { LEGAL_PAGES, readLegal, type LegalKey } from '../../pages/pageStore';
import { requestUser } from '../../users/requestUser';
import { methodNotAllowed } from '../httpHelpers';
import type { RouteModule } from './routeTypes';
import { MUTATION_ALLOW, NOT_FOUND, bodyOf, editorRouteKit } from './editorRouteKit';

/** Entries of the error log kept; older ones are dropped as new ones arrive. */
const ERROR_LOG_KEPT = 10_000;

export const registerLegalAndErrorLogRoutes: RouteModule = (router, { db }, lang) => {
  const { csrf } = editorRouteKit(db, lang);
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
      const { rows } = await db.query<{ id: number }>('INSERT INTO error_log (url, lang, user_id) VALUES ($1, $2, $3) RETURNING id', [
        url.trim(),
        lang,
        user?.id ?? null,
      ]);
      // Anyone can post here: only the latest entries are kept, so the table cannot grow without bound.
      await db.query('DELETE FROM error_log WHERE id <= $1::int - $2::int', [rows[0]?.id ?? 0, ERROR_LOG_KEPT]);
      res.status(201).json({ id: rows[0]?.id, url: url.trim() });
    })
    .all(methodNotAllowed(MUTATION_ALLOW));
};
