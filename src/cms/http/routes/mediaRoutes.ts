// The page editor's media library (README "Media library"; spec 000 §7 admin popups): staff list
// what the media folder holds and upload pictures, video and audio into it. The upload needs the
// CSRF header and a staff session like every editor mutation; types and sizes are those of
// src/shared/editor/mediaUpload.ts, checked on the bytes. One item is looked up by the path a
// module's media field holds (the edit form's preview of the current picture).
import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import busboy from 'busboy';
import {
  isMediaKind,
  mediaUploadMessage,
  MEDIA_EXTENSIONS,
  MEDIA_UPLOAD_MAX_BYTES,
  formatMegabytes,
  type MediaKind,
} from '../../../shared/editor/mediaUpload';
import type { Locale } from '../../../shared/locales';
import { readEditorConfig } from '../../config';
import { sanitizeFileName } from '../../forms/sniffFileType';
import { isMediaPath, MEDIA_PATH_MAX_LENGTH } from '../../../shared/editor/mediaPath';
import { findMedia, isAcceptedMedia, listMedia, mediaItemJson, storeMedia, UnreadableMediaError } from '../../media/mediaLibrary';
import { requireStaff } from '../../users/requestUser';
import { csrfProtection } from '../csrf';
import { methodNotAllowed, requestUrl } from '../httpHelpers';
import type { RouteModule } from './routeTypes';

const DEFAULT_PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 100;
const PAGE = /^[1-9]\d{0,5}$/;

type Received = { ok: true; name: string; bytes: Buffer } | { ok: false; status: 400 | 413 | 415; message: string };

/** Reads the one `file` part into memory (at most the kind's limit; the rest of a larger one is not kept). */
function receive(req: IncomingMessage, kind: MediaKind, lang: Locale): Promise<Received> {
  const maxBytes = MEDIA_UPLOAD_MAX_BYTES[kind];
  const tooLarge: Received = {
    ok: false,
    status: 413,
    message: mediaUploadMessage({ key: 'mediaTooLarge', values: { max: formatMegabytes(maxBytes, lang) } }, lang),
  };
  const wrongType: Received = {
    ok: false,
    status: 415,
    message: mediaUploadMessage({ key: 'mediaType', values: { types: MEDIA_EXTENSIONS[kind].join(', ') } }, lang),
  };
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
    } catch {
      resolve({ ok: false, status: 400, message: mediaUploadMessage({ key: 'mediaMissing' }, lang) });
      return;
    }
    let outcome: Received | undefined;
    const chunks: Buffer[] = [];
    let name = '';
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || name !== '') {
        stream.resume();
        return;
      }
      name = sanitizeFileName(info.filename ?? '');
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        outcome ??= tooLarge;
        chunks.length = 0;
      });
    });
    parser.on('error', () => resolve(outcome ?? { ok: false, status: 400, message: mediaUploadMessage({ key: 'mediaMissing' }, lang) }));
    parser.on('close', () => {
      if (outcome) return resolve(outcome);
      const bytes = Buffer.concat(chunks);
      if (name === '' || bytes.length === 0)
        return resolve({ ok: false, status: 400, message: mediaUploadMessage({ key: 'mediaMissing' }, lang) });
      if (!isAcceptedMedia(kind, name, bytes.subarray(0, 64))) return resolve(wrongType);
      resolve({ ok: true, name, bytes });
    });
    req.pipe(parser);
  });
}

export const registerMediaRoutes: RouteModule = (router, { db, mediaDir, contextOf, now }, lang) => {
  const csrf = csrfProtection({ secureCookies: readEditorConfig().secureCookies });
  const kindOf = (req: Request, res: Response): MediaKind | undefined => {
    const kind = new URL(req.originalUrl, 'http://upstream.invalid').searchParams.get('kind') ?? 'image';
    if (isMediaKind(kind)) return kind;
    res.status(400).json({ detail: 'Invalid query parameters.', errors: { kind: ['Must be one of image, video, audio.'] } });
    return undefined;
  };

  router
    .route('/pageeditor-api/media/')
    .get(csrf, async (req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      if (!(await requireStaff(db, req, res))) return;
      const params = new URL(req.originalUrl, 'http://upstream.invalid').searchParams;
      const errors: Record<string, string[]> = {};
      for (const name of params.keys())
        if (!['kind', 'query', 'page', 'page_size'].includes(name))
          errors[name] = ['Unknown parameter. Allowed: kind, query, page, page_size.'];
      const page = params.get('page') ?? '1';
      const pageSize = params.get('page_size') ?? String(DEFAULT_PAGE_SIZE);
      if (!PAGE.test(page)) errors.page = ['A positive whole number.'];
      if (!PAGE.test(pageSize) || Number(pageSize) > MAX_PAGE_SIZE) errors.page_size = [`A whole number from 1 to ${MAX_PAGE_SIZE}.`];
      const query = params.get('query') ?? '';
      if (query.length > 200) errors.query = ['At most 200 characters.'];
      if (Object.keys(errors).length > 0) {
        res.status(400).json({ detail: 'Invalid query parameters.', errors });
        return;
      }
      const kind = kindOf(req, res);
      if (!kind) return;
      const items = await listMedia(mediaDir, kind, query);
      const size = Number(pageSize);
      const number = Number(page);
      const start = (number - 1) * size;
      if (number > 1 && start >= items.length) {
        res.status(404).json({ detail: 'Invalid page.' });
        return;
      }
      const url = requestUrl(req);
      const link = (target: number): string => {
        const next = new URL(url);
        if (target === 1) next.searchParams.delete('page');
        else next.searchParams.set('page', String(target));
        return next.toString();
      };
      res.json({
        count: items.length,
        next: start + size < items.length ? link(number + 1) : null,
        previous: number > 1 ? link(number - 1) : null,
        results: items.slice(start, start + size).map((item) => mediaItemJson(url.origin, item)),
      });
    })
    .post(csrf, async (req, res) => {
      if (!(await requireStaff(db, req, res))) return;
      const kind = kindOf(req, res);
      if (!kind) return;
      if (!req.is('multipart/form-data')) {
        res.status(415).json({ detail: 'Unsupported media type in request; send multipart/form-data.' });
        return;
      }
      const received = await receive(req, kind, lang);
      if (!received.ok) {
        res.status(received.status).json({ detail: received.message, errors: { file: [received.message] } });
        return;
      }
      try {
        const item = await storeMedia(mediaDir, kind, received.name, received.bytes, now());
        contextOf(req).log.info({ media: item.path, kind, size: received.bytes.length }, 'media stored');
        res.status(201).json(mediaItemJson(requestUrl(req).origin, item));
      } catch (error) {
        if (!(error instanceof UnreadableMediaError)) throw error;
        const message = mediaUploadMessage({ key: 'mediaUnreadable' }, lang);
        res.status(415).json({ detail: message, errors: { file: [message] } });
      }
    })
    .all(methodNotAllowed('GET, POST, HEAD, OPTIONS'));

  // One item by its media path: 404 when the folder holds nothing of the kind there.
  router
    .route('/pageeditor-api/media/item/')
    .get(csrf, async (req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      if (!(await requireStaff(db, req, res))) return;
      const params = new URL(req.originalUrl, 'http://upstream.invalid').searchParams;
      const errors: Record<string, string[]> = {};
      for (const name of params.keys()) if (!['kind', 'path'].includes(name)) errors[name] = ['Unknown parameter. Allowed: kind, path.'];
      const mediaPath = params.get('path') ?? '';
      if (!isMediaPath(mediaPath))
        errors.path = [
          `A media path inside the media folder (such as seed/pages/picture or uploads/2026/01/film.webm), at most ${MEDIA_PATH_MAX_LENGTH} characters.`,
        ];
      if (Object.keys(errors).length > 0) {
        res.status(400).json({ detail: 'Invalid query parameters.', errors });
        return;
      }
      const kind = kindOf(req, res);
      if (!kind) return;
      const item = await findMedia(mediaDir, kind, mediaPath);
      if (!item) {
        res.status(404).json({ detail: 'Not found.' });
        return;
      }
      res.json(mediaItemJson(requestUrl(req).origin, item));
    })
    .all(methodNotAllowed('GET, HEAD, OPTIONS'));
};
