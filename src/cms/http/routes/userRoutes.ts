// Staff login, logout and user state (spec 000 §3 "User details", §6, §7; README "Staff account").
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { readEditorConfig } from '../../config';
import { LoginRateLimiter } from '../../users/LoginRateLimiter';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../users/passwords';
import { requestUser } from '../../users/requestUser';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../users/sessionTokens';
import { editorUser, userDetails } from '../../users/userDetails';
import { createSession, deleteSession, findUserForLogin, passwordHashOf, setUserLanguage, setUserPassword } from '../../users/userStore';
import { CSRF_COOKIE, csrfProtection, readCookie } from '../csrf';
import { methodNotAllowed } from '../httpHelpers';
import type { RouteDependencies, RouteModule } from './routeTypes';

const WRONG_CREDENTIALS = 'Unable to log in with provided credentials.';
const REQUIRED = 'This field is required!';
const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
const WRONG_PASSWORD = 'The current password is not correct.';
/** As for the seed's staff password (README "Staff account"). */
const MIN_PASSWORD = 8;

interface UserRouteState {
  limiter: LoginRateLimiter;
  secureCookies: boolean;
  /** CMS_ADMIN_URL: where the editor's admin links lead (undefined: there are none). */
  adminUrl: string | undefined;
}

// One state per app, shared by the three routers (de, en, unprefixed) that register this module:
// a limiter per router would let an attacker try three times as often.
const states = new WeakMap<RouteDependencies, UserRouteState>();

function stateOf(deps: RouteDependencies): UserRouteState {
  let state = states.get(deps);
  if (!state) {
    const config = readEditorConfig();
    state = { limiter: new LoginRateLimiter(), secureCookies: config.secureCookies, adminUrl: config.adminUrl };
    states.set(deps, state);
  }
  return state;
}

function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function clientAddress(req: Request): string {
  return req.socket.remoteAddress ?? 'unknown';
}

export const registerUserRoutes: RouteModule = (router, deps, lang) => {
  const { db } = deps;
  const state = stateOf(deps);
  const csrf = csrfProtection({ secureCookies: state.secureCookies });
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: state.secureCookies, path: '/' };

  router
    .route('/api/user-login/')
    .post(csrf, async (req: Request, res: Response) => {
      const body = bodyOf(req);
      const errors: Record<string, string[]> = {};
      if (typeof body.email !== 'string' || body.email.trim() === '') errors.email = [REQUIRED];
      else if (body.email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(body.email.trim())) errors.email = ['Invalid e-mail address!'];
      if (typeof body.password !== 'string' || body.password === '') errors.password = [REQUIRED];
      else if (body.password.length > 1024) errors.password = ['Ensure this field has no more than 1024 characters.'];
      if (Object.keys(errors).length > 0 || typeof body.email !== 'string' || typeof body.password !== 'string') {
        res.status(400).json({ detail: 'Invalid input.', errors });
        return;
      }
      const email = body.email.trim().toLowerCase();
      const address = clientAddress(req);
      const wait = state.limiter.retryAfterSeconds(email, address);
      if (wait > 0) {
        res.setHeader('Retry-After', String(wait));
        res.status(429).json({ detail: `Request was throttled. Expected available in ${wait} seconds.` });
        return;
      }
      const user = await findUserForLogin(db, email);
      // The same work and the same answer for an unknown e-mail and a wrong password.
      const matches = await verifyPassword(body.password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
      if (!user || !matches) {
        state.limiter.recordFailure(email, address);
        res.status(400).json({ detail: WRONG_CREDENTIALS, errors: { non_field_errors: [WRONG_CREDENTIALS] } });
        return;
      }
      state.limiter.reset(email, address);
      const previous = readCookie(req, SESSION_COOKIE);
      if (previous) await deleteSession(db, previous);
      const { token } = await createSession(db, user.id);
      res.cookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS });
      // Like Django's rotate_token: a token seen before login is not the one used after it.
      res.cookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
        sameSite: 'lax',
        secure: state.secureCookies,
        path: '/',
        maxAge: 365 * 24 * 3600 * 1000,
      });
      const { password_hash: _hash, ...publicUser } = user;
      res.json(userDetails(publicUser, lang));
    })
    .all(methodNotAllowed('POST, OPTIONS'));

  router
    .route('/api/user-logout/')
    .post(csrf, async (req: Request, res: Response) => {
      const token = readCookie(req, SESSION_COOKIE);
      if (token) await deleteSession(db, token);
      res.clearCookie(SESSION_COOKIE, cookieOptions);
      res.json({ detail: 'Successfully logged out.' });
    })
    .all(methodNotAllowed('POST, OPTIONS'));

  router
    .route('/api/user-details/')
    .get(csrf, async (req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(userDetails(await requestUser(db, req), lang));
    })
    // The user's own settings: today the preferred language ('de' or 'en').
    .patch(csrf, async (req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'private, no-store');
      const user = await requestUser(db, req);
      if (!user) {
        res.status(401).json({ detail: NOT_AUTHENTICATED });
        return;
      }
      const body = bodyOf(req);
      const unknown = Object.keys(body).filter((key) => key !== 'language');
      if (body.language !== 'de' && body.language !== 'en') {
        res
          .status(400)
          .json({ detail: 'Invalid input.', errors: { language: [body.language === undefined ? REQUIRED : '"de" or "en".'] } });
        return;
      }
      if (unknown.length > 0) {
        res.status(400).json({ detail: 'Invalid input.', errors: Object.fromEntries(unknown.map((key) => [key, ['Unknown field.']])) });
        return;
      }
      await setUserLanguage(db, user.id, body.language);
      res.json(userDetails({ ...user, language: body.language }, lang));
    })
    .all(methodNotAllowed('GET, HEAD, PATCH, OPTIONS'));

  // A logged-in user's new password: the current one must be given; other sessions end.
  router
    .route('/api/user-password/')
    .post(csrf, async (req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'private, no-store');
      const user = await requestUser(db, req);
      const token = readCookie(req, SESSION_COOKIE);
      if (!user || !token) {
        res.status(401).json({ detail: NOT_AUTHENTICATED });
        return;
      }
      const body = bodyOf(req);
      const errors: Record<string, string[]> = {};
      if (typeof body.old_password !== 'string' || body.old_password === '') errors.old_password = [REQUIRED];
      if (typeof body.new_password !== 'string' || body.new_password === '') errors.new_password = [REQUIRED];
      else if (body.new_password.length < MIN_PASSWORD)
        errors.new_password = [`Ensure this field has at least ${MIN_PASSWORD} characters.`];
      else if (body.new_password.length > 1024) errors.new_password = ['Ensure this field has no more than 1024 characters.'];
      if (Object.keys(errors).length > 0 || typeof body.old_password !== 'string' || typeof body.new_password !== 'string') {
        res.status(400).json({ detail: 'Invalid input.', errors });
        return;
      }
      const address = clientAddress(req);
      const wait = state.limiter.retryAfterSeconds(user.email, address);
      if (wait > 0) {
        res.setHeader('Retry-After', String(wait));
        res.status(429).json({ detail: `Request was throttled. Expected available in ${wait} seconds.` });
        return;
      }
      if (!(await verifyPassword(body.old_password, (await passwordHashOf(db, user.id)) ?? DUMMY_PASSWORD_HASH))) {
        // Guessing the current password counts like failed logins.
        state.limiter.recordFailure(user.email, address);
        res.status(400).json({ detail: 'Invalid input.', errors: { old_password: [WRONG_PASSWORD] } });
        return;
      }
      await setUserPassword(db, user.id, await hashPassword(body.new_password), token);
      res.json({ detail: 'Password changed.' });
    })
    .all(methodNotAllowed('POST, OPTIONS'));

  router
    .route('/pageeditor-api/user')
    .get(csrf, async (req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'private, no-store');
      const user = await requestUser(db, req);
      if (!user) {
        res.status(401).json({ detail: 'Authentication credentials were not provided.' });
        return;
      }
      res.json(editorUser(user, lang, state.adminUrl));
    })
    .all(methodNotAllowed());
};
