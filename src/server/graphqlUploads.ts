// GraphQL multipart requests (graphql-multipart-request-spec): `operations` (the JSON request),
// `map` (which variables are files), then the files. The files become UploadedFile values in
// the variables, and Apollo then sees an ordinary JSON request. Multipart is a "simple" request a
// foreign page could send, so — as Apollo's own CSRF prevention demands for it — the
// `apollo-require-preflight` (or `x-apollo-operation-name`) header must be present.
import busboy from 'busboy';
import type { NextFunction, Request, Response } from 'express';
import { UploadedFile } from '../graphql/upload/UploadedFile';

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
    if (!req.get('apollo-require-preflight') && !req.get('x-apollo-operation-name')) {
      refuse(res, 400, 'A multipart GraphQL request needs the header apollo-require-preflight (CSRF prevention).');
      return;
    }
    let parser: busboy.Busboy;
    try {
      // Browsers send file names as raw UTF-8 (WHATWG multipart/form-data encoding).
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: maxFileBytes, files: maxFiles, fields: 2, fieldSize: 100 * 1024, parts: maxFiles + 2 } });
    } catch {
      refuse(res, 400, 'Malformed multipart request.');
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
        } else fail(400, `Unexpected field ${JSON.stringify(name)}.`);
      } catch {
        fail(400, `The ${name} field is not valid JSON.`);
      }
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(413, `The file is larger than ${maxFileBytes} bytes.`));
      stream.on('close', () => {
        if (!problem) files.set(name, new UploadedFile(info.filename || 'upload', info.mimeType, Buffer.concat(chunks)));
      });
    });
    parser.on('filesLimit', () => fail(413, `At most ${maxFiles} files per request.`));
    parser.on('partsLimit', () => fail(413, 'Too many parts.'));
    parser.on('fieldsLimit', () => fail(400, 'Only the fields operations and map are allowed.'));
    parser.on('error', () => fail(400, 'Malformed multipart request.'));
    parser.on('close', () => {
      if (problem) {
        refuse(res, problem.status, problem.message);
        return;
      }
      if (typeof operations !== 'object' || operations === null || Array.isArray(operations) || !map) {
        refuse(res, 400, 'A multipart GraphQL request needs the fields operations and map before the files.');
        return;
      }
      for (const [name, paths] of Object.entries(map)) {
        const file = files.get(name);
        if (!file || !Array.isArray(paths) || !paths.every((path) => typeof path === 'string' && placeAt(operations, path, file))) {
          refuse(res, 400, `The map entry ${JSON.stringify(name)} does not match a file and a variable reserved with null.`);
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
