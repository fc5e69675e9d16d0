// GET /media/{path}?w={breakpoint}&fm={format}: a rendition of a picture of the media folder
// (README "Images", spec 000 §9). Without w and fm the request falls through to the static
// serving of originals.
import type { NextFunction, Request, Response } from 'express';
import { parseRenditionQuery } from './parseRenditionQuery';
import { resolveMediaPath } from './resolveMediaPath';
import { createRenditionStore, RENDITION_CONTENT_TYPES, UnreadablePictureError, type RenderRendition } from './createRenditionStore';

/** Mounted at /media, before the static serving of originals. */
export function createRenditionHandler(mediaDir: string, render?: RenderRendition) {
  const store = createRenditionStore(mediaDir, render);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const query = parseRenditionQuery(new URL(req.originalUrl, 'http://upstream.invalid').searchParams);
    if (query.kind === 'original') {
      next();
      return;
    }
    if (query.kind === 'invalid') {
      res.status(400).json({ detail: 'Invalid query parameters.', errors: query.errors });
      return;
    }
    const original = resolveMediaPath(mediaDir, req.path);
    if (!original.ok) {
      res.status(400).json({ detail: 'Invalid media path.', errors: { path: [original.error] } });
      return;
    }

    let file: string;
    try {
      file = await store.ensure(original, query.width, query.format);
    } catch (error) {
      if (codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR') {
        res.status(404).json({ detail: 'Not found.' });
        return;
      }
      // A file with a picture's name that sharp cannot decode.
      if (error instanceof UnreadablePictureError) {
        res.status(415).json({ detail: 'The file is not a picture that can be rendered.', errors: { path: ['Unsupported image.'] } });
        return;
      }
      next(error);
      return;
    }

    // A rendition never changes under its URL (a replaced original gets a new rendition file,
    // hence a new ETag); sendFile adds ETag and Last-Modified and answers conditional requests.
    res.sendFile(
      file,
      { dotfiles: 'allow', maxAge: '365d', immutable: true, headers: { 'Content-Type': RENDITION_CONTENT_TYPES[query.format] } },
      (error) => {
        if (error && !res.headersSent) next(error);
      },
    );
  };
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}
