// PostgreSQL text cannot hold U+0000: a NUL that reached a query would be a 500. Refused on
// the way in instead, as Django REST Framework does ("Null characters are not allowed."):
// in the path a 404 (no resource has such a name), in the query or a JSON body a 400.
import type { NextFunction, Request, Response } from 'express';

const NUL_MESSAGE = 'Null characters are not allowed.';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  for (const [key, inner] of Object.entries(value)) if (key.includes('\u0000') || holdsNul(inner, depth + 1)) return true;
  return false;
}

export function rejectNulCharacters(req: Request, res: Response, next: NextFunction): void {
  const queryStart = req.originalUrl.indexOf('?');
  const rawPath = queryStart >= 0 ? req.originalUrl.slice(0, queryStart) : req.originalUrl;
  if (/%00/.test(rawPath)) {
    res.status(404).json({ detail: 'Not found.' });
    return;
  }
  if (queryStart >= 0) {
    const names = [...new URLSearchParams(req.originalUrl.slice(queryStart + 1))]
      .filter(([name, value]) => `${name}${value}`.includes('\u0000'))
      .map(([name]) => name);
    if (names.length > 0) {
      res.status(400).json({ detail: 'Invalid query parameters.', errors: Object.fromEntries(names.map((name) => [name, [NUL_MESSAGE]])) });
      return;
    }
  }
  if (holdsNul(req.body)) {
    res.status(400).json({ detail: 'Invalid request body.', errors: { non_field_errors: [NUL_MESSAGE] } });
    return;
  }
  next();
}
