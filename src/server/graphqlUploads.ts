// GraphQL multipart requests (graphql-multipart-request-spec): `operations` (the JSON request),
// `map` (which variables are files), then the files. The files become UploadedFile values in
// the variables, and Apollo then sees an ordinary JSON request. Multipart is a "simple" request a
// foreign page could send, so — as Apollo's own CSRF prevention demands for it — the
// `apollo-require-preflight` (or `x-apollo-operation-name`) header must be present.
// Refusals come before the operation (and its `locale` argument) is read: they are worded in the
// language of the request's Accept-Language header (German when it names neither).
import busboy from 'busboy';
import type { NextFunction, Request, Response } from 'express';
import { apiTexts } from '../graphql/apiMessage';
import { UploadedFile } from '../graphql/upload/UploadedFile';
import { decideLocaleFromAcceptLanguage } from '../shared/locales';

export interface GraphqlUploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } }] });
}

/** Puts `value` at a dotted path like `variables.file` or `variables.files.0` inside `target`. */
function placeAt(target: unknown, path: string, value: UploadedFile): boolean {
  const keys = path.split('.');
  let node: unknown = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[key];
  }
  const last = keys.at(-1);
  if (typeof node !== 'object' || node === null || last === undefined) return false;
  // Only a place the client reserved with null may take a file (the spec's convention).
  if ((node as Record<string, unknown>)[last] !== null) return false;
  (node as Record<string, unknown>)[last] = value;
  return true;
}

export function graphqlUploads({ maxFileBytes, maxFiles }: GraphqlUploadLimits) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST' || !req.is('multipart/form-data')) {
      next();
      return;
    }
    const text = apiTexts(decideLocaleFromAcceptLanguage(req.get('accept-language')));
    if (!req.get('apollo-require-preflight') && !req.get('x-apollo-operation-name')) {
      refuse(res, 400, text('uploadNeedsPreflight'));
      return;
    }
    let parser: busboy.Busboy;
    try {
      // Browsers send file names as raw UTF-8 (WHATWG multipart/form-data encoding).
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: maxFileBytes, files: maxFiles, fields: 2, fieldSize: 100 * 1024, parts: maxFiles + 2 },
      });
    } catch {
      refuse(res, 400, text('uploadMalformed'));
      return;
    }
    let operations: unknown;
    let map: Record<string, string[]> | undefined;
    const files = new Map<string, UploadedFile>();
    let problem: { status: number; message: string } | undefined;
    const fail = (status: number, message: string) => {
      problem ??= { status, message };
    };

    parser.on('field', (name, value) => {
      try {
        if (name === 'operations') operations = JSON.parse(value) as unknown;
        else if (name === 'map') {
          const parsed = JSON.parse(value) as unknown;
          if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('map must be an object');
          map = parsed as Record<string, string[]>;
        } else fail(400, text('uploadUnexpectedField', { name: JSON.stringify(name) }));
      } catch {
        fail(400, text('uploadFieldNotJson', { name }));
      }
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(413, text('uploadFileTooLarge', { max: maxFileBytes })));
      stream.on('close', () => {
        if (!problem) files.set(name, new UploadedFile(info.filename || 'upload', info.mimeType, Buffer.concat(chunks)));
      });
    });
    parser.on('filesLimit', () => fail(413, text('uploadTooManyFiles', { max: maxFiles })));
    parser.on('partsLimit', () => fail(413, text('uploadTooManyParts')));
    parser.on('fieldsLimit', () => fail(400, text('uploadOnlyFields')));
    parser.on('error', () => fail(400, text('uploadMalformed')));
    parser.on('close', () => {
      if (problem) {
        refuse(res, problem.status, problem.message);
        return;
      }
      if (typeof operations !== 'object' || operations === null || Array.isArray(operations) || !map) {
        refuse(res, 400, text('uploadMissingFields'));
        return;
      }
      for (const [name, paths] of Object.entries(map)) {
        const file = files.get(name);
        if (!file || !Array.isArray(paths) || !paths.every((path) => typeof path === 'string' && placeAt(operations, path, file))) {
          refuse(res, 400, text('uploadMapMismatch', { name: JSON.stringify(name) }));
          return;
        }
      }
      req.body = operations;
      // From here on it is an ordinary JSON request for Apollo (its CSRF rule was checked above).
      req.headers['content-type'] = 'application/json';
      next();
    });
    req.pipe(parser);
  };
}
