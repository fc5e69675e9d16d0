// What the page editor API's route areas share (spec 000 §7: every mutation needs CSRF and a staff
// session): reading a JSON body, one transaction per change, EditorError answers, ids from the path.
import type { NextFunction, Request, Response } from 'express';
import { readEditorConfig } from '../../config';
import type { Database, Queryable } from '../../db/openDatabase';
import { EditorError } from '../../pages/EditorError';
import type { Body } from '../../pages/moduleStore';
import { readPage } from '../../pages/pageStore';
import { lockEditorChanges } from '../../pages/editorLock';
import { requireStaff } from '../../users/requestUser';
import { csrfProtection } from '../csrf';
import { requestUrl } from '../httpHelpers';
import type { Locale } from '../../../shared/locales';

export const ID = /^[1-9]\d{0,8}$/;
export const NOT_FOUND = { detail: 'Not found.' };

export function bodyOf(req: Request): Body | undefined {
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
export async function inTransaction<T>(db: Queryable, work: (client: Queryable) => Promise<T>): Promise<T> {
  if (!hasTransactions(db)) return work(db);
  return db.transaction(async (client) => {
    await lockEditorChanges(client);
    return work(client);
  });
}

/** Sends an EditorError as its JSON; anything else goes to the app's error handler. */
export function sendError(res: Response, next: NextFunction, error: unknown): void {
  if (error instanceof EditorError) res.status(error.status).json(error.body);
  else next(error);
}

export function pagePathOf(raw: unknown): string {
  const joined = Array.isArray(raw) ? raw.join('/') : typeof raw === 'string' ? raw : '';
  return joined.replace(/^\/+|\/+$/g, '');
}

export function idParam(req: Request, name: string): number | undefined {
  const value = req.params[name];
  return typeof value === 'string' && ID.test(value) ? Number(value) : undefined;
}

/** What the editor's route areas share, made once per language: the CSRF check, staff mutations, the page after a change. */
export function editorRouteKit(db: Database, lang: Locale) {
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
  return { csrf, staffMutation, sendStaffPage };
}

/** The methods a POST-only route allows. */
export const MUTATION_ALLOW = 'POST, OPTIONS';
