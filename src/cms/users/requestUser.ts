// Who is asking: the session cookie resolved once per request (spec 000 §6: visitor or staff).
import type { Request, Response } from 'express';
import type { Queryable } from '../db/openDatabase';
import { readCookie } from '../http/csrf';
import { SESSION_COOKIE } from './sessionTokens';
import { findSessionUser, type User } from './userStore';

// Keyed by the request itself: request-scoped, gone with the request (docs/CONVENTIONS.md "Request-scoped everything").
const resolved = new WeakMap<Request, Promise<User | undefined>>();

export function requestUser(db: Queryable, req: Request): Promise<User | undefined> {
  let pending = resolved.get(req);
  if (!pending) {
    const token = readCookie(req, SESSION_COOKIE);
    pending = token ? findSessionUser(db, token) : Promise.resolve(undefined);
    resolved.set(req, pending);
  }
  return pending;
}

/** Staff or nothing: answers 401 (no session) or 403 (not staff) itself and returns undefined. */
export async function requireStaff(db: Queryable, req: Request, res: Response): Promise<User | undefined> {
  const user = await requestUser(db, req);
  if (!user) {
    res.status(401).json({ detail: 'Authentication credentials were not provided.' });
    return undefined;
  }
  if (!user.is_staff) {
    res.status(403).json({ detail: 'You do not have permission to perform this action.' });
    return undefined;
  }
  return user;
}
