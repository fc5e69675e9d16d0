// Small helpers every route module shares.
import type { Request, Response } from 'express';

const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/** The absolute URL of the request (the Host header was checked on the way in). */
export function requestUrl(req: Request): URL {
  // The protocol is ours (no proxy is trusted).
  return new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
}

/** 405 with an Allow header (OPTIONS answers 204); `allowed` defaults to the read methods. */
export function methodNotAllowed(allowed: string = ALLOWED_METHODS) {
  return (req: Request, res: Response): void => {
    res.setHeader('Allow', allowed);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    res.status(405).json({ detail: `Method "${req.method}" not allowed.` });
  };
}

/**
 * A list endpoint answers 400 for query parameters it does not know (an unknown filter is the
 * caller's mistake, not a request for everything): `{ errors: { name: ['Unknown parameter.'] } }`.
 */
export function onlyParams(...names: string[]) {
  const known = new Set(names);
  return (req: Request, res: Response, next: () => void): void => {
    const unknown = [...new URL(req.originalUrl, 'http://upstream.invalid').searchParams.keys()].filter((name) => !known.has(name));
    if (unknown.length === 0) {
      next();
      return;
    }
    const errors: Record<string, string[]> = {};
    for (const name of unknown) errors[name] = [`Unknown parameter. Allowed: ${names.join(', ')}.`];
    res.status(400).json({ detail: 'Invalid query parameters.', errors });
  };
}
