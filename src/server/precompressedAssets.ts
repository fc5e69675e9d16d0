// The browser's scripts and stylesheets as the build compressed them (scripts/precompress.mjs
// writes `name.br` and `name.gz` beside each): a browser that takes brotli or gzip gets that file
// as it is, with the Content-Encoding and the type of the original; any other request falls
// through to the static serving of the originals. The compression middleware leaves an answer
// that is encoded already as it is.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** The encodings offered, the build's strongest first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Serves the precompressed files of `dir` (a flat folder of content-hashed files, cached for a year). */
export function servePrecompressed(dir: string) {
  // The folder is the build's and does not change while the process runs: listed once.
  let files: ReadonlySet<string>;
  try {
    files = new Set(readdirSync(dir));
  } catch {
    files = new Set();
  }
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const name = req.path.slice(1);
    const offered = name.includes('/') ? [] : ENCODINGS.filter((encoding) => files.has(name + encoding.suffix));
    if (offered.length === 0) {
      next();
      return;
    }
    // Whatever is chosen, a cache must keep the answer apart by Accept-Encoding.
    res.vary('Accept-Encoding');
    const chosen = preferredEncoding(req.headers['accept-encoding'], offered);
    if (!chosen) {
      next();
      return;
    }
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', chosen.name);
    res.sendFile(path.join(dir, name + chosen.suffix), { maxAge: '1y', immutable: true, dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

/**
 * The offered encoding the request's Accept-Encoding weighs most (its q, `*` for what it does not
 * name), ties going to the order offered: browsers send "gzip, deflate, br, zstd", all at q=1,
 * and get brotli. None when the header is missing or weighs every offered one 0.
 */
export function preferredEncoding<T extends { name: string }>(header: string | undefined, offered: readonly T[]): T | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (token === '') continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token.toLowerCase(), Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let best: T | undefined;
  let bestWeight = 0;
  for (const encoding of offered) {
    const weight = weights.get(encoding.name) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
