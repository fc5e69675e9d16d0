// Streams one multipart `file` part to disk (spec 000 §7: "POST /{lang}/api/temp-files/ multipart
// with file"). Nothing is buffered beyond the first SNIFF_BYTES: the file goes straight to a
// random name in the temp folder, and whatever fails on the way (size, type, a broken body, a
// client that goes away) deletes it again.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Locale } from '../../shared/locales';
import { formMessage } from './formMessages';
import { isAllowedExtension, sanitizeFileName, sniffFileType, SNIFF_BYTES } from './sniffFileType';
import type { FieldErrors, StoredFile } from './validateEntry';

export type UploadOutcome =
  { ok: true; file: StoredFile } | { ok: false; status: 400 | 413 | 415; detail: string; errors?: FieldErrors; closeConnection?: boolean };

export interface UploadOptions {
  tmpDir: string;
  maxBytes: number;
  lang: Locale;
}

/** The form field that carries the file (spec 000 §7 "multipart with file"). */
const FILE_FIELD = 'file';

/**
 * A body this much larger than the limit is not drained to its end: the answer goes out at once
 * and the connection is closed, so an endless upload costs neither disk nor time.
 */
const DRAIN_SLACK_BYTES = 1024 * 1024;

export async function receiveUpload(req: IncomingMessage, { tmpDir, maxBytes, lang }: UploadOptions): Promise<UploadOutcome> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Browsers send file names as raw UTF-8; busboy's default would read them as Latin-1.
      defParamCharset: 'utf8',
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 8 * 1024, parts: 30, headerPairs: 20 },
    });
  } catch {
    return { ok: false, status: 400, detail: 'Multipart form parse error.' };
  }
  await mkdir(tmpDir, { recursive: true });

  const id = randomUUID();
  const target = path.join(tmpDir, id);
  let written: Promise<void> | undefined;
  let fileStream: Readable | undefined;
  let failure: Extract<UploadOutcome, { ok: false }> | undefined;
  let name = '';
  let size = 0;
  let head = Buffer.alloc(0);
  const fail = (outcome: Extract<UploadOutcome, { ok: false }>) => {
    failure ??= outcome;
  };

  parser.on('file', (field, stream, info) => {
    if (field !== FILE_FIELD || written !== undefined || failure !== undefined) {
      stream.resume();
      return;
    }
    name = sanitizeFileName(info.filename ?? '');
    if (!isAllowedExtension(name)) {
      fail({ ok: false, status: 415, detail: 'Unsupported file type.', errors: { file: [formMessage('fileType', lang)] } });
      stream.resume();
      return;
    }
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
    });
    stream.on('limit', () => {
      fail({ ok: false, status: 413, detail: 'File too large.', errors: { file: [formMessage('fileTooLarge', lang, { max: maxBytes })] } });
    });
    fileStream = stream;
    // `wx`: the random name is new; never follow or overwrite anything already there.
    written = pipeline(stream, createWriteStream(target, { flags: 'wx' }));
  });
  parser.on('filesLimit', () =>
    fail({ ok: false, status: 400, detail: 'Invalid upload.', errors: { file: [formMessage('oneFile', lang)] } }),
  );

  let received = 0;
  const finished = new Promise<void>((resolve, reject) => {
    parser.once('close', resolve);
    // `on`, not `once`: a second error after the first must not go unhandled and end the process.
    parser.on('error', reject);
    req.on('error', reject);
    req.once('aborted', () => reject(new Error('client aborted the upload')));
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes + DRAIN_SLACK_BYTES) {
        fail({
          ok: false,
          status: 413,
          detail: 'File too large.',
          errors: { file: [formMessage('fileTooLarge', lang, { max: maxBytes })] },
          closeConnection: true,
        });
        req.unpipe(parser);
        req.pause();
        // The part will never end now: stop writing it (the pipeline rejects, the file goes).
        fileStream?.destroy();
        resolve();
      }
    });
  });
  req.pipe(parser);

  try {
    await finished;
    await written;
  } catch {
    // A broken multipart body or a client that left: the part on disk is useless. The part's
    // stream may never end now, so it is destroyed before the pipeline is awaited.
    fileStream?.destroy();
    await written?.catch(() => undefined);
    await rm(target, { force: true });
    fail({ ok: false, status: 400, detail: 'Multipart form parse error.' });
  }
  if (failure === undefined && written === undefined) {
    failure = { ok: false, status: 400, detail: 'Invalid upload.', errors: { file: [formMessage('fileMissing', lang)] } };
  }
  const type = failure === undefined ? sniffFileType(head, name) : undefined;
  if (failure === undefined && type === undefined) {
    failure = { ok: false, status: 415, detail: 'Unsupported file type.', errors: { file: [formMessage('fileType', lang)] } };
  }
  if (failure !== undefined || type === undefined) {
    await written?.catch(() => undefined);
    await rm(target, { force: true });
    return failure ?? { ok: false, status: 415, detail: 'Unsupported file type.' };
  }
  return { ok: true, file: { id, name, size, content_type: type.contentType } };
}
