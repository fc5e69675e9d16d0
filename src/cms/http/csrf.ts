// CSRF protection as a Django REST CMS does it (spec 000 §7: editor calls send a CSRF header;
// spec 001 §7: the cart takes the CSRF header from a cookie). A `csrftoken` cookie (readable
// by the page's script, SameSite=Lax) is set on any safe request that lacks one; every unsafe
// method must echo it in the `X-CSRFToken` header.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

/** Reads one cookie from the Cookie header (no cookie-parser needed for a handful of names). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Sets the cookie on safe requests and rejects unsafe ones whose header does not match it. */
export function csrfProtection(options: { secureCookies: boolean }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const cookie = readCookie(req, CSRF_COOKIE);
    if (SAFE_METHODS.has(req.method)) {
      if (!cookie || !TOKEN.test(cookie)) {
        res.cookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
          sameSite: 'lax',
          secure: options.secureCookies,
          path: '/',
          maxAge: 365 * 24 * 3600 * 1000,
        });
      }
      next();
      return;
    }
    const header = req.get(CSRF_HEADER);
    if (!cookie || !header || !TOKEN.test(cookie) || !sameToken(cookie, header)) {
      res.status(403).json({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
      return;
    }
    next();
  };
}
