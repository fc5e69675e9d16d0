// Forms (spec 000 §2 "Forms page", §3 "Form", §7): a form with its fields, form entries, and the
// temp-file uploads entries refer to. README "Forms" is the contract.
import type { Request, Response } from 'express';
import { isNumericId } from '../../../shared/queryParameters';
import type { Locale } from '../../../shared/locales';
import { readUploadConfig } from '../../config';
import { formMessage } from '../../forms/formMessages';
import { readForm } from '../../forms/readForm';
import { receiveUpload } from '../../forms/receiveUpload';
import { saveEntry } from '../../forms/saveEntry';
import { findLiveTempFiles, insertTempFile } from '../../forms/tempFiles';
import { referencedTempFileIds, validateEntry, type FieldErrors } from '../../forms/validateEntry';
import { csrfProtection } from '../csrf';
import { methodNotAllowed } from '../httpHelpers';
import type { RouteModule } from './routeTypes';

const INVALID_INPUT = 'Invalid input.';
const WRITE_METHODS = 'POST, OPTIONS';

/** Form ids as the site writes them (1–999999999, no sign or leading zero), as number or string. */
function formIdOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && isNumericId(String(value)) ? value : undefined;
  return typeof value === 'string' && isNumericId(value) ? Number(value) : undefined;
}

function invalid(res: Response, errors: FieldErrors): void {
  res.status(400).json({ detail: INVALID_INPUT, errors });
}

function unsupportedMediaType(res: Response, expected: string): void {
  res.status(415).json({ detail: `Unsupported media type in request; send ${expected}.` });
}

export const registerFormRoutes: RouteModule = (router, { db, contextOf }, lang: Locale) => {
  const uploads = readUploadConfig();
  // Unsafe methods only: the cookie itself is set by the site's pages, so `secureCookies`
  // (which applies when setting it) does not matter here.
  const csrf = csrfProtection({ secureCookies: false });

  router
    .route('/api/forms/:id/')
    .get(async (req: Request<{ id: string }>, res) => {
      const { id } = req.params;
      if (!isNumericId(id)) {
        res.status(400).json({ detail: 'Invalid form id.', errors: { id: [formMessage('invalidFormId', lang)] } });
        return;
      }
      const form = await readForm(db, Number(id), lang);
      if (!form) {
        res.status(404).json({ detail: 'Not found.' });
        return;
      }
      res.json(form.payload);
    })
    .all(methodNotAllowed());

  router
    .route('/api/forms-entries/')
    .post(csrf, async (req, res) => {
      const body: unknown = req.body;
      if (body === undefined && req.get('content-type') !== undefined) {
        unsupportedMediaType(res, 'application/json');
        return;
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        invalid(res, { form: [formMessage('required', lang)], field_values: [formMessage('required', lang)] });
        return;
      }
      const rawForm: unknown = Reflect.get(body, 'form');
      const fieldValues: unknown = Reflect.get(body, 'field_values');
      if (rawForm === undefined || rawForm === null || rawForm === '') {
        invalid(res, { form: [formMessage('required', lang)] });
        return;
      }
      const formId = formIdOf(rawForm);
      if (formId === undefined) {
        invalid(res, { form: [formMessage('invalidFormId', lang)] });
        return;
      }
      const form = await readForm(db, formId, lang);
      if (!form) {
        invalid(res, { form: [formMessage('unknownForm', lang)] });
        return;
      }
      const files = await findLiveTempFiles(db, referencedTempFileIds(form.rules, fieldValues));
      const checked = validateEntry(form.rules, fieldValues, lang, files);
      if (!checked.ok) {
        invalid(res, checked.errors);
        return;
      }
      const saved = await saveEntry(db, { formId, lang, values: checked.values }, uploads);
      if (!saved.ok) {
        invalid(res, Object.fromEntries(saved.lostFileSlugs.map((slug) => [slug, [formMessage('invalidFile', lang)]])));
        return;
      }
      contextOf(req).log.info({ formId, entryId: saved.id }, 'form entry stored');
      res.status(201).json({ id: saved.id, form: formId });
    })
    .all(methodNotAllowed(WRITE_METHODS));

  router
    .route('/api/temp-files/')
    .post(csrf, async (req, res) => {
      if (!req.is('multipart/form-data')) {
        unsupportedMediaType(res, 'multipart/form-data');
        return;
      }
      const outcome = await receiveUpload(req, { tmpDir: uploads.tmpDir, maxBytes: uploads.maxBytes, lang });
      if (!outcome.ok) {
        if (outcome.closeConnection) {
          // The rest of an oversized body is not read; close instead of keeping the connection.
          res.setHeader('Connection', 'close');
          res.once('finish', () => req.socket.destroySoon());
        }
        res.status(outcome.status).json(outcome.errors ? { detail: outcome.detail, errors: outcome.errors } : { detail: outcome.detail });
        return;
      }
      await insertTempFile(db, outcome.file);
      contextOf(req).log.info({ tempFile: outcome.file.id, size: outcome.file.size, type: outcome.file.content_type }, 'temp file stored');
      res.status(201).json(outcome.file);
    })
    .all(methodNotAllowed(WRITE_METHODS));
};
